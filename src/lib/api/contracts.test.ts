// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../session';
import { testMember } from './test-member';
import { CONSOLIDATED_FLAGS, consolidatedFlags, contractKeys, getConsolidated } from './contracts';

const consolidated = {
  dailysalreqtype: 1 as const,
  divtypereq: 0 as const,
  contracthoursalreq: 1 as const,
  realtimesalreqtype: 0 as const,
  pendingOffers: [],
};

describe('consolidatedFlags', () => {
  it('maps each consolidated field to its layout flag, on only for 1', () => {
    expect(consolidatedFlags(consolidated)).toEqual({
      agentDailySalary: true,
      agentDividend: false,
      agentHourSalary: true,
      agentRealtimeSalary: false,
    });
    expect(
      consolidatedFlags({ dailysalreqtype: 0, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 1 }),
    ).toEqual({
      agentDailySalary: false,
      agentDividend: true,
      agentHourSalary: false,
      agentRealtimeSalary: true,
    });
  });

  it('turns every flag off without an answer (logged out, trial, loading or failed)', () => {
    const off = {
      agentDailySalary: false,
      agentDividend: false,
      agentHourSalary: false,
      agentRealtimeSalary: false,
    };
    expect(consolidatedFlags(undefined)).toEqual(off);
    expect(consolidatedFlags(null)).toEqual(off);
  });

  it('names exactly the flags layouts/agent-centre.json gates the salary and dividend pages on', () => {
    expect(Object.values(CONSOLIDATED_FLAGS).sort()).toEqual([
      'agentDailySalary',
      'agentDividend',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
  });
});

describe('getConsolidated', () => {
  beforeEach(() => setSession({ token: 'tok', member: testMember({ id: 7, isAgent: 2 }) }));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('sends the token and reads the value; the key names the member under the contracts prefix', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, message: '', value: consolidated }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(getConsolidated()).resolves.toEqual(consolidated);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wps/member/info/funds/consolidated');
    expect((init.headers as Record<string, string>).token).toBe('tok');
    expect(contractKeys.consolidated(7)).toEqual(['contracts', 'consolidated', 7]);
  });

  it('refuses an answer without pendingOffers (invalid response)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, message: '', value: {} })))),
    );
    await expect(getConsolidated()).rejects.toMatchObject({ kind: 'invalid' });
  });
});
