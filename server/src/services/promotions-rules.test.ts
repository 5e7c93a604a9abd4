import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrandPromotion } from '../../../schemas/generated/api.ts';
import {
  drawWinners,
  envelopeAmount,
  envelopeWindow,
  lastEndedRound,
  maskPlayer,
  periodStatus,
  promotionProblems,
  roundAt,
  roundWindow,
  ticketsOf,
} from './promotions-rules.ts';

const H = 3_600_000;
const period = { start: 1_000 * H, end: null };

describe('periods and raffle rounds', () => {
  it('names the period status: coming soon, running (null), close', () => {
    expect(periodStatus({ start: 10, end: 20 }, 9)).toBe('coming soon');
    expect(periodStatus({ start: 10, end: 20 }, 10)).toBeNull();
    expect(periodStatus({ start: 10, end: 20 }, 20)).toBe('close');
    expect(periodStatus({ start: 10, end: null }, 1e15)).toBeNull();
  });

  it('numbers rounds from the start and cuts the last one at the end', () => {
    expect(roundAt(period, 24 * H, period.start)).toEqual({
      roundNo: 1,
      startsAt: period.start,
      endsAt: period.start + 24 * H,
    });
    expect(roundAt(period, 24 * H, period.start + 50 * H)?.roundNo).toBe(3);
    expect(roundAt(period, 24 * H, period.start - 1)).toBeNull();
    const ended = { start: 0, end: 60 * H };
    expect(roundWindow(ended, 24 * H, 3)).toEqual({ roundNo: 3, startsAt: 48 * H, endsAt: 60 * H });
    expect(roundAt(ended, 24 * H, 60 * H)).toBeNull();
  });

  it('finds the last ended round', () => {
    expect(lastEndedRound(period, 24 * H, period.start + 23 * H)).toBe(0);
    expect(lastEndedRound(period, 24 * H, period.start + 24 * H)).toBe(1);
    expect(lastEndedRound(period, 24 * H, period.start + 71 * H)).toBe(2);
    expect(lastEndedRound({ start: 0, end: 60 * H }, 24 * H, 1_000 * H)).toBe(3);
    expect(lastEndedRound({ start: 0, end: 60 * H }, 24 * H, 59 * H)).toBe(2);
    expect(lastEndedRound(period, 24 * H, 0)).toBe(0);
  });

  it('counts whole tickets', () => {
    expect(ticketsOf(29_999, 10_000)).toBe(2);
    expect(ticketsOf(0, 10_000)).toBe(0);
    expect(ticketsOf(5, 0)).toBe(0);
  });
});

describe('drawWinners', () => {
  it('gives each rank to a different ticket holder, weighted by tickets', () => {
    const entries = [
      { userId: 1, tickets: 1 },
      { userId: 2, tickets: 0 },
      { userId: 3, tickets: 3 },
    ];
    // pick 0 → the first ticket (user 1); then only user 3 is left.
    expect(drawWinners(entries, 3, () => 0)).toEqual([
      { rank: 1, userId: 1, tickets: 1 },
      { rank: 2, userId: 3, tickets: 3 },
    ]);
    // pick the last ticket → user 3 first.
    expect(drawWinners(entries, 1, (_min, max) => max - 1)).toEqual([{ rank: 1, userId: 3, tickets: 3 }]);
    expect(drawWinners([], 3, () => 0)).toEqual([]);
  });

  it('follows the ticket weights over many draws', () => {
    const wins = new Map<number, number>();
    for (let i = 0; i < 4_000; i++) {
      const [w] = drawWinners(
        [
          { userId: 1, tickets: 1 },
          { userId: 2, tickets: 3 },
        ],
        1,
        randomInt,
      );
      if (w) wins.set(w.userId, (wins.get(w.userId) ?? 0) + 1);
    }
    expect((wins.get(2) ?? 0) / 4_000).toBeGreaterThan(0.7);
    expect((wins.get(2) ?? 0) / 4_000).toBeLessThan(0.8);
  });
});

describe('red envelope and masking', () => {
  it('picks within min and max, cut to the pool, never below zero', () => {
    expect(envelopeAmount(100, 2_000, 50_000, (min) => min)).toBe(100);
    expect(envelopeAmount(100, 2_000, 50_000, (_min, max) => max - 1)).toBe(2_000);
    expect(envelopeAmount(100, 2_000, 700, (_min, max) => max - 1)).toBe(700);
    expect(envelopeAmount(100, 2_000, 99, () => 0)).toBeNull();
  });

  it("places today's window in the brand time zone", () => {
    expect(
      envelopeWindow({ dailyFrom: '00:00', dailyTo: '24:00' }, '2026-11-24', 'Asia/Ho_Chi_Minh'),
    ).toEqual({
      startsAt: Date.parse('2026-11-24T00:00:00+07:00'),
      endsAt: Date.parse('2026-11-25T00:00:00+07:00'),
    });
    expect(envelopeWindow({ dailyFrom: '20:30', dailyTo: '21:00' }, '2026-11-24', 'UTC').startsAt).toBe(
      Date.parse('2026-11-24T20:30:00Z'),
    );
  });

  it('masks winners', () => {
    expect(maskPlayer('player2')).toBe('pl***2');
    expect(maskPlayer('abc')).toBe('a***');
    expect(maskPlayer('')).toBe('***');
  });
});

describe('promotionProblems (config:check)', () => {
  const base: BrandPromotion = {
    id: 1,
    title: 'x',
    category: 'red_envelope',
    announcementImages: [{ url: '/brand/x.svg', sequence: 1 }],
    summary: '',
    content: '',
    rules: [],
    startAt: '2025-01-01T00:00:00Z',
    endAt: null,
    action: {
      type: 'redEnvelope',
      dailyFrom: '00:00',
      dailyTo: '24:00',
      min: 1,
      max: 20,
      opensPerDay: 3,
      poolPerDay: 100,
      minDeposit: 0,
      minValidBet: 0,
    },
  };

  it('passes a sound promotion and names each broken rule with its pointer', () => {
    expect(promotionProblems([base], 'p.json')).toEqual([]);
    const broken: BrandPromotion = {
      ...base,
      endAt: '2024-01-01T00:00:00Z',
      announcementImages: [{ url: '/brand/x.svg', sequence: 2 }],
      action: {
        ...base.action,
        min: 300,
        max: 200,
        dailyFrom: '10:00',
        dailyTo: '09:00',
      } as BrandPromotion['action'],
    };
    expect(promotionProblems([base, broken], 'p.json').map((p) => p.pointer)).toEqual([
      '/1/endAt',
      '/1/announcementImages',
      '/1/action/min',
      '/1/action/max',
      '/1/action/dailyTo',
    ]);
  });
});
