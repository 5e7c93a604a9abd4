import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import account from '../../../../locales/en/account.json';
import common from '../../../../locales/en/common.json';
import contracts from '../../../../locales/en/contracts.json';
import wallet from '../../../../locales/en/wallet.json';
import arContracts from '../../../../locales/ar/contracts.json';
import viContracts from '../../../../locales/vi/contracts.json';
import zhContracts from '../../../../locales/zh-CN/contracts.json';
import type { Contract } from '../../../lib/api/contracts';

/**
 * An i18next instance with the English contracts, wallet (tables, pager), account and common texts,
 * plus the contracts texts of every language (tests only).
 */
export async function createContractsI18n(): Promise<I18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['contracts', 'wallet', 'account', 'common'],
    defaultNS: 'contracts',
    resources: {
      en: { contracts, wallet, account, common },
      vi: { contracts: viContracts },
      'zh-CN': { contracts: zhContracts },
      ar: { contracts: arContracts },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The JSON envelope of a successful call (contract.md). */
export function ok(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The envelope of a platform refusal, with its `value` (e.g. `{ ends }` of LOWER_RATE_CONFIRM). */
export function refuse(message: string, code: string, status = 400, value: unknown = null): Response {
  return new Response(JSON.stringify({ success: false, message, code, value }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A daily-wage contract from agent1 to sub1, offered, with three tiers; `overrides` applied. */
export function testContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 7,
    version: 1,
    kind: 'dailyWage',
    terms: {
      kind: 'dailyWage',
      tiers: [
        { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.3 },
        { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 0.5 },
        { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'fixed', rate: 300 },
      ],
    },
    status: 'offered',
    upline: { userId: 1, username: 'agent1' },
    downline: { userId: 2, username: 'sub1' },
    offeredAt: '2026-11-20T08:00:00.000Z',
    decidedAt: null,
    endedAt: null,
    endReason: null,
    ...overrides,
  };
}
