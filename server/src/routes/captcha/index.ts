import type { FastifyInstance } from 'fastify';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/** `GET /wps/captcha` (§7 System): a new image captcha, rate limited per IP. */
export default function captchaRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  app.get(
    '/wps/captcha',
    { onRequest: limitByIp('captcha'), schema: { response: { 200: envelope(ref('captcha', 'Captcha')) } } },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(app.services.captcha.create());
    },
  );
  done();
}
