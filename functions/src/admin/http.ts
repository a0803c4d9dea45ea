import {
  securityLogRequestSchema,
  userSearchQuerySchema,
  userSearchResponseSchema,
} from '@thetix/shared/contracts/admin';
import { defaultHttpDependencies } from '../http/default-dependencies';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { httpRoute } from '../http/http-route';
import { defaultTable } from '../platform/table';
import { buildProfileRepository } from '../profile/profile-repository';
import { searchUsers } from './user-search-service';

const securityLogRoute = findRoute('POST', '/api/admin/security-log');
const userSearchRoute = findRoute('GET', '/api/admin/users/search');

export const handler = httpLambda(
  routeTable([
    [
      securityLogRoute,
      httpRoute(
        {
          route: securityLogRoute,
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
        },
        defaultHttpDependencies,
      ),
    ],
    [
      userSearchRoute,
      httpRoute(
        {
          route: userSearchRoute,
          query: userSearchQuerySchema,
          response: userSearchResponseSchema,
          handle: ({ query, caller }) => {
            const profiles = buildProfileRepository(defaultTable());
            return searchUsers(caller!.identity.userId, query.q, {
              isAdmin: defaultHttpDependencies().isAdmin,
              listProfiles: () => profiles.scanProfiles(),
            });
          },
        },
        defaultHttpDependencies,
      ),
    ],
  ]),
);
