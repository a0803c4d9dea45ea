import type { CalendarDate } from '../../calendar/calendar-date';
import {
  CALENDAR_YEAR_MS,
  expirationsBetween,
  expiryInstant,
  isMonthlyExpiration,
} from '../../calendar/expirations';
import { addTradingDays, marketSession, newYorkDate, tradingDaysBetween } from '../../calendar/nyse-calendar';
import type {
  CloseSeries,
  DailyBar,
  MarketModel,
  OptionPricingInput,
  OptionQuote,
} from '../../market/market-model';
import { chainAtStrikes, quoteAroundModelValue } from '../../market/testing/model-quote';
import { bsm } from '../../options/black-scholes';
import { uniformAt } from '../scenario-paths';

/**
 * A market whose every number a test can work out by hand: the closes are given, volatility is constant (or a
 * given function of the date), option values are Black-Scholes-Merton (`bsm`) at that volatility, the
 * risk-free rate and dividend yield are constants, and bid/ask sit half a fixed spread either side of the
 * model value (the bid floored at 0). No smile, no earnings, no dividends paid.
 */

export interface FixedTicker {
  /** One close per trading day of the market's dates, or a function of the day's index and date. */
  readonly closes: readonly number[] | ((index: number, date: CalendarDate) => number);
  readonly volatility?: number | ((date: CalendarDate) => number);
  /** Weekly series listed (default) or monthly only. */
  readonly weekly?: boolean;
  readonly dividendYield?: number;
  readonly strikeIncrement?: number;
  /** false: quoted, but no listed options (`covers` is false). */
  readonly optionable?: boolean;
  /** The first day with a close (a recent listing); earlier days are outside the ticker's history. */
  readonly listedFrom?: CalendarDate;
}

export interface FixedMarketOptions {
  /** The last trading day with data. */
  readonly through: CalendarDate;
  /** How many trading days of data, ending at `through` (default 300: enough for a one-year window). */
  readonly days?: number;
  readonly tickers: Readonly<Record<string, FixedTicker>>;
  readonly rate?: number;
  /** Ask minus bid, in dollars per share (default 0.10). */
  readonly spread?: number;
  readonly dataSource?: 'simulated' | 'live';
}

export const FIXED_MARKET_DEFAULTS = {
  days: 300,
  rate: 0.04,
  spread: 0.1,
  volatility: 0.25,
  strikeIncrement: 1,
};

export interface FixedMarket extends MarketModel {
  /** The trading days with data, oldest first. */
  readonly dates: readonly CalendarDate[];
}

export const createFixedMarket = (options: FixedMarketOptions): FixedMarket => {
  const {
    through,
    days = FIXED_MARKET_DEFAULTS.days,
    rate = FIXED_MARKET_DEFAULTS.rate,
    spread = FIXED_MARKET_DEFAULTS.spread,
    dataSource = 'simulated',
  } = options;
  const dates = tradingDaysBetween(addTradingDays(through, -(days - 1)), through);
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  const series = new Map(
    Object.entries(options.tickers).map(([ticker, config]) => {
      const { closes } = config;
      const values = Float64Array.from(dates, (date, index) =>
        typeof closes === 'function' ? closes(index, date) : (closes[index] ?? Number.NaN),
      );
      if (values.some((value) => !(value > 0)))
        throw new RangeError(`${ticker} needs ${dates.length} positive closes`);
      return [ticker, { config, values }];
    }),
  );

  const tickerData = (ticker: string) => {
    const found = series.get(ticker);
    if (!found) throw new RangeError(`${ticker} is not in the fixed market`);
    return found;
  };
  const dayIndex = (date: CalendarDate): number => {
    const index = indexOf.get(date);
    if (index === undefined) throw new RangeError(`${date} is outside the fixed market's trading days`);
    return index;
  };
  const volatilityOf = (ticker: string, date: CalendarDate): number => {
    const { volatility = FIXED_MARKET_DEFAULTS.volatility } = tickerData(ticker).config;
    return typeof volatility === 'function' ? volatility(date) : volatility;
  };
  const closeOn = (ticker: string, date: CalendarDate): number => {
    const { config, values } = tickerData(ticker);
    if (config.listedFrom !== undefined && date < config.listedFrom)
      throw new RangeError(`${ticker} was listed on ${config.listedFrom}`);
    return values[dayIndex(date)] ?? 0;
  };
  const closes = (ticker: string, from: CalendarDate, to: CalendarDate): CloseSeries => {
    const listedFrom = tickerData(ticker).config.listedFrom;
    const start = dayIndex(listedFrom !== undefined && listedFrom > from ? listedFrom : from);
    const end = dayIndex(to);
    return { dates: dates.slice(start, end + 1), closes: tickerData(ticker).values.slice(start, end + 1) };
  };
  const dividendYield = (ticker: string): number => tickerData(ticker).config.dividendYield ?? 0;
  const strikeIncrement = (ticker: string): number =>
    tickerData(ticker).config.strikeIncrement ?? FIXED_MARKET_DEFAULTS.strikeIncrement;

  // The calendar works an instant out from a date's parts; remembered, it costs the fixture nothing per
  // quote.
  const expiryMs = new Map<CalendarDate, number>();
  const expiryMsOf = (expiration: CalendarDate): number => {
    let ms = expiryMs.get(expiration);
    if (ms === undefined) {
      ms = expiryInstant(expiration).getTime();
      expiryMs.set(expiration, ms);
    }
    return ms;
  };

  const priceOption = ({
    ticker,
    date,
    instant,
    spot,
    strike,
    expiration,
    type,
  }: OptionPricingInput): OptionQuote => {
    const volatility = volatilityOf(ticker, date);
    const years = (expiryMsOf(expiration) - instant.getTime()) / CALENDAR_YEAR_MS;
    const value = bsm({ type, spot, strike, years, rate, dividendYield: dividendYield(ticker), volatility });
    return quoteAroundModelValue(
      { type, strike, expiration },
      { value, volatility },
      { spread, openInterest: 1000, volume: 100 },
    );
  };

  const dailyBars = (ticker: string, from: CalendarDate, to: CalendarDate): DailyBar[] => {
    const { dates: barDates, closes: values } = closes(ticker, from, to);
    return barDates.map((date, index) => {
      const close = values[index] ?? 0;
      return { date, open: close, high: close, low: close, close, volume: 1_000_000 };
    });
  };

  const lastSessionAt = (now: Date): CalendarDate => {
    const today = newYorkDate(now);
    const session = marketSession(today);
    if (session && now >= session.close && indexOf.has(today)) return today;
    return dates.filter((date) => date < today).at(-1) ?? through;
  };

  return {
    dataSource,
    dates,
    dataRange: { first: dates[0] ?? through, last: through },
    covers: (ticker) => (series.get(ticker)?.config.optionable ?? true) && series.has(ticker),
    hasWeeklyOptions: (ticker) => {
      const found = series.get(ticker);
      if (!found || found.config.optionable === false) return undefined;
      return found.config.weekly ?? true;
    },
    dividendYield,
    riskFreeRate: () => rate,
    strikeIncrement,
    dailyBars,
    closes,
    closeOn,
    quote: (ticker, now) => {
      if (!series.has(ticker)) return undefined;
      const sessionDate = lastSessionAt(now);
      const price = closeOn(ticker, sessionDate);
      const previous = dates[dayIndex(sessionDate) - 1];
      return {
        price,
        previousClose: previous === undefined ? price : closeOn(ticker, previous),
        asOf: marketSession(sessionDate)?.close ?? now,
        marketOpen: false,
        sessionDate,
      };
    },
    expirations: (ticker, now, to) => {
      const weekly = series.get(ticker)?.config.weekly ?? true;
      return expirationsBetween(newYorkDate(now), to, { weekly })
        .filter((date) => expiryInstant(date) > now)
        .map((date) => ({ date, kind: isMonthlyExpiration(date) ? 'monthly' : 'weekly' }));
    },
    optionChain: (ticker, expiration, now) => {
      if (!series.has(ticker)) return undefined;
      const sessionDate = lastSessionAt(now);
      const spot = closeOn(ticker, sessionDate);
      const increment = strikeIncrement(ticker);
      const center = Math.round(spot / increment);
      const strikes = Array.from({ length: 21 }, (_, index) => (center - 10 + index) * increment).filter(
        (strike) => strike > 0,
      );
      return chainAtStrikes(
        { ticker, expiration, underlyingPrice: spot, asOf: now },
        strikes,
        (type, strike) =>
          priceOption({ ticker, date: sessionDate, instant: now, spot, strike, expiration, type }),
      );
    },
    priceOption,
    // The full quote carries every core field.
    priceOptionCore: priceOption,
    dividends: () => [],
    earnings: () => [],
  };
};

/** `days` closes all at `price`. */
export const flatCloses = (days: number, price: number): number[] =>
  Array.from({ length: days }, () => price);

/** Closes growing by `dailyReturn` (0.01 = 1 %) each session from `start`. */
export const compoundingCloses = (days: number, start: number, dailyReturn: number): number[] =>
  Array.from({ length: days }, (_, index) => start * (1 + dailyReturn) ** index);

/**
 * A geometric Brownian motion without drift, reproducible from `seed`: each session multiplies the close by
 * exp(σ/√252 · z - σ²/504) with z standard normal (Box-Muller on the calculator's counter-based uniforms).
 */
export const randomWalkCloses = (days: number, start: number, volatility: number, seed: number): number[] => {
  const daily = volatility / Math.sqrt(252);
  let price = start;
  return Array.from({ length: days }, (_, day) => {
    const current = price;
    const radius = Math.sqrt(-2 * Math.log(1 - uniformAt(seed, 2 * day)));
    const z = radius * Math.cos(2 * Math.PI * uniformAt(seed, 2 * day + 1));
    price *= Math.exp(daily * z - 0.5 * daily * daily);
    return current;
  });
};
