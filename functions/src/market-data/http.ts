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
import { buildMarketDataService, type MarketDataService } from './market-data-service';
import { marketModel } from './market-source';

let service: MarketDataService | undefined;
const marketData = () => (service ??= buildMarketDataService(marketModel()));

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

/** Market data of spec part 2 §7, plus the expirations list and corporate events the UI needs (docs/api.md). */
export const handler = httpLambda(
  routeTable([
    routeEntry({
      route: priceRoute,
      params: tickerParamsSchema,
      query: priceQuerySchema,
      response: priceSchema,
      handle: async ({ params, clock }) => marketData().price(params.ticker, clock.now()),
    }),
    routeEntry({
      route: pricesRoute,
      query: tickersQuerySchema,
      response: tickerPriceListSchema,
      handle: async ({ query, clock }) => marketData().prices(query.tickers, clock.now()),
    }),
    routeEntry({
      route: previousClosesRoute,
      query: tickersQuerySchema,
      response: tickerPriceListSchema,
      handle: async ({ query, clock }) => marketData().previousCloses(query.tickers, clock.now()),
    }),
    routeEntry({
      route: candlesRoute,
      params: tickerParamsSchema,
      query: candlesQuerySchema,
      response: candlesResponseSchema,
      handle: async ({ params, query, clock }) => marketData().candles(params.ticker, query, clock.now()),
    }),
    routeEntry({
      route: optionChainRoute,
      params: tickerParamsSchema,
      query: optionChainQuerySchema,
      response: optionChainSchema,
      handle: async ({ params, query, clock }) =>
        marketData().optionChain(params.ticker, query.expiration_date, clock.now()),
    }),
    routeEntry({
      route: expirationsRoute,
      params: tickerParamsSchema,
      response: expirationsResponseSchema,
      handle: async ({ params, clock }) => marketData().expirations(params.ticker, clock.now()),
    }),
    routeEntry({
      route: companyRoute,
      params: tickerParamsSchema,
      response: companySchema,
      handle: async ({ params }) => marketData().company(params.ticker),
    }),
    routeEntry({
      route: companiesRoute,
      query: tickersQuerySchema,
      response: companyListSchema,
      handle: async ({ query }) => marketData().companies(query.tickers),
    }),
    routeEntry({
      route: priceAtDateRoute,
      params: tickerParamsSchema,
      query: priceAtDateQuerySchema,
      response: priceAtDateSchema,
      handle: async ({ params, query, clock }) =>
        marketData().priceAtDate(params.ticker, query.date, clock.now()),
    }),
    routeEntry({
      route: dateForPriceRoute,
      params: tickerParamsSchema,
      query: dateForPriceQuerySchema,
      response: dateForPriceSchema,
      handle: async ({ params, query, clock }) =>
        marketData().dateForPrice(params.ticker, query.price, clock.now()),
    }),
    routeEntry({
      route: validateRoute,
      body: validatePriceRequestSchema,
      response: validatePriceResponseSchema,
      handle: async ({ body, clock }) => marketData().validatePrice(body, clock.now()),
    }),
    routeEntry({
      route: eventsRoute,
      params: tickerParamsSchema,
      query: corporateEventsQuerySchema,
      response: corporateEventsSchema,
      handle: async ({ params, query, clock }) =>
        marketData().corporateEvents(params.ticker, query, clock.now()),
    }),
  ]),
);
