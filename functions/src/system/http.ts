import {
  healthResponseSchema,
  seatsResponseSchema,
  XSRF_COOKIE,
  xsrfTokenResponseSchema,
} from '@thetix/shared/contracts/system';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { buildInviteRepository } from '../invites/invite-repository';
import { defaultTable } from '../platform/table';
import { findRoute } from '../http/find-route';
import { ANONYMOUS_SUBJECT, signXsrfToken, xsrfSecret } from '../http/xsrf-token';

/**
 * The XSRF cookie must be readable by the SPA's script (that is the point of double-submit), so it is not
 * HttpOnly; SameSite=Strict keeps it off cross-site requests altogether.
 */
export const xsrfCookie = (token: string) =>
  `${XSRF_COOKIE}=${token}; Path=/; Secure; SameSite=Strict; Max-Age=86400`;

export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('GET', '/api/health'),
      response: healthResponseSchema,
      handle: async ({ clock }) => ({ status: 'ok' as const, time: clock.now().toISOString() }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/token'),
      response: xsrfTokenResponseSchema,
      // Signed for the bearer's own user (an admin viewing as someone: the admin), else for nobody in particular.
      handle: async ({ caller }) => {
        const token = signXsrfToken(await xsrfSecret(), caller?.identity.userId ?? ANONYMOUS_SUBJECT);
        return { status: 200, body: { token }, cookies: [xsrfCookie(token)] };
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/seats'),
      response: seatsResponseSchema,
      handle: () => buildInviteRepository(defaultTable()).getSeats(),
    }),
  ]),
);
