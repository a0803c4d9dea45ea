import type { MiddlewareObj } from '@middy/core';
import { VIEWER_HOST_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@thetix/shared/contracts/system';
import { timingSafeEqual } from 'node:crypto';
import { header } from '../cookies';
import { ForbiddenError } from '../errors';
import type { HttpDependencies, HttpEvent, HttpResponse, RouteContext } from '../http-types';
import { verifyXsrfToken } from '../xsrf-token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const XSRF_INVALID_MESSAGE =
  'Missing or invalid XSRF token: call GET /api/token with your bearer token and send the token back in the X-XSRF-TOKEN header';
export const ORIGIN_NOT_ALLOWED_MESSAGE =
  'Writes are only accepted from the Thetix site: this Origin is not allowed';

/**
 * Forgery protection for state-changing calls to `user` routes (public routes are exempt: spec part 1 §7, the
 * public calculator and company lookups send no token):
 * - `Origin`, when the browser sends one, must be the site's own: a configured origin or the host the request was
 *   made to. Without an `Origin` (curl, server to server) the token alone decides.
 * - Double submit: the X-XSRF-TOKEN header must echo the XSRF-TOKEN cookie (set by GET /api/token), and the token
 *   must be signed for the caller's own identity (an admin viewing as someone is the admin), so a pair made up by
 *   whoever can plant a cookie, or a token issued to someone else, is refused.
 */
export function xsrfProtection(
  deps: Pick<HttpDependencies, 'xsrfSecret' | 'allowedOrigins'>,
): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  return {
    before: async (request) => {
      const { thetix } = request.context;
      if (thetix.route.access === 'public' || safeMethods.has(request.event.requestContext.http.method))
        return;
      const origin = header(request.event, 'origin');
      if (origin !== undefined && !originAllowed(origin, request.event, deps.allowedOrigins())) {
        throw new ForbiddenError(ORIGIN_NOT_ALLOWED_MESSAGE);
      }
      const cookie = thetix.cookies[XSRF_COOKIE] ?? '';
      const sent = header(request.event, XSRF_HEADER) ?? '';
      // Authentication ran first; impersonation runs after, so this is the real (admin) identity.
      const subject = thetix.identity?.userId;
      if (
        !subject ||
        !cookie ||
        !sent ||
        !sameToken(cookie, sent) ||
        !verifyXsrfToken(await deps.xsrfSecret(), sent, subject)
      ) {
        throw new ForbiddenError(XSRF_INVALID_MESSAGE, 'XSRF_TOKEN_INVALID');
      }
    },
  };
}

/**
 * A configured origin, or the very host the browser sent the request to: the local adapter serves SPA and API
 * together, and CloudFront serves both on one domain and says which.
 */
function originAllowed(origin: string, event: HttpEvent, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin.replace(/\/$/, '')) return false;
  if (allowed.includes(parsed.origin)) return true;
  // In AWS, CloudFront names the host the browser used (the product's domain or the distribution's own).
  const host = header(event, VIEWER_HOST_HEADER) ?? header(event, 'host') ?? event.requestContext.domainName;
  return Boolean(host) && parsed.host === host.toLowerCase();
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
