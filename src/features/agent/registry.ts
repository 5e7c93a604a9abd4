import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

const reportPages = () => import('./report-pages');

/**
 * The agent feature's registry entries (merged in `src/app/registry-entries.tsx`): the agent-centre
 * pages of layouts/agent-centre.json (issue 9). Each is a lazy chunk of src/features/agent, so no
 * agent code reaches the initial bundle: this file imports nothing of the feature statically.
 */
export const agentRegistry: ComponentRegistry = {
  'agent.announcement': lazyComponent(() =>
    import('./announcement-page').then((m) => ({ default: m.AgentAnnouncementPage })),
  ),
  'agent.teamOverview': lazyComponent(() =>
    import('./team-overview-page').then((m) => ({ default: m.TeamOverviewPage })),
  ),
  'agent.registerCentre': lazyComponent(() =>
    import('./register-centre-page').then((m) => ({ default: m.RegisterCentrePage })),
  ),
  'agent.downlines': lazyComponent(() =>
    import('./downlines-page').then((m) => ({ default: m.DownlinesPage })),
  ),
  'agent.teamBetting': lazyComponent(() => reportPages().then((m) => ({ default: m.TeamBettingPage }))),
  'agent.profitLoss': lazyComponent(() => reportPages().then((m) => ({ default: m.ProfitLossPage }))),
  'agent.accountDetails': lazyComponent(() => reportPages().then((m) => ({ default: m.AccountDetailsPage }))),
  'agent.income': lazyComponent(() => import('./income-page').then((m) => ({ default: m.IncomePage }))),
  // Contract pages (dailyWage, hourlyWage, realtimeWage, dividend by `props.kind`) and the
  // pending-offers popup of the chrome overlays (src/features/agent/contracts/).
  'contracts.page': lazyComponent(() =>
    import('./contracts/contract-page').then((m) => ({ default: m.ContractPage })),
  ),
  'contracts.offerModal': lazyComponent(() =>
    import('./contracts/offer-modal').then((m) => ({ default: m.ContractOffersModal })),
  ),
};
