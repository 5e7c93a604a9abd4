import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { syncHook } from './hooks.ts';

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 512 ? token : null;
}

/**
 * Member sessions on requests (§7 "token" header): decorates `request.userId` /
 * `request.sessionToken` and the `authenticate` (required) and `identify` (optional) preHandlers.
 */
export default fp(
  (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) => {
    app.decorateRequest('userId', null);
    app.decorateRequest('sessionToken', null);
    const resolve = (request: FastifyRequest): boolean => {
      const token = tokenOf(request);
      const userId = token ? app.services.sessions.userId(token) : undefined;
      if (token === null || userId === undefined) return false;
      request.userId = userId;
      request.sessionToken = token;
      return true;
    };
    app.decorate(
      'authenticate',
      syncHook((request) => {
        if (!resolve(request)) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
      }),
    );
    app.decorate(
      'identify',
      syncHook((request) => {
        resolve(request);
      }),
    );
    done();
  },
  { name: 'lotus-auth', dependencies: ['lotus-services'] },
);
