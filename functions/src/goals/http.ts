import {
  accountScopeQuerySchema,
  allocationListSchema,
  allocationSchema,
  clearGoalsRequestSchema,
  clearGoalsResponseSchema,
  completeOnboardingRequestSchema,
  completeOnboardingResponseSchema,
  goalSelectionListSchema,
  goalSelectionSchema,
  preferencesResponseSchema,
  selectGoalRequestSchema,
  setAllocationRequestSchema,
  subscriptionConfigSchema,
  subscriptionsSchema,
  tickerGoalsSchema,
  tickerStrategiesSchema,
  updatePreferencesRequestSchema,
  updateSubscriptionsRequestSchema,
} from '@thetix/shared/contracts/goals';
import { tickerParamsSchema } from '@thetix/shared/contracts/market-data';
import { findRoute } from '../http/find-route';
import { errorFields } from '../platform/logger';
import { reportRequests } from '../reports/report-wiring';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import type { Caller } from '../http/http-types';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { buildAllocationRepository } from './allocation-repository';
import { buildGoalSelectionRepository } from './goal-selection-repository';
import { buildGoalService, tickerGoals, tickerStrategies, type GoalService } from './goal-service';
import { buildAccountExists, buildHeldTickers } from './held-tickers';
import { buildProfileSettingsRepository } from './profile-settings-repository';
import { buildSettingsService, type SettingsService } from './settings-service';
import { subscriptionConfig } from './subscription-options';
import { buildSubscriptionRepository } from './subscription-repository';
import { buildOpportunityTrigger } from '../opportunities/opportunity-trigger';

let services: { goals: GoalService; settings: SettingsService } | undefined;
/** Built on first use so that importing the module reads no configuration. */
const build = () => {
  if (services) return services;
  const table = defaultTable();
  const selections = buildGoalSelectionRepository(table);
  const heldTickers = buildHeldTickers(table);
  const trigger = buildOpportunityTrigger(table, systemClock);
  const goalsChanged = (userId: string) => trigger.holdingsChanged(userId);
  services = {
    goals: buildGoalService({
      selections,
      allocations: buildAllocationRepository(table),
      heldTickers,
      accountExists: buildAccountExists(table),
      clock: systemClock,
      goalsChanged,
    }),
    settings: buildSettingsService({
      settings: buildProfileSettingsRepository(table),
      selections,
      subscriptions: buildSubscriptionRepository(table),
      heldTickers,
      clock: systemClock,
      goalsChanged,
    }),
  };
  return services;
};
const goals = () => build().goals;
const settings = () => build().settings;
/** Every route here is a `user` route: the caller is always there. */
const userOf = (caller: Caller | undefined) => caller!.userId;

const tickerGoalsRoute = findRoute('GET', '/api/tickers/{ticker}/goals');
const tickerStrategiesRoute = findRoute('GET', '/api/tickers/{ticker}/strategies');
const listGoalsRoute = findRoute('GET', '/api/user/goals');
const tickerGoalRoute = findRoute('GET', '/api/user/goals/{ticker}');
const selectGoalRoute = findRoute('POST', '/api/user/goals');
const clearGoalsRoute = findRoute('DELETE', '/api/user/goals');
const allocationsRoute = findRoute('GET', '/api/user/allocations');
const setAllocationRoute = findRoute('POST', '/api/user/allocation/{ticker}');
const getPreferencesRoute = findRoute('GET', '/api/user/preferences');
const updatePreferencesRoute = findRoute('POST', '/api/user/preferences');
const completeOnboardingRoute = findRoute('POST', '/api/complete-onboarding');
const subscriptionConfigRoute = findRoute('GET', '/api/subscriptions/config');
const getSubscriptionsRoute = findRoute('GET', '/api/subscriptions');
const updateSubscriptionsRoute = findRoute('POST', '/api/subscriptions');

/** Goals, allocations, preferences, subscriptions and onboarding completion (docs/api.md, "Goals and settings"). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: tickerGoalsRoute,
      params: tickerParamsSchema,
      response: tickerGoalsSchema,
      handle: async ({ params }) => tickerGoals(params.ticker),
    }),
    routeEntry({
      route: tickerStrategiesRoute,
      params: tickerParamsSchema,
      response: tickerStrategiesSchema,
      handle: async ({ params }) => tickerStrategies(params.ticker),
    }),
    routeEntry({
      route: listGoalsRoute,
      query: accountScopeQuerySchema,
      response: goalSelectionListSchema,
      handle: async ({ caller, query }) => ({
        goals: await goals().listSelections(userOf(caller), query.accountId),
      }),
    }),
    routeEntry({
      route: tickerGoalRoute,
      params: tickerParamsSchema,
      query: accountScopeQuerySchema,
      response: goalSelectionSchema,
      // 204 when the ticker has no goal yet (spec part 1 §8: "204: empty result").
      handle: async ({ caller, params, query }) =>
        (await goals().getSelection(userOf(caller), query.accountId, params.ticker)) ?? { status: 204 },
    }),
    routeEntry({
      route: selectGoalRoute,
      query: accountScopeQuerySchema,
      body: selectGoalRequestSchema,
      response: goalSelectionSchema,
      handle: async ({ caller, query, body }) =>
        goals().selectGoal(userOf(caller), query.accountId, {
          ticker: body.ticker,
          goalId: body.goal_id,
        }),
    }),
    routeEntry({
      route: clearGoalsRoute,
      query: accountScopeQuerySchema,
      body: clearGoalsRequestSchema,
      response: clearGoalsResponseSchema,
      handle: async ({ caller, query, body }) => ({
        removed: await goals().clearGoals(userOf(caller), query.accountId, body.tickers),
      }),
    }),
    routeEntry({
      route: allocationsRoute,
      query: accountScopeQuerySchema,
      response: allocationListSchema,
      handle: async ({ caller, query }) => ({
        allocations: await goals().listAllocations(userOf(caller), query.accountId),
      }),
    }),
    routeEntry({
      route: setAllocationRoute,
      params: tickerParamsSchema,
      query: accountScopeQuerySchema,
      body: setAllocationRequestSchema,
      response: allocationSchema,
      handle: async ({ caller, params, query, body }) =>
        goals().setAllocation(userOf(caller), query.accountId, {
          ticker: params.ticker,
          allocation: body.allocation,
        }),
    }),
    routeEntry({
      route: getPreferencesRoute,
      response: preferencesResponseSchema,
      handle: async ({ caller }) => settings().getPreferences(userOf(caller)),
    }),
    routeEntry({
      route: updatePreferencesRoute,
      body: updatePreferencesRequestSchema,
      response: preferencesResponseSchema,
      handle: async ({ caller, body }) => settings().updatePreferences(userOf(caller), body),
    }),
    routeEntry({
      route: completeOnboardingRoute,
      body: completeOnboardingRequestSchema,
      response: completeOnboardingResponseSchema,
      handle: async ({ caller, body, logger }) => {
        const result = await settings().completeOnboarding(userOf(caller), body.starting_goal);
        if (result.completedNow) {
          // The onboarding report, once; the user also joins the scheduled reports' audience.
          try {
            await reportRequests().register(userOf(caller));
            await reportRequests().request(userOf(caller), 'onboarding', 'once');
          } catch (error) {
            logger.error('onboarding report not requested', errorFields(error));
          }
        }
        return result;
      },
    }),
    routeEntry({
      route: subscriptionConfigRoute,
      response: subscriptionConfigSchema,
      handle: async () => subscriptionConfig,
    }),
    routeEntry({
      route: getSubscriptionsRoute,
      response: subscriptionsSchema,
      handle: async ({ caller }) => settings().getSubscriptions(userOf(caller)),
    }),
    routeEntry({
      route: updateSubscriptionsRoute,
      body: updateSubscriptionsRequestSchema,
      response: subscriptionsSchema,
      handle: async ({ caller, body }) => settings().updateSubscriptions(userOf(caller), body),
    }),
  ]),
);
