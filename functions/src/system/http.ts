import {
  healthResponseSchema,
  identityStatusSchema,
  seatsResponseSchema,
  XSRF_COOKIE,
  xsrfTokenResponseSchema,
} from '@thetix/shared/contracts/system';
import {
  INVITE_REQUEST_LIMIT,
  INVITE_REQUEST_RATE_MESSAGE,
  INVITE_REQUEST_RECEIVED,
  INVITE_REQUEST_WINDOW_SECONDS,
  inviteRequestBodySchema,
  inviteRequestResponseSchema,
} from '@thetix/shared/contracts/invite-requests';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { buildInviteRepository } from '../invites/invite-repository';
import { buildInviteRequestRepository } from '../invites/invite-request-repository';
import { buildRateLimiter, clientAddress } from '../platform/rate-limiter';
import { defaultTable } from '../platform/table';
import { findRoute } from '../http/find-route';
import { ANONYMOUS_SUBJECT, signXsrfToken, xsrfSecret } from '../http/xsrf-token';
import { config } from '../config';
import { systemClock } from '../platform/clock';
import { buildIdentityStatusCheck } from './identity-status';

/** One check per container, kept a minute (identity-status.ts). */
const identityStatus = buildIdentityStatusCheck({
  jwksUri: () => config().AUTH_JWKS_URI ?? `${config().AUTH_ISSUER}/.well-known/jwks.json`,
  fetch: (input, init) => globalThis.fetch(input, init),
  now: () => systemClock.now(),
});

/**
 * The XSRF cookie must be readable by the SPA's script (that is the point of double-submit), so it is not
 * HttpOnly; SameSite=Strict keeps it off cross-site requests altogether.
 */
export const xsrfCookie = (token: string) =>
  `${XSRF_COOKIE}=${token}; Path=/; Secure; SameSite=Strict; Max-Age=86400`;

let inviteRequestLimiter: ((client: string) => Promise<void>) | undefined;
/** Per client address, as the public calculator: a script cannot fill the admins' list. */
const inviteRequestRateLimit = () =>
  (inviteRequestLimiter ??= buildRateLimiter({
    table: defaultTable(),
    clock: systemClock,
    name: 'invite-request',
    limit: INVITE_REQUEST_LIMIT,
    windowSeconds: INVITE_REQUEST_WINDOW_SECONDS,
    message: INVITE_REQUEST_RATE_MESSAGE,
  }));

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
      route: findRoute('GET', '/api/public/identity-status'),
      response: identityStatusSchema,
      handle: () => identityStatus(),
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/seats'),
      response: seatsResponseSchema,
      handle: () => buildInviteRepository(defaultTable()).getSeats(),
    }),
    routeEntry({
      route: findRoute('POST', '/api/public/invite-requests'),
      body: inviteRequestBodySchema,
      response: inviteRequestResponseSchema,
      // Kept for the admins; no seat and no invite. Asking again only refreshes the request.
      handle: async ({ body, event, clock }) => {
        await inviteRequestRateLimit()(
          clientAddress(event.headers ?? {}, event.requestContext.http.sourceIp),
        );
        await buildInviteRequestRepository(defaultTable()).record(body.email, clock.now().toISOString());
        return { status: 202, body: { message: INVITE_REQUEST_RECEIVED } };
      },
    }),
  ]),
);
