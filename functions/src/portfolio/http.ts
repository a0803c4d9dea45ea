import {
  accountListSchema,
  accountNameBodySchema,
  accountParamsSchema,
  accountSchema,
  accountScopeQuerySchema,
  accountVisibilityBodySchema,
  manualPositionBodySchema,
  optionEventBodySchema,
  manualRemovalBodySchema,
  performanceSchema,
  positionListSchema,
  positionTickerParamsSchema,
  testDataResultSchema,
  transactionGroupListSchema,
  transactionGroupSchema,
  transactionPageSchema,
  transactionsQuerySchema,
  type TransactionsQuery,
} from '@thetix/shared/contracts/portfolio';
import {
  accountLotMethodBodySchema,
  accountLotMethodResponseSchema,
  taxLotsQuerySchema,
  taxLotsResponseSchema,
} from '@thetix/shared/contracts/tax';
import { incomeGoalBodySchema, incomeGoalResponseSchema } from '@thetix/shared/contracts/income-goal';
import { buildIncomeGoalService, type IncomeGoalService } from './income-goal-service';
import * as z from 'zod';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { loadMarket, marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { defaultTable } from '../platform/table';
import { buildPortfolioRepository } from './portfolio-repository';
import { buildAccountGoalSettingsCleanup } from '../goals/account-goal-settings';
import { buildAccountOpportunitiesCleanup } from '../opportunities/opportunity-cleanup';
import { buildOpportunityTrigger } from '../opportunities/opportunity-trigger';
import { buildPortfolioService, type PortfolioService } from './portfolio-service';
import { campaignRouteEntries } from '../campaigns/http';
import { buildExampleWheel } from '../wheel/example-wheel';

let service: PortfolioService | undefined;
/** Created on first use, so that importing the module reads no configuration. */
const portfolio = () =>
  (service ??= buildPortfolioService({
    portfolio: buildPortfolioRepository(defaultTable()),
    market: marketModel(),
    loadMarket,
    clock: systemClock,
    ids: randomId,
    removeAccountData: async (userId, accountId) => {
      await buildAccountGoalSettingsCleanup(defaultTable())(userId, accountId);
      await buildAccountOpportunitiesCleanup(defaultTable())(userId, accountId);
    },
    holdingsChanged: (userId) => buildOpportunityTrigger(defaultTable(), systemClock).holdingsChanged(userId),
    exampleWheel: buildExampleWheel(defaultTable(), marketModel(), systemClock),
  }));

let incomeGoalService: IncomeGoalService | undefined;
const incomeGoals = () =>
  (incomeGoalService ??= buildIncomeGoalService({
    table: defaultTable(),
    portfolio: portfolio(),
    loadMarket,
    clock: systemClock,
  }));

/** A page when `limit` or `cursor` is given, else the plain array existing callers read. */
const transactionsResponseSchema = z.union([transactionGroupListSchema, transactionPageSchema]);

/**
 * The history routes. With `limit` or `cursor`: `{ groups, next_cursor, summary, scope }`. Without: the array of
 * every selected group as before, still stopped before 1 MB; then `X-Next-Cursor` says where a paged call goes on.
 */
async function transactions(
  userId: string,
  scope: { accountId?: string; ticker?: string },
  query: TransactionsQuery,
) {
  const { ticker, type, from, to, limit, cursor } = query;
  const filter = { ticker, type, from, to };
  if (limit !== undefined || cursor !== undefined)
    return portfolio().transactionPage(userId, scope, filter, { limit, cursor });
  const page = await portfolio().transactionPage(userId, scope, filter, { limit: Infinity });
  return {
    status: 200,
    body: page.groups,
    ...(page.next_cursor ? { headers: { 'X-Next-Cursor': page.next_cursor } } : {}),
  };
}

const listAccountsRoute = findRoute('GET', '/api/accounts');
const createAccountRoute = findRoute('POST', '/api/accounts');
const renameAccountRoute = findRoute('PATCH', '/api/accounts/{id}/name');
const visibilityRoute = findRoute('PATCH', '/api/accounts/{id}/visibility');
const lotMethodRoute = findRoute('PATCH', '/api/accounts/{id}/lot-method');
const resetAccountRoute = findRoute('POST', '/api/accounts/{id}/reset');
const deleteConnectedRoute = findRoute('DELETE', '/api/accounts/{id}');
const deleteManualRoute = findRoute('DELETE', '/api/accounts/{id}/delete');
const positionsRoute = findRoute('GET', '/api/positions');
const addManualRoute = findRoute('POST', '/api/positions/manual');
const removeManualRoute = findRoute('DELETE', '/api/positions/manual');
const loadTestDataRoute = findRoute('POST', '/api/test-data');
const removeTestDataRoute = findRoute('DELETE', '/api/test-data');
const portfolioPerformanceRoute = findRoute('GET', '/api/portfolio/performance');
const positionPerformanceRoute = findRoute('GET', '/api/positions/{ticker}/performance');
const transactionsRoute = findRoute('GET', '/api/portfolio/transactions');
const positionTransactionsRoute = findRoute('GET', '/api/positions/{ticker}/transactions/new');
const positionTaxLotsRoute = findRoute('GET', '/api/positions/{ticker}/tax-lots');
const optionEventsRoute = findRoute('POST', '/api/positions/{ticker}/option-events');
const getIncomeGoalRoute = findRoute('GET', '/api/portfolio/income-goal');
const putIncomeGoalRoute = findRoute('PUT', '/api/portfolio/income-goal');

/** Accounts, positions, transactions and performance (spec part 1 §3, part 2 §3 and §7; docs/api.md). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: listAccountsRoute,
      response: accountListSchema,
      handle: ({ caller }) => portfolio().listAccounts(caller!.userId),
    }),
    routeEntry({
      route: createAccountRoute,
      body: accountNameBodySchema,
      response: accountSchema,
      handle: async ({ caller, body }) => ({
        status: 201,
        body: await portfolio().createManualAccount(caller!.userId, body.name),
      }),
    }),
    routeEntry({
      route: renameAccountRoute,
      params: accountParamsSchema,
      body: accountNameBodySchema,
      response: accountSchema,
      handle: ({ caller, params, body }) => portfolio().renameAccount(caller!.userId, params.id, body.name),
    }),
    routeEntry({
      route: visibilityRoute,
      params: accountParamsSchema,
      body: accountVisibilityBodySchema,
      response: accountSchema,
      handle: ({ caller, params, body }) =>
        portfolio().setAccountVisibility(caller!.userId, params.id, body.hidden),
    }),
    routeEntry({
      route: lotMethodRoute,
      params: accountParamsSchema,
      body: accountLotMethodBodySchema,
      response: accountLotMethodResponseSchema,
      handle: ({ caller, params, body }) =>
        portfolio().setAccountLotMethod(caller!.userId, params.id, body.method),
    }),
    routeEntry({
      route: resetAccountRoute,
      params: accountParamsSchema,
      response: accountSchema,
      handle: ({ caller, params }) => portfolio().resetAccount(caller!.userId, params.id),
    }),
    routeEntry({
      route: deleteConnectedRoute,
      params: accountParamsSchema,
      handle: async ({ caller, params }) => {
        await portfolio().deleteAccount(caller!.userId, params.id, 'connected');
        return { status: 204 };
      },
    }),
    routeEntry({
      route: deleteManualRoute,
      params: accountParamsSchema,
      handle: async ({ caller, params }) => {
        await portfolio().deleteAccount(caller!.userId, params.id, 'manual');
        return { status: 204 };
      },
    }),
    routeEntry({
      route: positionsRoute,
      query: accountScopeQuerySchema,
      response: positionListSchema,
      handle: ({ caller, query }) => portfolio().listPositions(caller!.userId, query.accountId),
    }),
    routeEntry({
      route: addManualRoute,
      query: accountScopeQuerySchema,
      body: manualPositionBodySchema,
      response: transactionGroupSchema,
      handle: async ({ caller, query, body }) => ({
        status: 201,
        body: await portfolio().addManualPosition(caller!.userId, query.accountId, body),
      }),
    }),
    routeEntry({
      route: removeManualRoute,
      query: accountScopeQuerySchema,
      body: manualRemovalBodySchema,
      handle: async ({ caller, query, body }) => {
        await portfolio().removeManualTransactions(caller!.userId, query.accountId, body.ids);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: loadTestDataRoute,
      query: accountScopeQuerySchema,
      response: testDataResultSchema,
      handle: async ({ caller, query }) => ({
        status: 201,
        body: await portfolio().loadExamplePortfolio(caller!.userId, query.accountId),
      }),
    }),
    routeEntry({
      route: removeTestDataRoute,
      query: accountScopeQuerySchema,
      handle: async ({ caller, query }) => {
        await portfolio().removeExamplePortfolio(caller!.userId, query.accountId);
        return { status: 204 };
      },
    }),
    routeEntry({
      route: portfolioPerformanceRoute,
      query: accountScopeQuerySchema,
      response: performanceSchema,
      handle: ({ caller, query }) => portfolio().performance(caller!.userId, { accountId: query.accountId }),
    }),
    routeEntry({
      route: positionPerformanceRoute,
      params: positionTickerParamsSchema,
      query: accountScopeQuerySchema,
      response: performanceSchema,
      handle: ({ caller, params, query }) =>
        portfolio().performance(caller!.userId, { accountId: query.accountId, ticker: params.ticker }),
    }),
    routeEntry({
      route: transactionsRoute,
      query: transactionsQuerySchema,
      response: transactionsResponseSchema,
      handle: ({ caller, query }) => transactions(caller!.userId, { accountId: query.accountId }, query),
    }),
    routeEntry({
      route: positionTransactionsRoute,
      params: positionTickerParamsSchema,
      query: transactionsQuerySchema,
      response: transactionsResponseSchema,
      handle: ({ caller, params, query }) =>
        transactions(caller!.userId, { accountId: query.accountId, ticker: params.ticker }, query),
    }),
    routeEntry({
      route: positionTaxLotsRoute,
      params: positionTickerParamsSchema,
      query: taxLotsQuerySchema,
      response: taxLotsResponseSchema,
      handle: ({ caller, params, query }) => portfolio().taxLots(caller!.userId, params.ticker, query),
    }),
    routeEntry({
      route: optionEventsRoute,
      params: positionTickerParamsSchema,
      body: optionEventBodySchema,
      response: transactionGroupSchema,
      handle: async ({ caller, params, body }) => ({
        status: 201,
        body: await portfolio().recordOptionEvent(caller!.userId, params.ticker, body),
      }),
    }),
    routeEntry({
      route: getIncomeGoalRoute,
      response: incomeGoalResponseSchema,
      handle: ({ caller }) => incomeGoals().get(caller!.userId),
    }),
    routeEntry({
      route: putIncomeGoalRoute,
      body: incomeGoalBodySchema,
      response: incomeGoalResponseSchema,
      handle: ({ caller, body }) => incomeGoals().set(caller!.userId, body.monthlyAmount),
    }),
    ...campaignRouteEntries(),
  ]),
);
