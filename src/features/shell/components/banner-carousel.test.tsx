// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../i18n/index';
import { announcementsQuery } from '../../../lib/api/queries';
import type { Announcements } from '../../../lib/api/types';
import { renderAtRoute } from '../../../components/test-support';
import { BANNER_ROTATION_MS, BannerCarousel } from './banner-carousel';

/** A stand-in for Embla: records how it was started and where it was asked to go. */
const embla = vi.hoisted(() => ({
  started: [] as { element: HTMLElement; options: unknown }[],
  moves: [] as string[],
  destroyed: 0,
}));
vi.mock('embla-carousel', () => ({
  default: (element: HTMLElement, options: unknown) => {
    embla.started.push({ element, options });
    let selected = 0;
    return {
      scrollTo: (index: number, jump?: boolean) => {
        selected = index;
        embla.moves.push(`to ${index}${jump ? ' at once' : ''}`);
      },
      scrollNext: () => embla.moves.push('next'),
      scrollPrev: () => embla.moves.push('previous'),
      selectedScrollSnap: () => selected,
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

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['layout']);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.dir = 'ltr';
  embla.started = [];
  embla.moves = [];
  embla.destroyed = 0;
});

/** Lets Embla's chunk (the mock) arrive and the carousel start with it. */
async function emblaArrives(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

const viewport = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('.banner-viewport');
  if (!element) throw new Error('no banner viewport');
  return element;
};

describe('BannerCarousel', () => {
  it('shows the first slide at once and fetches Embla only when the first turn is due, then turns to the next', async () => {
    vi.useFakeTimers();
    const view = renderCarousel([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_rng')]);
    expect(screen.getByRole('img', { name: 'Banner 1' }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.getAllByRole('group')).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(BANNER_ROTATION_MS - 1);
    });
    await emblaArrives();
    expect(embla.started).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await emblaArrives();
    expect(embla.started).toHaveLength(1);
    expect(embla.started[0]?.element.className).toBe('banner-viewport');
    expect(embla.started[0]?.options).toEqual({ loop: true, direction: 'ltr' });
    expect(embla.moves).toEqual(['next']);
    view.unmount();
    expect(embla.destroyed).toBe(1);
  });

  it('keeps a dot pressed before Embla has started and goes there once it has', async () => {
    renderCarousel([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_home')]);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(screen.getByRole('button', { name: 'Show banner 3' }).getAttribute('aria-current')).toBe('true');
    expect(embla.moves).toEqual([]);
    await emblaArrives();
    expect(embla.moves).toEqual(['to 2 at once']);
    expect(screen.getByRole('button', { name: 'Show banner 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('starts Embla when the pointer comes over the banner, without moving it', async () => {
    renderCarousel([banner(1, 'w_home'), banner(2, 'w_home')]);
    await emblaArrives();
    expect(embla.started).toHaveLength(0);
    fireEvent.pointerEnter(viewport());
    await emblaArrives();
    expect(embla.started).toHaveLength(1);
    expect(embla.moves).toEqual([]);
  });

  it('keeps a swipe made before Embla has started: left is the next banner, right the previous', async () => {
    renderCarousel([banner(1, 'w_home'), banner(2, 'w_home'), banner(3, 'w_home')]);
    fireEvent.pointerDown(viewport(), { pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport(), { pointerId: 1, clientX: 200, clientY: 110 });
    await emblaArrives();
    expect(embla.moves).toEqual(['next']);
  });

  it('mirrors the swipe right to left, and ignores a move that is mostly up or down', async () => {
    document.documentElement.dir = 'rtl';
    const view = renderCarousel([banner(1, 'w_home'), banner(2, 'w_home')]);
    fireEvent.pointerDown(viewport(), { pointerId: 1, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport(), { pointerId: 1, clientX: 200, clientY: 100 });
    await emblaArrives();
    expect(embla.started[0]?.options).toEqual({ loop: true, direction: 'rtl' });
    expect(embla.moves).toEqual(['previous']);
    view.unmount();
    embla.moves = [];
    document.documentElement.dir = 'ltr';
    renderCarousel([banner(1, 'w_home'), banner(2, 'w_home')]);
    fireEvent.pointerDown(viewport(), { pointerId: 2, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport(), { pointerId: 2, clientX: 250, clientY: 300 });
    await emblaArrives();
    expect(embla.moves).toEqual([]);
  });

  it('does not turn on its own under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.useFakeTimers();
    renderCarousel([banner(1, 'w_home'), banner(2, 'w_home')]);
    act(() => {
      vi.advanceTimersByTime(BANNER_ROTATION_MS * 3);
    });
    vi.useRealTimers();
    await emblaArrives();
    expect(embla.started).toHaveLength(0);
  });

  it('never loads Embla for a single banner', async () => {
    vi.useFakeTimers();
    renderCarousel([banner(1, 'w_home')]);
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(BANNER_ROTATION_MS * 2);
    });
    fireEvent.pointerEnter(viewport());
    vi.useRealTimers();
    await emblaArrives();
    expect(embla.started).toHaveLength(0);
  });
});
