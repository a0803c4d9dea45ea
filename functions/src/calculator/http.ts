import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import {
  anyCalculatorResponseSchema,
  calculatorRequestSchema,
  type AnyCalculatorResponse,
  type CalculatorStrategy,
} from '@thetix/shared/contracts/calculator';
import { sourceName } from '@thetix/shared/market/provenance-label';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { loadMarket, marketAccess, marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { buildRateLimiter, clientAddress } from '../platform/rate-limiter';
import { buildResponseCache } from '../platform/response-cache';
import { defaultTable } from '../platform/table';
import { runCalculator } from './calculator-service';

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

/** A year of closes before the start date, and five weeks more for the first days' realised volatility. */
const BACKTEST_HISTORY_DAYS = 366 + 35;

/** What the result says under it on a vendor (issue 29 item 4): real closes, a stated model, no historical quotes. */
export const pricingNote = (source: string, strategy: CalculatorStrategy = 'covered_call'): string =>
  `Backtested on ${sourceName(source)} daily closes. The ${strategy === 'wheel' ? 'puts and calls' : 'calls'} are priced with Black-Scholes at each day's ` +
  '20-session realised volatility and the latest 3-month Treasury yield: historical option quotes are not used.';

let cache: ReturnType<typeof buildResponseCache<AnyCalculatorResponse>> | undefined;
const calculatorCache = () =>
  (cache ??= buildResponseCache<AnyCalculatorResponse>({
    table: defaultTable(),
    clock: systemClock,
    name: 'calculator',
    ttlSeconds: CALCULATOR_CACHE_SECONDS,
  }));

/**
 * The public covered-call income calculator (spec part 1 §2-§3), and the wheel beside it (`strategy: "wheel"`,
 * issue 31 item 4): no sign-in, no XSRF token.
 */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: calculatorRoute,
      body: calculatorRequestSchema,
      response: anyCalculatorResponseSchema,
      handle: async ({ body, clock, event }) => {
        await rateLimit()(clientAddress(event.headers ?? {}, event.requestContext.http.sourceIp));
        const now = clock.now();
        const access = marketAccess();
        if (access.source === 'simulator')
          return runCalculator(body, { now, market: marketModel(), cache: calculatorCache() });
        // On a vendor: its daily closes from a year (and the realised-volatility window) before the start date.
        const requested = body.start_date ?? addDays(newYorkDate(now), -1);
        const market = await loadMarket(
          {
            tickers: Object.keys(body.positions),
            barsFrom: addDays(requested, -BACKTEST_HISTORY_DAYS),
            listExpirations: true,
            eventDays: 0,
            backtest: true,
          },
          now,
        );
        const response = await runCalculator(body, {
          now,
          market,
          cache: calculatorCache(),
          source: access.source,
        });
        return { ...response, pricingNote: pricingNote(access.source, body.strategy) };
      },
    }),
  ]),
);
