import * as z from 'zod';
import {
  cardIdParamsSchema,
  cardListQuerySchema,
  cardListResponseSchema,
  cardSchema,
  cardWithCollectionSchema,
  collectionListQuerySchema,
  collectionListResponseSchema,
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
import { ROOM_LIST_DEFAULT_LIMIT } from '@thetix/shared/contracts/paging';
import { config } from '../config';
import { NotFoundError } from '../http/errors';
import { findRoute } from '../http/find-route';
import { asksForPage, listAnswer, pageRequestOf } from '../http/list-page';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { defaultTable } from '../platform/table';
import { buildCardRepository } from './card-repository';
import { buildCardService, type CardService } from './card-service';
import { publicPageHead, publicPageHtml, PUBLIC_PAGE_HEADERS } from './public-page';
import { ownerRoute, roomServiceDependencies } from './rooms/room-http';

let service: CardService | undefined;
/** Built on first use so that importing the module reads no configuration. */
const thetix = (): CardService =>
  (service ??= buildCardService({
    cards: buildCardRepository(defaultTable()),
    ...roomServiceDependencies(),
  }));

/** The head of a public page the local adapter serves (the same decision the page routes make in AWS). */
export const servedPageHead = (pathname: string) => publicPageHead(pathname, thetix());

/**
 * Public answers are the same for every visitor and polled every few seconds: CloudFront and browsers may keep them
 * briefly (decision in docs/decisions.md). A 404 is not cached, so making a collection public shows at once.
 */
/** The site's public origin, where the page routes read the deployed index.html (set on every function in AWS). */
const siteOrigin = (): string => {
  const origin = config().PUBLIC_BASE_URL ?? config().APP_BASE_URL;
  if (!origin) throw new NotFoundError('Public pages are served by the site, not by this API');
  return origin;
};

const pageId = z.string().min(1).max(200);
const pageParamsSchema = z.object({ id: pageId });
const cardPageParamsSchema = z.object({ cardId: pageId });

const PUBLIC_CACHE = { 'cache-control': 'public, max-age=5, s-maxage=5, stale-while-revalidate=10' };
const PUBLIC_STATUS_CACHE = { 'cache-control': 'public, max-age=2, s-maxage=2' };

/** Thetix cards and card collections, and their public pages (docs/api.md, "Thetix"). */
export const handler = httpLambda(
  routeTable([
    ownerRoute({
      route: findRoute('POST', '/api/thetix-cards'),
      body: createCardBodySchema,
      response: cardSchema,
      status: 201,
      ask: true,
      handle: (owner, { body }) => thetix().createCard(owner, body),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-cards'),
      query: cardListQuerySchema,
      response: cardListResponseSchema,
      handle: async (owner, { query }) =>
        listAnswer(
          'cards',
          await thetix().listCards(owner, query, pageRequestOf(query, ROOM_LIST_DEFAULT_LIMIT)),
          asksForPage(query),
        ),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      response: cardWithCollectionSchema,
      handle: (owner, { params }) => thetix().getCard(owner, params.cardId),
    }),
    ownerRoute({
      route: findRoute('PUT', '/api/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      body: updateCardBodySchema,
      response: cardSchema,
      handle: (owner, { params, body }) => thetix().updateCard(owner, params.cardId, body),
    }),
    ownerRoute({
      route: findRoute('DELETE', '/api/thetix-cards/{cardId}'),
      params: cardIdParamsSchema,
      handle: (owner, { params }) => thetix().deleteCard(owner, params.cardId),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/refresh'),
      params: cardIdParamsSchema,
      response: cardSchema,
      status: 202,
      handle: (owner, { params }) => thetix().refreshCard(owner, params.cardId),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/move'),
      params: cardIdParamsSchema,
      body: moveCardBodySchema,
      response: moveCardResponseSchema,
      handle: (owner, { params, body }) => thetix().moveCard(owner, params.cardId, body.target_collection_id),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/cancel'),
      params: cardIdParamsSchema,
      response: cardSchema,
      handle: (owner, { params }) => thetix().cancelCard(owner, params.cardId),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-cards/{cardId}/rearm'),
      params: cardIdParamsSchema,
      body: rearmAlertBodySchema,
      response: cardSchema,
      status: 202,
      handle: (owner, { params, body }) => thetix().rearmAlert(owner, params.cardId, body.alert_id),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-card-collections'),
      query: collectionListQuerySchema,
      response: collectionListResponseSchema,
      handle: async (owner, { query }) =>
        listAnswer(
          'collections',
          await thetix().listCollections(owner, pageRequestOf(query, ROOM_LIST_DEFAULT_LIMIT)),
          asksForPage(query),
        ),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-card-collections'),
      body: createCollectionBodySchema,
      response: collectionSchema,
      status: 201,
      handle: (owner, { body }) => thetix().createCollection(owner, body),
    }),
    ownerRoute({
      route: findRoute('PUT', '/api/thetix-card-collections/{id}'),
      params: collectionParamsSchema,
      body: updateCollectionBodySchema,
      response: collectionSchema,
      handle: (owner, { params, body }) => thetix().updateCollection(owner, params.id, body),
    }),
    ownerRoute({
      route: findRoute('DELETE', '/api/thetix-card-collections/{id}'),
      params: collectionParamsSchema,
      handle: (owner, { params }) => thetix().deleteCollection(owner, params.id),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-card-collections/{id}/reorder'),
      params: collectionParamsSchema,
      body: reorderBodySchema,
      response: collectionStatusSchema,
      handle: (owner, { params, body }) => thetix().reorder(owner, params.id, body.positions),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-card-collections/{id}/status'),
      params: collectionParamsSchema,
      response: collectionStatusSchema,
      handle: (owner, { params }) => thetix().collectionStatus(owner, params.id),
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
      route: findRoute('GET', '/api/public/pages/thetix/{id}'),
      // Any id: a mistyped shared link still gets the page, which says the collection is not available.
      params: pageParamsSchema,
      handle: async ({ params }) => {
        const page = await publicPageHtml(
          `/public/thetix/${encodeURIComponent(params.id)}`,
          siteOrigin(),
          thetix(),
        );
        return { status: page.status, body: page.html, headers: PUBLIC_PAGE_HEADERS };
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/public/pages/thetix-card/{cardId}'),
      params: cardPageParamsSchema,
      handle: async ({ params }) => {
        const page = await publicPageHtml(
          `/public/thetix-card/${encodeURIComponent(params.cardId)}`,
          siteOrigin(),
          thetix(),
        );
        return { status: page.status, body: page.html, headers: PUBLIC_PAGE_HEADERS };
      },
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
