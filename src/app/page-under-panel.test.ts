// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centrePanelOpens, PANEL_COVERS_PAGE_QUERY, usePageHeldUnderPanel } from './page-under-panel';

function screenIsPhone(phone: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PANEL_COVERS_PAGE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('centrePanelOpens (the centre panel gate, §2)', () => {
  it.each([
    ['?mc=profile', 'member', false, true],
    ['?mc=profile', 'agent', false, true],
    ['?ac=agentTeamOverview', 'agent', false, true],
    // The agent centre refuses a member with a small dialog: the page stays in view.
    ['?ac=agentTeamOverview', 'member', false, false],
    // A guest gets the login modal, a trial account the needRealAccount modal.
    ['?mc=profile', 'guest', false, false],
    ['?mc=profile', 'trial', false, false],
    // The change-password modal is the only dialog.
    ['?mc=profile', 'member', true, false],
    ['?tab=1', 'member', false, false],
  ] as const)('%s as %s (must change password: %s) → %s', (search, role, mustChange, opens) => {
    expect(centrePanelOpens(search, role, mustChange)).toBe(opens);
  });
});

describe('usePageHeldUnderPanel', () => {
  it('holds the page on a phone while the panel opened from the address is open, and never again once shown', () => {
    screenIsPhone(true);
    const { result, rerender } = renderHook(({ search }) => usePageHeldUnderPanel(search, 'member', false), {
      initialProps: { search: '?mc=profile' },
    });
    expect(result.current).toBe(true);
    rerender({ search: '?mc=accountRecord' });
    expect(result.current).toBe(true);
    rerender({ search: '' });
    expect(result.current).toBe(false);
    // Opened again from the page: the page stays as it is beneath (its scroll kept).
    rerender({ search: '?mc=profile' });
    expect(result.current).toBe(false);
  });

  it('never holds the page on a screen where the panel leaves part of it in view', () => {
    screenIsPhone(false);
    const { result } = renderHook(() => usePageHeldUnderPanel('?mc=profile', 'member', false));
    expect(result.current).toBe(false);
  });
});
