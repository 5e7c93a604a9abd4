import type { FastifyInstance } from 'fastify';

/** The reference server's site content: announcements, help centre, feedback, app download, after-login modal, winners board (issue 11). */
export default function contentRoutes(
  _app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  done();
}
