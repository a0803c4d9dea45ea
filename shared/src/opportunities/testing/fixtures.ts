import { newYorkInstant } from '../../calendar/nyse-calendar';
import { formatOccSymbol } from '../../calendar/occ-symbol';
import type { GenerateOpportunitiesInput } from '../generate-opportunities';
import type { OpenShortCall, PositionInput, TickerGoal, WatchlistPutInput } from '../opportunity-inputs';
import { createTestMarket } from './test-market';

/** Fixture factories with overrides (`createPosition({ shares: 300 })`). */

/** Monday 10 March 2025, 14:00 New York (18:00 UTC, daylight time): a full trading week ahead. */
export const MONDAY_AFTERNOON = newYorkInstant('2025-03-10', 14, 0);
/** The Friday of that week: 4 calendar days away, the first weekly a weekly goal may sell. */
export const THIS_FRIDAY = '2025-03-14';
export const NEXT_FRIDAY = '2025-03-21';
export const ACCOUNT_ID = 'account-1';

export const createPosition = (overrides: Partial<PositionInput> = {}): PositionInput => ({
  ticker: 'ACME',
  shares: 300,
  costBasisPerShare: 90,
  openShortCalls: [],
  ...overrides,
});

export const createOpenShortCall = (
  overrides: Partial<OpenShortCall> & { readonly ticker?: string } = {},
): OpenShortCall => {
  const { ticker = 'ACME', ...rest } = overrides;
  const strike = rest.strike ?? 105;
  const expiration = rest.expiration ?? THIS_FRIDAY;
  return {
    optionSymbol: formatOccSymbol({ root: ticker, expiration, type: 'call', strike }),
    strike,
    expiration,
    contracts: 1,
    averagePremium: 1,
    ...rest,
  };
};

/** A put sold on ACME (issue 31): the same fields as a call, a put's OCC symbol. */
export const createOpenShortPut = (
  overrides: Partial<OpenShortCall> & { readonly ticker?: string } = {},
): OpenShortCall => {
  const { ticker = 'ACME', ...rest } = overrides;
  const strike = rest.strike ?? 95;
  const expiration = rest.expiration ?? THIS_FRIDAY;
  return {
    optionSymbol: formatOccSymbol({ root: ticker, expiration, type: 'put', strike }),
    strike,
    expiration,
    contracts: 1,
    averagePremium: 1,
    ...rest,
  };
};

/** ACME on the watchlist with $10,000 set aside and a balanced weekly goal, no target price. */
export const createWatchlistEntry = (overrides: Partial<WatchlistPutInput> = {}): WatchlistPutInput => ({
  ticker: 'ACME',
  riskLevel: 'balanced',
  cadence: 'weekly',
  cash: 10_000,
  ...overrides,
});

/** The engine's input for a watchlist only: no shares held, ACME on the watchlist, Monday afternoon. */
export const createPutInput = (
  overrides: Partial<GenerateOpportunitiesInput> = {},
): GenerateOpportunitiesInput =>
  createGenerateInput({ positions: [], goals: {}, watchlist: [createWatchlistEntry()], ...overrides });

export const createGoal = (overrides: Partial<TickerGoal> = {}): TickerGoal => ({
  riskLevel: 'balanced',
  cadence: 'weekly',
  ...overrides,
});

/**
 * The engine's input for the usual scenario: 300 ACME shares with a balanced weekly goal, ACME at $100 in the test
 * market, on Monday afternoon.
 */
export const createGenerateInput = (
  overrides: Partial<GenerateOpportunitiesInput> = {},
): GenerateOpportunitiesInput => ({
  accountId: ACCOUNT_ID,
  positions: [createPosition()],
  goals: { ACME: createGoal() },
  market: createTestMarket({ tickers: { ACME: { price: 100 } } }),
  now: MONDAY_AFTERNOON,
  ...overrides,
});
