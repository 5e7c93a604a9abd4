import type { FastifyInstance } from 'fastify';
import type { SmsNoLoginRequest, SmsRegisterRequest } from '../../../../schemas/generated/api.ts';
import { syncHook } from '../../plugins/hooks.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/** Rate-limit key of a mobile number: digits of dialing code and number. */
function numberKey(countryDialingCode: string | undefined, mobile: string): string {
  return `${(countryDialingCode ?? '').replace(/\D/g, '')}:${mobile.replace(/\D/g, '')}`;
}

/**
 * `POST /wps/verification/sms/register` and `/noLogin` (§3 SMS code request). Limited per IP, and
 * per number to one request per 1000 ms and 5 a minute (§9 throttle).
 */
export default function verificationRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const perNumber = (key: string) => {
    app.limiter.hit(`sms-interval:${key}`, app.limits.smsNumberInterval);
    app.limiter.hit(`sms-number:${key}`, app.limits.smsNumber);
  };

  app.post<{ Body: SmsRegisterRequest }>(
    '/wps/verification/sms/register',
    {
      onRequest: limitByIp('smsIp'),
      preHandler: syncHook((request) => {
        const b = request.body as SmsRegisterRequest;
        perNumber(numberKey(b.countryDialingCode, b.mobileNo));
      }),
      schema: {
        body: ref('verification', 'SmsRegisterRequest'),
        response: { 200: envelope(ref('verification', 'SmsExpiredMinutes')) },
      },
    },
    async (request) =>
      ok(
        await app.services.verification.sendRegister(request.body.countryDialingCode, request.body.mobileNo),
        'Verification code sent',
      ),
  );

  app.post<{ Body: SmsNoLoginRequest }>(
    '/wps/verification/sms/noLogin',
    {
      onRequest: limitByIp('smsIp'),
      preHandler: syncHook((request) => {
        const b = request.body as SmsNoLoginRequest;
        perNumber(numberKey(b.countryDialingCode, b.mobileNum));
      }),
      schema: {
        body: ref('verification', 'SmsNoLoginRequest'),
        response: {
          200: envelope({
            anyOf: [ref('verification', 'SmsExpiredMinutes'), ref('verification', 'SmsExpirationTime')],
          }),
        },
      },
    },
    async (request) =>
      ok(
        await app.services.verification.sendNoLogin(
          request.body.countryDialingCode,
          request.body.mobileNum,
          request.body.purpose,
        ),
        'Verification code sent',
      ),
  );
  done();
}
