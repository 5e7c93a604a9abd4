import type { FastifyInstance } from 'fastify';
import type { DomainRouteQuery, PingQuery, StatusQuery } from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/** `GET /wps/system/*` (§7 System): status, whitelabel settings, register settings, enc key, dialing codes, domains, ping. */
export default function systemRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { site } = app.services;

  app.get<{ Querystring: StatusQuery }>(
    '/wps/system/status',
    {
      schema: {
        querystring: ref('system', 'StatusQuery'),
        response: { 200: envelope(ref('system', 'SystemStatus')) },
      },
    },
    (request) => ok(site.status(request.ip)),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: { response: { 200: envelope(ref('common', 'SiteSettings')) } } },
    () => ok(site.settings()),
  );

  app.get(
    '/wps/system/setting/register',
    { schema: { response: { 200: envelope(ref('common', 'RegisterSettings')) } } },
    () => ok(site.registerSettings()),
  );

  app.get(
    '/wps/system/publicKey',
    { schema: { response: { 200: envelope(ref('system', 'PublicKey')) } } },
    () => ok({ ...app.enc.publicKey(), serverTime: app.now() }),
  );

  app.get(
    '/wps/system/countryCodes',
    { schema: { response: { 200: envelope(ref('system', 'DialingCodeList')) } } },
    () => ok(site.dialingCodes()),
  );

  app.get<{ Querystring: DomainRouteQuery }>(
    '/wps/system/domainRoute',
    {
      schema: {
        querystring: ref('system', 'DomainRouteQuery'),
        response: { 200: envelope(ref('system', 'DomainRoute')) },
      },
    },
    () => ok(site.domainRoute()),
  );

  app.get<{ Querystring: PingQuery }>(
    '/wps/system/test/ping',
    {
      schema: { querystring: ref('system', 'PingQuery'), response: { 200: envelope(ref('system', 'Pong')) } },
    },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ pong: true as const });
    },
  );
  done();
}
