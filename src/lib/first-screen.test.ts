// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '../../core/layout/first-screen';
import { holdFirstScreen, releaseFirstScreen } from './first-screen';

const present = () => document.getElementById(FIRST_SCREEN_ID) !== null;
const afterCommit = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}"></div><div id="root"></div>`;
});

describe("the hand-over from the server's first screen (issue 13)", () => {
  it('stays while a splash is mounted, also when one splash gives way to another in one commit', async () => {
    const boot = holdFirstScreen();
    releaseFirstScreen();
    await afterCommit();
    expect(present()).toBe(true);
    // The boot splash unmounts and the page slot's splash mounts in the same commit.
    boot();
    const page = holdFirstScreen();
    await afterCommit();
    expect(present()).toBe(true);
    // The route's page has rendered.
    page();
    expect(present()).toBe(true); // removed after the commit, not in the middle of it
    await afterCommit();
    expect(present()).toBe(false);
  });

  it('goes when what boots shows something that is not a splash (a full-page state)', async () => {
    releaseFirstScreen();
    await afterCommit();
    expect(present()).toBe(false);
    // Without a first screen (development, tests) nothing happens.
    releaseFirstScreen();
    await afterCommit();
    expect(document.getElementById('root')).not.toBeNull();
  });
});

describe("a page's first view held until its first answers are in (issue 13, /vnlottery)", () => {
  /** A fresh copy of the module: its allowance is once per visit. */
  const fresh = async () => {
    vi.resetModules();
    return import('./first-screen');
  };
  const withLead = (style = '') => {
    document.body.innerHTML =
      `<div id="${FIRST_SCREEN_ID}"><div class="first-screen-lead" lang="vi" style="${style}"></div></div>` +
      `<div id="root"></div>`;
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the first screen while the page waits and lets it go once the answer is drawn', async () => {
    withLead();
    const { useFirstViewHold } = await fresh();
    const view = renderHook(({ waiting }) => useFirstViewHold(waiting), { initialProps: { waiting: true } });
    await afterCommit();
    expect(present()).toBe(true);
    view.rerender({ waiting: false });
    await afterCommit();
    expect(present()).toBe(false);
  });

  it("keeps it while the page renders in another language than the view's (the brand's default not adopted yet)", async () => {
    withLead();
    const { useFirstViewHold } = await fresh();
    const view = renderHook(({ language }) => useFirstViewHold(false, language), {
      initialProps: { language: 'en' },
    });
    await afterCommit();
    expect(present()).toBe(true);
    view.rerender({ language: 'vi' });
    await afterCommit();
    expect(present()).toBe(false);
  });

  it('lets it go after the allowance, shared by all the holds of the visit', async () => {
    vi.useFakeTimers();
    withLead();
    const { useFirstViewHold, FIRST_VIEW_HOLD_MS } = await fresh();
    renderHook(() => useFirstViewHold(true));
    vi.advanceTimersByTime(FIRST_VIEW_HOLD_MS - 500);
    // A second hold (the game's draws) gets only what is left.
    renderHook(() => useFirstViewHold(true));
    await afterCommit();
    expect(present()).toBe(true);
    vi.advanceTimersByTime(499);
    await afterCommit();
    expect(present()).toBe(true);
    vi.advanceTimersByTime(1);
    await afterCommit();
    expect(present()).toBe(false);
  });

  it('holds nothing where no first view is shown: none drawn, or hidden for another language', async () => {
    const { useFirstViewHold, holdFirstScreen: hold } = await fresh();
    for (const setUp of [() => undefined, () => withLead('display: none')]) {
      setUp();
      const shell = hold(); // the page's chunk, say
      renderHook(() => useFirstViewHold(true));
      shell();
      await afterCommit();
      expect(present()).toBe(false);
    }
  });

  it('counts a release once, however often it is called', async () => {
    const boot = holdFirstScreen();
    const other = holdFirstScreen();
    boot();
    boot();
    await afterCommit();
    expect(present()).toBe(true);
    other();
    await afterCommit();
    expect(present()).toBe(false);
  });
});
