import type { CalendarDate } from '../../calendar/calendar-date';
import { expirationsBetween, isMonthlyExpiration, yearsToExpiry } from '../../calendar/expirations';
import {
  isMarketOpen,
  isTradingDay,
  newYorkDate,
  previousTradingDay,
  tradingDaysBetween,
} from '../../calendar/nyse-calendar';
import type {
  DividendEvent,
  EarningsEvent,
  MarketModel,
  OptionPricingInput,
  OptionQuote,
} from '../../market/market-model';
import { chainAtStrikes, quoteAroundModelValue } from '../../market/testing/model-quote';
import { bsm } from '../../options/black-scholes';

/**
 * A market whose every number a test can work out by hand: each ticker sits at a fixed price, options are
 * Black-Scholes-Merton (`bsm`) at one fixed volatility, and the bid and ask sit half a fixed spread either side of
 * the model value (bid floored at 0), so the mid is the model value. Open interest and volume are round defaults
 * that a test can override per contract to make one illiquid. Expirations are the real calendar's.
 */

export interface TestContract {
  readonly ticker: string;
  readonly strike: number;
  readonly expiration: CalendarDate;
}

export interface TestLiquidity {
  readonly openInterest?: number;
  readonly volume?: number;
  /** Ask − bid for this contract, dollars per share. */
  readonly spread?: number;
}

export interface TestTicker {
  readonly price: number;
  /** Default 0.25. */
  readonly volatility?: number;
  /** Weekly series listed (default) or monthly only. */
  readonly weekly?: boolean;
  /** Continuous yield used in pricing; default 0. */
  readonly dividendYield?: number;
  /** Default 1. */
  readonly strikeIncrement?: number;
  readonly dividends?: readonly DividendEvent[];
  readonly earnings?: readonly EarningsEvent[];
  /** Overrides for some calls (puts keep the defaults). */
  readonly liquidity?: (contract: TestContract) => TestLiquidity | undefined;
  /** Overrides for some puts (issue 31); calls keep `liquidity`'s. */
  readonly putLiquidity?: (contract: TestContract) => TestLiquidity | undefined;
}

export interface TestMarketOptions {
  readonly tickers: Readonly<Record<string, TestTicker>>;
  /** Default 0: the formulas then lose their discounting terms. */
  readonly rate?: number;
}

export const TEST_MARKET_DEFAULTS = {
  volatility: 0.25,
  spread: 0.02,
  openInterest: 1000,
  volume: 100,
  strikeIncrement: 1,
  /** Chains list strikes from 70 % to 130 % of the price. */
  chainWidth: 0.3,
} as const;

export const createTestMarket = ({ tickers, rate = 0 }: TestMarketOptions): MarketModel => {
  const tickerOf = (ticker: string): TestTicker => {
    const found = tickers[ticker];
    if (!found) throw new RangeError(`${ticker} is not in the test market`);
    return found;
  };
  const sessionDateOf = (now: Date): CalendarDate => {
    const today = newYorkDate(now);
    return isTradingDay(today) ? today : previousTradingDay(today);
  };

  const priceOption = ({
    ticker,
    instant,
    spot,
    strike,
    expiration,
    type,
  }: OptionPricingInput): OptionQuote => {
    const config = tickerOf(ticker);
    const volatility = config.volatility ?? TEST_MARKET_DEFAULTS.volatility;
    const value = bsm({
      type,
      spot,
      strike,
      years: yearsToExpiry(instant, expiration),
      rate,
      dividendYield: config.dividendYield ?? 0,
      volatility,
    });
    const overrides = (type === 'call' ? config.liquidity : config.putLiquidity)?.({
      ticker,
      strike,
      expiration,
    });
    const spread = overrides?.spread ?? TEST_MARKET_DEFAULTS.spread;
    return quoteAroundModelValue(
      { type, strike, expiration },
      { value, volatility },
      {
        spread,
        openInterest: overrides?.openInterest ?? TEST_MARKET_DEFAULTS.openInterest,
        volume: overrides?.volume ?? TEST_MARKET_DEFAULTS.volume,
      },
    );
  };

  const strikesAround = (config: TestTicker): number[] => {
    const increment = config.strikeIncrement ?? TEST_MARKET_DEFAULTS.strikeIncrement;
    const low = Math.ceil((config.price * (1 - TEST_MARKET_DEFAULTS.chainWidth)) / increment);
    const high = Math.floor((config.price * (1 + TEST_MARKET_DEFAULTS.chainWidth)) / increment);
    return Array.from({ length: high - low + 1 }, (_, index) => (low + index) * increment);
  };

  return {
    dataSource: 'simulated',
    dataRange: { first: '2016-01-04', last: '2030-12-31' },
    covers: (ticker) => ticker in tickers,
    hasWeeklyOptions: (ticker) => (ticker in tickers ? (tickerOf(ticker).weekly ?? true) : undefined),
    dividendYield: (ticker) => tickerOf(ticker).dividendYield ?? 0,
    riskFreeRate: () => rate,
    strikeIncrement: (ticker) => tickerOf(ticker).strikeIncrement ?? TEST_MARKET_DEFAULTS.strikeIncrement,
    dailyBars: (ticker, from, to) => {
      const { price } = tickerOf(ticker);
      return tradingDaysBetween(from, to).map((date) => ({
        date,
        open: price,
        high: price,
        low: price,
        close: price,
        volume: 1_000_000,
      }));
    },
    closes: () => ({ dates: [], closes: new Float64Array() }),
    closeOn: (ticker) => tickerOf(ticker).price,
    quote: (ticker, now) =>
      ticker in tickers
        ? {
            price: tickerOf(ticker).price,
            previousClose: tickerOf(ticker).price,
            asOf: now,
            marketOpen: isMarketOpen(now),
            sessionDate: sessionDateOf(now),
          }
        : undefined,
    expirations: (ticker, now, through) => {
      const weekly = tickerOf(ticker).weekly ?? true;
      return expirationsBetween(newYorkDate(now), through, { weekly })
        .filter((date) => yearsToExpiry(now, date) > 0)
        .map((date) => ({ date, kind: isMonthlyExpiration(date) ? 'monthly' : 'weekly' }));
    },
    optionChain: (ticker, expiration, now) => {
      if (!(ticker in tickers)) return undefined;
      const config = tickerOf(ticker);
      return chainAtStrikes(
        { ticker, expiration, underlyingPrice: config.price, asOf: now },
        strikesAround(config),
        (type, strike) =>
          priceOption({
            ticker,
            date: sessionDateOf(now),
            instant: now,
            spot: config.price,
            strike,
            expiration,
            type,
          }),
      );
    },
    priceOption,
    // The full quote carries every core field.
    priceOptionCore: priceOption,
    dividends: (ticker, from, to) =>
      (tickerOf(ticker).dividends ?? []).filter((event) => event.exDate >= from && event.exDate <= to),
    earnings: (ticker, from, to) =>
      (tickerOf(ticker).earnings ?? []).filter((event) => event.date >= from && event.date <= to),
  };
};

/** The model value of a call in the test market, for expected figures: what the chain's mid and last trade are. */
export const testCallValue = (input: TestValueInput) => testOptionValue('call', input);

/** The same for a put (issue 31). */
export const testPutValue = (input: TestValueInput) => testOptionValue('put', input);

interface TestValueInput {
  readonly spot: number;
  readonly strike: number;
  readonly now: Date;
  readonly expiration: CalendarDate;
  readonly volatility?: number;
  readonly rate?: number;
  readonly dividendYield?: number;
}

const testOptionValue = (type: 'call' | 'put', input: TestValueInput) =>
  bsm({
    type,
    spot: input.spot,
    strike: input.strike,
    years: yearsToExpiry(input.now, input.expiration),
    rate: input.rate ?? 0,
    dividendYield: input.dividendYield ?? 0,
    volatility: input.volatility ?? TEST_MARKET_DEFAULTS.volatility,
  });
