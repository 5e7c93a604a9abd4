// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerRank } from '../../lib/api/account';
import { clearSession, setSession } from '../../lib/session';
import { createAccountI18n, testQueryClient, wrapper } from '../../components/test-support';
import { testMember } from '../../lib/api/test-member';

const api = vi.hoisted(() => ({ rank: null as (() => unknown) | null, rankCalls: 0 }));

vi.mock('../../lib/api/client', () => ({
  apiRequest: (_method: string, path: string) => {
    if (path === '/wps/v2/wallets/balance')
      return Promise.resolve({ sumBalance: 1000, currency: 'VND', currencySymbol: '₫', minorUnits: 2 });
    if (path === '/wps/relay/MCSFE_getPlayerRank') {
      api.rankCalls += 1;
      try {
        return Promise.resolve(api.rank?.());
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  },
}));

const { PlayerRankPage } = await import('./player-rank-page');

const LADDER: PlayerRank['ranks'] = [
  {
    labelName: 'Bronze',
    color: '#b08d57',
    color2: '#6e4f2a',
    rankLevel: 1,
    requirements: { deposit: 0, validBet: 0 },
    benefits: { birthdayGift: 50 },
  },
  {
    labelName: 'Silver',
    color: '#c0c0c0',
    color2: '#7d7d7d',
    rankLevel: 2,
    requirements: { deposit: 1000, validBet: 5000 },
    benefits: { levelUpBonus: 100, monthlyBonus: 50, birthdayGift: 200, rebateRateBoost: 0.001 },
  },
  {
    labelName: 'Gold',
    color: '#ffd700',
    color2: '#b8860b',
    rankLevel: 3,
    requirements: { deposit: 5000, validBet: 30000 },
    benefits: {},
  },
];
const label = (rankLevel: number) => {
  const r = LADDER.find((x) => x.rankLevel === rankLevel);
  return r ? { labelName: r.labelName, color: r.color, color2: r.color2, rankLevel } : null;
};
const silver: PlayerRank = {
  clubLabel: label(2),
  periodDays: 90,
  ranks: LADDER,
  progress: { deposit: 1000, validBet: 7500.5, since: 0 },
  next: {
    rankLevel: 3,
    labelName: 'Gold',
    remaining: { deposit: 4000, validBet: 22499.5 },
    qualified: false,
  },
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAccountI18n();
});
beforeEach(() => {
  api.rank = null;
  api.rankCalls = 0;
  setSession({ token: 'tok', member: testMember() });
});
afterEach(() => {
  cleanup();
  clearSession();
});

function renderPage() {
  const Wrapper = wrapper(i18n, testQueryClient());
  return render(
    <Wrapper>
      <PlayerRankPage />
    </Wrapper>,
  );
}

describe('PlayerRankPage (docs/contract-vip.md)', () => {
  it('shows the current rank and a named progress bar per requirement toward the next, in money', async () => {
    api.rank = () => silver;
    renderPage();
    expect(await screen.findByText('Your rank: Silver (level 2)')).toBeTruthy();
    const progress = screen.getByTestId('account-rank-progress');
    expect(within(progress).getByRole('heading', { name: 'Your progress toward Gold' })).toBeTruthy();
    expect(within(progress).getByText('Counted over the last 90 days')).toBeTruthy();

    const deposit = await screen.findByRole('progressbar', { name: 'Deposit toward Gold' });
    expect(deposit.getAttribute('aria-valuemin')).toBe('0');
    expect(deposit.getAttribute('aria-valuemax')).toBe('5000');
    expect(deposit.getAttribute('aria-valuenow')).toBe('1000');
    expect(deposit.getAttribute('aria-valuetext')).toBe('₫1,000 of ₫5,000');
    const turnover = screen.getByRole('progressbar', { name: 'Valid turnover toward Gold' });
    expect(turnover.getAttribute('aria-valuemax')).toBe('30000');
    expect(turnover.getAttribute('aria-valuenow')).toBe('7500.5');
    expect(within(progress).getByText('₫4,000 to go')).toBeTruthy();
    expect(within(progress).getByText('₫22,499.50 to go')).toBeTruthy();
    expect(within(progress).queryByRole('status')).toBeNull();
  });

  it('lists every rank as a card with its requirements and benefits, the current one marked', async () => {
    api.rank = () => silver;
    renderPage();
    const ladder = await screen.findByRole('list', { name: 'Ranks' });
    const cards = within(ladder).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-current'))).toEqual([null, 'true', null]);

    const current = within(ladder).getByRole('listitem', { current: true });
    expect(current.getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(current).getByRole('heading', { name: 'Silver' })).toBeTruthy();
    expect(within(current).getByText('You')).toBeTruthy();
    const term = (name: string) => within(current).getByText(name).nextElementSibling?.textContent;
    expect(term('Deposit')).toBe('₫1,000');
    expect(term('Valid turnover')).toBe('₫5,000');
    expect(term('Level-up bonus')).toBe('₫100');
    expect(term('Monthly bonus')).toBe('₫50');
    expect(term('Birthday gift')).toBe('₫200');
    expect(term('Extra rebate rate')).toBe('+0.1%');

    const bronze = screen.getByTestId('account-rank-1');
    expect(within(bronze).getByText('No requirements')).toBeTruthy();
    expect(within(bronze).getByText('Birthday gift').nextElementSibling?.textContent).toBe('₫50');
    const gold = screen.getByTestId('account-rank-3');
    expect(within(gold).getByText('No benefits')).toBeTruthy();
    expect(within(gold).getByText('Deposit').nextElementSibling?.textContent).toBe('₫5,000');
  });

  it('at the top rank shows no bars but says so', async () => {
    api.rank = (): PlayerRank => ({ ...silver, clubLabel: label(3), next: undefined });
    renderPage();
    expect(await screen.findByTestId('account-rank-top')).toBeTruthy();
    expect(screen.getByText('You hold the top rank.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('listitem', { current: true }).getAttribute('data-testid')).toBe(
      'account-rank-3',
    );
  });

  it('caps a bar at the requirement and says when the next rank is met', async () => {
    api.rank = (): PlayerRank => ({
      ...silver,
      periodDays: null,
      progress: { deposit: 6000, validBet: 31000, since: null },
      next: { rankLevel: 3, labelName: 'Gold', remaining: { deposit: 0, validBet: 0 }, qualified: true },
    });
    renderPage();
    const deposit = await screen.findByRole('progressbar', { name: 'Deposit toward Gold' });
    expect(deposit.getAttribute('aria-valuenow')).toBe('5000');
    expect(deposit.getAttribute('aria-valuetext')).toBe('₫6,000 of ₫5,000');
    expect(screen.getAllByText('Reached')).toHaveLength(2);
    expect(screen.getByText('Counted over your whole history')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You meet the requirements of Gold. Your rank is updated at the next review.',
    );
  });

  it('a member without a rank aims at the first one; a rank with no requirements has no bars', async () => {
    api.rank = (): PlayerRank => ({
      ...silver,
      clubLabel: null,
      progress: { deposit: 0, validBet: 0, since: 0 },
      next: { rankLevel: 1, labelName: 'Bronze', remaining: { deposit: 0, validBet: 0 }, qualified: true },
    });
    renderPage();
    expect(await screen.findByText('You have no rank yet.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByText('You meet the requirements of Bronze. Your rank is updated at the next review.'),
    ).toBeTruthy();
    expect(screen.queryByRole('listitem', { current: true })).toBeNull();
  });

  it('a failed load says why and retries', async () => {
    api.rank = () => {
      throw new Error('boom');
    };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    api.rank = () => silver;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your rank: Silver (level 2)')).toBeTruthy();
    expect(api.rankCalls).toBeGreaterThanOrEqual(2);
  });
});
