import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AgentAnnouncementsQuery,
  DownlineParams,
  DownlineProfitLossQuery,
  DownlinesQuery,
  DownlineTransactionsQuery,
  IncomeQuery,
  RegisterDownlineBody,
  TeamBetsQuery,
  TeamOverviewQuery,
  TransferDownlineBody,
} from '../../../../schemas/generated/api.ts';
import { decryptBody } from '../../plugins/enc.ts';
import { syncHook } from '../../plugins/hooks.ts';
import { envelope, ref, type JsonSchema } from '../../schemas.ts';
import { moneyRef } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

const agentRef = (name: string): JsonSchema => ref('agent', name);
const value = (name: string): { 200: JsonSchema } => ({ 200: envelope(agentRef(name)) });

/**
 * preValidation of an "enc-able" call (docs/contract-agent.md): a body `{ enc }` is decrypted
 * (400 `ENC_INVALID` when it cannot be), any other body is taken as it is.
 */
async function optionalEnc(
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const b = request.body;
  if (typeof b === 'object' && b !== null && 'enc' in b) await decryptBody.call(this, request, reply);
}

/**
 * The agent centre (docs/contract-agent.md, issue 9): `GET /wps/agent/announcements`,
 * `teamOverview`, `downlines`, `downlines/:userId`, `inviteLinks`, `teamBets`,
 * `downlineProfitLoss`, `downlineTransactions`, `income`; `POST /wps/agent/transferDownline` and
 * `registerDownline` (plain or enc bodies). Every call needs the `token` header and an agent
 * (403 `NOT_AGENT`); ids outside the caller's team answer 404 `NOT_FOUND`.
 */
export default function agentCentreRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { agentCentre } = app.services;
  const auth = { onRequest: app.authenticate };
  const me = (request: FastifyRequest) => requireUserId(request.userId);

  app.get<{ Querystring: AgentAnnouncementsQuery }>(
    '/wps/agent/announcements',
    {
      ...auth,
      schema: { querystring: agentRef('AgentAnnouncementsQuery'), response: value('AgentAnnouncementsPage') },
    },
    (request) => ok(agentCentre.announcements(me(request), request.query)),
  );
  app.get<{ Querystring: TeamOverviewQuery }>(
    '/wps/agent/teamOverview',
    { ...auth, schema: { querystring: agentRef('TeamOverviewQuery'), response: value('TeamOverview') } },
    (request) => ok(agentCentre.teamOverview(me(request), request.query)),
  );
  app.get<{ Querystring: DownlinesQuery }>(
    '/wps/agent/downlines',
    { ...auth, schema: { querystring: agentRef('DownlinesQuery'), response: value('DownlinesPage') } },
    (request) => ok(agentCentre.downlines(me(request), request.query)),
  );
  app.get<{ Params: DownlineParams }>(
    '/wps/agent/downlines/:userId',
    { ...auth, schema: { params: agentRef('DownlineParams'), response: value('DownlineDetail') } },
    (request) => ok(agentCentre.downline(me(request), request.params.userId)),
  );
  app.post<{ Body: TransferDownlineBody }>(
    '/wps/agent/transferDownline',
    {
      ...auth,
      preValidation: optionalEnc,
      schema: {
        body: agentRef('TransferDownlineBody'),
        response: { 200: envelope(moneyRef('MainBalanceValue')) },
      },
    },
    async (request) =>
      ok(await agentCentre.transferDownline(me(request), request.body), 'Transferred to the downline'),
  );
  app.post<{ Body: RegisterDownlineBody }>(
    '/wps/agent/registerDownline',
    {
      onRequest: [
        app.authenticate,
        syncHook((request) => app.limiter.hit(`agentRegister:${request.ip}`, app.limits.register)),
      ],
      preValidation: optionalEnc,
      schema: { body: agentRef('RegisterDownlineBody'), response: value('RegisterDownlineValue') },
    },
    async (request) =>
      ok(await agentCentre.registerDownline(me(request), request.body), 'Downline registered'),
  );
  app.get('/wps/agent/inviteLinks', { ...auth, schema: { response: value('InviteLinks') } }, (request) =>
    ok(agentCentre.inviteLinks(me(request))),
  );
  app.get<{ Querystring: TeamBetsQuery }>(
    '/wps/agent/teamBets',
    { ...auth, schema: { querystring: agentRef('TeamBetsQuery'), response: value('TeamBetsPage') } },
    (request) => ok(agentCentre.teamBets(me(request), request.query)),
  );
  app.get<{ Querystring: DownlineProfitLossQuery }>(
    '/wps/agent/downlineProfitLoss',
    {
      ...auth,
      schema: { querystring: agentRef('DownlineProfitLossQuery'), response: value('DownlineProfitLossPage') },
    },
    (request) => ok(agentCentre.downlineProfitLoss(me(request), request.query)),
  );
  app.get<{ Querystring: DownlineTransactionsQuery }>(
    '/wps/agent/downlineTransactions',
    {
      ...auth,
      schema: {
        querystring: agentRef('DownlineTransactionsQuery'),
        response: value('DownlineTransactionsPage'),
      },
    },
    (request) => ok(agentCentre.downlineTransactions(me(request), request.query)),
  );
  app.get<{ Querystring: IncomeQuery }>(
    '/wps/agent/income',
    { ...auth, schema: { querystring: agentRef('IncomeQuery'), response: value('Income') } },
    (request) => ok(agentCentre.income(me(request), request.query)),
  );
  done();
}
