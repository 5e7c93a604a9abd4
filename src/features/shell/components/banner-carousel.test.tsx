// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../i18n/index';
import { announcementsQuery } from '../../../lib/api/queries';
import type { Announcements } from '../../../lib/api/types';
import { renderAtRoute } from '../../../components/test-support';
import { BannerCarousel } from './banner-carousel';

/** A stand-in for Embla: records how it was started and where it was asked to go. */
const embla = vi.hoisted(() => ({
  started: [] as { element: HTMLElement; options: unknown }[],
  scrolledTo: [] as number[],
  destroyed: 0,
}));
vi.mock('embla-carousel', () => ({
  default: (element: HTMLElement, options: unknown) => {
    embla.started.push({ element, options });
    return {
      scrollTo: (index: number) => embla.scrolledTo.push(index),
      scrollNext: () => undefined,
      scrollPrev: () => undefined,
      selectedScrollSnap: () => 0,
      on: () => undefined,
      off: () => undefined,
      destroy: () => {
        embla.destroyed += 1;
      },
    };
  },
}));

const banner = (bannerId: number, groupName: string) => ({
  bannerId,
  groupName,
  url: `/brand/banners/${groupName}-${bannerId}.svg`,
  title: `Banner ${bannerId}`,
  linkageType: '' as const,
  linkageValue: '',
});

function renderCarousel(banners: ReturnType<typeof banner>[]) {
  const client = new QueryClient();
  client.setQueryData(announcementsQuery().queryKey, { banners, promotion: [] } as unknown as Announcements);
  return renderAtRoute(<BannerCarousel group="w_home" />, { client });
}

let idle: (() => void)[] = [];

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['layout']);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  idle = [];
  embla.started = [];
  embla.scrolledTo = [];
  embla.destroyed = 0;
});

function stubIdle() {
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}

describe('BannerCarousel', () => {
  it('shows the first slide at once and starts Embla only when the browser is idle', async () => {
    stubIdle();
    const view = renderCarousel([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_rng')]);
    expect(screen.getByRole('img', { name: 'Banner 1' }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(embla.started).toHaveLength(0);
    await act(async () => {
      idle.forEach((run) => run());
      await vi.dynamicImportSettled();
    });
    expect(embla.started).toHaveLength(1);
    expect(embla.started[0]?.element.className).toBe('banner-viewport');
    expect(embla.started[0]?.options).toEqual({ loop: true, direction: 'ltr' });
    view.unmount();
    expect(embla.destroyed).toBe(1);
  });

  it('keeps a dot pressed before Embla has started and goes there once it has', async () => {
    stubIdle();
    renderCarousel([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_home')]);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(screen.getByRole('button', { name: 'Show banner 3' }).getAttribute('aria-current')).toBe('true');
    expect(embla.scrolledTo).toEqual([]);
    await act(async () => {
      idle.forEach((run) => run());
      await vi.dynamicImportSettled();
    });
    expect(embla.scrolledTo).toEqual([2]);
  });

  it('never loads Embla for a single banner', () => {
    stubIdle();
    renderCarousel([banner(1, 'w_home')]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    expect(idle).toHaveLength(0);
  });
});
