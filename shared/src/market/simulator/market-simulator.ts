import { type CalendarDate, fromDayNumber, toDayNumber } from '../../calendar/calendar-date';
import {
  expirationsBetween,
  expiryInstant,
  isMonthlyExpiration,
  isWeeklyExpiration,
} from '../../calendar/expirations';
import type { OptionType } from '../../options/black-scholes';
import { type CompanyProfile, findCompany, strikeIncrementFor } from '../company-directory';
import type {
  DailyBar,
  DividendEvent,
  EarningsEvent,
  ExpirationEntry,
  MarketModel,
  MarketQuote,
  OptionChainSnapshot,
  OptionCoreQuote,
  OptionPricingInput,
  OptionQuote,
} from '../market-model';
import {
  buildEventSchedule,
  countInWindow,
  type EventSchedule,
  lowerBound,
  paymentDate,
  upperBound,
} from './corporate-events';
import {
  buildIntradayPath,
  cumulativeVolumeShare,
  type IntradayInput,
  pathExtremes,
  sessionExtremes,
} from './intraday-path';
import { buildMarketFactor, type MarketFactor } from './market-factor';
import { type ExpiryContext, quoteOption, quoteOptionCore } from './option-quotes';
import { buildDailyPath, type DailyPath, openOn, roundToCents, volumeOn } from './price-path';
import { hashString } from './prng';
import {
  assertInDataRange,
  DATA_RANGE,
  DAY_COUNT,
  dateOfIndex,
  dayNumberOfIndex,
  FIRST_PUBLISHED_INDEX,
  indexOfTradingDay,
  indexOnOrAfter,
  indexOnOrBefore,
  indexOnOrBeforeDayNumber,
  newYorkDayNumber,
  sessionCloseMs,
  sessionMinutes,
  sessionOpenMs,
  simulationDays,
} from './simulation-days';
import { strikeLadder } from './strike-ladder';
import { buildTickerParameters, type TickerParameters } from './ticker-parameters';
import { atTheMoneyVolatility } from './volatility-surface';

export { ANCHOR_DATE, DATA_RANGE } from './simulation-days';

/**
 * The deterministic market simulator: the product's local default source of market data (DESIGN.md, "The market
 * simulator"). Every number is a pure function of (seed, ticker, date or instant); series are computed on first
 * use of a ticker and kept for the simulator's lifetime, which changes speed, never results. The model and its
 * parameters are described in SIMULATOR.md next to this file.
 *
 * Published prices (closes, bars, quotes, dividends, option bids/asks/lasts) are rounded to whole cents once, as
 * they leave the simulator (`Math.round(x × 100) / 100`); everything inside is unrounded except dividends, which are
 * whole cents because the price drop on the ex-date is exactly the dividend paid.
 */

/** The seed of the product's simulated market; a different seed is a different, equally plausible market. */
export const DEFAULT_SEED = 'thetix-6';

/** Continuously compounded, flat over the whole range (see SIMULATOR.md for why not a dated curve). */
export const SIMULATED_RISK_FREE_RATE = 0.04;

export interface MarketSimulatorOptions {
  readonly seed?: string;
}

interface TickerState {
  readonly parameters: TickerParameters;
  readonly events: EventSchedule;
  readonly path: DailyPath;
  readonly publishedCloses: Float64Array;
  /** Unrounded highs and lows of completed sessions, NaN until a bar asks for them. */
  readonly highs: Float64Array;
  readonly lows: Float64Array;
  /** The last intraday path built, kept because quotes and chains ask for the same day over and over. */
  intraday: { readonly day: number; readonly prices: Float64Array } | undefined;
  /**
   * Recent expiry contexts by quote instant: a backtest prices dozens of strikes and resampled spots for each
   * (date, expiration, instant), and a context costs about as much as the option itself. Bounded by clearing.
   */
  readonly contexts: Map<number, ExpiryContext[]>;
}

interface ExpirationFacts {
  readonly expiryMs: number;
  /** Axis index of the last trading day on or before the expiration. */
  readonly day: number;
  readonly dayNumber: number;
  readonly monthly: boolean;
}

const validTime = (instant: Date, what: string): number => {
  const time = instant instanceof Date ? instant.getTime() : NaN;
  if (Number.isNaN(time)) throw new RangeError(`${what} must be a valid Date`);
  return time;
};

const CALENDAR_YEAR_MS = 365 * 86_400_000;
const MAX_CACHED_INSTANTS = 4096;
const LAST_DAY_NUMBER = toDayNumber(DATA_RANGE.last);

export const createMarketSimulator = (options: MarketSimulatorOptions = {}): MarketModel => {
  const seedKey = hashString(options.seed ?? DEFAULT_SEED);
  const rate = SIMULATED_RISK_FREE_RATE;
  let market: MarketFactor | undefined;
  const statesByTicker = new Map<string, TickerState>();
  const eventsByTicker = new Map<string, EventSchedule>();
  const expirationFacts = new Map<CalendarDate, ExpirationFacts>();

  // Keyed by the ticker as typed ('aapl', 'BRK-B'), so the hot path skips findCompany's normalising. Only hits are
  // kept, and at most a few thousand spellings, so odd input cannot grow it without bound.
  const profilesByInput = new Map<string, CompanyProfile>();
  const profileOf = (ticker: string): CompanyProfile | undefined => {
    const known = profilesByInput.get(ticker);
    if (known) return known;
    const profile = typeof ticker === 'string' ? findCompany(ticker) : undefined;
    if (profile && profilesByInput.size < 4096) profilesByInput.set(ticker, profile);
    return profile;
  };

  const eventsOf = (profile: CompanyProfile): EventSchedule => {
    let events = eventsByTicker.get(profile.ticker);
    if (!events) {
      events = buildEventSchedule(profile);
      eventsByTicker.set(profile.ticker, events);
    }
    return events;
  };

  const stateOf = (ticker: string): TickerState | undefined => {
    const profile = profileOf(ticker);
    if (!profile) return undefined;
    let state = statesByTicker.get(profile.ticker);
    if (!state) {
      market ??= buildMarketFactor(seedKey, rate);
      const parameters = buildTickerParameters(profile, seedKey, rate);
      const events = eventsOf(profile);
      const path = buildDailyPath(parameters, market, events);
      state = {
        parameters,
        events,
        path,
        publishedCloses: path.closes.map(roundToCents),
        highs: new Float64Array(DAY_COUNT).fill(NaN),
        lows: new Float64Array(DAY_COUNT).fill(NaN),
        intraday: undefined,
        contexts: new Map(),
      };
      statesByTicker.set(profile.ticker, state);
    }
    return state;
  };

  const requireState = (ticker: string): TickerState => {
    const state = stateOf(ticker);
    if (!state) throw new RangeError(`The simulator does not cover the ticker "${String(ticker)}"`);
    return state;
  };

  const intradayInput = (state: TickerState, day: number): IntradayInput => ({
    key: state.parameters.key,
    day,
    open: openOn(state.parameters, state.path, day),
    close: state.path.closes[day] ?? NaN,
    dailyVolatility: state.path.dailyVolatility[day] ?? 0,
    minutes: sessionMinutes(day),
  });

  const intradayPrices = (state: TickerState, day: number): Float64Array => {
    if (state.intraday?.day === day) return state.intraday.prices;
    const prices = buildIntradayPath(intradayInput(state, day));
    state.intraday = { day, prices };
    return prices;
  };

  const completedBar = (state: TickerState, day: number): DailyBar => {
    if (Number.isNaN(state.highs[day])) {
      const { high, low } = sessionExtremes(intradayInput(state, day));
      state.highs[day] = high;
      state.lows[day] = low;
    }
    return {
      date: dateOfIndex(day),
      open: roundToCents(openOn(state.parameters, state.path, day)),
      high: roundToCents(state.highs[day] ?? NaN),
      low: roundToCents(state.lows[day] ?? NaN),
      close: state.publishedCloses[day] ?? NaN,
      volume: volumeOn(state.parameters, state.path, day),
    };
  };

  /** The bar of a session in progress: only the minutes up to `nowMs`. */
  const partialBar = (state: TickerState, day: number, nowMs: number): DailyBar => {
    const prices = intradayPrices(state, day);
    const open = sessionOpenMs(day);
    const minute = Math.floor((nowMs - open) / 60_000);
    const { high, low } = pathExtremes(prices, minute);
    const elapsed = (nowMs - open) / (sessionCloseMs(day) - open);
    return {
      date: dateOfIndex(day),
      open: roundToCents(prices[0] ?? NaN),
      high: roundToCents(high),
      low: roundToCents(low),
      close: roundToCents(prices[minute] ?? NaN),
      volume: Math.round(volumeOn(state.parameters, state.path, day) * cumulativeVolumeShare(elapsed)),
    };
  };

  /** The last session that has opened at `now` (-1 before the axis). */
  const lastOpenedSession = (now: Date, today: number): number => {
    const day = indexOnOrBeforeDayNumber(today);
    if (day >= 0 && dayNumberOfIndex(day) === today && now.getTime() < sessionOpenMs(day)) return day - 1;
    return day;
  };

  const factsOf = (expiration: CalendarDate): ExpirationFacts => {
    let facts = expirationFacts.get(expiration);
    if (!facts) {
      assertInDataRange(expiration, 'expiration');
      facts = {
        expiryMs: expiryInstant(expiration).getTime(),
        day: indexOnOrBefore(expiration),
        dayNumber: toDayNumber(expiration),
        monthly: isMonthlyExpiration(expiration),
      };
      expirationFacts.set(expiration, facts);
    }
    return facts;
  };

  /** The axis index of a quote date: the last trading day on or before it, inside the published range. */
  const quoteDay = (date: CalendarDate): number => {
    const exact = indexOfTradingDay(date);
    if (exact >= FIRST_PUBLISHED_INDEX) return exact;
    assertInDataRange(date);
    return indexOnOrBefore(date);
  };

  const expiryContext = (
    state: TickerState,
    day: number,
    expiration: CalendarDate,
    nowMs: number,
  ): ExpiryContext => {
    const facts = factsOf(expiration);
    const { parameters, path, events } = state;
    const open = sessionOpenMs(day);
    const years = (facts.expiryMs - nowMs) / CALENDAR_YEAR_MS;
    const volatilityState = {
      marketVariance: market?.variances[day] ?? NaN,
      idiosyncraticVariance: path.idiosyncraticVariances[day] ?? NaN,
    };
    const earningsReactions = countInWindow(events.earningsReactionDays, day, facts.day);
    return {
      parameters,
      day,
      expiration,
      expirationKey: facts.dayNumber,
      years,
      monthly: facts.monthly,
      atTheMoney: atTheMoneyVolatility(parameters, volatilityState, years, earningsReactions),
      rate,
      dividendYield: parameters.profile.dividendYield,
      openInterestReference: state.publishedCloses[day - 1] ?? NaN,
      volumeShare: cumulativeVolumeShare((nowMs - open) / (sessionCloseMs(day) - open)),
    };
  };

  const dividendsIn = (state: TickerState, from: number, to: number): DividendEvent[] => {
    const { exDividendDays } = state.events;
    const result: DividendEvent[] = [];
    for (let event = lowerBound(exDividendDays, from); event < upperBound(exDividendDays, to); event++) {
      const day = exDividendDays[event] ?? 0;
      result.push({
        exDate: dateOfIndex(day),
        payDate: paymentDate(state.events, day),
        amount: state.path.dividends[day] ?? 0,
      });
    }
    return result;
  };

  const quote = (ticker: string, now: Date): MarketQuote | undefined => {
    const state = stateOf(ticker);
    if (!state) return undefined;
    const nowMs = validTime(now, 'now');
    const today = newYorkDayNumber(now);
    if (today > LAST_DAY_NUMBER)
      throw new RangeError(
        `${fromDayNumber(today)} is after the simulated data range, which ends ${DATA_RANGE.last}`,
      );
    const session = lastOpenedSession(now, today);
    if (session < FIRST_PUBLISHED_INDEX)
      throw new RangeError(
        `${fromDayNumber(today)} is before the simulated data range, which starts ${DATA_RANGE.first}`,
      );
    const previousClose = state.publishedCloses[session - 1] ?? NaN;
    const closeMs = sessionCloseMs(session);
    if (nowMs < closeMs) {
      const minute = Math.floor((nowMs - sessionOpenMs(session)) / 60_000);
      return {
        price: roundToCents(intradayPrices(state, session)[minute] ?? NaN),
        previousClose,
        asOf: new Date(nowMs),
        marketOpen: true,
        sessionDate: dateOfIndex(session),
      };
    }
    return {
      price: state.publishedCloses[session] ?? NaN,
      previousClose,
      asOf: new Date(closeMs),
      marketOpen: false,
      sessionDate: dateOfIndex(session),
    };
  };

  const cachedExpiryContext = (
    state: TickerState,
    day: number,
    expiration: CalendarDate,
    nowMs: number,
  ): ExpiryContext => {
    let atInstant = state.contexts.get(nowMs);
    const cached = atInstant?.find((context) => context.day === day && context.expiration === expiration);
    if (cached) return cached;
    const context = expiryContext(state, day, expiration, nowMs);
    if (!atInstant) {
      if (state.contexts.size >= MAX_CACHED_INSTANTS) state.contexts.clear();
      atInstant = [];
      state.contexts.set(nowMs, atInstant);
    }
    atInstant.push(context);
    return context;
  };

  const priceOption = (input: OptionPricingInput): OptionQuote => {
    const state = requireState(input.ticker);
    const day = quoteDay(input.date);
    const context = cachedExpiryContext(state, day, input.expiration, validTime(input.instant, 'instant'));
    return quoteOption(context, input.type, input.strike, input.spot);
  };

  const priceOptionCore = (input: OptionPricingInput): OptionCoreQuote => {
    const state = requireState(input.ticker);
    const day = quoteDay(input.date);
    const context = cachedExpiryContext(state, day, input.expiration, validTime(input.instant, 'instant'));
    return quoteOptionCore(context, input.type, input.strike, input.spot);
  };

  return {
    dataSource: 'simulated',
    dataRange: DATA_RANGE,
    covers: (ticker) => profileOf(ticker) !== undefined,
    hasWeeklyOptions: (ticker) => profileOf(ticker)?.weeklyOptions,
    dividendYield: (ticker) => profileOf(ticker)?.dividendYield ?? 0,
    riskFreeRate: () => rate,
    strikeIncrement: (_ticker, price) => strikeIncrementFor(price),

    dailyBars: (ticker, from, to, now) => {
      assertInDataRange(from, 'from');
      assertInDataRange(to, 'to');
      const nowMs = validTime(now, 'now');
      const state = stateOf(ticker);
      if (!state) return [];
      const live = lastOpenedSession(now, newYorkDayNumber(now));
      const last = Math.min(indexOnOrBefore(to), live);
      const bars: DailyBar[] = [];
      for (let day = indexOnOrAfter(from); day <= last; day++)
        bars.push(
          day === live && nowMs < sessionCloseMs(day)
            ? partialBar(state, day, nowMs)
            : completedBar(state, day),
        );
      return bars;
    },

    closes: (ticker, from, to) => {
      assertInDataRange(from, 'from');
      assertInDataRange(to, 'to');
      const state = stateOf(ticker);
      if (!state || from > to) return { dates: [], closes: new Float64Array(0) };
      const first = indexOnOrAfter(from);
      const end = indexOnOrBefore(to) + 1;
      return { dates: simulationDays().slice(first, end), closes: state.publishedCloses.slice(first, end) };
    },

    closeOn: (ticker, date) => {
      assertInDataRange(date);
      const state = requireState(ticker);
      const day = indexOfTradingDay(date);
      if (day < 0) throw new RangeError(`${date} is not a trading day, so it has no close`);
      return state.publishedCloses[day] ?? NaN;
    },

    quote,

    expirations: (ticker, now, through) => {
      assertInDataRange(through, 'through');
      const nowMs = validTime(now, 'now');
      const profile = profileOf(ticker);
      if (!profile) return [];
      const today = fromDayNumber(newYorkDayNumber(now));
      assertInDataRange(today, 'date of now');
      return expirationsBetween(today, through, { weekly: profile.weeklyOptions })
        .filter((date) => factsOf(date).expiryMs > nowMs)
        .map((date): ExpirationEntry => ({ date, kind: factsOf(date).monthly ? 'monthly' : 'weekly' }));
    },

    optionChain: (ticker, expiration, now) => {
      const state = stateOf(ticker);
      if (!state) return undefined;
      const nowMs = validTime(now, 'now');
      const facts = factsOf(expiration);
      const listed = state.parameters.profile.weeklyOptions
        ? isWeeklyExpiration(expiration)
        : isMonthlyExpiration(expiration);
      if (!listed || facts.expiryMs <= nowMs) return undefined;
      const spot = quote(ticker, now);
      if (!spot) return undefined;
      const context = expiryContext(state, indexOfTradingDay(spot.sessionDate), expiration, nowMs);
      const strikes = strikeLadder(spot.price);
      const options: OptionQuote[] = [];
      for (const type of ['call', 'put'] as const satisfies readonly OptionType[])
        for (const strike of strikes) options.push(quoteOption(context, type, strike, spot.price));
      return {
        ticker: state.parameters.profile.ticker,
        expiration,
        underlyingPrice: spot.price,
        asOf: spot.asOf,
        options,
      } satisfies OptionChainSnapshot;
    },

    priceOption,
    priceOptionCore,

    dividends: (ticker, from, to) => {
      assertInDataRange(from, 'from');
      assertInDataRange(to, 'to');
      const state = stateOf(ticker);
      if (!state) return [];
      return dividendsIn(state, indexOnOrAfter(from), indexOnOrBefore(to));
    },

    earnings: (ticker, from, to) => {
      assertInDataRange(from, 'from');
      assertInDataRange(to, 'to');
      const profile = profileOf(ticker);
      if (!profile) return [];
      const { earningsDays, earningsTime } = eventsOf(profile);
      const first = indexOnOrAfter(from);
      const last = indexOnOrBefore(to);
      const result: EarningsEvent[] = [];
      for (let event = lowerBound(earningsDays, first); event < upperBound(earningsDays, last); event++)
        result.push({ date: dateOfIndex(earningsDays[event] ?? 0), time: earningsTime });
      return result;
    },
  };
};
