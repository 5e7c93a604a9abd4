import type { FastifyInstance } from 'fastify';
import type {
  ContractAction,
  ContractIdParams,
  ContractKind,
  ContractPreviewBody,
  ContractsQuery,
  SettlementBetsQuery,
  SettlementsQuery,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref, type JsonSchema } from '../../schemas.ts';
import { SettlementScheduler } from '../../services/settlement.ts';
import { runScheduler } from '../../plugins/scheduler.ts';
import { ok, requireUserId } from '../reply.ts';

const c = (name: string): JsonSchema => ref('contracts', name);

/** The relay call of each contract kind (§7 salary and dividend calls). */
export const CONTRACT_RELAY_CALLS: Record<ContractKind, string> = {
  dailyWage: '/wps/relay/MCS2_processDailySalContract',
  hourlyWage: '/wps/relay/MCS2_processContractHourSalary',
  realtimeWage: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  dividend: '/wps/relay/MCS2_processDividendReq',
};

/**
 * Body of the relay calls: `ContractAction` chosen by `action` with if/then, not `oneOf` —
 * Fastify's Ajv removes additional properties while it tries each `oneOf` branch, which would strip
 * an accept body while checking it against the offer branch.
 */
const ACTION_BODY: JsonSchema = {
  type: 'object',
  required: ['action'],
  properties: { action: { type: 'string', enum: ['offer', 'accept', 'reject', 'terminate'] } },
  allOf: (
    [
      ['offer', 'ContractOfferAction'],
      ['accept', 'ContractAcceptAction'],
      ['reject', 'ContractRejectAction'],
      ['terminate', 'ContractTerminateAction'],
    ] as const
  ).map(([action, name]) => ({
    if: { properties: { action: { const: action } }, required: ['action'] },
    then: c(name),
  })),
};

/**
 * Agent contracts and settlements (docs/contract-agent.md; spec §3, §4, §6, §7): the four relay
 * contract calls, the contracts view and history, the preview, the settlements and the bets behind
 * one, and the consolidated info. Every call needs the `token` header. Outside the test
 * environment it also runs the {@link SettlementScheduler} (started when the app is ready, stopped
 * when it closes); tests drive their own with an injected clock.
 */
export default function contractRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { contracts, settlement } = app.services;
  const auth = { onRequest: app.authenticate };

  for (const [kind, url] of Object.entries(CONTRACT_RELAY_CALLS) as [ContractKind, string][]) {
    app.post<{ Body: ContractAction }>(
      url,
      {
        ...auth,
        schema: {
          body: ACTION_BODY,
          response: { 200: envelope(c('ContractActionResult')) },
        },
      },
      (request) => ok(contracts.act(requireUserId(request.userId), kind, request.body)),
    );
  }

  app.get<{ Querystring: ContractsQuery }>(
    '/wps/agent/contracts',
    {
      ...auth,
      schema: { querystring: c('ContractsQuery'), response: { 200: envelope(c('ContractsView')) } },
    },
    (request) => ok(contracts.view(requireUserId(request.userId), request.query)),
  );
  app.get<{ Params: ContractIdParams }>(
    '/wps/agent/contracts/:id/history',
    { ...auth, schema: { params: c('ContractIdParams'), response: { 200: envelope(c('ContractHistory')) } } },
    (request) => ok(contracts.history(requireUserId(request.userId), request.params.id)),
  );
  app.post<{ Body: ContractPreviewBody }>(
    '/wps/agent/contracts/preview',
    {
      ...auth,
      schema: { body: c('ContractPreviewBody'), response: { 200: envelope(c('ContractPreview')) } },
    },
    (request) => ok(contracts.preview(requireUserId(request.userId), request.body)),
  );
  app.get<{ Querystring: SettlementsQuery }>(
    '/wps/agent/settlements',
    {
      ...auth,
      schema: { querystring: c('SettlementsQuery'), response: { 200: envelope(c('SettlementsPage')) } },
    },
    (request) => ok(settlement.list(requireUserId(request.userId), request.query)),
  );
  app.get<{ Params: ContractIdParams; Querystring: SettlementBetsQuery }>(
    '/wps/agent/settlements/:id/bets',
    {
      ...auth,
      schema: {
        params: c('ContractIdParams'),
        querystring: c('SettlementBetsQuery'),
        response: { 200: envelope(c('SettlementBetsPage')) },
      },
    },
    (request) => ok(settlement.bets(requireUserId(request.userId), request.params.id, request.query)),
  );
  app.get(
    '/wps/member/info/funds/consolidated',
    { ...auth, schema: { response: { 200: envelope(c('Consolidated')) } } },
    (request) => ok(contracts.consolidated(requireUserId(request.userId))),
  );

  runScheduler(app, (clock) => new SettlementScheduler(settlement, clock, app.log));
  done();
}
