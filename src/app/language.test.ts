// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const setLanguage = vi.fn((_language: string, _withToken: boolean) => Promise.resolve(null));
vi.mock('../lib/api/endpoints', () => ({ setLanguage }));

const { changeLanguage, i18next, initI18n, LANGUAGES, normaliseLanguage, storedLanguage } =
  await import('../i18n/index');
const { bundledLanguages, loadNamespace } = await import('../i18n/namespace-loaders');

beforeAll(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await initI18n('en');
});

beforeEach(() => {
  setLanguage.mockClear();
});

describe('language change (§4)', () => {
  it('starts in English with <html lang dir>', () => {
    expect(i18next.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('layout:header.login')).toBe('Log in');
  });

  it('stores hisLang twice, tells the server, switches texts and direction', async () => {
    await changeLanguage('ar');
    expect(localStorage.getItem('hisLang')).toBe('ar');
    expect(sessionStorage.getItem('hisLang')).toBe('ar');
    expect(setLanguage).toHaveBeenCalledWith('ar', false);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('layout:header.login')).toBe('تسجيل الدخول');
    expect(storedLanguage()).toBe('ar');

    await changeLanguage('zh-cn');
    expect(i18next.language).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(i18next.t('layout:header.login')).toBe('登录');
  });

  it('keeps the local change when the server call fails', async () => {
    setLanguage.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await changeLanguage('vi');
    expect(i18next.t('layout:header.login')).toBe('Đăng nhập');
  });

  it('rejects a language the site does not ship', async () => {
    await expect(changeLanguage('tlh')).rejects.toThrow(/Unsupported language/);
  });

  it('normalises server and browser spellings', () => {
    expect(normaliseLanguage('EN')).toBe('en');
    expect(normaliseLanguage('zh')).toBe('zh-CN');
    expect(normaliseLanguage('vi-VN')).toBe('vi');
    expect(normaliseLanguage('fr-FR')).toBe('fr');
    expect(normaliseLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(normaliseLanguage('zh_TW')).toBe('zh-TW');
    expect(normaliseLanguage('pt-BR')).toBe('pt-BR');
    expect(normaliseLanguage('pt-PT')).toBe('pt');
    expect(normaliseLanguage('ur-latn')).toBe('ur-Latn');
    expect(normaliseLanguage('ur-PK')).toBe('ur');
    expect(normaliseLanguage('fil')).toBe('tl');
    expect(normaliseLanguage('tlh')).toBeNull();
  });

  it('writes Persian and Urdu right to left, Roman Urdu left to right, each with its own texts', async () => {
    await changeLanguage('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18next.t('layout:header.login')).not.toBe('Log in');
    await changeLanguage('ur');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('ur-Latn');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('ur-Latn');
    expect(i18next.t('layout:header.login')).not.toBe('Log in');
  });

  it('has a bundle of namespaces for every shipped language, each loading its own texts', async () => {
    expect(bundledLanguages().sort()).toEqual([...LANGUAGES].sort());
    const khmer = (await loadNamespace('km', 'layout')) as { header: { login: string } };
    expect(khmer.header.login).not.toBe('Log in');
    expect(await loadNamespace('km', 'no-such-namespace')).toBeNull();
    expect(await loadNamespace('tlh', 'layout')).toBeNull();
  });

  it('names each language in its own language and script, in the names chunk and in its own texts', async () => {
    const { LANGUAGE_NAMES } = await import('../i18n/language-names');
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NAMES.my).toBe('မြန်မာ');
    expect(LANGUAGE_NAMES['ur-Latn']).toBe('Roman Urdu');
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(LANGUAGES.length);
    for (const language of LANGUAGES) {
      const layout = (await loadNamespace(language, 'layout')) as { languageName: string };
      expect(layout.languageName, language).toBe(LANGUAGE_NAMES[language]);
    }
  });
});

describe('withNamespaces (issue 13: a page chunk comes with its texts)', () => {
  it('resolves with the chunk once the namespaces of the active language have arrived', async () => {
    const { withNamespaces } = await import('../i18n/index');
    await changeLanguage('vi');
    expect(i18next.hasLoadedNamespace('promotions')).toBe(false);
    const page = { PromotionsPage: 'page' };
    const resolved = await withNamespaces(Promise.resolve(page), ['promotions', 'points']);
    expect(resolved).toBe(page);
    expect(i18next.hasLoadedNamespace('promotions')).toBe(true);
    expect(i18next.hasLoadedNamespace('points')).toBe(true);
    // Rendering with them now needs no further load (no Suspense on the texts).
    expect(i18next.t('promotions:list.all')).toBe('Tất cả');
  });

  it('fails when the chunk fails, not when only a namespace does', async () => {
    const { withNamespaces } = await import('../i18n/index');
    await expect(withNamespaces(Promise.reject(new Error('offline')), ['content'])).rejects.toThrow(
      'offline',
    );
  });
});
