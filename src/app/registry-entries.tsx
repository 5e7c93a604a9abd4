import { lazyComponent, type ComponentRegistry } from '../layout/registry';
import { Avatar } from '../features/shell/components/avatar';
import { Balance } from '../components/balance';
import { CentrePanel } from '../features/shell/components/centre-panel';
import {
  FreeDemoButton,
  Header,
  LoginButton,
  PanelButton,
  SignUpButton,
} from '../features/shell/components/header';
import {
  RightBar,
  RightBarCustomerService,
  RightBarLink,
  RightBarSocial,
} from '../features/shell/components/right-bar';
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
} from '../features/shell/components/side-menu';

const pages = () => import('../features/shell/components/pages');
const footer = () => import('../features/shell/components/footer');

/**
 * The one component registry (DESIGN.md "Layout engine"): every `component` id a layout file may
 * use. Header, side menu and right bar pieces are eager (first paint); pages, footer and the
 * auth modal host are lazy chunks. An id missing here renders `UnknownComponent`.
 *
 * It lives in src/app because the registry maps ids to features, and src/layout may not import
 * features (eslint import boundaries).
 */
const accountMenu = () => import('../features/shell/components/account-menu');
// Games (issue 3): every entry its own lazy chunk, so neither the games code nor react-virtual
// reaches the initial bundle.
const gamesCategoryNav = () => import('../features/games/category-nav');

export const registry: ComponentRegistry = {
  // Header (§2 Layout)
  'shell.header': Header,
  'header.login': LoginButton,
  'header.signUp': SignUpButton,
  'header.freeDemo': FreeDemoButton,
  'header.panelButton': PanelButton,
  'header.balance': Balance,
  'header.avatar': Avatar,
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
  'auth.modalHost': lazyComponent(() => import('../features/auth/auth-modal-host')),
  // Pages; `shell.banner` is added by the route page for a route's bannerGroup
  'shell.banner': lazyComponent(() =>
    import('../features/shell/components/banner-carousel').then((m) => ({ default: m.BannerNode })),
  ),
  'page.home': lazyComponent(() => pages().then((m) => ({ default: m.HomePage }))),
  'home.categoryCard': lazyComponent(() => pages().then((m) => ({ default: m.CategoryCard }))),
  'page.comingSoon': lazyComponent(() => pages().then((m) => ({ default: m.ComingSoonPage }))),
  'page.notFound': lazyComponent(() => pages().then((m) => ({ default: m.NotFoundPage }))),
  'page.notAvailable': lazyComponent(() => pages().then((m) => ({ default: m.NotAvailablePage }))),
  'auth.changePasswordPanel': lazyComponent(() =>
    import('../features/auth/change-password-panel').then((m) => ({
      default: function ChangePasswordNode() {
        return <m.ChangePasswordPanel />;
      },
    })),
  ),
  'auth.registerPage': lazyComponent(() => import('../features/auth/register-page')),
  // Games: lobby pages, the frame, in-house games, the server-fed side-menu categories
  'games.categoryNav': lazyComponent(() => gamesCategoryNav().then((m) => ({ default: m.CategoryNav }))),
  'games.home': lazyComponent(() =>
    import('../features/games/home-page').then((m) => ({ default: m.GamesHomePage })),
  ),
  'games.categoryPage': lazyComponent(() =>
    import('../features/games/category-page').then((m) => ({ default: m.CategoryPage })),
  ),
  // /pvp's room list (a child node of the route): its own lazy chunk, loaded with the category page.
  'games.pvpRooms': lazyComponent(() =>
    import('../features/games/pvp-rooms').then((m) => ({ default: m.PvpRooms })),
  ),
  'games.rngPage': lazyComponent(() =>
    import('../features/games/rng-page').then((m) => ({ default: m.RngPage })),
  ),
  'games.gamePage': lazyComponent(() =>
    import('../features/games/game-page').then((m) => ({ default: m.GamePage })),
  ),
  'games.inhousePage': lazyComponent(() =>
    import('../features/games/inhouse-page').then((m) => ({ default: m.InhousePage })),
  ),
  // Member-centre account pages, header unread badge and reality check (issue 4): each a lazy
  // chunk, so none of the account code reaches the initial bundle.
  'account.securityCenter': lazyComponent(() =>
    import('../features/account/security-centre-page').then((m) => ({ default: m.SecurityCentrePage })),
  ),
  'account.messages': lazyComponent(() =>
    import('../features/account/messages-page').then((m) => ({ default: m.MessagesPage })),
  ),
  'account.playerRank': lazyComponent(() =>
    import('../features/account/player-rank-page').then((m) => ({ default: m.PlayerRankPage })),
  ),
  'account.profile': lazyComponent(() =>
    import('../features/account/avatar-page').then((m) => ({ default: m.AvatarPage })),
  ),
  'account.responsibleGaming': lazyComponent(() =>
    import('../features/account/responsible-gaming-page').then((m) => ({ default: m.ResponsibleGamingPage })),
  ),
  'header.unread': lazyComponent(() => import('../features/account/unread-badge')),
  'account.realityCheck': lazyComponent(() => import('../features/account/reality-check')),
  // Member-centre money pages (issue 4): each a lazy chunk of src/features/wallet.
  'wallet.transferFund': lazyComponent(() =>
    import('../features/wallet/transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
  ),
  'wallet.deposit': lazyComponent(() =>
    import('../features/wallet/deposit-page').then((m) => ({ default: m.DepositPage })),
  ),
  'wallet.withdraw': lazyComponent(() =>
    import('../features/wallet/withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  ),
  'wallet.transferUpline': lazyComponent(() =>
    import('../features/wallet/transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
  ),
  'wallet.bettingRecord': lazyComponent(() =>
    import('../features/wallet/records-pages').then((m) => ({ default: m.BettingRecordPage })),
  ),
  'wallet.accountRecord': lazyComponent(() =>
    import('../features/wallet/records-pages').then((m) => ({ default: m.AccountRecordPage })),
  ),
  'wallet.personalProfit': lazyComponent(() =>
    import('../features/wallet/records-pages').then((m) => ({ default: m.PersonalProfitPage })),
  ),
  'wallet.bonusDetails': lazyComponent(() =>
    import('../features/wallet/records-pages').then((m) => ({ default: m.BonusDetailsPage })),
  ),
  'wallet.rewardCenter': lazyComponent(() =>
    import('../features/wallet/reward-centre-page').then((m) => ({ default: m.RewardCentrePage })),
  ),
  'wallet.referral': lazyComponent(() =>
    import('../features/wallet/referral-page').then((m) => ({ default: m.ReferralPage })),
  ),
  'wallet.missions': lazyComponent(() =>
    import('../features/wallet/mission-page').then((m) => ({ default: m.MissionPage })),
  ),
  'wallet.missionBadge': lazyComponent(() =>
    import('../features/wallet/mission-page').then((m) => ({ default: m.MissionBadge })),
  ),
  'wallet.manualRebate': lazyComponent(() =>
    import('../features/wallet/manual-rebate-page').then((m) => ({ default: m.ManualRebatePage })),
  ),
};
