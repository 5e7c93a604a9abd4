// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../session';
import { getBetRecords, getLedger, getPersonalProfit, localTzOffset } from './wallet';

const page = { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 };

function answer(value: unknown) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ success: true, message: '', value }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

function sentQuery(fetchMock: ReturnType<typeof answer>): URLSearchParams {
  const url = fetchMock.mock.calls[0]?.[0] ?? '';
  return new URLSearchParams(url.slice(url.indexOf('?') + 1));
}

beforeEach(() => setSession({ token: 'tok', member: null }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

describe('localTzOffset', () => {
  it('is minutes east of UTC (the negated getTimezoneOffset), never -0', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date;
    expect(localTzOffset(at(-60))).toBe(60);
    expect(localTzOffset(at(300))).toBe(-300);
    expect(Object.is(localTzOffset(at(0)), 0)).toBe(true);
  });
});

describe('record calls send the local days with tzOffset', () => {
  beforeEach(() => {
    // UTC+7 (e.g. Asia/Ho_Chi_Minh): getTimezoneOffset() is -420.
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-420);
  });

  it('betting record', async () => {
    const fetchMock = answer({ ...page, summary: { stake: 0, payout: 0, net: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    await getBetRecords({ from: '2026-01-10', to: '2026-01-16', pageNo: 1 });
    const q = sentQuery(fetchMock);
    expect([q.get('from'), q.get('to'), q.get('tzOffset')]).toEqual(['2026-01-10', '2026-01-16', '420']);
  });

  it('account record', async () => {
    const fetchMock = answer(page);
    vi.stubGlobal('fetch', fetchMock);
    await getLedger({ from: '2026-01-10', to: '2026-01-16', pageNo: 2, kind: 'bet' });
    const q = sentQuery(fetchMock);
    expect([q.get('from'), q.get('to'), q.get('tzOffset'), q.get('kind')]).toEqual([
      '2026-01-10',
      '2026-01-16',
      '420',
      'bet',
    ]);
  });

  it('personal profit', async () => {
    const fetchMock = answer({ days: [], total: { stake: 0, payout: 0, net: 0 } });
    vi.stubGlobal('fetch', fetchMock);
    await getPersonalProfit('2026-01-10', '2026-01-16');
    const q = sentQuery(fetchMock);
    expect([q.get('from'), q.get('to'), q.get('tzOffset')]).toEqual(['2026-01-10', '2026-01-16', '420']);
  });
});
