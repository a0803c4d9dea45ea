import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { isMonthlyExpiration } from '@thetix/shared/calendar/expirations';
import { isMarketOpen, newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { MarketQuote, OptionQuote } from '@thetix/shared/market/market-model';
import type { CompanyFacts, MarketCalendarDay } from '@thetix/shared/market/market-snapshot';
import { systemClock, type Clock } from '../../platform/clock';
import { NOT_FOUND, type MarketVendor } from '../market-snapshot-loader';
import { VendorResponseError } from '../vendor-errors';
import type { MassiveClient } from './massive-client';
import {
  aggregatesResponse,
  dividendsResponse,
  optionChainResponse,
  optionContractsResponse,
  tickerSnapshotResponse,
  tickerDetailsResponse,
  treasuryYieldsResponse,
  upcomingHolidaysResponse,
  type MassiveOptionSnapshot,
} from './massive-responses';

/** Primary exchanges by their market identifier code, as users know them. */
const EXCHANGES: Readonly<Record<string, string>> = {
  XNAS: 'NASDAQ',
  XNYS: 'NYSE',
  ARCX: 'NYSE Arca',
  BATS: 'Cboe BZX',
  XASE: 'NYSE American',
};

/** Nanoseconds past 2^53 reach us rounded by JSON.parse; to the millisecond they are exact. */
const fromNanoseconds = (ns: number): Date => new Date(Math.round(ns / 1e6));

/**
 * One contract of Massive's chain snapshot as an `OptionQuote`, or undefined when the vendor left out a figure the
 * product needs (no two-sided quote, no IV or greeks, as Massive documents for some deep in-the-money or
 * about-to-expire contracts, no open interest, no trade on record). Such a contract is left out, never filled in
 * with a computed or default value. Massive's theta is per day and vega per 1 % of volatility, as ours.
 */
export function toOptionQuote(contract: MassiveOptionSnapshot): OptionQuote | undefined {
  const { details, last_quote: quote, greeks, day } = contract;
  if (details.contract_type === 'other') return undefined;
  const bid = quote?.bid;
  const ask = quote?.ask;
  const lastTradePrice = contract.last_trade?.price ?? day?.close;
  const { delta, gamma, theta, vega } = greeks ?? {};
  if (
    bid === undefined ||
    ask === undefined ||
    lastTradePrice === undefined ||
    contract.implied_volatility === undefined ||
    contract.open_interest === undefined ||
    delta === undefined ||
    gamma === undefined ||
    theta === undefined ||
    vega === undefined
  )
    return undefined;
  return {
    type: details.contract_type,
    strike: details.strike_price,
    expiration: details.expiration_date,
    bid,
    ask,
    mid: quote?.midpoint ?? (bid + ask) / 2,
    lastTradePrice,
    impliedVolatility: contract.implied_volatility,
    delta,
    gamma,
    theta,
    vega,
    openInterest: contract.open_interest,
    // Massive sends no day bar for a contract that has not traded today: its volume is then zero.
    volume: day?.volume ?? 0,
  };
}

const byTypeThenStrike = (a: OptionQuote, b: OptionQuote) =>
  a.type === b.type ? a.strike - b.strike : a.type === 'call' ? -1 : 1;

/** Massive (api.massive.com) as a `MarketVendor`: quotes, bars, expirations, chains, dividends, the calendar. */
export function buildMassiveVendor(
  client: MassiveClient,
  { clock = systemClock }: { clock?: Clock } = {},
): MarketVendor {
  return {
    source: 'massive',

    /**
     * The last trade and its own time, not the request's: a halted symbol keeps the price and time of its last
     * trade, so a stale quote shows as stale.
     */
    async quote(ticker) {
      const path = `/v2/snapshot/locale/us/markets/stocks/tickers/${encodeURIComponent(ticker)}`;
      const { ticker: snapshot } = await client.get(path, {}, tickerSnapshotResponse);
      const price = snapshot.lastTrade?.p;
      const tradedAt = snapshot.lastTrade?.t;
      const previousClose = snapshot.prevDay?.c;
      if (!price || !tradedAt || !previousClose)
        throw new VendorResponseError(`massive quote ${ticker}: no last trade or previous close`);
      const asOf = fromNanoseconds(tradedAt);
      const quote: MarketQuote = {
        price,
        previousClose,
        asOf,
        marketOpen: isMarketOpen(clock.now()),
        sessionDate: newYorkDate(asOf),
      };
      return quote;
    },

    async expirations(ticker, through) {
      const contracts = await client.getAllPages(
        '/v3/reference/options/contracts',
        {
          underlying_ticker: ticker,
          'expiration_date.gte': newYorkDate(clock.now()),
          'expiration_date.lte': through,
          contract_type: 'call',
          sort: 'expiration_date',
          order: 'asc',
          limit: 1000,
        },
        optionContractsResponse,
      );
      const dates = [...new Set(contracts.map((contract) => contract.expiration_date))].sort();
      return dates.map((date) => ({ date, kind: isMonthlyExpiration(date) ? 'monthly' : 'weekly' }) as const);
    },

    async optionChain(ticker, expiration: CalendarDate) {
      const results = await client.getAllPages(
        `/v3/snapshot/options/${encodeURIComponent(ticker)}`,
        { expiration_date: expiration, sort: 'strike_price', order: 'asc', limit: 250 },
        optionChainResponse,
      );
      if (results.length === 0) return NOT_FOUND;
      const options = results.flatMap((contract) => toOptionQuote(contract) ?? []).sort(byTypeThenStrike);
      // Contracts listed but none quotable: the plan sends no quotes or greeks, which is not "no contracts".
      if (options.length === 0)
        throw new VendorResponseError(
          `massive chain ${ticker} ${expiration}: no contract with quote and greeks`,
        );
      const underlying = results.find(
        (contract) => contract.underlying_asset?.price !== undefined,
      )?.underlying_asset;
      if (underlying?.price === undefined)
        throw new VendorResponseError(`massive chain ${ticker} ${expiration}: no underlying price`);
      const quotedAt = Math.max(...results.map((contract) => contract.last_quote?.last_updated ?? 0));
      return {
        ticker,
        expiration,
        underlyingPrice: underlying.price,
        asOf: quotedAt > 0 ? fromNanoseconds(quotedAt) : clock.now(),
        options,
      };
    },

    async dailyBars(ticker, { from, to }) {
      const bars = await client.getAllPages(
        `/v2/aggs/ticker/${encodeURIComponent(ticker)}/range/1/day/${from}/${to}`,
        { adjusted: 'true', sort: 'asc', limit: 50_000 },
        aggregatesResponse,
      );
      // A daily bar's `t` is the start of its New York day in Unix milliseconds.
      const items = bars.map((bar) => ({
        date: newYorkDate(new Date(bar.t)),
        open: bar.o,
        high: bar.h,
        low: bar.l,
        close: bar.c,
        volume: bar.v,
      }));
      return { from, to, items };
    },

    async dividends(ticker, { from, to }) {
      const rows = await client.getAllPages(
        '/stocks/v1/dividends',
        { ticker, 'ex_dividend_date.gte': from, 'ex_dividend_date.lte': to, limit: 1000 },
        dividendsResponse,
      );
      const items = rows
        .filter((row) => (row.currency ?? 'USD') === 'USD' && row.pay_date !== undefined)
        .map((row) => ({
          exDate: row.ex_dividend_date,
          payDate: row.pay_date as CalendarDate,
          // Bars are split-adjusted, so amounts are too: a yield over today's price must not mix the two.
          amount: row.split_adjusted_cash_amount ?? row.cash_amount,
        }))
        .sort((a, b) => a.exDate.localeCompare(b.exDate));
      return { from, to, items };
    },

    /**
     * The latest 3-month Treasury yield (Massive's Federal Reserve data), as the continuously compounded rate option
     * pricing takes: ln(1 + y / 100).
     */
    async riskFreeRate() {
      const { results } = await client.get(
        '/fed/v1/treasury-yields',
        { sort: 'date.desc', limit: 10 },
        treasuryYieldsResponse,
      );
      const latest = (results ?? []).find((row) => row.yield_3_month !== undefined);
      if (latest?.yield_3_month === undefined)
        throw new VendorResponseError('massive treasury yields: no 3-month yield published');
      return { date: latest.date, rate: Math.log1p(latest.yield_3_month / 100) };
    },

    /** Reference data: ETFs and exchange-traded notes and vehicles are funds to users; the rest are stocks. */
    async company(ticker) {
      const { results } = await client.get(
        `/v3/reference/tickers/${encodeURIComponent(ticker)}`,
        {},
        tickerDetailsResponse,
      );
      const facts: CompanyFacts = {
        ticker: results.ticker,
        name: results.name,
        type: ['ETF', 'ETN', 'ETV', 'ETS'].includes(results.type ?? '') ? 'etf' : 'stock',
        exchange: EXCHANGES[results.primary_exchange ?? ''] ?? results.primary_exchange ?? 'US',
        active: results.active ?? true,
        ...(results.delisted_utc ? { delistedOn: results.delisted_utc.slice(0, 10) } : {}),
        ...(results.sic_description ? { industry: results.sic_description } : {}),
      };
      return facts;
    },

    /** Massive publishes upcoming closures only, so what is loaded starts today whatever was asked. */
    async calendar({ from, to }) {
      const rows = await client.get('/v1/marketstatus/upcoming', {}, upcomingHolidaysResponse);
      const today = newYorkDate(clock.now());
      const start = from > today ? from : today;
      const items: MarketCalendarDay[] = rows
        .filter((row) => row.exchange === 'NYSE' && row.date >= start && row.date <= to)
        .map((row) =>
          row.status === 'early-close' && row.close
            ? { date: row.date, status: 'early-close', name: row.name, closesAt: new Date(row.close) }
            : { date: row.date, status: 'closed', name: row.name },
        );
      return { from: start, to, items };
    },
  };
}
