import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

const recordsPages = () => import('./records-pages');

/**
 * The wallet feature's registry entries (merged in `src/app/registry-entries.tsx`): the
 * member-centre money pages (issue 4). Each is a lazy chunk of src/features/wallet, so none of the
 * wallet code reaches the initial bundle: this file imports nothing of the feature statically.
 */
export const walletRegistry: ComponentRegistry = {
  'wallet.transferFund': lazyComponent(() =>
    import('./transfer-fund-page').then((m) => ({ default: m.TransferFundPage })),
  ),
  'wallet.deposit': lazyComponent(() => import('./deposit-page').then((m) => ({ default: m.DepositPage }))),
  'wallet.withdraw': lazyComponent(() =>
    import('./withdraw-page').then((m) => ({ default: m.WithdrawPage })),
  ),
  'wallet.transferUpline': lazyComponent(() =>
    import('./transfer-upline-page').then((m) => ({ default: m.TransferUplinePage })),
  ),
  'wallet.bettingRecord': lazyComponent(() => recordsPages().then((m) => ({ default: m.BettingRecordPage }))),
  'wallet.accountRecord': lazyComponent(() => recordsPages().then((m) => ({ default: m.AccountRecordPage }))),
  'wallet.personalProfit': lazyComponent(() =>
    recordsPages().then((m) => ({ default: m.PersonalProfitPage })),
  ),
  'wallet.bonusDetails': lazyComponent(() => recordsPages().then((m) => ({ default: m.BonusDetailsPage }))),
  'wallet.rewardCenter': lazyComponent(() =>
    import('./reward-centre-page').then((m) => ({ default: m.RewardCentrePage })),
  ),
  'wallet.referral': lazyComponent(() =>
    import('./referral-page').then((m) => ({ default: m.ReferralPage })),
  ),
  'wallet.missions': lazyComponent(() => import('./mission-page').then((m) => ({ default: m.MissionPage }))),
  'wallet.missionBadge': lazyComponent(() =>
    import('./mission-badge').then((m) => ({ default: m.MissionBadge })),
  ),
  'wallet.manualRebate': lazyComponent(() =>
    import('./manual-rebate-page').then((m) => ({ default: m.ManualRebatePage })),
  ),
};
