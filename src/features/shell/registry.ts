import { lazyComponent, type ComponentRegistry } from '../../layout/registry';
import { Balance } from '../../components/balance';
import { Avatar } from './components/avatar';
import { CentrePanel } from './components/centre-panel';
import { FreeDemoButton, Header, LoginButton, PanelButton, SignUpButton } from './components/header';
import { RightBar, RightBarCustomerService, RightBarLink, RightBarSocial } from './components/right-bar';
import { BottomNav, BottomNavLink } from './components/bottom-nav';
import {
  HeaderLanguageSelect,
  HeaderThemeToggle,
  LanguageSelect,
  NavGroup,
  NavLinkItem,
  SideCustomerService,
  SideMenu,
  SidePromotions,
  ThemeToggle,
} from './components/side-menu';

const pages = () => import('./components/pages');
const footer = () => import('./components/footer');
const accountMenu = () => import('./components/account-menu');

/**
 * The shell's registry entries (merged in `src/app/registry-entries.tsx`). Header, side menu,
 * right bar and centre-panel pieces are eager: they paint first on every page, so this file imports
 * them statically and they are part of the initial chunk. The account menu, the footer, the banner
 * and the shell's pages are lazy chunks, reached only through `lazyComponent(() => import(...))`.
 */
export const shellRegistry: ComponentRegistry = {
  // Header (§2 Layout)
  'shell.header': Header,
  'header.login': LoginButton,
  'header.signUp': SignUpButton,
  'header.freeDemo': FreeDemoButton,
  'header.panelButton': PanelButton,
  'header.balance': Balance,
  'header.avatar': Avatar,
  // The phone's bottom navigation (issue 15)
  'shell.bottomNav': BottomNav,
  'bottomNav.link': BottomNavLink,
  // The account dropdown (Radix menu + popper) shows only to logged-in players: its own chunk.
  'header.accountMenu': lazyComponent(() => accountMenu().then((m) => ({ default: m.AccountMenu }))),
  'menu.link': lazyComponent(() => accountMenu().then((m) => ({ default: m.MenuLink }))),
  'menu.signOut': lazyComponent(() => accountMenu().then((m) => ({ default: m.MenuSignOut }))),
  // Side menu
  'shell.sideMenu': SideMenu,
  'nav.link': NavLinkItem,
  'nav.group': NavGroup,
  'side.promotions': SidePromotions,
  'side.customerService': SideCustomerService,
  'side.languageSelect': LanguageSelect,
  'header.languageSelect': HeaderLanguageSelect,
  'header.themeToggle': HeaderThemeToggle,
  'side.themeToggle': ThemeToggle,
  // Right bar
  'shell.rightBar': RightBar,
  'rightBar.customerService': RightBarCustomerService,
  'rightBar.link': RightBarLink,
  'rightBar.social': RightBarSocial,
  // Footer (below the fold: one lazy chunk)
  'shell.footer': lazyComponent(() => footer().then((m) => ({ default: m.Footer }))),
  'footer.group': lazyComponent(() => footer().then((m) => ({ default: m.FooterGroup }))),
  'footer.link': lazyComponent(() => footer().then((m) => ({ default: m.FooterLink }))),
  'footer.text': lazyComponent(() => footer().then((m) => ({ default: m.FooterText }))),
  'footer.inviteFriends': lazyComponent(() => footer().then((m) => ({ default: m.InviteFriends }))),
  'footer.paymentMethods': lazyComponent(() => footer().then((m) => ({ default: m.PaymentMethods }))),
  'footer.responsibility': lazyComponent(() => footer().then((m) => ({ default: m.Responsibility }))),
  'footer.providers': lazyComponent(() => footer().then((m) => ({ default: m.Providers }))),
  'footer.copyright': lazyComponent(() => footer().then((m) => ({ default: m.Copyright }))),
  // Overlays
  'shell.centrePanel': CentrePanel,
  'centre.comingSoon': lazyComponent(() => pages().then((m) => ({ default: m.CentreComingSoon }))),
  // Pages; `shell.banner` is added by the route page for a route's bannerGroup
  'shell.banner': lazyComponent(() =>
    import('./components/banner-carousel').then((m) => ({ default: m.BannerNode })),
  ),
  'page.home': lazyComponent(() => pages().then((m) => ({ default: m.HomePage }))),
  'home.categoryCard': lazyComponent(() => pages().then((m) => ({ default: m.CategoryCard }))),
  'page.notFound': lazyComponent(() => pages().then((m) => ({ default: m.NotFoundPage }))),
  'page.notAvailable': lazyComponent(() => pages().then((m) => ({ default: m.NotAvailablePage }))),
};
