import type { FastifyInstance } from 'fastify';
import type { CaptchaPeekQuery, SmsOutboxQuery } from '../../../../schemas/generated/api.ts';
import { fail } from '../../errors.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';
import devAgentRoutes from './agent.ts';
import devLotteryRoutes from './lottery.ts';
import devPayPageRoutes from './pay.ts';
import devPaymentRoutes from './payments.ts';
import devPointRoutes from './points.ts';
import devPromotionRoutes from './promotions.ts';

/**
 * Every development route (`/dev/*`) lives in this folder; `app.ts` registers this plugin only
 * when env !== 'production', so none of them exists in production. Here: the SMS outbox written by
 * the development SmsGateway and the answer of a live captcha, for end-to-end tests; the payment
 * provider and operator are `payments.ts`, the contracts' settle route `agent.ts`, the lottery's
 * draw and correct routes `lottery.ts`.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
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
      return ok(app.services.sms.outbox(mobile));
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
  await app.register(devPaymentRoutes);
  await app.register(devPayPageRoutes);
  await app.register(devAgentRoutes);
  await app.register(devLotteryRoutes);
  await app.register(devPointRoutes);
  await app.register(devPromotionRoutes);
}
