import {
  adminUserAccountsParamsSchema,
  adminUserAccountsResponseSchema,
  securityLogRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@thetix/shared/contracts/admin';
import { defaultHttpDependencies } from '../http/default-dependencies';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildProfileRepository } from '../profile/profile-repository';
import { listUserAccounts, searchUsers } from './user-search-service';

/** Admin user search, a user's accounts to view as, and the security log (spec part 1 §2, §5, §6; docs/api.md). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('POST', '/api/admin/security-log'),
      body: securityLogRequestSchema,
      // The one write an impersonating admin may make: the record of what they did.
      allowDuringImpersonation: true,
      handle: async ({ body, caller, requestId, event }) => {
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
  ]),
);
