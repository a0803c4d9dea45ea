import {
  chatCollectionListResponseSchema,
  chatCollectionQuerySchema,
  chatCollectionSchema,
  chatListQuerySchema,
  chatListResponseSchema,
  chatParamsSchema,
  chatSchema,
  chatStatusListSchema,
  chatStatusQuerySchema,
  createChatBodySchema,
  createChatCollectionBodySchema,
  processBodySchema,
  processDashboardBodySchema,
  processOpportunityBodySchema,
  processResponseSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
  updateChatBodySchema,
  updateChatCollectionBodySchema,
  viewedStatusQuerySchema,
  viewedStatusSchema,
} from '@thetix/shared/contracts/chats';
import { ROOM_LIST_DEFAULT_LIMIT } from '@thetix/shared/contracts/paging';
import { findRoute } from '../http/find-route';
import { asksForPage, listAnswer, pageRequestOf } from '../http/list-page';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { buildOpportunityRepository } from '../opportunities/opportunity-repository';
import { systemClock } from '../platform/clock';
import type { Logger } from '../platform/logger';
import { buildProductEvents } from '../platform/product-events';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { ownerRoute, roomServiceDependencies } from '../thetix/rooms/room-http';
import { buildChatRepository } from './chat-repository';
import { buildChatService, type ChatService } from './chat-service';

let service: ChatService | undefined;
/** Built on first use so that importing the module reads no configuration. */
const chats = (): ChatService =>
  (service ??= buildChatService({
    chats: buildChatRepository(defaultTable()),
    ...roomServiceDependencies(),
    opportunityExists: async (userId, id) =>
      (await buildOpportunityRepository(defaultTable()).get(userId, id)) !== undefined,
    accountExists: async (userId, id) =>
      (await buildPortfolioRepository(defaultTable()).getAccount(userId, id)) !== undefined,
  }));

/**
 * Spec part 3 §7: an `ask_thetix_query` event with the query on each question, kept in our own table (no tracker).
 * Written once the question is accepted; a failure to write it is logged, never the question's failure.
 */
async function askedEvent(
  input: { requestId: string; logger: Logger },
  owner: { userId: string },
  query: string,
  surface: string,
): Promise<void> {
  try {
    await buildProductEvents(defaultTable(), systemClock).record({
      event: 'ask_thetix_query',
      userId: owner.userId,
      query,
      surface,
      requestId: input.requestId,
    });
  } catch (error) {
    input.logger.warn('ask_thetix_query event not recorded', { error });
  }
}

/** Ask Thetix chats and chat collections (docs/api.md, "Ask Thetix chats"). */
export const handler = httpLambda(
  routeTable([
    ownerRoute({
      route: findRoute('GET', '/api/thetix-chat-collections'),
      query: chatCollectionQuerySchema,
      response: chatCollectionListResponseSchema,
      handle: async (owner, { query }) =>
        listAnswer(
          'collections',
          await chats().listCollections(
            owner,
            query.collection_type,
            pageRequestOf(query, ROOM_LIST_DEFAULT_LIMIT),
          ),
          asksForPage(query),
        ),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chat-collections'),
      body: createChatCollectionBodySchema,
      response: chatCollectionSchema,
      status: 201,
      handle: (owner, { body }) => chats().createCollection(owner, body),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-chat-collections/{id}'),
      params: chatParamsSchema,
      response: chatCollectionSchema,
      handle: (owner, { params }) => chats().getCollection(owner, params.id),
    }),
    ownerRoute({
      route: findRoute('PUT', '/api/thetix-chat-collections/{id}'),
      params: chatParamsSchema,
      body: updateChatCollectionBodySchema,
      response: chatCollectionSchema,
      handle: (owner, { params, body }) => chats().updateCollection(owner, params.id, body),
    }),
    ownerRoute({
      route: findRoute('DELETE', '/api/thetix-chat-collections/{id}'),
      params: chatParamsSchema,
      handle: (owner, { params }) => chats().deleteCollection(owner, params.id),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-chats'),
      query: chatListQuerySchema,
      response: chatListResponseSchema,
      handle: async (owner, { query }) =>
        listAnswer(
          'chats',
          await chats().listChats(owner, query, pageRequestOf(query, ROOM_LIST_DEFAULT_LIMIT)),
          asksForPage(query),
        ),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chats'),
      body: createChatBodySchema,
      response: chatSchema,
      status: 201,
      handle: (owner, { body }) => chats().createChat(owner, body),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-chats/status'),
      query: chatStatusQuerySchema,
      response: chatStatusListSchema,
      handle: (owner, { query }) => chats().status(owner, query),
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-chats/viewed-status'),
      query: viewedStatusQuerySchema,
      response: viewedStatusSchema,
      handle: (owner, { query }) => chats().viewedStatus(owner, query.chat_ids),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chats/suggestions'),
      query: suggestionsQuerySchema,
      response: suggestionsSchema,
      handle: async ({ query }) => chats().suggestions(query.opportunity_type),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chats/process'),
      ask: true,
      body: processBodySchema,
      response: processResponseSchema,
      status: 202,
      handle: async (owner, input) => {
        const answer = await chats().process(owner, input.body);
        await askedEvent(input, owner, input.body.query, input.body.chat_type ?? 'general');
        return answer;
      },
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chats/process-opportunity'),
      ask: true,
      body: processOpportunityBodySchema,
      response: processResponseSchema,
      status: 202,
      handle: async (owner, input) => {
        const answer = await chats().processOpportunity(owner, input.body);
        await askedEvent(input, owner, input.body.query, 'opportunity');
        return answer;
      },
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chats/process-dashboard'),
      ask: true,
      body: processDashboardBodySchema,
      response: processResponseSchema,
      status: 202,
      handle: async (owner, input) => {
        const answer = await chats().processDashboard(owner, input.body);
        await askedEvent(input, owner, input.body.query, 'dashboard');
        return answer;
      },
    }),
    ownerRoute({
      route: findRoute('GET', '/api/thetix-chats/{id}'),
      params: chatParamsSchema,
      response: chatSchema,
      handle: (owner, { params }) => chats().getChat(owner, params.id),
    }),
    ownerRoute({
      route: findRoute('PUT', '/api/thetix-chats/{id}'),
      params: chatParamsSchema,
      body: updateChatBodySchema,
      response: chatSchema,
      handle: (owner, { params, body }) => chats().updateChat(owner, params.id, body),
    }),
    ownerRoute({
      route: findRoute('DELETE', '/api/thetix-chats/{id}'),
      params: chatParamsSchema,
      handle: (owner, { params }) => chats().deleteChat(owner, params.id),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chats/{id}/cancel'),
      params: chatParamsSchema,
      response: chatSchema,
      handle: (owner, { params }) => chats().cancel(owner, params.id),
    }),
    ownerRoute({
      route: findRoute('POST', '/api/thetix-chats/{id}/viewed'),
      params: chatParamsSchema,
      response: chatSchema,
      handle: (owner, { params }) => chats().markViewed(owner, params.id),
    }),
  ]),
);
