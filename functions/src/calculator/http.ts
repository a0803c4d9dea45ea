import { calculatorRequestSchema, calculatorResponseSchema } from '@thetix/shared/contracts/calculator';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { buildRateLimiter, clientAddress } from '../platform/rate-limiter';
import { buildResponseCache } from '../platform/response-cache';
import { defaultTable } from '../platform/table';
import { runCalculator } from './calculator-service';
import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';

/** Per client address: enough for a visitor trying every risk and cadence, too few to scrape the backtest. */
export const CALCULATOR_RATE_LIMIT = 30;
export const CALCULATOR_RATE_WINDOW_SECONDS = 60;
/** Spec part 1 §9: results are fresh for 5 minutes. */
export const CALCULATOR_CACHE_SECONDS = 300;

const calculatorRoute = findRoute('POST', '/api/public/covered-call-calculator');

let limiter: ((client: string) => Promise<void>) | undefined;
const rateLimit = () =>
  (limiter ??= buildRateLimiter({
    table: defaultTable(),
    clock: systemClock,
    name: 'calculator',
    limit: CALCULATOR_RATE_LIMIT,
    windowSeconds: CALCULATOR_RATE_WINDOW_SECONDS,
    message: `Too many calculations from your address: at most ${CALCULATOR_RATE_LIMIT} a minute. Please wait a minute and try again.`,
  }));

let cache: ReturnType<typeof buildResponseCache<CalculatorResponse>> | undefined;
const calculatorCache = () =>
  (cache ??= buildResponseCache<CalculatorResponse>({
    table: defaultTable(),
    clock: systemClock,
    name: 'calculator',
    ttlSeconds: CALCULATOR_CACHE_SECONDS,
  }));

/** The public covered-call income calculator (spec part 1 §2-§3): no sign-in, no XSRF token. */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: calculatorRoute,
      body: calculatorRequestSchema,
      response: calculatorResponseSchema,
      handle: async ({ body, clock, event }) => {
        await rateLimit()(clientAddress(event.headers ?? {}, event.requestContext.http.sourceIp));
        return runCalculator(body, { now: clock.now(), market: marketModel(), cache: calculatorCache() });
      },
    }),
  ]),
);
