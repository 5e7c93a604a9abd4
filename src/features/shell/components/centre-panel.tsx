import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import { usePanelNavigate } from '../../../layout/links';
import { useSiteContext } from '../../../layout/site-context-provider';
import type { PanelParam } from '../../../../core/layout/types';
import { panelAllowed } from '../../../../core/layout/site-context';
import { openModal } from '../../../lib/ui-store';
import { mustChangePassword, useSession } from '../../../lib/session';
import { FirstScreenHold } from './full-page-states';

const CentrePanelDialog = lazy(() => import('./centre-panel-dialog'));
const AgentsOnlyDialog = lazy(() => import('./agents-only-dialog'));

function panelOf(value: string): PanelParam {
  return value === 'ac' ? 'ac' : 'mc';
}

/**
 * Member-centre (`?mc=`) or agent-centre (`?ac=`) panel gate (§2 Member centre, Agent centre,
 * §6). Members only: a guest gets the login modal, a trial account the needRealAccount
 * modal, and the parameter leaves the URL. The agent centre is for agents only: a member who is
 * not an agent gets a clear refusal (a small dialog) whose dismissal removes `?ac=`; while the
 * member's info is still loading nothing is decided, so an agent reloading `?ac=` is never
 * refused. While the member must change the password (issue 14 point 7) no centre opens: the
 * change-password modal is the only dialog, whichever of their lazy chunks arrives first (a centre
 * dialog opened after it would hide it from assistive technology and cover it). The dialogs load on
 * demand.
 */
export function CentrePanel({ node }: LayoutComponentProps) {
  const panel = panelOf(stringProp(node, 'panel', 'mc'));
  const [params] = useSearchParams();
  const requested = params.get(panel);
  const ctx = useSiteContext();
  const { member } = useSession();
  const setPanel = usePanelNavigate();
  const allowed = panelAllowed(panel, ctx.role);
  const refused = requested !== null && panel === 'ac' && ctx.role === 'member';

  useEffect(() => {
    if (requested === null || allowed || refused) return;
    if (ctx.role === 'guest') openModal('login');
    else if (ctx.role === 'trial') openModal('needRealAccount');
    setPanel(panel, null);
  }, [requested, allowed, refused, ctx.role, panel, setPanel]);

  if (refused) {
    // A token without its member info yet counts as `member`: wait until we know it is no agent.
    if (member === null) return null;
    return (
      <Suspense fallback={null}>
        <AgentsOnlyDialog onClose={() => setPanel(panel, null)} />
      </Suspense>
    );
  }
  if (requested === null || !allowed || mustChangePassword(member)) return null;
  // Opened from the address, the panel is what a first load shows (on a phone the page beneath
  // waits for it to close, src/app/page-under-panel.ts): the first screen stays until it is here.
  return (
    <Suspense fallback={<FirstScreenHold />}>
      <CentrePanelDialog panel={panel} requested={requested} />
    </Suspense>
  );
}
