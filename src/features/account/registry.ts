import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The account feature's registry entries (merged in `src/app/registry-entries.tsx`): the
 * member-centre account pages, the header unread badge and the reality check (issue 4). Each is
 * a lazy chunk, so none of the account code reaches the initial bundle: this file imports nothing
 * of the feature statically.
 */
export const accountRegistry: ComponentRegistry = {
  'account.securityCenter': lazyComponent(() =>
    import('./security-centre-page').then((m) => ({ default: m.SecurityCentrePage })),
  ),
  'account.messages': lazyComponent(() =>
    import('./messages-page').then((m) => ({ default: m.MessagesPage })),
  ),
  'account.playerRank': lazyComponent(() =>
    import('./player-rank-page').then((m) => ({ default: m.PlayerRankPage })),
  ),
  'account.profile': lazyComponent(() => import('./avatar-page').then((m) => ({ default: m.AvatarPage }))),
  'account.responsibleGaming': lazyComponent(() =>
    import('./responsible-gaming-page').then((m) => ({ default: m.ResponsibleGamingPage })),
  ),
  'header.unread': lazyComponent(() => import('./unread-badge')),
  'account.realityCheck': lazyComponent(() => import('./reality-check')),
};
