import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import { usePanelNavigate } from '../../../layout/links';
import { useSiteContext } from '../../../layout/site-context-provider';
import type { PanelParam } from '../../../../core/layout/types';
import { openModal } from '../../../lib/ui-store';

const CentrePanelDialog = lazy(() => import('./centre-panel-dialog'));

function panelOf(value: string): PanelParam {
  return value === 'ac' ? 'ac' : 'mc';
}

/**
 * Member-centre (`?mc=`) or agent-centre (`?ac=`) panel gate (§2 Member centre, Agent centre,
 * §6). Members only: a guest gets the login modal, a trial account the needRealAccount
 * modal; the agent centre is for agents only. In each refused case the parameter leaves the URL.
 * The dialog itself loads on demand.
 */
export function CentrePanel({ node }: LayoutComponentProps) {
  const panel = panelOf(stringProp(node, 'panel', 'mc'));
  const [params] = useSearchParams();
  const requested = params.get(panel);
  const ctx = useSiteContext();
  const setPanel = usePanelNavigate();
  const allowed = ctx.role === 'agent' || (ctx.role === 'member' && panel === 'mc');

  useEffect(() => {
    if (requested === null || allowed) return;
    if (ctx.role === 'guest') openModal('login');
    else if (ctx.role === 'trial') openModal('needRealAccount');
    setPanel(panel, null);
  }, [requested, allowed, ctx.role, panel, setPanel]);

  if (requested === null || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <CentrePanelDialog panel={panel} requested={requested} />
    </Suspense>
  );
}
