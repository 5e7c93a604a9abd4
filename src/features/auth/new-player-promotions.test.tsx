// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { announcementsQuery } from '../../lib/api/queries';
import type { Announcements } from '../../lib/api/types';
import { renderAtRoute } from '../../components/test-support';
import { NewPlayerPromotions, PROMOTION_SLIDER_MS } from './new-player-promotions';

/** A stand-in for Embla: records the turns it is asked for. */
const embla = vi.hoisted(() => ({ moves: [] as string[] }));
vi.mock('embla-carousel', () => ({
  default: () => ({
    scrollTo: (index: number) => embla.moves.push(`to ${index}`),
    scrollNext: () => embla.moves.push('next'),
    scrollPrev: () => embla.moves.push('previous'),
    selectedScrollSnap: () => 0,
    on: () => undefined,
    off: () => undefined,
    destroy: () => undefined,
  }),
}));

const promotion = (id: number, category: string, title: string) => ({
  id,
  title,
  category,
  announcementImages: [
    { url: `/brand/promotions/${id}-b.svg`, sequence: 2 },
    { url: `/brand/promotions/${id}-a.svg`, sequence: 1 },
  ],
});

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['auth']);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  embla.moves = [];
});

describe('NewPlayerPromotions (§2 Registration page)', () => {
  it('slides the new-player promotions only, each linking to its promotion with its first cover', () => {
    const client = new QueryClient();
    const announcements: Announcements = {
      banners: [],
      player: [],
      popup: [],
      promotion: [
        promotion(1, 'new_player', 'Welcome bonus 100%'),
        promotion(2, 'daily', 'Daily rebate 1.2%'),
        promotion(3, 'new_player', 'First deposit free spins'),
      ],
    };
    client.setQueryData(announcementsQuery().queryKey, announcements);
    renderAtRoute(<NewPlayerPromotions />, { client });
    const slider = screen.getByRole('region');
    const links = within(slider).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Welcome bonus 100%', '/promotions?id=1'],
      ['First deposit free spins', '/promotions?id=3'],
    ]);
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe('/brand/promotions/1-a.svg');
  });

  it('turns to the next promotion every 5 s, its carousel fetched when the first turn is due', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(announcementsQuery().queryKey, {
      banners: [],
      player: [],
      popup: [],
      promotion: [promotion(1, 'new_player', 'Welcome bonus 100%'), promotion(3, 'new_player', 'Free spins')],
    } satisfies Announcements);
    renderAtRoute(<NewPlayerPromotions />, { client });
    act(() => {
      vi.advanceTimersByTime(PROMOTION_SLIDER_MS - 1);
    });
    await act(() => vi.dynamicImportSettled());
    expect(embla.moves).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await act(() => vi.dynamicImportSettled());
    expect(embla.moves).toEqual(['next']);
    act(() => {
      vi.advanceTimersByTime(PROMOTION_SLIDER_MS);
    });
    expect(embla.moves).toEqual(['next', 'next']);
  });
});
