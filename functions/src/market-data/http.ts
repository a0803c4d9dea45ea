import {
  candlesQuerySchema,
  candlesResponseSchema,
  companyListSchema,
  companySchema,
  corporateEventsQuerySchema,
  corporateEventsSchema,
  dateForPriceQuerySchema,
  dateForPriceSchema,
  expirationsResponseSchema,
  marketStatusSchema,
  optionChainQuerySchema,
  optionChainSchema,
  priceAtDateQuerySchema,
  priceAtDateSchema,
  priceQuerySchema,
  priceSchema,
  tickerParamsSchema,
  tickerPriceListSchema,
  tickersQuerySchema,
  validatePriceRequestSchema,
  validatePriceResponseSchema,
} from '@thetix/shared/contracts/market-data';
import { findRoute } from '../http/find-route';
import { httpLambda, routeTable } from '../http/http-lambda';
import { routeEntry } from '../http/route-entry';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { buildCompanyLookup } from './company-lookup';
import type { MarketNeeds } from './market-access';
import { buildMarketDataService, STATUS_TICKER } from './market-data-service';
import { loadMarket, marketAccess, marketModel } from './market-source';

/** The service over the market one request needs (decision 218): the simulator whole, or a vendor's snapshot. */
const marketData = async (needs: MarketNeeds, now: Date) =>
  buildMarketDataService(await loadMarket(needs, now));

const companies = () => buildCompanyLookup(marketAccess(), marketModel);

/** History routes look back at most this far on a vendor (the plan's depth): two years, what the charts show. */
const HISTORY_DAYS = 2 * 366;

const priceRoute = findRoute('GET', '/api/price/{ticker}');
const pricesRoute = findRoute('GET', '/api/price');
const previousClosesRoute = findRoute('GET', '/api/prev-close');
const candlesRoute = findRoute('GET', '/api/candles/{ticker}');
const optionChainRoute = findRoute('GET', '/api/options/{ticker}');
const expirationsRoute = findRoute('GET', '/api/options/{ticker}/expirations');
const companyRoute = findRoute('GET', '/api/companies/{ticker}');
const companiesRoute = findRoute('GET', '/api/companies');
const priceAtDateRoute = findRoute('GET', '/api/market-data/price-at-date/{ticker}');
const dateForPriceRoute = findRoute('GET', '/api/market-data/date-for-price/{ticker}');
const validateRoute = findRoute('POST', '/api/market-data/validate');
const eventsRoute = findRoute('GET', '/api/market-data/events/{ticker}');
const statusRoute = findRoute('GET', '/api/market-data/status');

/** Market data of spec part 2 §7, plus the expirations list and corporate events the UI needs (docs/api.md). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: statusRoute,
      response: marketStatusSchema,
      handle: async ({ clock }) => {
        const now = clock.now();
        const service = await marketData({ tickers: [STATUS_TICKER] }, now);
        return service.status(now, marketAccess().simulated);
      },
    }),
    routeEntry({
      route: priceRoute,
      params: tickerParamsSchema,
      query: priceQuerySchema,
      response: priceSchema,
      handle: async ({ params, clock }) =>
        (await marketData({ tickers: [params.ticker] }, clock.now())).price(params.ticker, clock.now()),
    }),
    routeEntry({
      route: pricesRoute,
      query: tickersQuerySchema,
      response: tickerPriceListSchema,
      handle: async ({ query, clock }) =>
        (await marketData({ tickers: query.tickers }, clock.now())).prices(query.tickers, clock.now()),
    }),
    routeEntry({
      route: previousClosesRoute,
      query: tickersQuerySchema,
      response: tickerPriceListSchema,
      handle: async ({ query, clock }) =>
        (await marketData({ tickers: query.tickers }, clock.now())).previousCloses(
          query.tickers,
          clock.now(),
        ),
    }),
    routeEntry({
      route: candlesRoute,
      params: tickerParamsSchema,
      query: candlesQuerySchema,
      response: candlesResponseSchema,
      handle: async ({ params, query, clock }) => {
        const now = clock.now();
        const barsFrom = query.from ?? addDays(query.to ?? newYorkDate(now), -365);
        return (await marketData({ tickers: [params.ticker], barsFrom }, now)).candles(
          params.ticker,
          query,
          now,
        );
      },
    }),
    routeEntry({
      route: optionChainRoute,
      params: tickerParamsSchema,
      query: optionChainQuerySchema,
      response: optionChainSchema,
      handle: async ({ params, query, clock }) => {
        const now = clock.now();
        const { ticker } = params;
        // Without a date the nearest listed expiration is shown: the list is read first (a cached read after this).
        const listed = await loadMarket({ tickers: [ticker], listExpirations: true }, now);
        const expiration =
          query.expiration_date ??
          (listed.covers(ticker)
            ? listed.expirations(ticker, now, addDays(newYorkDate(now), 366))[0]?.date
            : undefined);
        const chains = expiration ? [{ ticker, expiration }] : [];
        return (await marketData({ tickers: [ticker], chains, listExpirations: true }, now)).optionChain(
          ticker,
          query.expiration_date,
          now,
        );
      },
    }),
    routeEntry({
      route: expirationsRoute,
      params: tickerParamsSchema,
      response: expirationsResponseSchema,
      handle: async ({ params, clock }) =>
        (await marketData({ tickers: [params.ticker], listExpirations: true }, clock.now())).expirations(
          params.ticker,
          clock.now(),
        ),
    }),
    routeEntry({
      route: companyRoute,
      params: tickerParamsSchema,
      response: companySchema,
      handle: async ({ params, clock }) => companies().company(params.ticker, clock.now()),
    }),
    routeEntry({
      route: companiesRoute,
      query: tickersQuerySchema,
      response: companyListSchema,
      handle: async ({ query, clock }) => companies().companies(query.tickers, clock.now()),
    }),
    routeEntry({
      route: priceAtDateRoute,
      params: tickerParamsSchema,
      query: priceAtDateQuerySchema,
      response: priceAtDateSchema,
      handle: async ({ params, query, clock }) =>
        (
          await marketData({ tickers: [params.ticker], barsFrom: addDays(query.date, -10) }, clock.now())
        ).priceAtDate(params.ticker, query.date, clock.now()),
    }),
    routeEntry({
      route: dateForPriceRoute,
      params: tickerParamsSchema,
      query: dateForPriceQuerySchema,
      response: dateForPriceSchema,
      handle: async ({ params, query, clock }) => {
        const now = clock.now();
        const barsFrom = addDays(newYorkDate(now), -HISTORY_DAYS);
        return (await marketData({ tickers: [params.ticker], barsFrom }, now)).dateForPrice(
          params.ticker,
          query.price,
          now,
        );
      },
    }),
    routeEntry({
      route: validateRoute,
      body: validatePriceRequestSchema,
      response: validatePriceResponseSchema,
      handle: async ({ body, clock }) =>
        (await marketData({ tickers: [body.ticker], barsFrom: body.date }, clock.now())).validatePrice(
          body,
          clock.now(),
        ),
    }),
    routeEntry({
      route: eventsRoute,
      params: tickerParamsSchema,
      query: corporateEventsQuerySchema,
      response: corporateEventsSchema,
      handle: async ({ params, query, clock }) => {
        const now = clock.now();
        const today = newYorkDate(now);
        const events = { from: query.from ?? addDays(today, -365), to: query.to ?? addDays(today, 365) };
        const valid = events.from <= events.to;
        return (
          await marketData({ tickers: [params.ticker], ...(valid ? { events } : {}) }, now)
        ).corporateEvents(params.ticker, query, now);
      },
    }),
  ]),
);
