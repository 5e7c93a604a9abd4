import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordPayload,
  ForgotPasswordEmailForm,
  LanguageRequest,
  RegisterPayload,
  SetPasswordByPhonePayload,
} from '../../../../schemas/generated/api.ts';
import { AppError } from '../../errors.ts';
import { decryptBody } from '../../plugins/enc.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

function requireUser(userId: number | null, token: string | null): { userId: number; token: string } {
  if (userId === null || token === null)
    throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
  return { userId, token };
}

/** `/wps/member/*` (§7 Session and member): info, registration, password change and reset, language. */
export default function memberRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { members, registration, auth } = app.services;

  app.get(
    '/wps/member/info',
    { preHandler: app.authenticate, schema: { response: { 200: envelope(ref('common', 'MemberInfo')) } } },
    (request) => ok(members.info(requireUser(request.userId, request.sessionToken).userId)),
  );

  const registerRoute = {
    onRequest: limitByIp('register'),
    preValidation: decryptBody,
    schema: {
      body: ref('member', 'RegisterPayload'),
      response: { 200: envelope(ref('common', 'RegisterValue')) },
    },
  };
  app.put<{ Body: RegisterPayload }>('/wps/member/register', registerRoute, async (request) =>
    ok(await registration.register(request.body), 'Registered successfully'),
  );
  app.put<{ Body: RegisterPayload }>('/wps/member/register/mobile', registerRoute, async (request) =>
    ok(await registration.registerMobile(request.body), 'Registered successfully'),
  );

  app.post<{ Body: ChangePasswordPayload }>(
    '/wps/member/password',
    {
      preValidation: [app.authenticate, decryptBody],
      schema: { body: ref('member', 'ChangePasswordPayload'), response: { 200: envelope(null) } },
    },
    async (request) => {
      const { userId, token } = requireUser(request.userId, request.sessionToken);
      await auth.changePassword(userId, token, request.body);
      return ok(null, 'Password changed');
    },
  );

  app.post<{ Body: ForgotPasswordEmailForm }>(
    '/wps/member/password/email',
    {
      onRequest: limitByIp('passwordReset'),
      schema: { body: ref('member', 'ForgotPasswordEmailForm'), response: { 200: envelope(null) } },
    },
    (request) => {
      auth.forgotByEmail(request.body.username, request.body.email);
      return ok(null, 'A password reset email has been sent');
    },
  );

  app.post<{ Body: SetPasswordByPhonePayload }>(
    '/wps/member/password/verification',
    {
      onRequest: limitByIp('passwordReset'),
      preValidation: decryptBody,
      schema: {
        body: ref('member', 'SetPasswordByPhonePayload'),
        // A self-excluded member's reset still refuses the log-in (SELF_EXCLUDED with its value).
        response: {
          200: envelope(ref('common', 'LoginValue'), [ref('member-centre', 'ExclusionFailureValue')]),
        },
      },
    },
    async (request) => ok(await auth.setPasswordByPhone(request.body), 'Password changed'),
  );

  app.post<{ Body: LanguageRequest }>(
    '/wps/member/language',
    {
      preHandler: app.identify,
      schema: { body: ref('member', 'LanguageRequest'), response: { 200: envelope(null) } },
    },
    (request) => {
      members.setLanguage(request.userId, request.body.language);
      return ok(null, 'Language updated');
    },
  );
  done();
}
