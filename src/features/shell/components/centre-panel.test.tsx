// @vitest-environment jsdom
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import arLayout from '../../../../locales/ar/layout.json';
import common from '../../../../locales/en/common.json';
import layout from '../../../../locales/en/layout.json';
import { testContext } from '../../../../core/layout/test-context';
import type { SiteContext } from '../../../../core/layout/site-context';
import { SiteContextProvider } from '../../../layout/site-context-provider';
import { clearSession, setSession } from '../../../lib/session';
import { closeModal, getModal } from '../../../lib/ui-store';
import { testMember } from '../../../lib/api/test-member';
import { CentrePanel } from './centre-panel';
import { FIRST_SCREEN_ID } from '../../../../core/layout/first-screen';

// The dialogs are lazy chunks.
configure({ asyncUtilTimeout: 5000 });

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance().use(initReactI18next);
  await i18n.init({
    lng: 'en',
    ns: ['layout', 'common'],
    defaultNS: 'layout',
    resources: { en: { layout, common }, ar: { layout: arLayout } },
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  clearSession();
  closeModal();
  await i18n.changeLanguage('en');
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const node = {
  id: 'ac-panel',
  component: 'shell.centrePanel',
  props: { panel: 'ac' },
  children: [],
  pointer: '/regions/overlays/1',
};

function renderAt(url: string, ctx: SiteContext, panelNode = node) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SiteContextProvider value={ctx}>
            <CentrePanel node={panelNode} />
            <Where />
          </SiteContextProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('agent centre gate (§2 Agent centre, §6)', () => {
  it('a member who is not an agent sees a clear refusal; dismissing it removes ?ac=', async () => {
    const user = userEvent.setup();
    act(() => setSession({ token: 'tok', member: testMember() }));
    renderAt('/promotions?ac=agentTeamOverview&x=1', testContext({ loggedIn: true, role: 'member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'The agent centre is for agents only' });
    expect(dialog.textContent).toContain('Your account is a member account');
    expect(where()).toBe('?ac=agentTeamOverview&x=1');
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(where()).toBe('?x=1'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getModal().name).toBeNull();
  });

  it('the refusal is translated (Arabic)', async () => {
    await i18n.changeLanguage('ar');
    act(() => setSession({ token: 'tok', member: testMember() }));
    renderAt('/?ac=agentTeamOverview', testContext({ loggedIn: true, role: 'member' }));
    expect(await screen.findByRole('alertdialog', { name: 'مركز الوكلاء مخصص للوكلاء فقط' })).toBeTruthy();
  });

  it('decides nothing while the member info is still loading (an agent reloading ?ac= is never refused)', async () => {
    act(() => setSession({ token: 'tok', member: null }));
    renderAt('/?ac=agentTeamOverview', testContext({ loggedIn: true, role: 'member' }));
    // Give the lazy chunk a chance to appear if it were (wrongly) rendered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(where()).toBe('?ac=agentTeamOverview');
  });

  it('an agent gets the agent centre; a guest gets the log-in modal and the parameter leaves', async () => {
    act(() => setSession({ token: 'tok', member: testMember({ isAgent: 1 }) }));
    renderAt('/?ac=agentTeamOverview', testContext({ loggedIn: true, role: 'agent' }));
    expect(await screen.findByRole('dialog', { name: 'Agent centre' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    cleanup();

    act(() => clearSession());
    renderAt('/?ac=agentTeamOverview', testContext());
    await waitFor(() => expect(where()).toBe(''));
    expect(getModal().name).toBe('login');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('member centre while a password change is required (issue 14 point 7)', () => {
  const mcNode = { ...node, id: 'mc-panel', props: { panel: 'mc' } };

  it('opens no centre over the change-password modal; the member centre opens once the change is done', async () => {
    act(() => setSession({ token: 'tok', member: testMember({ mustChangePassword: true }) }));
    renderAt('/?mc=depositv2', testContext({ loggedIn: true, role: 'member' }), mcNode);
    // Give the lazy chunk a chance to appear if it were (wrongly) rendered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('?mc=depositv2');

    act(() => setSession({ token: 'tok', member: testMember({ mustChangePassword: false }) }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeTruthy();
  });
});

describe("a centre panel's page body (issue 13: a commit of its own only while the first screen is up)", () => {
  /** Opens the agent centre; resolves with whether its first commit already held the page's body. */
  const open = async (): Promise<{ dialog: HTMLElement; bodyInFirstCommit: boolean }> => {
    let bodyInFirstCommit: boolean | null = null;
    // Called after each commit's DOM changes, before any timer: sees the dialog's first commit.
    const observer = new MutationObserver(() => {
      const shown = document.querySelector('[role="dialog"]');
      // The registry of this test has no page components: the body is the unknown-component alert.
      if (shown && bodyInFirstCommit === null)
        bodyInFirstCommit = shown.querySelector('[role="alert"]') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    act(() => setSession({ token: 'tok', member: testMember({ isAgent: 1 }) }));
    renderAt(
      '/?ac=agentTeamOverview',
      testContext({ loggedIn: true, role: 'agent', modules: new Set(['ac_agentTeamOverview']) }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeTruthy());
    observer.disconnect();
    return { dialog, bodyInFirstCommit: bodyInFirstCommit === true };
  };

  it('comes with the panel when no first screen is up (no frame of the panel without its page)', async () => {
    expect((await open()).bodyInFirstCommit).toBe(true);
  });

  it('at boot follows the panel, and the first screen stays up until it is there', async () => {
    const first = document.createElement('div');
    first.id = FIRST_SCREEN_ID;
    document.body.append(first);
    const removed: boolean[] = [];
    const watch = new MutationObserver(() => {
      if (!first.isConnected && removed.length === 0)
        removed.push(document.querySelector('[role="dialog"] [role="alert"]') !== null);
    });
    watch.observe(document.body, { childList: true });
    try {
      expect((await open()).bodyInFirstCommit).toBe(false);
      await waitFor(() => expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull());
      expect(removed).toEqual([true]); // removed only once the body was there
    } finally {
      watch.disconnect();
      first.remove();
    }
  });
});
