import { SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  aggregatorConnectionParamsSchema,
  aggregatorParamsSchema,
  connectionListSchema,
  connectionsSummarySchema,
  createLoginBodySchema,
  createLoginResponseSchema,
  loginStateSchema,
  syncBodySchema,
  syncResponseSchema,
  syncStatusSchema,
} from '@thetix/shared/contracts/brokerage';
import { accountParamsSchema } from '@thetix/shared/contracts/portfolio';
import * as z from 'zod';
import { config } from '../config';
import { buildAccountGoalSettingsCleanup } from '../goals/account-goal-settings';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import type { HttpEvent } from '../http/http-types';
import { buildAccountOpportunitiesCleanup } from '../opportunities/opportunity-cleanup';
import { buildOpportunityTrigger } from '../opportunities/opportunity-trigger';
import { systemClock } from '../platform/clock';
import { randomId, randomToken } from '../platform/ids';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { brokerageAdapter, configuredAggregator } from './brokerage-adapters';
import { buildBrokerageRepository } from './brokerage-repository';
import { buildBrokerageService, type BrokerageService } from './brokerage-service';
import {
  callbackPage,
  CONNECT_PAGE_HEADERS,
  sandboxPortalExpiredPage,
  sandboxPortalPage,
} from './connect-pages';
import { sandboxPortalBrokerages } from './sandbox/sandbox-adapter';

let service: BrokerageService | undefined;
/** Created on first use, so that importing the module reads no configuration. */
const brokerage = () => {
  if (service) return service;
  const table = defaultTable();
  const goalsCleanup = buildAccountGoalSettingsCleanup(table);
  const opportunitiesCleanup = buildAccountOpportunitiesCleanup(table);
  const trigger = buildOpportunityTrigger(table, systemClock);
  service = buildBrokerageService({
    repository: buildBrokerageRepository(table, systemClock),
    portfolio: buildPortfolioRepository(table),
    configured: configuredAggregator(),
    adapterFor: brokerageAdapter,
    clock: systemClock,
    ids: randomId,
    newState: () => randomToken(24),
    enqueue: async (message) => {
      await queueClient().send(
        new SendMessageCommand({ QueueUrl: queueUrl('jobs'), MessageBody: JSON.stringify(message) }),
      );
    },
    removeAccountData: async (userId, accountId) => {
      await goalsCleanup(userId, accountId);
      await opportunitiesCleanup(userId, accountId);
    },
    holdingsChanged: async (userId) => {
      await trigger.holdingsChanged(userId);
    },
  });
  return service;
};

/**
 * The product's public origin for the aggregator's redirect: `PUBLIC_BASE_URL` (set in AWS, where API Gateway
 * does not see CloudFront's host), else the host the browser called (the local runtime).
 */
const baseUrlOf = (event: HttpEvent) => {
  const configured = config().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/$/, '');
  const host = event.headers?.host ?? event.requestContext.domainName;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
};

const html = (body: string, status = 200) => ({ status, body, headers: { ...CONNECT_PAGE_HEADERS } });

const callbackQuerySchema = z.looseObject({ state: loginStateSchema });
const portalQuerySchema = z.object({ state: loginStateSchema });

const summaryRoute = findRoute('GET', '/api/connections');
const listRoute = findRoute('GET', '/api/{aggregator}/connections');
const disconnectRoute = findRoute('DELETE', '/api/{aggregator}/connections/{id}');
const createLoginRoute = findRoute('POST', '/api/{aggregator}/create_login');
const syncRoute = findRoute('POST', '/api/{aggregator}/sync');
const syncConnectionRoute = findRoute('POST', '/api/{aggregator}/sync/{id}');
const syncStatusRoute = findRoute('GET', '/api/{aggregator}/sync-status');
const accountSyncRoute = findRoute('POST', '/api/accounts/{id}/sync');
const callbackRoute = findRoute('GET', '/api/{aggregator}/callback');
const portalRoute = findRoute('GET', '/api/sandbox/portal');

/** Brokerage connections and syncs (spec part 1 §3, §4, §7; docs/api.md). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: summaryRoute,
      response: connectionsSummarySchema,
      handle: ({ caller }) => brokerage().summary(caller!.userId),
    }),
    routeEntry({
      route: listRoute,
      params: aggregatorParamsSchema,
      response: connectionListSchema,
      handle: ({ caller, params }) => brokerage().listConnections(caller!.userId, params.aggregator),
    }),
    routeEntry({
      route: disconnectRoute,
      params: aggregatorConnectionParamsSchema,
      handle: async ({ caller, params, logger }) => {
        await brokerage().disconnect(caller!.userId, params.aggregator, params.id, logger);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: createLoginRoute,
      params: aggregatorParamsSchema,
      body: createLoginBodySchema,
      response: createLoginResponseSchema,
      handle: ({ caller, params, body, event }) =>
        brokerage().createLogin(caller!.userId, params.aggregator, baseUrlOf(event), body.connection_id),
    }),
    routeEntry({
      route: syncRoute,
      params: aggregatorParamsSchema,
      body: syncBodySchema,
      response: syncResponseSchema,
      handle: ({ caller, params, body }) =>
        brokerage().sync(caller!.userId, params.aggregator, { full: body.full === true }),
    }),
    routeEntry({
      route: syncConnectionRoute,
      params: aggregatorConnectionParamsSchema,
      body: syncBodySchema,
      response: syncResponseSchema,
      handle: ({ caller, params, body }) =>
        brokerage().sync(caller!.userId, params.aggregator, {
          full: body.full === true,
          connectionId: params.id,
        }),
    }),
    routeEntry({
      route: syncStatusRoute,
      params: aggregatorParamsSchema,
      response: syncStatusSchema,
      handle: ({ caller, params }) => brokerage().syncStatus(caller!.userId, params.aggregator),
    }),
    routeEntry({
      route: accountSyncRoute,
      params: accountParamsSchema,
      body: syncBodySchema,
      response: syncResponseSchema,
      handle: ({ caller, params, body }) =>
        brokerage().syncAccount(caller!.userId, params.id, body.full === true),
    }),
    routeEntry({
      route: callbackRoute,
      params: aggregatorParamsSchema,
      query: callbackQuerySchema,
      handle: async ({ params, query, logger }) =>
        html(
          callbackPage(
            await brokerage().completeLogin(
              params.aggregator,
              query.state,
              query as Record<string, string | undefined>,
              logger,
            ),
          ),
        ),
    }),
    routeEntry({
      route: portalRoute,
      query: portalQuerySchema,
      handle: async ({ query }) => {
        const portal = await brokerage().portalState(query.state);
        if (!portal) return html(sandboxPortalExpiredPage(), 404);
        return html(
          sandboxPortalPage({
            state: query.state,
            brokerages: sandboxPortalBrokerages(portal.reconnect),
            reconnecting: portal.reconnect !== undefined,
          }),
        );
      },
    }),
  ]),
);
