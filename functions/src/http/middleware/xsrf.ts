import type { MiddlewareObj } from '@middy/core';
import { XSRF_COOKIE, XSRF_HEADER } from '@thetix/shared/contracts/system';
import { timingSafeEqual } from 'node:crypto';
import { header } from '../cookies';
import { ForbiddenError } from '../errors';
import type { HttpEvent, HttpResponse, RouteContext } from '../http-types';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit XSRF check: a state-changing call must echo the XSRF-TOKEN cookie (set by GET /api/token) in the
 * X-XSRF-TOKEN header. A forged cross-site form can send the cookie but cannot read it to fill the header.
 * Public routes are exempt (spec part 1 §7: the public calculator and company lookups send no token).
 */
export function xsrfProtection(): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  return {
    before: (request) => {
      const { thetix } = request.context;
      if (thetix.route.access === 'public' || safeMethods.has(request.event.requestContext.http.method))
        return;
      const cookie = thetix.cookies[XSRF_COOKIE] ?? '';
      const sent = header(request.event, XSRF_HEADER) ?? '';
      if (!cookie || !sent || !sameToken(cookie, sent)) {
        throw new ForbiddenError(
          'Missing or invalid XSRF token: call GET /api/token and send the token back in the X-XSRF-TOKEN header',
          'XSRF_TOKEN_INVALID',
        );
      }
    },
  };
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
