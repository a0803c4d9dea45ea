import { profileSchema } from '@thetix/shared/contracts/profile';
import { config } from '../config';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { buildInviteRepository } from '../invites/invite-repository';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildProfileRepository } from './profile-repository';
import { getOrCreateProfile } from './profile-service';

const getProfileRoute = findRoute('GET', '/api/profile');

export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: getProfileRoute,
      response: profileSchema,
      handle: ({ caller }) => {
        const table = defaultTable();
        return getOrCreateProfile(caller!, {
          profiles: buildProfileRepository(table),
          invites: buildInviteRepository(table),
          clock: systemClock,
          supportEmail: config().SUPPORT_EMAIL,
        });
      },
    }),
  ]),
);
