import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** A callback-style hook usable as onRequest, preValidation or preHandler. */
export type SyncHook = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => void;

/**
 * Wraps a synchronous check into a callback-style hook: a thrown error goes to the error handler
 * (e.g. AppError 401 or 429), otherwise the request continues.
 */
export function syncHook(check: (this: FastifyInstance, request: FastifyRequest) => void): SyncHook {
  return function (
    this: FastifyInstance,
    request: FastifyRequest,
    _reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    try {
      check.call(this, request);
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  };
}
