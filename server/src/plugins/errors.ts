import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorCode } from '../errors.ts';
import { MessageCatalogue } from '../i18n/catalogue.ts';

/** The catalogue, read once per process on the first failure (server/src/i18n/catalogue.ts). */
let catalogue: MessageCatalogue | undefined;

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** "body/username must NOT have more than 255 characters": the message names the field (§7). */
function validationMessage(error: FastifyError): string {
  const issue = (error.validation?.[0] ?? {}) as ValidationIssue;
  const missing = issue.params?.missingProperty;
  const context = error.validationContext ?? 'request';
  if (typeof missing === 'string') return `${context}/${missing} is required`;
  const field = issue.instancePath ? `${context}${issue.instancePath}` : context;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * One error handler for every route: answers the envelope `{ success:false, message, code,
 * value }` (§7). AppError keeps its status (business failures 200); schema validation → 400
 * `VALIDATION` naming the field; Fastify client errors (bad JSON 400, body too large 413,
 * unsupported media type 415) keep their status; anything else → 500 `INTERNAL`, logged. The
 * `message` is in the language of the request's `Language` header when the catalogue has it
 * (issue 15); the log keeps the English.
 */
export default fp(
  (app, _opts, done) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const say = (message: string) =>
        (catalogue ??= MessageCatalogue.load()).localize(message, request.headers.language);
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply
          .code(error.statusCode)
          .headers(error.headers)
          .send({ success: false, message: say(error.message), code: error.code, value: error.value });
      }
      if (error.validation) {
        return reply
          .code(400)
          .send({ success: false, message: say(validationMessage(error)), code: 'VALIDATION', value: null });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type'
              : status === 400
                ? `Malformed request: ${error.message}`
                : error.message;
        return reply.code(status).send({
          success: false,
          message: say(message),
          code: STATUS_CODES[status] ?? 'BAD_REQUEST',
          value: null,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .code(500)
        .send({ success: false, message: say('Internal server error'), code: 'INTERNAL', value: null });
    });
    done();
  },
  { name: 'lotus-errors' },
);
