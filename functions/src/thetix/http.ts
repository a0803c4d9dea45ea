import {
  cardIdParamsSchema,
  cardListQuerySchema,
  cardListSchema,
  cardSchema,
  cardWithCollectionSchema,
  collectionListSchema,
  collectionParamsSchema,
  collectionSchema,
  collectionStatusSchema,
  createCardBodySchema,
  createCollectionBodySchema,
  moveCardBodySchema,
  moveCardResponseSchema,
  publicCardResponseSchema,
  publicCardStatusSchema,
  publicCollectionQuerySchema,
  publicCollectionSchema,
  rearmAlertBodySchema,
  reorderBodySchema,
  updateCardBodySchema,
  updateCollectionBodySchema,
} from '@thetix/shared/contracts/thetix';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import type { Caller } from '../http/http-types';
import { routeEntry } from '../http/route-entry';
import { buildJobLeases } from '../jobs/job-lease';
import { buildJobQueue } from '../jobs/job-queue';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import { buildCardRepository } from './card-repository';
import { buildCardService, type CardCaller, type CardService } from './card-service';

let service: CardService | undefined;
/** Built on first use so that importing the module reads no configuration. */
const thetix = (): CardService =>
  (service ??= buildCardService({
    cards: buildCardRepository(defaultTable()),
    clock: systemClock,
    newId: randomId,
    // Under a lease, so a message lost before its first claim is sent again by the dispatcher (decision 166).
    enqueue: buildJobQueue({
      queue: queueClient(),
      queueUrl: () => queueUrl('jobs'),
      leases: buildJobLeases(defaultTable(), systemClock),
    }),
  }));

/** Every `user` route has a caller; an admin viewing as a user reads as them and writes nothing. */
const callerOf = (caller: Caller | undefined): CardCaller => ({
  userId: caller!.userId,
  readOnly: caller!.impersonating,
});

/**
 * Public answers are the same for every visitor and polled every few seconds: CloudFront and browsers may keep them
 * briefly (decision in docs/decisions.md). A 404 is not cached, so making a collection public shows at once.
 */
const PUBLIC_CACHE = { 'cache-control': 'public, max-age=5, s-maxage=5, stale-while-revalidate=10' };
const PUBLIC_STATUS_CACHE = { 'cache-control': 'public, max-age=2, s-maxage=2' };

/** Thetix cards and card collections, and their public pages (docs/api.md, "Thetix"). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('POST', '/api/thetix-cards'),
      body: createCardBodySchema,
      response: cardSchema,
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await thetix().createCard(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-cards'),
      query: cardListQuerySchema,
      response: cardListSchema,
      handle: async ({ caller, query }) => thetix().listCards(callerOf(caller), query),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      response: cardWithCollectionSchema,
      handle: async ({ caller, params }) => thetix().getCard(callerOf(caller), params.cardId),
    }),
    routeEntry({
      route: findRoute('PUT', '/api/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      body: updateCardBodySchema,
      response: cardSchema,
      handle: async ({ caller, params, body }) => thetix().updateCard(callerOf(caller), params.cardId, body),
    }),
    routeEntry({
      route: findRoute('DELETE', '/api/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      handle: async ({ caller, params }) => {
        await thetix().deleteCard(callerOf(caller), params.cardId);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/refresh'),
      params: cardIdParamsSchema,
      response: cardSchema,
      handle: async ({ caller, params }) => ({
        status: 202,
        body: await thetix().refreshCard(callerOf(caller), params.cardId),
      }),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/move'),
      params: cardIdParamsSchema,
      body: moveCardBodySchema,
      response: moveCardResponseSchema,
      handle: async ({ caller, params, body }) =>
        thetix().moveCard(callerOf(caller), params.cardId, body.target_collection_id),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/cancel'),
      params: cardIdParamsSchema,
      response: cardSchema,
      handle: async ({ caller, params }) => thetix().cancelCard(callerOf(caller), params.cardId),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/rearm'),
      params: cardIdParamsSchema,
      body: rearmAlertBodySchema,
      response: cardSchema,
      handle: async ({ caller, params, body }) => ({
        status: 202,
        body: await thetix().rearmAlert(callerOf(caller), params.cardId, body.alert_id),
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-card-collections'),
      response: collectionListSchema,
      handle: async ({ caller }) => thetix().listCollections(callerOf(caller)),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-card-collections'),
      body: createCollectionBodySchema,
      response: collectionSchema,
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await thetix().createCollection(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('PUT', '/api/thetix-card-collections/{id}'),
      params: collectionParamsSchema,
      body: updateCollectionBodySchema,
      response: collectionSchema,
      handle: async ({ caller, params, body }) =>
        thetix().updateCollection(callerOf(caller), params.id, body),
    }),
    routeEntry({
      route: findRoute('DELETE', '/api/thetix-card-collections/{id}'),
      params: collectionParamsSchema,
      handle: async ({ caller, params }) => {
        await thetix().deleteCollection(callerOf(caller), params.id);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-card-collections/{id}/reorder'),
      params: collectionParamsSchema,
      body: reorderBodySchema,
      response: collectionStatusSchema,
      handle: async ({ caller, params, body }) =>
        thetix().reorder(callerOf(caller), params.id, body.positions),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-card-collections/{id}/status'),
      params: collectionParamsSchema,
      response: collectionStatusSchema,
      handle: async ({ caller, params }) => thetix().collectionStatus(callerOf(caller), params.id),
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/thetix-collections/{id}'),
      params: collectionParamsSchema,
      query: publicCollectionQuerySchema,
      response: publicCollectionSchema,
      handle: async ({ params, query }) => ({
        status: 200,
        body: await thetix().publicCollection(params.id, query.card_ids),
        headers: PUBLIC_CACHE,
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/thetix-collections/{id}/status'),
      params: collectionParamsSchema,
      response: collectionStatusSchema,
      handle: async ({ params }) => ({
        status: 200,
        body: await thetix().publicCollectionStatus(params.id),
        headers: PUBLIC_STATUS_CACHE,
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      response: publicCardResponseSchema,
      handle: async ({ params }) => ({
        status: 200,
        body: await thetix().publicCard(params.cardId),
        headers: PUBLIC_CACHE,
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/thetix-cards/{cardId}/status'),
      params: cardIdParamsSchema,
      response: publicCardStatusSchema,
      handle: async ({ params }) => {
        const { card } = await thetix().publicCard(params.cardId);
        return {
          status: 200,
          body: {
            id: card.id,
            scheduled_update_at: card.scheduled_update_at,
            materialized_updated_at: card.materialized_updated_at,
            job_status: card.job_status,
            job_progress: card.job_progress,
          },
          headers: PUBLIC_STATUS_CACHE,
        };
      },
    }),
  ]),
);
