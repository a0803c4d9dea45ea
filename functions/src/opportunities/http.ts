import {
  holdingsQuerySchema,
  holdingsResponseSchema,
  opportunityActionSchema,
  opportunityFeedbackSchema,
  opportunityListSchema,
  opportunityListQuerySchema,
  opportunityParamsSchema,
  opportunitySchema,
  recalculationRequestSchema,
  recalculationResponseSchema,
} from '@thetix/shared/contracts/opportunities';
import {
  opportunityFeedbackRecordSchema,
  opportunityRefreshQuerySchema,
  opportunityRefreshResponseSchema,
  tradePreviewQuerySchema,
  tradePreviewSchema,
} from '@thetix/shared/contracts/opportunity-actions';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import type { Caller } from '../http/http-types';
import { buildJobLeases } from '../jobs/job-lease';
import { buildJobQueue } from '../jobs/job-queue';
import { loadMarket, marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { queueClient, queueUrl } from '../platform/queue-client';
import { defaultTable } from '../platform/table';
import { buildGoalReader } from './goal-reader';
import { listText } from './list-text';
import { buildOpportunityRepository } from './opportunity-repository';
import { buildOpportunityRunRepository } from './opportunity-run-repository';
import { buildOpportunityService, type OpportunityService } from './opportunity-service';
import { buildPortfolioReader } from './portfolio-reader';
import { buildTradeRecorder } from './trade-recorder';

let service: OpportunityService | undefined;
/** Built on first use so that importing the module reads no configuration. */
const opportunities = (): OpportunityService => {
  if (service) return service;
  const table = defaultTable();
  service = buildOpportunityService({
    opportunities: buildOpportunityRepository(table),
    runs: buildOpportunityRunRepository(table, systemClock),
    portfolio: buildPortfolioReader(table),
    goals: buildGoalReader(table),
    trades: buildTradeRecorder(table, marketModel(), systemClock),
    market: marketModel(),
    loadMarket,
    clock: systemClock,
    newId: randomId,
    enqueue: buildJobQueue({
      queue: queueClient(),
      queueUrl: () => queueUrl('jobs'),
      leases: buildJobLeases(table, systemClock),
    }),
  });
  return service;
};
/** Every route here is a `user` route: the caller is always there. */
const userOf = (caller: Caller | undefined) => caller!.userId;

const listRoute = findRoute('GET', '/api/opportunities');
const getRoute = findRoute('GET', '/api/opportunities/{id}');
const actionRoute = findRoute('POST', '/api/opportunities/{id}');
const feedbackRoute = findRoute('POST', '/api/opportunities/{id}/feedback');
const previewRoute = findRoute('GET', '/api/opportunities/{id}/preview');
const viewedRoute = findRoute('POST', '/api/opportunities/{id}/viewed');
const calculatorRoute = findRoute('POST', '/api/opportunities/calculator');
const refreshRoute = findRoute('POST', '/api/opportunities/refresh');
const holdingsRoute = findRoute('GET', '/api/opportunities/holdings');

/**
 * Opportunities: list, read, act, dismiss, feedback, preview, fine-tune, refresh and the holdings review
 * (docs/api.md, "Opportunities").
 */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: listRoute,
      query: opportunityListQuerySchema,
      response: opportunityListSchema,
      handle: async ({ caller, query }) => listText(await opportunities().list(userOf(caller), query)),
    }),
    routeEntry({
      route: getRoute,
      params: opportunityParamsSchema,
      response: opportunitySchema,
      handle: async ({ caller, params }) => opportunities().get(userOf(caller), params.id),
    }),
    routeEntry({
      route: actionRoute,
      params: opportunityParamsSchema,
      body: opportunityActionSchema,
      response: opportunitySchema,
      handle: async ({ caller, params, body }) =>
        body.action === 'act'
          ? opportunities().act(userOf(caller), params.id, body.details)
          : opportunities().dismiss(userOf(caller), params.id, body.reason),
    }),
    routeEntry({
      route: feedbackRoute,
      params: opportunityParamsSchema,
      body: opportunityFeedbackSchema,
      response: opportunityFeedbackRecordSchema,
      handle: async ({ caller, params, body }) => opportunities().feedback(userOf(caller), params.id, body),
    }),
    routeEntry({
      route: previewRoute,
      params: opportunityParamsSchema,
      query: tradePreviewQuerySchema,
      response: tradePreviewSchema,
      handle: async ({ caller, params, query }) => opportunities().preview(userOf(caller), params.id, query),
    }),
    routeEntry({
      route: viewedRoute,
      params: opportunityParamsSchema,
      response: opportunitySchema,
      handle: async ({ caller, params }) => opportunities().markViewed(userOf(caller), params.id),
    }),
    routeEntry({
      route: calculatorRoute,
      body: recalculationRequestSchema,
      response: recalculationResponseSchema,
      handle: async ({ caller, body }) => opportunities().recalculate(userOf(caller), body),
    }),
    routeEntry({
      route: holdingsRoute,
      query: holdingsQuerySchema,
      response: holdingsResponseSchema,
      handle: async ({ caller, query }) => opportunities().holdings(userOf(caller), query),
    }),
    routeEntry({
      route: refreshRoute,
      query: opportunityRefreshQuerySchema,
      response: opportunityRefreshResponseSchema,
      handle: async ({ caller, query }) => ({
        status: 202,
        body: await opportunities().refresh(userOf(caller), query.accountId),
      }),
    }),
  ]),
);
