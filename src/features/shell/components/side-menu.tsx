import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { numberProp, stringProp } from '../../../../core/layout/props';
import { SiteLink } from '../../../layout/links';
import { useSiteContext } from '../../../layout/site-context-provider';
import { changeLanguage, LANGUAGES, normaliseLanguage, type Language } from '../../../i18n/index';
import { loadScriptFonts } from '../../../i18n/script-fonts';
import { openCustomerService, pickCustomerService } from '../customer-service';
import { useIdle } from '../../../lib/use-idle';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { isWideScreen, setSideMenuOpen, useSideMenuOpen } from '../side-menu-store';
import { setTheme, useTheme } from '../theme-store';
import { SIDE_MENU_ID } from './header';
import { Icon, iconFor } from '../../../components/icon';

/** Most promotions the side menu lists (§2, §9). */
export const SIDE_MENU_PROMOTIONS = 3;

/** Closes the overlay menu after a choice on narrow screens, where it covers the page. */
function closeIfNarrow(): void {
  if (!isWideScreen()) setSideMenuOpen(false);
}

/**
 * Left side menu (§2 Layout); its entries are the node's children in chrome.json. A menu that
 * starts closed (a phone's drawer, a route with `sideMenuClosed`) builds its entries when the
 * browser is first idle or when it is opened, whichever comes first: the first screen does not
 * wait for dozens of links nobody sees yet (issue 13, TBT).
 */
export function SideMenu({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const open = useSideMenuOpen();
  const idle = useIdle(true);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const withEntries = open || opened || idle;
  return (
    <aside
      id={SIDE_MENU_ID}
      className="side-menu"
      data-open={open}
      hidden={!open}
      aria-label={t('side.label')}
    >
      <nav aria-label={t('side.navigation')}>
        <ul className="side-menu-list">{withEntries ? <RenderNodes nodes={node.children} /> : null}</ul>
      </nav>
    </aside>
  );
}

/** A menu entry linking to a path or a panel (`?mc=playerRank`), with an optional NEW badge. */
export function NavLinkItem({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const badge = stringProp(node, 'badge');
  return (
    <li>
      <SiteLink to={stringProp(node, 'to', '/')} className="side-link" onClick={closeIfNarrow}>
        <Icon name={iconFor(stringProp(node, 'icon'))} />
        <span>{t(stringProp(node, 'label'))}</span>
        {badge === 'new' ? <span className="badge">{t('side.new')}</span> : null}
      </SiteLink>
    </li>
  );
}

/** A titled group of entries (e.g. the game categories, each gated by its whitelabel module). */
export function NavGroup({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const headingId = useId();
  if (node.children.length === 0) return null;
  return (
    <li className="side-group">
      <h2 id={headingId} className="side-group-title">
        {t(stringProp(node, 'label'))}
      </h2>
      <ul aria-labelledby={headingId}>
        <RenderNodes nodes={node.children} />
      </ul>
    </li>
  );
}

/** The first promotions (at most `props.limit`, 3) with a see-more link, collapsible (§2). */
export function SidePromotions({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const [expanded, setExpanded] = useState(true);
  const listId = useId();
  const promotions = settings.promotionsPreview.slice(
    0,
    Math.min(numberProp(node, 'limit', SIDE_MENU_PROMOTIONS), SIDE_MENU_PROMOTIONS),
  );
  return (
    <li className="side-group">
      <button
        type="button"
        className="side-link side-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name="gift" />
        <span>{t('side.promotions')}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <ul id={listId} hidden={!expanded}>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <SiteLink
              to={`/promotions?id=${promotion.id}`}
              className="side-link side-sublink"
              onClick={closeIfNarrow}
            >
              {promotion.title}
            </SiteLink>
          </li>
        ))}
        <li>
          <SiteLink to="/promotions" className="side-link side-sublink" onClick={closeIfNarrow}>
            {t('side.seeMore')}
          </SiteLink>
        </li>
      </ul>
    </li>
  );
}

/** Customer-service entry: VIP service above rank 4, else live chat, in a small window (§6). */
export function SideCustomerService() {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const ctx = useSiteContext();
  const entry = pickCustomerService(settings.customerService, ctx.rankLevel);
  if (!entry) return null;
  return (
    <li>
      <button type="button" className="side-link" onClick={() => openCustomerService(entry)}>
        <Icon name="chat" />
        <span>{t('side.customerService')}</span>
      </button>
    </li>
  );
}

/** Languages offered: the brand's list narrowed to the shipped ones (all shipped when empty). */
function offeredLanguages(brand: readonly string[]): Language[] {
  const offered = brand
    .map((value) => normaliseLanguage(value))
    .filter((value): value is Language => value !== null);
  return offered.length > 0 ? [...new Set(offered)] : [...LANGUAGES];
}

type LanguageNames = Readonly<Record<Language, string>>;
let namesLoaded: LanguageNames | null = null;

/** Every language's own name (a small chunk), once; null until it has arrived. */
function loadLanguageNames(): Promise<LanguageNames> {
  return import('../../../i18n/language-names').then((module) => {
    namesLoaded = module.LANGUAGE_NAMES;
    return namesLoaded;
  });
}

/** The language field; `inHeader` renders it outside the side menu's list (no `<li>`). */
function LanguageField({ inHeader }: { inHeader: boolean }) {
  const { t, i18n } = useTranslation('layout');
  const settings = useSiteSettings();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const [names, setNames] = useState<LanguageNames | null>(namesLoaded);
  // About to open: fetch the other languages' names and their scripts' fonts.
  const prepare = (): void => {
    void loadScriptFonts().catch(() => undefined);
    if (!names) void loadLanguageNames().then(setNames, () => undefined);
  };
  const current = normaliseLanguage(i18n.language) ?? 'en';
  const onChange = (event: ChangeEvent<HTMLSelectElement>): void => {
    setFailed(false);
    changeLanguage(event.target.value).catch(() => setFailed(true));
  };
  const Wrapper = inHeader ? 'div' : 'li';
  return (
    <Wrapper className={inHeader ? 'header-field' : 'side-field'}>
      <label htmlFor={id}>
        <Icon name="globe" />
        <span className={inHeader ? 'visually-hidden' : undefined}>{t('side.language')}</span>
      </label>
      <select id={id} value={current} onChange={onChange} onFocus={prepare} onPointerDown={prepare}>
        {offeredLanguages(settings.languages).map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {names?.[lng] ?? (lng === current ? t('languageName') : lng)}
          </option>
        ))}
      </select>
      {failed ? <p role="alert">{t('side.languageFailed')}</p> : null}
    </Wrapper>
  );
}

/** Language select in the side menu (§2 Left side menu, §4 Language change). */
export function LanguageSelect() {
  return <LanguageField inHeader={false} />;
}

/**
 * Language select in the header, so pages without the side menu (header-only routes such as
 * /register) can switch language too.
 */
export function HeaderLanguageSelect() {
  return <LanguageField inHeader />;
}

/** Dark/light theme switch, remembered in localStorage. */
export function ThemeToggle() {
  return (
    <li>
      <ThemeButton inHeader={false} />
    </li>
  );
}

/** The theme switch in the header (icon button), for pages without the side menu. */
export function HeaderThemeToggle() {
  return <ThemeButton inHeader />;
}

function ThemeButton({ inHeader }: { inHeader: boolean }) {
  const { t } = useTranslation('layout');
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={inHeader ? 'icon-button' : 'side-link'}
      aria-pressed={dark}
      aria-label={inHeader ? t('side.darkTheme') : undefined}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
      {inHeader ? null : <span>{t('side.darkTheme')}</span>}
    </button>
  );
}
