import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../../../locales/en/account.json';
import agent from '../../../locales/en/agent.json';
import common from '../../../locales/en/common.json';
import forms from '../../../locales/en/forms.json';
import wallet from '../../../locales/en/wallet.json';
import arAgent from '../../../locales/ar/agent.json';
import viAgent from '../../../locales/vi/agent.json';
import zhAgent from '../../../locales/zh-CN/agent.json';

/**
 * An i18next instance with the English agent, wallet (tables, pager, payment form), account,
 * common and forms texts, plus the agent texts of every language (tests only).
 */
export async function createAgentI18n(): Promise<I18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['agent', 'wallet', 'account', 'common', 'forms'],
    defaultNS: 'agent',
    resources: {
      en: { agent, wallet, account, common, forms },
      vi: { agent: viAgent },
      'zh-CN': { agent: zhAgent },
      ar: { agent: arAgent },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The JSON envelope of a successful call (contract.md). */
export function ok(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The envelope of a platform refusal. */
export function refuse(message: string, code = 'REFUSED', status = 400): Response {
  return new Response(JSON.stringify({ success: false, message, code, value: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A server page of `list` (contract "Paginated lists"), with `extra` (e.g. `totals`). */
export function page<T>(list: T[], extra: Record<string, unknown> = {}, totalPages = 1, pageNo = 1) {
  return { list, pageNo, pageSize: 10, totalCount: list.length, totalPages, ...extra };
}
