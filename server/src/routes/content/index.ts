import type { FastifyInstance } from 'fastify';
import type {
  FeedbackImageQuery,
  FeedbackListQuery,
  FeedbackRequest,
  HelpCenterQuery,
  PopupsSeenRequest,
  WinnerBoardQuery,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Body limit of `PUT /wps/feedback` (bytes): 3 images of 5 MB as base64 data: URLs (~20 MB) plus
 * the text; the server's default limit (2 MB) stays for every other call.
 */
export const FEEDBACK_BODY_LIMIT = 24 * 1024 * 1024;

/**
 * The reference server's site content (docs/contract-content.md, issue 11): pending popups after
 * log-in and their seen marks, the help centre (`GET /wps/system/helpCenter`), feedback
 * (`PUT`/`GET /wps/feedback`, `GET /wps/feedback/image`) and the winners board
 * (`GET /wps/relay/ODSFE2_getWinnerBoard`). The announcements call lives in routes/relay.
 */
export default function contentRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { content } = app.services;
  const c = (name: string) => ref('content', name);
  const value = (name: string) => ({ 200: envelope(c(name)) });

  app.get(
    '/wps/content/popups',
    { onRequest: app.authenticate, schema: { response: value('PopupList') } },
    (request) => ok(content.pendingPopups(requireUserId(request.userId))),
  );
  app.put<{ Body: PopupsSeenRequest }>(
    '/wps/content/popups/seen',
    { onRequest: app.authenticate, schema: { body: c('PopupsSeenRequest'), response: value('PopupList') } },
    (request) => ok(content.markPopupsSeen(requireUserId(request.userId), request.body.ids)),
  );
  app.get<{ Querystring: HelpCenterQuery }>(
    '/wps/system/helpCenter',
    { schema: { querystring: c('HelpCenterQuery'), response: value('HelpCenter') } },
    (request) => {
      const header = request.headers.language;
      return ok(content.helpCenter(request.query, Array.isArray(header) ? header[0] : header));
    },
  );
  app.put<{ Body: FeedbackRequest }>(
    '/wps/feedback',
    {
      onRequest: app.authenticate,
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: { body: c('FeedbackRequest'), response: value('FeedbackItem') },
    },
    (request) => ok(content.sendFeedback(requireUserId(request.userId), request.body)),
  );
  app.get<{ Querystring: FeedbackListQuery }>(
    '/wps/feedback',
    {
      onRequest: app.authenticate,
      schema: { querystring: c('FeedbackListQuery'), response: value('FeedbackPage') },
    },
    (request) =>
      ok(
        content.feedbackList(
          requireUserId(request.userId),
          request.query.pageNo ?? 1,
          request.query.pageSize ?? 10,
        ),
      ),
  );
  app.get<{ Querystring: FeedbackImageQuery }>(
    '/wps/feedback/image',
    { onRequest: app.authenticate, schema: { querystring: c('FeedbackImageQuery') } },
    async (request, reply) => {
      const image = content.feedbackImage(requireUserId(request.userId), request.query.id);
      return reply
        .type(image.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
  app.get<{ Querystring: WinnerBoardQuery }>(
    '/wps/relay/ODSFE2_getWinnerBoard',
    { schema: { querystring: c('WinnerBoardQuery'), response: value('WinnerBoard') } },
    (request) => ok(content.winnerBoard(request.query.count ?? 10)),
  );
  done();
}
