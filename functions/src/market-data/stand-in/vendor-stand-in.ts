import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import {
  earlyCloses,
  marketHolidays,
  marketSession,
  newYorkDate,
  newYorkInstant,
} from '@thetix/shared/calendar/nyse-calendar';
import { findCompany } from '@thetix/shared/market/company-directory';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The market-data vendors as a local HTTP server (issue 29 item 6, decision 218): Massive's REST paths and Finnhub's
 * earnings calendar, answered in their documented shapes from the deterministic simulator at the request's instant.
 * `MARKET_DATA_SOURCE=massive npm start` without a key runs the whole product on the live code path (HTTP, the
 * vendor's shapes, the guard, the cache, the snapshot) against it; its prices are still the simulator's, and the
 * product labels them "Massive stand-in, simulated prices". The recorded fixtures (../massive/fixtures) remain the
 * contract tests of the adapter; this server is for running the product, and for fault drills: POST /__stand-in/faults
 * makes every vendor path answer 429 (with Retry-After), 500 or 401 for a while, GET /__stand-in/calls counts.
 */

export interface VendorStandInOptions {
  readonly market: MarketModel;
  readonly now?: () => Date;
  readonly port?: number;
  /** How far behind the simulator's live price the stand-in's quotes are, like a delayed plan. */
  readonly delayedMinutes?: number;
}

interface Fault {
  readonly status: number;
  readonly retryAfterSeconds?: number;
  readonly until: number;
}

const NS_PER_MS = 1_000_000;
/** The directory's exchanges by their market identifier codes, as Massive's reference data names them. */
const MICS: Readonly<Record<string, string>> = {
  NASDAQ: 'XNAS',
  NYSE: 'XNYS',
  'NYSE Arca': 'ARCX',
  'Cboe BZX': 'BATS',
};
const PAGE_LIMIT = 250;
/** One answer of the stand-in, before it is written to a socket or handed to a test as a `Response`. */
interface Reply {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  body,
  headers,
});
const requestId = () => Math.random().toString(16).slice(2, 18);
const notFound = (message: string) => json(404, { status: 'NOT_FOUND', request_id: requestId(), message });
const isDate = (value: string | null): value is CalendarDate => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
};

/** The stand-in's answers without a socket: `fetch` serves a test in-process, `startVendorStandIn` serves HTTP. */
export function buildVendorStandIn(options: VendorStandInOptions) {
  const { market } = options;
  const clock = options.now ?? (() => new Date());
  const delayMs = (options.delayedMinutes ?? 15) * 60_000;
  let fault: Fault | undefined;
  let calls = 0;
  const within = (from: CalendarDate, to: CalendarDate): [CalendarDate, CalendarDate] => [
    from < market.dataRange.first ? market.dataRange.first : from,
    to > market.dataRange.last ? market.dataRange.last : to,
  ];

  const quoteOf = (ticker: string) => {
    const now = new Date(clock().getTime() - delayMs);
    const quote = market.covers(ticker) ? market.quote(ticker, now) : undefined;
    if (!quote) return notFound('Ticker not found.');
    const [bar] = market.dailyBars(ticker, quote.sessionDate, quote.sessionDate, now);
    const t = quote.asOf.getTime() * NS_PER_MS;
    return json(200, {
      status: 'OK',
      request_id: requestId(),
      ticker: {
        ticker,
        updated: t,
        ...(bar ? { day: { o: bar.open, h: bar.high, l: bar.low, c: bar.close, v: bar.volume } } : {}),
        prevDay: { c: quote.previousClose },
        lastTrade: { p: quote.price, t, s: 100 },
      },
    });
  };

  const contracts = (url: URL) => {
    const ticker = url.searchParams.get('underlying_ticker') ?? '';
    const from = url.searchParams.get('expiration_date.gte');
    const to = url.searchParams.get('expiration_date.lte');
    const now = clock();
    const results =
      market.covers(ticker) && isDate(to)
        ? market
            .expirations(ticker, now, within(newYorkDate(now), to)[1])
            .filter((entry) => !isDate(from) || entry.date >= from)
            .map((entry) => ({
              expiration_date: entry.date,
              contract_type: 'call',
              underlying_ticker: ticker,
            }))
        : [];
    return json(200, { status: 'OK', request_id: requestId(), results });
  };

  const chain = (url: URL, ticker: string) => {
    const expiration = url.searchParams.get('expiration_date');
    const now = new Date(clock().getTime() - delayMs);
    const snapshot =
      market.covers(ticker) && isDate(expiration) ? market.optionChain(ticker, expiration, now) : undefined;
    const all = (snapshot?.options ?? []).map((option) => ({
      details: {
        contract_type: option.type,
        exercise_style: 'american',
        expiration_date: option.expiration,
        shares_per_contract: 100,
        strike_price: option.strike,
        ticker: `O:${ticker}${option.expiration.replaceAll('-', '').slice(2)}${option.type === 'call' ? 'C' : 'P'}${String(Math.round(option.strike * 1000)).padStart(8, '0')}`,
      },
      day: { close: option.lastTradePrice, volume: option.volume },
      greeks: { delta: option.delta, gamma: option.gamma, theta: option.theta, vega: option.vega },
      implied_volatility: option.impliedVolatility,
      open_interest: option.openInterest,
      last_quote: {
        bid: option.bid,
        ask: option.ask,
        midpoint: option.mid,
        last_updated: (snapshot?.asOf.getTime() ?? 0) * NS_PER_MS,
        timeframe: 'DELAYED',
      },
      last_trade: {
        price: option.lastTradePrice,
        sip_timestamp: (snapshot?.asOf.getTime() ?? 0) * NS_PER_MS,
      },
      underlying_asset: {
        ticker,
        price: snapshot?.underlyingPrice,
        last_updated: (snapshot?.asOf.getTime() ?? 0) * NS_PER_MS,
      },
    }));
    const offset = Number(url.searchParams.get('cursor') ?? 0) || 0;
    const results = all.slice(offset, offset + PAGE_LIMIT);
    const next = offset + PAGE_LIMIT < all.length ? new URL(url.pathname, url) : undefined;
    if (next) {
      for (const [name, value] of url.searchParams) if (name !== 'apiKey') next.searchParams.set(name, value);
      next.searchParams.set('cursor', String(offset + PAGE_LIMIT));
    }
    return json(200, {
      status: 'OK',
      request_id: requestId(),
      results,
      ...(next ? { next_url: next.toString() } : {}),
    });
  };

  const bars = (ticker: string, from: string, to: string) => {
    if (!isDate(from) || !isDate(to)) return json(400, { status: 'ERROR', error: 'bad dates' });
    const [first, last] = within(from, to);
    const results =
      market.covers(ticker) && first <= last
        ? market.dailyBars(ticker, first, last, clock()).map((bar) => ({
            o: bar.open,
            h: bar.high,
            l: bar.low,
            c: bar.close,
            v: bar.volume,
            t: newYorkInstant(bar.date, 0, 0).getTime(),
          }))
        : [];
    return json(200, {
      status: 'OK',
      request_id: requestId(),
      ticker,
      resultsCount: results.length,
      ...(results.length > 0 ? { results } : {}),
    });
  };

  const dividends = (url: URL) => {
    const ticker = url.searchParams.get('ticker') ?? '';
    const from = url.searchParams.get('ex_dividend_date.gte');
    const to = url.searchParams.get('ex_dividend_date.lte');
    const [first, last] = isDate(from) && isDate(to) ? within(from, to) : ['', ''];
    const results =
      market.covers(ticker) && first && first <= last
        ? market.dividends(ticker, first, last).map((event) => ({
            ticker,
            ex_dividend_date: event.exDate,
            pay_date: event.payDate,
            cash_amount: event.amount,
            currency: 'USD',
            frequency: 4,
          }))
        : [];
    return json(200, { status: 'OK', request_id: requestId(), results });
  };

  const upcoming = () => {
    const today = newYorkDate(clock());
    const year = Number(today.slice(0, 4));
    const rows = [year, year + 1].flatMap((y) => [
      ...marketHolidays(y).map((holiday) => ({
        date: holiday.date,
        exchange: 'NYSE',
        name: holiday.name,
        status: 'closed',
      })),
      ...earlyCloses(y).map((date) => ({
        date,
        exchange: 'NYSE',
        name: 'Early close',
        status: 'early-close',
        close: marketSession(date)?.close.toISOString(),
      })),
    ]);
    return json(
      200,
      rows.filter((row) => row.date >= today).sort((a, b) => a.date.localeCompare(b.date)),
    );
  };

  const treasury = () => {
    const today = newYorkDate(clock());
    const rate = market.riskFreeRate(today);
    return json(200, {
      status: 'OK',
      request_id: requestId(),
      results: [{ date: addDays(today, -1), yield_3_month: Math.round(Math.expm1(rate) * 10_000) / 100 }],
    });
  };

  const earnings = (url: URL) => {
    const ticker = url.searchParams.get('symbol') ?? '';
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    const [first, last] = isDate(from) && isDate(to) ? within(from, to) : ['', ''];
    const earningsCalendar =
      market.covers(ticker) && first && first <= last
        ? market.earnings(ticker, first, last).map((event) => ({
            date: event.date,
            hour: event.time === 'after-close' ? 'amc' : 'bmo',
            symbol: ticker,
          }))
        : [];
    return json(200, { earningsCalendar });
  };

  /** Reference data from the directory; BBBY stands for a delisted symbol, as Massive reports one. */
  const tickerDetails = (ticker: string) => {
    if (ticker === 'BBBY')
      return json(200, {
        status: 'OK',
        request_id: requestId(),
        results: {
          ticker,
          name: 'Bed Bath & Beyond Inc.',
          market: 'stocks',
          type: 'CS',
          active: false,
          delisted_utc: '2023-05-03T04:00:00Z',
        },
      });
    const company = findCompany(ticker);
    if (!company) return notFound('Ticker not found.');
    return json(200, {
      status: 'OK',
      request_id: requestId(),
      results: {
        ticker: company.ticker,
        name: company.name,
        market: 'stocks',
        locale: 'us',
        type: company.type === 'etf' ? 'ETF' : 'CS',
        active: true,
        primary_exchange: MICS[company.exchange],
      },
    });
  };

  const route = (url: URL) => {
    const path = url.pathname;
    let match: RegExpMatchArray | null;
    if ((match = path.match(/^\/v3\/reference\/tickers\/([^/]+)$/)))
      return tickerDetails(decodeURIComponent(match[1] ?? ''));
    if ((match = path.match(/^\/v2\/snapshot\/locale\/us\/markets\/stocks\/tickers\/([^/]+)$/)))
      return quoteOf(decodeURIComponent(match[1] ?? ''));
    if (path === '/v3/reference/options/contracts') return contracts(url);
    if ((match = path.match(/^\/v3\/snapshot\/options\/([^/]+)$/)))
      return chain(url, decodeURIComponent(match[1] ?? ''));
    if ((match = path.match(/^\/v2\/aggs\/ticker\/([^/]+)\/range\/1\/day\/([^/]+)\/([^/]+)$/)))
      return bars(decodeURIComponent(match[1] ?? ''), match[2] ?? '', match[3] ?? '');
    if (path === '/stocks/v1/dividends') return dividends(url);
    if (path === '/v1/marketstatus/upcoming') return upcoming();
    if (path === '/fed/v1/treasury-yields') return treasury();
    if (path === '/api/v1/calendar/earnings') return earnings(url);
    return notFound(`The stand-in does not serve ${path}`);
  };

  /** The fault drills: POST /__stand-in/faults `{status, retryAfterSeconds?, forSeconds?}`, DELETE to end one. */
  const control = (method: string, url: URL, body: unknown): Reply => {
    if (url.pathname === '/__stand-in/calls') return json(200, { calls });
    if (url.pathname === '/__stand-in/faults' && method === 'DELETE') {
      fault = undefined;
      return json(200, { fault: null });
    }
    if (url.pathname === '/__stand-in/faults' && method === 'POST') {
      const drill = (body ?? {}) as { status?: number; retryAfterSeconds?: number; forSeconds?: number };
      const status = Number(drill.status);
      if (![401, 429, 500, 503].includes(status))
        return json(400, { message: 'status must be 401, 429, 500 or 503' });
      fault = {
        status,
        ...(drill.retryAfterSeconds ? { retryAfterSeconds: Number(drill.retryAfterSeconds) } : {}),
        until: Date.now() + Math.max(1, Number(drill.forSeconds ?? 60)) * 1000,
      };
      return json(200, { fault });
    }
    return notFound(url.pathname);
  };

  /** One request: control paths, else a vendor path under the key check and the current fault. */
  const handle = (request: {
    readonly method: string;
    readonly url: URL;
    readonly key: string | undefined;
    readonly body?: unknown;
  }): Reply => {
    const { url } = request;
    if (url.pathname.startsWith('/__stand-in/')) return control(request.method, url, request.body);
    calls += 1;
    if (!request.key)
      return json(401, { status: 'ERROR', request_id: requestId(), error: 'Unknown API Key' });
    if (fault && fault.until > Date.now())
      return json(
        fault.status,
        { status: 'ERROR', request_id: requestId(), error: `stand-in fault ${fault.status}` },
        fault.retryAfterSeconds ? { 'retry-after': String(fault.retryAfterSeconds) } : {},
      );
    try {
      return route(url);
    } catch (error) {
      return json(500, { status: 'ERROR', request_id: requestId(), error: String(error) });
    }
  };

  /** A `fetch` over `handle`, for the vendor clients in tests. */
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const headers = new Headers(init?.headers);
    const reply = handle({
      method: init?.method ?? 'GET',
      url,
      key: url.searchParams.get('apiKey') ?? headers.get('x-finnhub-token') ?? undefined,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    return Response.json(reply.body, { status: reply.status, headers: reply.headers ?? {} });
  };

  return {
    handle,
    fetch: fetchImpl as typeof globalThis.fetch,
    calls: () => calls,
    drill: (drill: { status: number; retryAfterSeconds?: number; forSeconds?: number }) =>
      control('POST', new URL('http://stand-in/__stand-in/faults'), drill),
    endDrill: () => control('DELETE', new URL('http://stand-in/__stand-in/faults'), undefined),
  };
}

/** The stand-in on a loopback port, as `npm start` runs it for `MARKET_DATA=massive` without a key. */
export async function startVendorStandIn(options: VendorStandInOptions) {
  const standIn = buildVendorStandIn(options);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const token = request.headers['x-finnhub-token'];
    void readBody(request)
      .catch(() => undefined)
      .then((body) => {
        const reply = standIn.handle({
          method: request.method ?? 'GET',
          url,
          key: url.searchParams.get('apiKey') ?? (typeof token === 'string' ? token : undefined),
          body,
        });
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(JSON.stringify(reply.body));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...standIn,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type VendorStandIn = Awaited<ReturnType<typeof startVendorStandIn>>;
