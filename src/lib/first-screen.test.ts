// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
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
