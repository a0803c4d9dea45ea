import type { MiddlewareObj } from '@middy/core';
import { SESSION_COOKIE } from '@thetix/shared/contracts/system';
import { InvalidTokenError } from '../../auth/token-verifier';
import { header } from '../cookies';
import { UnauthorizedError } from '../errors';
import type { HttpDependencies, HttpEvent, HttpResponse, RouteContext } from '../http-types';

/**
 * Verifies the caller's Cognito ID token from the `Authorization: Bearer` header or, failing that, the session
 * cookie. Public routes skip it entirely: a stale token must never break the landing page. `optional` routes (the
 * XSRF token) verify a token when one is sent and go on without a caller when none is.
 */
export function authentication(
  deps: Pick<HttpDependencies, 'verifyToken'>,
): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  return {
    before: async (request) => {
      const { thetix } = request.context;
      if (thetix.route.access === 'public') return;
      const authorization = header(request.event, 'authorization') ?? '';
      const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
      const token = bearer || thetix.cookies[SESSION_COOKIE];
      if (!token) {
        if (thetix.route.access === 'optional') return;
        throw new UnauthorizedError('Sign-in required: send a bearer token');
      }
      try {
        const identity = await deps.verifyToken(token);
        thetix.identity = identity;
        thetix.caller = { identity, userId: identity.userId, impersonating: false };
        thetix.logger = thetix.logger.child({ userId: identity.userId });
      } catch (error) {
        if (error instanceof InvalidTokenError) {
          throw new UnauthorizedError('The sign-in token is invalid or has expired');
        }
        throw error;
      }
    },
  };
}
