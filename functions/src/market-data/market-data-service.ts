import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { daysToExpiry } from '@thetix/shared/calendar/expirations';
import { formatOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import {
  isMarketOpen,
  isTradingDay,
  marketSession,
  newYorkDate,
  previousTradingDay,
} from '@thetix/shared/calendar/nyse-calendar';
import type {
  Candle,
  Company,
  CorporateEvents,
  MarketStatus,
  OptionChain,
  Price,
} from '@thetix/shared/contracts/market-data';
import { findCompany } from '@thetix/shared/market/company-directory';
import { provenanceOf, type MarketModel, type MarketQuote } from '@thetix/shared/market/market-model';
import { BadRequestError, NotFoundError } from '../http/errors';
import { companyIconUrl } from './company-icon';

/** How far ahead the expirations list looks: a year covers every weekly and monthly a covered-call writer uses. */
export const EXPIRATIONS_HORIZON_DAYS = 366;
/** The quote the status probes: the broad market's ETF, which every vendor carries. */
export const STATUS_TICKER = 'SPY';
/** Corporate events default to a year either side of today. */
const EVENTS_DEFAULT_DAYS = 365;
/** Longest corporate events window one request may ask for. */
const EVENTS_MAX_DAYS = 6 * 366;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The market-data use cases behind the routes of spec part 2 §7, on a {@link MarketModel}. Every answer carries the
 * model's `dataSource` so the UI can badge simulated numbers; every input problem is a 400 naming the field, and an
 * unknown ticker a 404.
 */
export function buildMarketDataService(market: MarketModel) {
  const { dataSource } = market;

  /** Where the answer's figures came from, at `now` (the simulator's are of the request's instant). */
  const stamp = (now: Date) => {
    const provenance = provenanceOf(market, now);
    return { ...provenance, asOf: provenance.asOf.toISOString() };
  };

  const requireTicker = (ticker: string) => {
    if (market.covers(ticker)) return;
    // A vendor may quote a symbol that lists no options (a snapshot knows once it loaded the expirations).
    if (market.dataSource !== 'simulated' || market.provenance) {
      const quoted = market.quote(ticker, new Date());
      if (quoted) throw new NotFoundError(`${ticker} has no listed options`);
    }
    throw new NotFoundError(`Ticker ${ticker} not found`);
  };

  const today = (now: Date): CalendarDate => newYorkDate(now);

  /** A date of past daily data: on or after the first day of data, not after today. */
  const requirePastDate = (field: string, date: CalendarDate, now: Date) => {
    if (date > today(now))
      throw new BadRequestError(`${field} must not be in the future (today is ${today(now)})`);
    if (date < market.dataRange.first)
      throw new BadRequestError(
        `${field} must be on or after ${market.dataRange.first}, the first day of data`,
      );
  };

  /** The latest trading day on or before `date`. */
  const tradingDayOnOrBefore = (date: CalendarDate): CalendarDate =>
    isTradingDay(date) ? date : previousTradingDay(date);

  /** The last trading day whose session has closed at `now`... or today's session while it is running. */
  const quoteOf = (ticker: string, now: Date): MarketQuote => {
    const quote = market.quote(ticker, now);
    if (!quote) throw new NotFoundError(`Ticker ${ticker} not found`);
    return quote;
  };

  const toPrice = (ticker: string, quote: MarketQuote, now: Date): Price => {
    const change = quote.price - quote.previousClose;
    return {
      ticker,
      price: cents(quote.price),
      previousClose: cents(quote.previousClose),
      change: cents(change),
      changePercent: Math.round((change / quote.previousClose) * 10_000) / 100,
      asOf: quote.asOf.toISOString(),
      marketOpen: quote.marketOpen,
      dataSource,
      provenance: stamp(now),
    };
  };

  const toCompany = (ticker: string): Company | undefined => {
    const profile = findCompany(ticker);
    if (!profile) return undefined;
    return {
      ticker: profile.ticker,
      name: profile.name,
      iconUrl: companyIconUrl(profile.ticker, profile.iconColor),
      type: profile.type,
      sector: profile.sector,
      exchange: profile.exchange,
      weeklyOptions: profile.weeklyOptions,
    };
  };

  return {
    /**
     * The state every header's badge shows: where figures come from, their delay and age, and whether the market is
     * open (else the last session's date). `probe` is the quote read to learn the vendor's state (its freshness).
     */
    status(now: Date, simulated: boolean, probe: string = STATUS_TICKER): MarketStatus {
      market.quote(probe, now);
      const day = today(now);
      const open = isMarketOpen(now);
      const session = marketSession(day);
      const closedToday = !!session && now.getTime() >= session.close.getTime();
      return {
        ...stamp(now),
        simulated,
        marketOpen: open,
        lastSession: closedToday ? day : previousTradingDay(day),
      };
    },

    price(ticker: string, now: Date): Price {
      return toPrice(ticker, quoteOf(ticker, now), now);
    },

    /** Known tickers only: a list call answers what it can, in the order asked (spec: "returns list {ticker, price}"). */
    prices(tickers: readonly string[], now: Date) {
      return tickers.flatMap((ticker) => {
        const quote = market.quote(ticker, now);
        return quote ? [{ ticker, price: cents(quote.price), dataSource }] : [];
      });
    },

    previousCloses(tickers: readonly string[], now: Date) {
      return tickers.flatMap((ticker) => {
        const quote = market.quote(ticker, now);
        return quote ? [{ ticker, price: cents(quote.previousClose), dataSource }] : [];
      });
    },

    candles(ticker: string, query: { from?: CalendarDate; to?: CalendarDate }, now: Date) {
      requireTicker(ticker);
      const to = query.to ?? today(now);
      const from = query.from ?? addDays(to, -365);
      requirePastDate('to', to, now);
      if (from < market.dataRange.first)
        throw new BadRequestError(
          `from must be on or after ${market.dataRange.first}, the first day of data`,
        );
      if (from > to) throw new BadRequestError(`from (${from}) must not be after to (${to})`);
      const candles: Candle[] = market.dailyBars(ticker, from, to, now).map((bar) => ({
        time: bar.date,
        open: cents(bar.open),
        high: cents(bar.high),
        low: cents(bar.low),
        close: cents(bar.close),
        volume: Math.round(bar.volume),
      }));
      return { ticker, candles, dataSource, provenance: stamp(now) };
    },

    expirations(ticker: string, now: Date) {
      requireTicker(ticker);
      const through = addDays(today(now), EXPIRATIONS_HORIZON_DAYS);
      const expirations = market.expirations(ticker, now, through).map((entry) => ({
        date: entry.date,
        kind: entry.kind,
        daysToExpiry: daysToExpiry(now, entry.date),
      }));
      return { ticker, expirations, dataSource, provenance: stamp(now) };
    },

    optionChain(ticker: string, expirationDate: CalendarDate | undefined, now: Date): OptionChain {
      requireTicker(ticker);
      if (expirationDate !== undefined && expirationDate < today(now))
        throw new BadRequestError(`expiration_date must not be in the past (today is ${today(now)})`);
      const listed = market.expirations(ticker, now, addDays(today(now), EXPIRATIONS_HORIZON_DAYS));
      const expiration = expirationDate ?? listed[0]?.date;
      if (!expiration || !listed.some((entry) => entry.date === expiration))
        throw new NotFoundError(
          expirationDate
            ? `No options chain for ${ticker} expiring ${expirationDate}: not a listed expiration`
            : `No options chain for ${ticker}`,
        );
      const chain = market.optionChain(ticker, expiration, now);
      if (!chain) throw new NotFoundError(`No options chain for ${ticker} expiring ${expiration}`);
      return {
        ticker,
        expiration,
        underlyingPrice: cents(chain.underlyingPrice),
        asOf: chain.asOf.toISOString(),
        options: chain.options.map((option) => ({
          symbol: occSymbolOf(ticker, option.expiration, option.type, option.strike),
          type: option.type,
          strike: option.strike,
          expiration: option.expiration,
          delta: round(option.delta, 4),
          gamma: round(option.gamma, 4),
          theta: round(option.theta, 4),
          vega: round(option.vega, 4),
          impliedVolatility: round(option.impliedVolatility, 4),
          premium: cents(option.mid),
          lastBid: cents(option.bid),
          lastAsk: cents(option.ask),
          lastTradePrice: cents(option.lastTradePrice),
          openInterest: Math.round(option.openInterest),
          volume: Math.round(option.volume),
        })),
        dataSource,
        provenance: stamp(now),
      };
    },

    company(ticker: string): Company {
      const company = toCompany(ticker);
      if (!company) throw new NotFoundError(`Ticker ${ticker} not found`);
      return company;
    },

    companies(tickers: readonly string[]): Company[] {
      return tickers.flatMap((ticker) => toCompany(ticker) ?? []);
    },

    corporateEvents(
      ticker: string,
      query: { from?: CalendarDate; to?: CalendarDate },
      now: Date,
    ): CorporateEvents {
      requireTicker(ticker);
      const from = query.from ?? addDays(today(now), -EVENTS_DEFAULT_DAYS);
      const to = query.to ?? addDays(today(now), EVENTS_DEFAULT_DAYS);
      if (from > to) throw new BadRequestError(`from (${from}) must not be after to (${to})`);
      if (from < market.dataRange.first || to > market.dataRange.last)
        throw new BadRequestError(
          `from and to must lie between ${market.dataRange.first} and ${market.dataRange.last}`,
        );
      if (dayCount(from, to) > EVENTS_MAX_DAYS)
        throw new BadRequestError(`from and to must be at most ${EVENTS_MAX_DAYS} days apart`);
      return {
        ticker,
        dividends: market.dividends(ticker, from, to).map((event) => ({
          exDate: event.exDate,
          payDate: event.payDate,
          amount: round(event.amount, 4),
        })),
        earnings: market.earnings(ticker, from, to).map((event) => ({ date: event.date, time: event.time })),
        dataSource,
        provenance: stamp(now),
      };
    },

    priceAtDate(ticker: string, date: CalendarDate, now: Date) {
      requireTicker(ticker);
      requirePastDate('date', date, now);
      const [bar] = closedBarsUpTo(ticker, date, now, 1);
      if (!bar)
        throw new BadRequestError(
          `date must be on or after ${market.dataRange.first}, the first day of data`,
        );
      return { ticker, date: bar.date, price: cents(bar.close), dataSource, provenance: stamp(now) };
    },

    dateForPrice(ticker: string, price: number, now: Date) {
      requireTicker(ticker);
      // Backwards a quarter at a time: the latest match is usually recent, and older bars are then never built.
      for (let to = today(now); to >= market.dataRange.first; to = addDays(to, -92)) {
        const from = maxDate(addDays(to, -91), market.dataRange.first);
        const bars = market.dailyBars(ticker, from, to, now);
        for (let index = bars.length - 1; index >= 0; index -= 1) {
          const bar = bars[index]!;
          if (cents(bar.low) <= price && price <= cents(bar.high))
            return {
              ticker,
              price,
              date: bar.date,
              close: cents(bar.close),
              dataSource,
              provenance: stamp(now),
            };
        }
      }
      throw new NotFoundError(`${ticker} has not traded at ${price} since ${market.dataRange.first}`);
    },

    validatePrice(request: { ticker: string; price: number; date: CalendarDate }, now: Date) {
      const { ticker, price, date } = request;
      requireTicker(ticker);
      requirePastDate('date', date, now);
      if (!isTradingDay(date)) throw new BadRequestError(`date ${date} is not a trading day`);
      const [bar] = market.dailyBars(ticker, date, date, now);
      if (!bar) throw new BadRequestError(`date ${date} has no trading data yet`);
      const low = cents(bar.low);
      const high = cents(bar.high);
      const valid = low <= price && price <= high;
      return {
        valid,
        ticker,
        date,
        low,
        high,
        close: cents(bar.close),
        message: valid
          ? `${ticker} traded at ${price} on ${date}`
          : `${ticker} traded between ${low} and ${high} on ${date}, not at ${price}`,
        dataSource,
        provenance: stamp(now),
      };
    },
  };

  /** The last `count` bars up to and including `date` (or the trading day before it). */
  function closedBarsUpTo(ticker: string, date: CalendarDate, now: Date, count: number) {
    const day = tradingDayOnOrBefore(date);
    if (day < market.dataRange.first) return [];
    return market.dailyBars(ticker, addDays(day, -7 * count), day, now).slice(-count);
  }
}

export type MarketDataService = ReturnType<typeof buildMarketDataService>;

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

const maxDate = (a: CalendarDate, b: CalendarDate) => (a > b ? a : b);

const dayCount = (from: CalendarDate, to: CalendarDate) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** OCC roots carry no share-class punctuation: options on BRK.B trade under BRKB. */
function occSymbolOf(ticker: string, expiration: CalendarDate, type: 'call' | 'put', strike: number): string {
  return formatOccSymbol({ root: ticker.replace('.', ''), expiration, type, strike });
}
