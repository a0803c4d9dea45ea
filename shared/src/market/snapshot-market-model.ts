import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { expiryInstant } from '../calendar/expirations';
import { newYorkDate } from '../calendar/nyse-calendar';
import { bsm } from '../options/black-scholes';
import { strikeIncrementFor } from './company-directory';
import type {
  CloseSeries,
  MarketModel,
  OptionCoreQuote,
  OptionPricingInput,
  OptionQuote,
} from './market-model';
import {
  chainKey,
  MarketDataUnavailableError,
  type DateRange,
  type Loaded,
  type LoadedRange,
  type MarketSnapshot,
} from './market-snapshot';

/**
 * Reads one loaded item: the value, `undefined` when the vendor said it does not exist, and a
 * `MarketDataUnavailableError` when it was not loaded or could not be. Never a fallback value.
 */
const read = <T>(item: Loaded<T> | undefined, label: string): T | undefined => {
  if (!item) throw new MarketDataUnavailableError(label, 'not loaded for this request');
  if (item.status === 'unavailable') throw new MarketDataUnavailableError(label, item.reason);
  return item.status === 'ok' ? item.value : undefined;
};

/** A ranged item must cover the asked range: a shorter series would silently look like a shorter history. */
const readRange = <T>(
  item: Loaded<LoadedRange<T>> | undefined,
  label: string,
  range: DateRange,
): readonly T[] => {
  const loaded = read(item, label);
  if (!loaded) return [];
  if (range.from < loaded.from || range.to > loaded.to)
    throw new MarketDataUnavailableError(
      label,
      `asked ${range.from}..${range.to}, loaded ${loaded.from}..${loaded.to}`,
    );
  return loaded.items;
};

const YEAR_DAYS = 365;
const YEAR_MS = YEAR_DAYS * 86_400_000;
/** Sessions of closes a past mark's realised volatility is measured over, and the sessions in a year. */
const HISTORY_SESSIONS = 20;
const TRADING_DAYS = 252;

/**
 * The implied volatility at `strike` read off the listed contracts of one type: linear between the two listed strikes
 * around it, the nearest one's beyond the ends (no extrapolated smile). Undefined with no listed contract.
 */
export const interpolatedVolatility = (
  listed: readonly OptionQuote[],
  strike: number,
): number | undefined => {
  const sorted = [...listed].sort((a, b) => a.strike - b.strike);
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return undefined;
  if (strike <= first.strike) return first.impliedVolatility;
  if (strike >= last.strike) return last.impliedVolatility;
  const upper = sorted.findIndex((option) => option.strike >= strike);
  const high = sorted[upper] as OptionQuote;
  const low = sorted[upper - 1] as OptionQuote;
  const weight = (strike - low.strike) / (high.strike - low.strike);
  return low.impliedVolatility + weight * (high.impliedVolatility - low.impliedVolatility);
};

const nearestStrike = (listed: readonly OptionQuote[], strike: number): OptionQuote | undefined =>
  listed.reduce<OptionQuote | undefined>(
    (best, option) =>
      !best || Math.abs(option.strike - strike) < Math.abs(best.strike - strike) ? option : best,
    undefined,
  );

/**
 * `MarketModel` over a loaded snapshot: synchronous, answers only what the snapshot holds (see ./market-snapshot.ts).
 * `now` arguments bound what is returned (no bar after `now`, no expiration already past) but never move a quote:
 * a snapshot's quote is the vendor's, at the vendor's time.
 */
export function snapshotMarketModel(snapshot: MarketSnapshot): MarketModel {
  const loadedDay = newYorkDate(snapshot.loadedAt);
  // The range starts at the earliest day any loaded series or calendar covers (bars, dividends, earnings).
  const ranges = [
    ...Object.values(snapshot.bars),
    ...Object.values(snapshot.dividends),
    ...Object.values(snapshot.earnings),
  ].flatMap((item) => (item.status === 'ok' ? [item.value] : []));
  const firstBarDay = ranges.reduce<CalendarDate>(
    (first, range) => (range.from < first ? range.from : first),
    loadedDay,
  );
  // Event calendars reach ahead: the range runs to the furthest day any loaded calendar covers.
  const lastDay = [
    ...Object.values(snapshot.dividends),
    ...Object.values(snapshot.earnings),
  ].reduce<CalendarDate>(
    (last, item) => (item.status === 'ok' && item.value.to > last ? item.value.to : last),
    loadedDay,
  );

  const quoteOf = (ticker: string) => read(snapshot.quotes[ticker], `quote ${ticker}`);
  const barsOf = (ticker: string, range: DateRange) =>
    readRange(snapshot.bars[ticker], `bars ${ticker}`, range);
  const chainOf = (ticker: string, expiration: CalendarDate) =>
    read(snapshot.chains[chainKey(ticker, expiration)], `chain ${ticker} ${expiration}`);

  const rateOf = () => {
    const loaded = read(snapshot.rate, 'risk-free rate');
    if (!loaded) throw new MarketDataUnavailableError('risk-free rate', 'the vendor published none');
    return loaded.rate;
  };

  const realisedCache = new Map<string, number | undefined>();
  /** The annualised volatility of the 20 sessions up to `date`, memoised (a backtest asks thousands of times). */
  const realisedVolatility = (ticker: string, date: CalendarDate): number | undefined => {
    const id = `${ticker}|${date}`;
    if (realisedCache.has(id)) return realisedCache.get(id);
    const loaded = read(snapshot.bars[ticker], `bars ${ticker}`);
    const items = loaded?.items ?? [];
    let end = items.length;
    while (end > 0 && (items[end - 1] as { date: CalendarDate }).date > date) end -= 1;
    const closes = items.slice(Math.max(0, end - HISTORY_SESSIONS - 1), end);
    let volatility: number | undefined;
    if (closes.length >= HISTORY_SESSIONS + 1) {
      const returns = closes
        .slice(1)
        .map((bar, index) => Math.log(bar.close / (closes[index] as { close: number }).close));
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
      volatility = Math.sqrt(variance * TRADING_DAYS);
    }
    realisedCache.set(id, volatility);
    return volatility;
  };

  /**
   * A modelled quote: Black-Scholes at the published rate, with no open interest, volume or trade of its own, and a
   * spread of `halfSpread` either side of the model price.
   */
  const modelledQuote = (
    input: OptionPricingInput,
    volatility: number,
    dividendYield: number,
    halfSpread: number,
  ): OptionQuote => {
    const years = Math.max(0, expiryInstant(input.expiration).getTime() - input.instant.getTime()) / YEAR_MS;
    const priced = bsm({
      type: input.type,
      spot: input.spot,
      strike: input.strike,
      years,
      rate: rateOf(),
      dividendYield,
      volatility,
    });
    return {
      type: input.type,
      strike: input.strike,
      expiration: input.expiration,
      bid: Math.max(0, priced.price - halfSpread),
      ask: priced.price + halfSpread,
      mid: priced.price,
      lastTradePrice: priced.price,
      impliedVolatility: volatility,
      delta: priced.delta,
      gamma: priced.gamma,
      theta: priced.theta,
      vega: priced.vega,
      openInterest: 0,
      volume: 0,
    };
  };

  /**
   * A contract the vendor quoted, at the spot and on the day it was quoted, is the vendor's quote. Anything else (a
   * held strike the chain does not list, a what-if spot) is MODELLED, never invented: the loaded chain's own implied
   * volatility at that strike (`interpolatedVolatility`), the trailing dividend yield and the nearest listed
   * contract's spread. A past day's mark of a contract whose chain no vendor sells us (historical option quotes are
   * another licence), and every contract of a backtest's snapshot, is modelled at the realised volatility of the 20
   * sessions before that day, without a spread. Without a loaded chain or those bars it is unavailable.
   */
  const quoteOption = (input: OptionPricingInput): OptionQuote => {
    const label = `option ${input.ticker} ${input.expiration} ${input.type} ${input.strike}`;
    if (
      !snapshot.chains[chainKey(input.ticker, input.expiration)] &&
      (input.date < loadedDay || snapshot.modelledOptions)
    ) {
      const realised = realisedVolatility(input.ticker, input.date);
      if (realised === undefined)
        throw new MarketDataUnavailableError(label, 'too few loaded closes for a realised volatility');
      return modelledQuote(input, realised, 0, 0);
    }
    const chain = chainOf(input.ticker, input.expiration);
    if (!chain) throw new MarketDataUnavailableError(label, 'the vendor lists no such expiration');
    const listed = chain.options.filter((option) => option.type === input.type);
    const exact = listed.find((option) => option.strike === input.strike);
    if (exact && chain.underlyingPrice === input.spot && newYorkDate(chain.asOf) === input.date) return exact;
    const volatility = interpolatedVolatility(listed, input.strike);
    const spreadFrom = nearestStrike(listed, input.strike);
    if (volatility === undefined || !spreadFrom)
      throw new MarketDataUnavailableError(
        label,
        `the chain lists no ${input.type}s to read a volatility from`,
      );
    const halfSpread = Math.max(0, spreadFrom.ask - spreadFrom.bid) / 2;
    return modelledQuote(input, volatility, model.dividendYield(input.ticker), halfSpread);
  };

  const model: MarketModel = {
    dataSource: snapshot.simulated ? 'simulated' : 'live',
    provenance: {
      source: snapshot.source,
      delayedMinutes: snapshot.delayedMinutes ?? 0,
      asOf: snapshot.oldestFetchedAt ?? snapshot.loadedAt,
      stale: (snapshot.staleItems ?? []).length > 0,
    },
    dataRange: { first: firstBarDay, last: lastDay },

    /**
     * Listed and optionable: a quote, and (when the request loaded them) at least one listed expiration. A symbol
     * that trades without options (the vendor lists none) is not covered, like an unlisted one on the simulator.
     */
    covers: (ticker) => {
      if (quoteOf(ticker) === undefined) return false;
      const listed = snapshot.expirations[ticker];
      return !(listed?.status === 'ok' && listed.value.entries.length === 0);
    },

    /** Undefined for a symbol without listed options, as for an uncovered one. */
    hasWeeklyOptions(ticker) {
      const listed = read(snapshot.expirations[ticker], `expirations ${ticker}`);
      if (!listed || listed.entries.length === 0) return undefined;
      return listed.entries.some((entry) => entry.kind === 'weekly');
    },

    /** Trailing-year cash dividends over the loaded price: what the vendor paid, not a profile's guess. */
    dividendYield(ticker) {
      const quote = quoteOf(ticker);
      if (!quote) throw new MarketDataUnavailableError(`dividend yield ${ticker}`, 'unknown symbol');
      const range = { from: addDays(quote.sessionDate, -YEAR_DAYS + 1), to: quote.sessionDate };
      const paid = readRange(snapshot.dividends[ticker], `dividends ${ticker}`, range)
        .filter((event) => event.exDate >= range.from && event.exDate <= range.to)
        .reduce((sum, event) => sum + event.amount, 0);
      return paid / quote.price;
    },

    /** The published 3-month Treasury yield, whatever the date: live mode prices today's options only. */
    riskFreeRate: rateOf,

    /**
     * The spacing of the listed strikes around `price` in any loaded chain of the ticker; a backtest's snapshot,
     * which loads no chains, follows the listing convention (`strikeIncrementFor`).
     */
    strikeIncrement(ticker, price) {
      if (snapshot.modelledOptions) return strikeIncrementFor(price);
      const strikes = [
        ...new Set(
          Object.entries(snapshot.chains)
            .filter(([key, item]) => key.startsWith(`${ticker}|`) && item.status === 'ok')
            .flatMap(([, item]) =>
              item.status === 'ok' ? item.value.options.map((option) => option.strike) : [],
            ),
        ),
      ].sort((a, b) => a - b);
      const above = strikes.findIndex((strike) => strike >= price);
      const index = above <= 0 ? 1 : above;
      const gap = (strikes[index] ?? NaN) - (strikes[index - 1] ?? NaN);
      if (!(gap > 0))
        throw new MarketDataUnavailableError(`strikes ${ticker}`, 'no loaded chain lists strikes');
      return gap;
    },

    dailyBars(ticker, from, to, now) {
      const today = newYorkDate(now);
      return barsOf(ticker, { from, to }).filter(
        (bar) => bar.date >= from && bar.date <= to && bar.date <= today,
      );
    },

    closes(ticker, from, to): CloseSeries {
      const bars = barsOf(ticker, { from, to }).filter((bar) => bar.date >= from && bar.date <= to);
      return { dates: bars.map((bar) => bar.date), closes: Float64Array.from(bars, (bar) => bar.close) };
    },

    closeOn(ticker, date) {
      const bar = barsOf(ticker, { from: date, to: date }).find((candidate) => candidate.date === date);
      if (!bar)
        throw new MarketDataUnavailableError(`close ${ticker} ${date}`, 'the vendor sent no bar for the day');
      return bar.close;
    },

    quote: (ticker) => quoteOf(ticker),

    expirations(ticker, now, through) {
      const listed = read(snapshot.expirations[ticker], `expirations ${ticker}`);
      if (!listed) return [];
      if (through > listed.through)
        throw new MarketDataUnavailableError(`expirations ${ticker}`, `loaded through ${listed.through}`);
      return listed.entries.filter(
        (entry) => entry.date <= through && expiryInstant(entry.date).getTime() > now.getTime(),
      );
    },

    /** An expiration the vendor lists no contracts for reads as none, like an unlisted one on the simulator. */
    optionChain(ticker, expiration) {
      const chain = chainOf(ticker, expiration);
      return chain && chain.options.length > 0 ? chain : undefined;
    },

    priceOption: quoteOption,

    priceOptionCore(input): OptionCoreQuote {
      const { type, strike, expiration, bid, ask, mid, impliedVolatility, delta } = quoteOption(input);
      return { type, strike, expiration, bid, ask, mid, impliedVolatility, delta };
    },

    dividends(ticker, from, to) {
      return readRange(snapshot.dividends[ticker], `dividends ${ticker}`, { from, to }).filter(
        (event) => event.exDate >= from && event.exDate <= to,
      );
    },

    earnings(ticker, from, to) {
      return readRange(snapshot.earnings[ticker], `earnings ${ticker}`, { from, to }).filter(
        (event) => event.date >= from && event.date <= to,
      );
    },
  };
  return model;
}
