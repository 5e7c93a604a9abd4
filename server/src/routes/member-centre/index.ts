import type { FastifyInstance } from 'fastify';
import type {
  BindEmailPayload,
  BindMobileCodeRequest,
  BindMobilePayload,
  MemberProfileUpdate,
  MessagesQuery,
  PaymentPasswordPayload,
  ReadMessageRequest,
  ResponsibleGamingUpdate,
} from '../../../../schemas/generated/api.ts';
import { AppError } from '../../errors.ts';
import { syncHook } from '../../plugins/hooks.ts';
import { decryptBody } from '../../plugins/enc.ts';
import { limitByIp } from '../../plugins/rate-limit.ts';
import { envelope, ref } from '../../schemas.ts';
import { AVATAR_MAX_BYTES, AVATAR_PATH } from '../../services/member-centre.ts';
import { parseRawImages } from '../raw-images.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Member-centre account pages (§2 Member centre; §7 member icon, avatar, unread count) and
 * responsible gaming. Every call needs the `token` header except the public avatar image.
 * Avatar uploads are raw image bytes (Content-Type image/png or image/jpeg, ≤ 5 MiB).
 */
export default function memberCentreRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { memberCentre, responsibleGaming } = app.services;
  // Authenticate first (onRequest), so a missing token is 401 before the body is even validated.
  const auth = { onRequest: app.authenticate };

  // Scoped to this plugin; any other type is refused by Fastify with 415 before the handler runs.
  parseRawImages(app, AVATAR_MAX_BYTES);

  app.get(
    '/wps/member/profile',
    { ...auth, schema: { response: { 200: envelope(ref('member-centre', 'MemberProfile')) } } },
    (request) => ok(memberCentre.profile(requireUserId(request.userId))),
  );

  app.post<{ Body: MemberProfileUpdate }>(
    '/wps/member/profile',
    {
      ...auth,
      schema: {
        body: ref('member-centre', 'MemberProfileUpdate'),
        response: { 200: envelope(ref('member-centre', 'MemberProfile')) },
      },
    },
    (request) => ok(memberCentre.updateProfile(requireUserId(request.userId), request.body), 'Profile saved'),
  );

  app.post(
    '/wps/member/info/icon',
    {
      // Authenticate before the body is read: a stranger's 5 MB upload is refused at once.
      onRequest: app.authenticate,
      bodyLimit: AVATAR_MAX_BYTES,
      schema: { response: { 200: envelope(ref('member-centre', 'AvatarValue')) } },
    },
    (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
          statusCode: 415,
        });
      return ok(memberCentre.setAvatar(requireUserId(request.userId), request.body), 'Avatar saved');
    },
  );

  const avatarValue = {
    ...auth,
    schema: { response: { 200: envelope(ref('member-centre', 'AvatarValue')) } },
  };
  app.get('/wps/member/info/icon', avatarValue, (request) =>
    ok(memberCentre.avatar(requireUserId(request.userId))),
  );
  app.get('/wps/relay/MCSFE_getPlayerAvatar', avatarValue, (request) =>
    ok(memberCentre.avatar(requireUserId(request.userId))),
  );

  app.get<{ Params: { key: string } }>(
    `${AVATAR_PATH}:key`,
    {
      schema: {
        params: {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } },
        },
      },
    },
    (request, reply) => {
      const image = memberCentre.avatarImage(request.params.key);
      if (!image) throw new AppError('NOT_FOUND', 'Avatar not found', { statusCode: 404 });
      // Each upload gets a new key, so the image under a key never changes.
      return reply
        .header('Content-Type', image.mime)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .send(image.data);
    },
  );

  app.post<{ Body: PaymentPasswordPayload }>(
    '/wps/member/paymentPassword',
    {
      onRequest: app.authenticate,
      preValidation: decryptBody,
      schema: { body: ref('member-centre', 'PaymentPasswordPayload'), response: { 200: envelope(null) } },
    },
    async (request) => {
      await memberCentre.setPaymentPassword(requireUserId(request.userId), request.body);
      return ok(null, 'Payment password saved');
    },
  );

  app.post<{ Body: BindMobileCodeRequest }>(
    '/wps/member/mobile/code',
    {
      onRequest: [limitByIp('smsIp'), app.authenticate],
      // §9: one code per number per 1000 ms and 5 a minute, as the other SMS calls.
      preHandler: syncHook((request) => {
        const b = request.body as BindMobileCodeRequest;
        const key = `${(b.countryDialingCode ?? '').replace(/\D/g, '')}:${b.mobileNum.replace(/\D/g, '')}`;
        app.limiter.hit(`sms-interval:${key}`, app.limits.smsNumberInterval);
        app.limiter.hit(`sms-number:${key}`, app.limits.smsNumber);
      }),
      schema: {
        body: ref('member-centre', 'BindMobileCodeRequest'),
        response: { 200: envelope(ref('verification', 'SmsExpiredMinutes')) },
      },
    },
    async (request) =>
      ok(
        await memberCentre.sendBindMobileCode(requireUserId(request.userId), request.body),
        'Verification code sent',
      ),
  );

  app.post<{ Body: BindMobilePayload }>(
    '/wps/member/mobile',
    {
      ...auth,
      schema: {
        body: ref('member-centre', 'BindMobilePayload'),
        response: { 200: envelope(ref('member-centre', 'MemberProfile')) },
      },
    },
    (request) =>
      ok(memberCentre.bindMobile(requireUserId(request.userId), request.body), 'Mobile number linked'),
  );

  app.post<{ Body: BindEmailPayload }>(
    '/wps/member/email',
    {
      onRequest: app.authenticate,
      preValidation: decryptBody,
      schema: {
        body: ref('member-centre', 'BindEmailPayload'),
        response: { 200: envelope(ref('member-centre', 'MemberProfile')) },
      },
    },
    async (request) =>
      ok(await memberCentre.bindEmail(requireUserId(request.userId), request.body), 'Email address linked'),
  );

  app.get<{ Querystring: MessagesQuery }>(
    '/wps/relay/MCSFE_getMessages',
    {
      ...auth,
      schema: {
        querystring: ref('member-centre', 'MessagesQuery'),
        response: { 200: envelope(ref('member-centre', 'MessagesPage')) },
      },
    },
    (request) =>
      ok(
        memberCentre.messages(
          requireUserId(request.userId),
          request.query.pageNo ?? 1,
          request.query.pageSize ?? 9,
        ),
      ),
  );

  app.post<{ Body: ReadMessageRequest }>(
    '/wps/relay/MCSFE_readMessage',
    {
      ...auth,
      schema: {
        body: ref('member-centre', 'ReadMessageRequest'),
        response: { 200: envelope(ref('member-centre', 'ReadMessageValue')) },
      },
    },
    (request) => ok(memberCentre.readMessage(requireUserId(request.userId), request.body)),
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    { ...auth, schema: { response: { 200: envelope({ type: 'integer', minimum: 0 }) } } },
    (request) => ok(memberCentre.unreadCount(requireUserId(request.userId))),
  );

  app.get(
    '/wps/relay/MCSFE_getPlayerRank',
    { ...auth, schema: { response: { 200: envelope(ref('member-centre', 'PlayerRank')) } } },
    (request) => ok(memberCentre.rank(requireUserId(request.userId))),
  );

  app.get(
    '/wps/member/responsibleGaming',
    { ...auth, schema: { response: { 200: envelope(ref('member-centre', 'ResponsibleGaming')) } } },
    (request) => ok(responsibleGaming.view(requireUserId(request.userId), request.sessionToken)),
  );

  app.post<{ Body: ResponsibleGamingUpdate }>(
    '/wps/member/responsibleGaming',
    {
      ...auth,
      schema: {
        body: ref('member-centre', 'ResponsibleGamingUpdate'),
        response: { 200: envelope(ref('member-centre', 'ResponsibleGaming')) },
      },
    },
    (request) => {
      const value = responsibleGaming.update(
        requireUserId(request.userId),
        request.sessionToken,
        request.body,
      );
      return ok(
        value,
        request.body.exclude === undefined
          ? 'Settings saved'
          : 'Your account is closed for the chosen period',
      );
    },
  );
  done();
}
