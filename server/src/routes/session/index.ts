import type { FastifyInstance } from 'fastify';
import type {
  FreePlayPayload,
  LaunchCodeQuery,
  LaunchCodeRedeemBody,
  LoginPayload,
} from '../../../../schemas/generated/api.ts';
import { decryptBody } from '../../plugins/enc.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/** `/wps/session/*` (§4 Login, Logout; §7 Session and member). */
export default function sessionRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  // A new session starts with every game wallet back in MAIN (docs/contract-wallet.md "Money never
  // strands": a game left without the site noticing, or a session that expired, strands nothing).
  const recallAtLogin = <T extends { token: string }>(value: T): T => {
    const userId = app.services.sessions.userId(value.token);
    if (userId !== undefined) app.services.transfers.recallForSession(userId, 'login');
    return value;
  };
  app.post<{ Body: LoginPayload }>(
    '/wps/session/login',
    {
      onRequest: limitByIp('login'),
      preValidation: decryptBody,
      schema: {
        body: ref('session', 'LoginPayload'),
        response: {
          200: envelope(ref('common', 'LoginValue'), [
            ref('session', 'LoginFailureValue'),
            ref('member-centre', 'ExclusionFailureValue'),
          ]),
        },
      },
    },
    async (request) =>
      ok(recallAtLogin(await app.services.auth.login(request.body, request.ip)), 'Logged in'),
  );

  app.post<{ Body: FreePlayPayload }>(
    '/wps/session/login/freeplay',
    {
      onRequest: limitByIp('freePlay'),
      schema: {
        body: ref('session', 'FreePlayPayload'),
        response: { 200: envelope(ref('common', 'LoginValue')) },
      },
    },
    async (request) => ok(await app.services.auth.freePlay(request.body), 'Trial account ready'),
  );

  // Links into the site carry a launch code, never a session token (issue 14 point 6).
  app.post(
    '/wps/session/launchCode',
    {
      preHandler: app.authenticate,
      schema: { response: { 200: envelope(ref('session', 'LaunchCodeValue')) } },
    },
    (request) => ok(app.services.launchCodes.issue(requireUserId(request.userId))),
  );
  app.get<{ Querystring: LaunchCodeQuery }>(
    '/wps/session/launchCode',
    {
      onRequest: limitByIp('captcha'),
      schema: {
        querystring: ref('session', 'LaunchCodeQuery'),
        response: { 200: envelope(ref('session', 'LaunchCodePeek')) },
      },
    },
    (request) => ok(app.services.launchCodes.peek(request.query.launchCode)),
  );
  app.post<{ Body: LaunchCodeRedeemBody }>(
    '/wps/session/launchCode/redeem',
    {
      onRequest: limitByIp('login'),
      schema: {
        body: ref('session', 'LaunchCodeRedeemBody'),
        response: {
          200: envelope(ref('common', 'LoginValue'), [ref('member-centre', 'ExclusionFailureValue')]),
        },
      },
    },
    (request) => ok(recallAtLogin(app.services.launchCodes.redeem(request.body.launchCode)), 'Logged in'),
  );

  app.delete(
    '/wps/session/logout',
    { preHandler: app.authenticate, schema: { response: { 200: envelope(null) } } },
    (request) => {
      if (request.userId) app.services.transfers.recallForSession(request.userId, 'logout');
      if (request.sessionToken) app.services.auth.logout(request.sessionToken);
      return ok(null, 'Logged out');
    },
  );
  done();
}
