import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { isTradingDay, newYorkDate, previousTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import {
  CalculatorInputError,
  calculateCoveredCallIncome,
} from '@thetix/shared/calculator/income-calculator';
import { calculateWheelIncome } from '@thetix/shared/calculator/wheel-calculator';
import {
  calculatorResponseSchema,
  wheelCalculatorResponseSchema,
  type AnyCalculatorResponse,
  type CalculatorRequest,
} from '@thetix/shared/contracts/calculator';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { BadRequestError } from '../http/errors';

/** The backtest looks back one year from its start date, so that much data must exist before it. */
const LOOKBACK_DAYS = 366;

/**
 * The trading day the backtest runs up to: the requested start_date, or yesterday (spec part 1 §3), moved back to
 * the last trading day on or before it. Today is refused because its close is not known yet, and the future because
 * nobody knows it (the simulator could compute it; the product must not pretend to).
 */
export function backtestDate(
  startDate: CalendarDate | undefined,
  now: Date,
  market: MarketModel,
): CalendarDate {
  const today = newYorkDate(now);
  const requested = startDate ?? addDays(today, -1);
  if (requested >= today) throw new BadRequestError(`start_date must be before today (${today})`);
  const earliest = addDays(market.dataRange.first, LOOKBACK_DAYS);
  if (requested < earliest)
    throw new BadRequestError(
      `start_date must be on or after ${earliest}: the backtest needs a year of data before it`,
    );
  return isTradingDay(requested) ? requested : previousTradingDay(requested);
}

export interface CalculatorCache {
  get(request: unknown): Promise<AnyCalculatorResponse | undefined>;
  put(request: unknown, value: AnyCalculatorResponse): Promise<void>;
}

/** The response shape each strategy answers with: what a cached answer must match to be served. */
const responseSchemas = {
  covered_call: calculatorResponseSchema,
  wheel: wheelCalculatorResponseSchema,
} as const;

/**
 * The public calculator: rate limited per client (the caller does that first), then answered from the 5-minute
 * cache when the same request (same strategy, positions, risk, cadence and backtest date) was computed recently.
 * The key is the parsed request, whose strategy is always set (`covered_call` when the body leaves it out), so a
 * wheel is never served for covered calls. A cached answer of another shape (stored by an earlier release, without
 * the net result) is recomputed rather than served.
 */
export async function runCalculator(
  request: CalculatorRequest,
  deps: { now: Date; market: MarketModel; cache: CalculatorCache; source?: string },
): Promise<AnyCalculatorResponse> {
  const asOf = backtestDate(request.start_date, deps.now, deps.market);
  // A vendor's answer is never served for the simulator's, or the reverse.
  const key = { ...request, start_date: asOf, ...(deps.source ? { source: deps.source } : {}) };
  const cached = await deps.cache.get(key);
  if (cached && responseSchemas[request.strategy].safeParse(cached).success) return cached;
  const response = computeIncome(request, asOf, deps.market);
  await deps.cache.put(key, response);
  return response;
}

function computeIncome(
  request: CalculatorRequest,
  asOf: CalendarDate,
  market: MarketModel,
): AnyCalculatorResponse {
  try {
    return request.strategy === 'wheel'
      ? calculateWheelIncome({ request, asOf, market })
      : calculateCoveredCallIncome({ request, asOf, market });
  } catch (error) {
    if (error instanceof CalculatorInputError) throw new BadRequestError(`${error.field}: ${error.message}`);
    throw error;
  }
}
