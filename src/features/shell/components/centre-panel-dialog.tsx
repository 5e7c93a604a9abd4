import { startTransition, useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { panelFiles } from '../../../layout/panel-files';
import { stringProp } from '../../../../core/layout/props';
import { RenderNode } from '../../../layout/registry';
import { resolvePanel } from '../../../../core/layout/resolve';
import { SiteLink, usePanelNavigate } from '../../../layout/links';
import { useSiteContext } from '../../../layout/site-context-provider';
import type { PanelParam } from '../../../../core/layout/types';
import { Icon } from '../../../components/icon';
import { FirstScreenHold } from './full-page-states';
import { FIRST_SCREEN_ID } from '../../../../core/layout/first-screen';

/**
 * The right-hand centre panel (§2): page list with the active page highlighted, the page body
 * from the registry, and a close button. On a phone (≤ 40rem) it is full-screen and shows the
 * list or the page, with a back control from the page to the list (issue 15). Pages and their conditions come from
 * layouts/member-centre.json or layouts/agent-centre.json.
 */
export default function CentrePanelDialog({ panel, requested }: { panel: PanelParam; requested: string }) {
  const { t } = useTranslation('layout');
  const ctx = useSiteContext();
  const setPanel = usePanelNavigate();
  const file = panelFiles[panel];
  const { pages, active } = resolvePanel(file, ctx, requested);
  const title = t(file.title);
  // On a phone the panel shows either its page list or one page (issue 15); a choice in the list
  // shows the page, the back control the list again. Wider screens show both side by side.
  // The list is shown for the page it was opened from; choosing another page shows that page.
  const [menuFrom, setMenuFrom] = useState<string | null>(null);
  const view = active && menuFrom !== active.id ? 'page' : 'menu';
  // The control just pressed disappears with the view it was in: focus moves to what replaced it
  // (the current page's entry in the list, or the chosen page), never to the document.
  const listRef = useRef<HTMLUListElement>(null);
  const pageRef = useRef<HTMLElement>(null);
  const focusNext = useRef<'list' | 'page' | null>(null);
  // Opened from the address at boot, the page's body mounts in a commit of its own, after the
  // panel's (its heading, list and focus trap), rendered as a transition that yields every few ms:
  // the two were one task of ~100 ms on a desktop, four times that on a phone (issue 13, TBT).
  // Until then the server's first screen stays up, so nobody sees the panel without its page.
  // Opened later (the first screen gone), the body comes with the panel: no frame without it.
  const [bodyReady, setBodyReady] = useState(() => document.getElementById(FIRST_SCREEN_ID) === null);
  useEffect(() => {
    if (bodyReady) return undefined;
    const timer = setTimeout(() => startTransition(() => setBodyReady(true)), 0);
    return () => clearTimeout(timer);
  }, [bodyReady]);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'list') listRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    if (target === 'page') pageRef.current?.focus();
  }, [view, active?.id]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && setPanel(panel, null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay" />
        <Dialog.Content
          className="centre-panel"
          data-view={view}
          aria-describedby={undefined}
          // Another modal over the panel (the login popup after an expired session, a confirmation)
          // takes the focus; the panel stays open underneath with what was typed (issue 14 point 10).
          onFocusOutside={(event) => event.preventDefault()}
        >
          <div className="centre-panel-head">
            <button
              type="button"
              className="icon-button centre-back"
              aria-label={t('panel.backToMenu', { title })}
              onClick={() => {
                focusNext.current = 'list';
                setMenuFrom(active?.id ?? null);
              }}
            >
              <Icon name="chevronLeft" />
            </button>
            <Dialog.Title className="centre-panel-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('panel.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          <div className="centre-panel-body">
            <nav aria-label={title} className="centre-panel-nav">
              <ul ref={listRef}>
                {pages.map((page) => (
                  <li key={page.id}>
                    <SiteLink
                      to={`?${panel}=${page.id}`}
                      className={page.id === active?.id ? 'centre-link is-active' : 'centre-link'}
                      aria-current={page.id === active?.id ? 'page' : undefined}
                      onClick={() => {
                        if (view === 'menu') focusNext.current = 'page';
                        setMenuFrom(null);
                      }}
                    >
                      {t(stringProp(page, 'label'))}
                      {stringProp(page, 'badge') ? (
                        // Generic menu badge: `props.badge` names a registry component (e.g. the
                        // mission count, §2) rendered after the label; it shows nothing at 0.
                        <RenderNode
                          node={{
                            id: `${page.id}-badge`,
                            component: stringProp(page, 'badge'),
                            props: {},
                            children: [],
                            pointer: `${page.pointer}/props/badge`,
                          }}
                        />
                      ) : null}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* The page section is focusable so keyboard users can scroll a long page (axe scrollable-region-focusable). */}
            {active ? (
              <section
                ref={pageRef}
                className="centre-panel-page"
                aria-labelledby={`centre-page-${active.id}`}
                tabIndex={0}
              >
                <h3 id={`centre-page-${active.id}`}>{t(stringProp(active, 'label'))}</h3>
                {bodyReady ? <RenderNode key={active.id} node={active} /> : <FirstScreenHold />}
              </section>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
