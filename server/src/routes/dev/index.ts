import type { FastifyInstance } from 'fastify';
import type { CaptchaPeekQuery, SmsOutboxQuery } from '../../../../schemas/generated/api.ts';
import { fail } from '../../errors.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/**
 * Development-only routes (registered only when env !== 'production'): the SMS outbox written by
 * the development SmsGateway, and the answer of a live captcha, for end-to-end tests.
 */
export default function devRoutes(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void {
  app.get<{ Querystring: SmsOutboxQuery }>(
    '/dev/sms-outbox',
    {
      schema: {
        querystring: ref('dev', 'SmsOutboxQuery'),
        response: { 200: envelope(ref('dev', 'SmsOutbox')) },
      },
    },
    (request) => {
      const mobile = request.query.mobile?.replace(/\D/g, '') || undefined;
      return ok(
        app.services.repos.sms.listOutbox(mobile).map((row) => ({
          mobile: row.mobile_num,
          countryDialingCode: row.country_dialing_code,
          code: row.code,
          purpose: row.purpose,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      );
    },
  );

  app.get<{ Querystring: CaptchaPeekQuery }>(
    '/dev/captcha',
    {
      schema: {
        querystring: ref('dev', 'CaptchaPeekQuery'),
        response: { 200: envelope(ref('dev', 'CaptchaPeek')) },
      },
    },
    (request) => {
      const answer = app.services.captcha.peek(request.query.captchaKey);
      if (answer === undefined) throw fail('NOT_FOUND', 'No live captcha with this key');
      return ok({ answer });
    },
  );
  done();
}
