import {
  chatCollectionListSchema,
  chatCollectionQuerySchema,
  chatCollectionSchema,
  chatListQuerySchema,
  chatListSchema,
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
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import type { Caller } from '../http/http-types';
import { routeEntry } from '../http/route-entry';
import { buildJobLeases } from '../jobs/job-lease';
import { buildJobQueue } from '../jobs/job-queue';
import { buildOpportunityRepository } from '../opportunities/opportunity-repository';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildChatRepository } from './chat-repository';
import { buildChatService, type ChatCaller, type ChatService } from './chat-service';

let service: ChatService | undefined;
const chats = (): ChatService =>
  (service ??= buildChatService({
    chats: buildChatRepository(defaultTable()),
    clock: systemClock,
    newId: randomId,
    // Under a lease, so a message lost before its first claim is sent again by the dispatcher (decision 166).
    enqueue: buildJobQueue({
      queue: queueClient(),
      queueUrl: () => queueUrl('jobs'),
      leases: buildJobLeases(defaultTable(), systemClock),
    }),
    opportunityExists: async (userId, id) =>
      (await buildOpportunityRepository(defaultTable()).get(userId, id)) !== undefined,
    accountExists: async (userId, id) =>
      (await buildPortfolioRepository(defaultTable()).getAccount(userId, id)) !== undefined,
  }));

const callerOf = (caller: Caller | undefined): ChatCaller => ({
  userId: caller!.userId,
  readOnly: caller!.impersonating,
});

/** Ask Thetix chats and chat collections (docs/api.md, "Ask Thetix chats"). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: findRoute('GET', '/api/thetix-chat-collections'),
      query: chatCollectionQuerySchema,
      response: chatCollectionListSchema,
      handle: async ({ caller, query }) => chats().listCollections(callerOf(caller), query.collection_type),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chat-collections'),
      body: createChatCollectionBodySchema,
      response: chatCollectionSchema,
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await chats().createCollection(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chat-collections/{id}'),
      params: chatParamsSchema,
      response: chatCollectionSchema,
      handle: async ({ caller, params }) => chats().getCollection(callerOf(caller), params.id),
    }),
    routeEntry({
      route: findRoute('PUT', '/api/thetix-chat-collections/{id}'),
      params: chatParamsSchema,
      body: updateChatCollectionBodySchema,
      response: chatCollectionSchema,
      handle: async ({ caller, params, body }) => chats().updateCollection(callerOf(caller), params.id, body),
    }),
    routeEntry({
      route: findRoute('DELETE', '/api/thetix-chat-collections/{id}'),
      params: chatParamsSchema,
      handle: async ({ caller, params }) => {
        await chats().deleteCollection(callerOf(caller), params.id);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chats'),
      query: chatListQuerySchema,
      response: chatListSchema,
      handle: async ({ caller, query }) => chats().listChats(callerOf(caller), query),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chats'),
      body: createChatBodySchema,
      response: chatSchema,
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await chats().createChat(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chats/status'),
      query: chatStatusQuerySchema,
      response: chatStatusListSchema,
      handle: async ({ caller, query }) => chats().status(callerOf(caller), query),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chats/viewed-status'),
      query: viewedStatusQuerySchema,
      response: viewedStatusSchema,
      handle: async ({ caller, query }) => chats().viewedStatus(callerOf(caller), query.chat_ids),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chats/suggestions'),
      query: suggestionsQuerySchema,
      response: suggestionsSchema,
      handle: async ({ query }) => chats().suggestions(query.opportunity_type),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chats/process'),
      body: processBodySchema,
      response: processResponseSchema,
      handle: async ({ caller, body }) => ({
        status: 202,
        body: await chats().process(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chats/process-opportunity'),
      body: processOpportunityBodySchema,
      response: processResponseSchema,
      handle: async ({ caller, body }) => ({
        status: 202,
        body: await chats().processOpportunity(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chats/process-dashboard'),
      body: processDashboardBodySchema,
      response: processResponseSchema,
      handle: async ({ caller, body }) => ({
        status: 202,
        body: await chats().processDashboard(callerOf(caller), body),
      }),
    }),
    routeEntry({
      route: findRoute('GET', '/api/thetix-chats/{id}'),
      params: chatParamsSchema,
      response: chatSchema,
      handle: async ({ caller, params }) => chats().getChat(callerOf(caller), params.id),
    }),
    routeEntry({
      route: findRoute('PUT', '/api/thetix-chats/{id}'),
      params: chatParamsSchema,
      body: updateChatBodySchema,
      response: chatSchema,
      handle: async ({ caller, params, body }) => chats().updateChat(callerOf(caller), params.id, body),
    }),
    routeEntry({
      route: findRoute('DELETE', '/api/thetix-chats/{id}'),
      params: chatParamsSchema,
      handle: async ({ caller, params }) => {
        await chats().deleteChat(callerOf(caller), params.id);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chats/{id}/cancel'),
      params: chatParamsSchema,
      response: chatSchema,
      handle: async ({ caller, params }) => chats().cancel(callerOf(caller), params.id),
    }),
    routeEntry({
      route: findRoute('POST', '/api/thetix-chats/{id}/viewed'),
      params: chatParamsSchema,
      response: chatSchema,
      handle: async ({ caller, params }) => chats().markViewed(callerOf(caller), params.id),
    }),
  ]),
);
