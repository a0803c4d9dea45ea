import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { expiryInstant } from '../calendar/expirations';
import { newYorkDate } from '../calendar/nyse-calendar';
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

/**
 * `MarketModel` over a loaded snapshot: synchronous, answers only what the snapshot holds (see ./market-snapshot.ts).
 * `now` arguments bound what is returned (no bar after `now`, no expiration already past) but never move a quote:
 * a snapshot's quote is the vendor's, at the vendor's time.
 */
export function snapshotMarketModel(snapshot: MarketSnapshot): MarketModel {
  const loadedDay = newYorkDate(snapshot.loadedAt);
  const barRanges = Object.values(snapshot.bars).flatMap((item) =>
    item.status === 'ok' ? [item.value] : [],
  );
  const firstBarDay = barRanges.reduce<CalendarDate>(
    (first, range) => (range.from < first ? range.from : first),
    loadedDay,
  );

  const quoteOf = (ticker: string) => read(snapshot.quotes[ticker], `quote ${ticker}`);
  const barsOf = (ticker: string, range: DateRange) =>
    readRange(snapshot.bars[ticker], `bars ${ticker}`, range);
  const chainOf = (ticker: string, expiration: CalendarDate) =>
    read(snapshot.chains[chainKey(ticker, expiration)], `chain ${ticker} ${expiration}`);

  /** Only a contract the vendor quoted, at the spot and on the day it was quoted: a snapshot has no pricing model. */
  const listedQuote = (input: OptionPricingInput): OptionQuote => {
    const label = `option ${input.ticker} ${input.expiration} ${input.type} ${input.strike}`;
    const chain = chainOf(input.ticker, input.expiration);
    const quote = chain?.options.find(
      (option) => option.type === input.type && option.strike === input.strike,
    );
    if (!chain || !quote || chain.underlyingPrice !== input.spot || newYorkDate(chain.asOf) !== input.date)
      throw new MarketDataUnavailableError(
        label,
        'a live snapshot prices only the listed contracts it loaded',
      );
    return quote;
  };

  return {
    dataSource: 'live',
    dataRange: { first: firstBarDay, last: loadedDay },

    covers: (ticker) => quoteOf(ticker) !== undefined,

    hasWeeklyOptions(ticker) {
      const listed = read(snapshot.expirations[ticker], `expirations ${ticker}`);
      return listed ? listed.entries.some((entry) => entry.kind === 'weekly') : undefined;
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

    riskFreeRate() {
      // No rate source is loaded yet; the pure code must not price with a made-up rate in live mode.
      throw new MarketDataUnavailableError('risk-free rate', 'no rate source is loaded in live mode yet');
    },

    /** The spacing of the listed strikes around `price` in any loaded chain of the ticker. */
    strikeIncrement(ticker, price) {
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

    priceOption: listedQuote,

    priceOptionCore(input): OptionCoreQuote {
      const { type, strike, expiration, bid, ask, mid, impliedVolatility, delta } = listedQuote(input);
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
}
