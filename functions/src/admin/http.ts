import {
  adminUserAccountsParamsSchema,
  adminUserAccountsResponseSchema,
  productEventCountSchema,
  productEventParamsSchema,
  productEventQuerySchema,
  securityLogRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@thetix/shared/contracts/admin';
import { INVITE_REQUEST_LIST_LIMIT, inviteRequestListSchema } from '@thetix/shared/contracts/invite-requests';
import { defaultHttpDependencies } from '../http/default-dependencies';
import { ForbiddenError } from '../http/errors';
import { NOT_ADMIN_MESSAGE } from '../http/middleware/impersonation';
import { buildInviteRequestRepository } from '../invites/invite-request-repository';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { systemClock } from '../platform/clock';
import { buildRateLimiter } from '../platform/rate-limiter';
import { buildProductEvents } from '../platform/product-events';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildProfileRepository } from '../profile/profile-repository';
import { countProductEvents } from './product-event-counts';
import { listUserAccounts, searchUsers } from './user-search-service';

/** Security events one user may post a minute: the admin app logs a few per action, a loop would log thousands. */
export const SECURITY_LOG_LIMIT_PER_MINUTE = 60;
export const SECURITY_LOG_RATE_MESSAGE = `Too many security events: at most ${SECURITY_LOG_LIMIT_PER_MINUTE} a minute. Try again in a minute.`;

let securityLogLimiter: ReturnType<typeof buildRateLimiter> | undefined;
const securityLogRateLimit = () =>
  (securityLogLimiter ??= buildRateLimiter({
    table: defaultTable(),
    clock: systemClock,
    name: 'security-log',
    limit: SECURITY_LOG_LIMIT_PER_MINUTE,
    windowSeconds: 60,
    message: SECURITY_LOG_RATE_MESSAGE,
  }));

/** Admin user search, a user's accounts to view as, and the security log (spec part 1 §2, §5, §6; docs/api.md). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('POST', '/api/admin/security-log'),
      body: securityLogRequestSchema,
      // The one write an impersonating admin may make: the record of what they did.
      allowDuringImpersonation: true,
      handle: async ({ body, caller, requestId, event }) => {
        // Per signed-in person (the admin while impersonating), so one browser cannot flood the log.
        await securityLogRateLimit()(caller!.identity.userId);
        await defaultHttpDependencies().audit({
          kind: body.event,
          actorUserId: caller!.identity.userId,
          targetUserId: caller!.userId,
          method: event.requestContext.http.method,
          path: event.rawPath,
          allowed: true,
          requestId,
          details: {
            ...body.details,
            clientTimestamp: body.timestamp,
            userAgent: body.userAgent,
            url: body.url,
          },
        });
        return { status: 204 };
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/admin/users/search'),
      query: userSearchQuerySchema,
      response: userSearchResponseSchema,
      handle: ({ query, caller }) => {
        const table = defaultTable();
        const profiles = buildProfileRepository(table);
        const portfolio = buildPortfolioRepository(table);
        return searchUsers(caller!.identity.userId, query.q, {
          isAdmin: defaultHttpDependencies().isAdmin,
          listProfiles: () => profiles.scanProfiles(),
          listAccounts: (userId) => portfolio.listAccounts(userId),
        });
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/admin/users/{userId}/accounts'),
      params: adminUserAccountsParamsSchema,
      response: adminUserAccountsResponseSchema,
      handle: ({ params, caller }) => {
        const table = defaultTable();
        const profiles = buildProfileRepository(table);
        const portfolio = buildPortfolioRepository(table);
        return listUserAccounts(caller!.identity.userId, params.userId, {
          isAdmin: defaultHttpDependencies().isAdmin,
          getProfile: (userId) => profiles.getProfile(userId),
          listAccounts: (userId) => portfolio.listAccounts(userId),
        });
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/admin/events/{event}'),
      params: productEventParamsSchema,
      query: productEventQuerySchema,
      response: productEventCountSchema,
      handle: ({ params, query, caller }) =>
        countProductEvents(caller!.identity.userId, params.event, query.days, {
          isAdmin: defaultHttpDependencies().isAdmin,
          countDay: buildProductEvents(defaultTable(), systemClock).countDay,
          now: systemClock.now(),
        }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/admin/invite-requests'),
      response: inviteRequestListSchema,
      handle: async ({ caller }) => {
        if (!(await defaultHttpDependencies().isAdmin(caller!.identity.userId)))
          throw new ForbiddenError(NOT_ADMIN_MESSAGE);
        return {
          requests: await buildInviteRequestRepository(defaultTable()).listNewest(INVITE_REQUEST_LIST_LIMIT),
        };
      },
    }),
  ]),
);
