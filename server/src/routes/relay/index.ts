import type { FastifyInstance } from 'fastify';
import type { AnnouncementsQuery } from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/** `GET /wps/relay/MCSFE_getListAnnouncements` (§7 Announcements): banners, player notices, popups, promotions. */
export default function relayRoutes(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void {
  app.get<{ Querystring: AnnouncementsQuery }>(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        querystring: ref('announcements', 'AnnouncementsQuery'),
        response: { 200: envelope(ref('announcements', 'Announcements')) },
      },
    },
    (request) => ok(app.services.site.announcements(request.query.types)),
  );
  done();
}
