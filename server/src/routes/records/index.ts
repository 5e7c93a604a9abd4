import type { FastifyInstance } from 'fastify';
import type {
  AccountRecordQuery,
  BettingRecordQuery,
  DateRangeQuery,
  WalletPageQuery,
} from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue, pageOf } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * The member's records (docs/contract-wallet.md; spec §2 personalHistoryCopy, transactionHistory,
 * personalProfit, bonusDetails): `GET /wps/relay/ODSFE_bettingRecord`, `GET
 * /wps/relay/ODSFE2_MemTransDet`, `GET /wps/relay/MCS_personalProfit`, `GET
 * /wps/relay/MCS_bonusDetails`. Every call needs the `token` header.
 */
export default function recordRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { records } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get<{ Querystring: BettingRecordQuery }>(
    '/wps/relay/ODSFE_bettingRecord',
    {
      ...auth,
      schema: { querystring: moneyRef('BettingRecordQuery'), response: moneyValue('BettingRecordPage') },
    },
    (request) => ok(records.bettingRecord(requireUserId(request.userId), request.query)),
  );
  app.get<{ Querystring: AccountRecordQuery }>(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      ...auth,
      schema: { querystring: moneyRef('AccountRecordQuery'), response: moneyValue('AccountRecordPage') },
    },
    (request) => ok(records.accountRecord(requireUserId(request.userId), request.query)),
  );
  app.get<{ Querystring: DateRangeQuery }>(
    '/wps/relay/MCS_personalProfit',
    { ...auth, schema: { querystring: moneyRef('DateRangeQuery'), response: moneyValue('PersonalProfit') } },
    (request) => ok(records.personalProfit(requireUserId(request.userId), request.query)),
  );
  app.get<{ Querystring: WalletPageQuery }>(
    '/wps/relay/MCS_bonusDetails',
    {
      ...auth,
      schema: { querystring: moneyRef('WalletPageQuery'), response: moneyValue('BonusDetailsPage') },
    },
    (request) => ok(records.bonusDetails(requireUserId(request.userId), ...pageOf(request.query))),
  );
  done();
}
