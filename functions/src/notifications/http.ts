import {
  deletePushSubscriptionRequestSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  vapidPublicKeyResponseSchema,
} from '@thetix/shared/contracts/notifications';
import { config } from '../config';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import { buildHeldTickers } from '../goals/held-tickers';
import { buildProfileSettingsRepository } from '../goals/profile-settings-repository';
import { buildSettingsService } from '../goals/settings-service';
import { buildSubscriptionRepository } from '../goals/subscription-repository';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import type { Caller } from '../http/http-types';
import { routeEntry } from '../http/route-entry';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { notificationSecrets, unsubscribeSecret, vapidDetails } from './notification-secrets';
import { buildPushSubscriptionRepository } from './push-subscription-repository';
import { buildPushSubscriptionService, type PushSubscriptionService } from './push-subscription-service';
import { notificationName } from './notification-names';
import {
  cannotTurnOffPage,
  UNSUBSCRIBE_PAGE_HEADERS,
  unsubscribedPage,
  unsubscribedSentence,
} from './unsubscribe-page';
import {
  buildUnsubscribeService,
  CannotUnsubscribeError,
  type UnsubscribeService,
} from './unsubscribe-service';

let services: { push: PushSubscriptionService; unsubscribe: UnsubscribeService } | undefined;
/** Built on first use so that importing the module reads no configuration. */
const build = () => {
  if (services) return services;
  const table = defaultTable();
  const settings = buildSettingsService({
    settings: buildProfileSettingsRepository(table),
    selections: buildGoalSelectionRepository(table),
    subscriptions: buildSubscriptionRepository(table),
    heldTickers: buildHeldTickers(table),
    clock: systemClock,
  });
  services = {
    push: buildPushSubscriptionService({
      repository: buildPushSubscriptionRepository(table),
      clock: systemClock,
      stage: config().STAGE,
      vapidPublicKey: async () => vapidDetails(await notificationSecrets()).publicKey,
    }),
    unsubscribe: buildUnsubscribeService({
      key: async () => unsubscribeSecret(await notificationSecrets()),
      updateSubscriptions: (userId, update) => settings.updateSubscriptions(userId, update),
    }),
  };
  return services;
};
const push = () => build().push;
const unsubscribe = () => build().unsubscribe;
/** Every push route is a `user` route: the caller is always there (and an impersonating admin cannot write). */
const userOf = (caller: Caller | undefined) => caller!.userId;

/** Web Push registration and the unsubscribe links of report e-mails (docs/api.md, "Notifications"). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('GET', '/api/push/vapid-public-key'),
      response: vapidPublicKeyResponseSchema,
      handle: () => push().vapidPublicKey(),
    }),
    routeEntry({
      route: findRoute('POST', '/api/push/subscriptions'),
      body: pushSubscriptionRequestSchema,
      response: pushSubscriptionResponseSchema,
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await push().register(userOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('DELETE', '/api/push/subscriptions'),
      body: deletePushSubscriptionRequestSchema,
      handle: async ({ caller, body }) => {
        await push().unregister(userOf(caller), body.endpoint);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/unsubscribe'),
      query: unsubscribeQuerySchema,
      handle: async ({ query }) => {
        try {
          const { notificationType } = await unsubscribe().unsubscribe(query.token);
          return {
            status: 200,
            body: unsubscribedPage(notificationName(notificationType)),
            headers: UNSUBSCRIBE_PAGE_HEADERS,
          };
        } catch (error) {
          if (!(error instanceof CannotUnsubscribeError)) throw error;
          return {
            status: 200,
            body: cannotTurnOffPage(notificationName(error.notificationType)),
            headers: UNSUBSCRIBE_PAGE_HEADERS,
          };
        }
      },
    }),
    routeEntry({
      // RFC 8058: the mail client posts `List-Unsubscribe=One-Click` as a form; the token in the URL is all we read.
      route: findRoute('POST', '/api/public/unsubscribe'),
      query: unsubscribeQuerySchema,
      response: unsubscribeResponseSchema,
      handle: async ({ query }) => {
        const { notificationType } = await unsubscribe().unsubscribe(query.token);
        return {
          notificationType,
          subscribed: false as const,
          message: unsubscribedSentence(notificationName(notificationType)),
        };
      },
    }),
  ]),
);
