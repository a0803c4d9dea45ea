import type { CalendarDate } from '../calendar/calendar-date';
import type { RiskLevel } from '../contracts/calculator';
import type { MarketModel, OptionCoreQuote, OptionPricingInput } from '../market/market-model';
import { normalCdf } from '../options/normal-distribution';
import { goalRiskBand } from '../options/risk-labels';
import { RISK_TARGET_DELTA } from './covered-call-rules';
import { inverseNormalCdf } from './inverse-normal-cdf';

/**
 * The strike a goal sells: the listed strike strictly above the spot whose call delta lies in the goal's band
 * (`goalRiskBand`) and is closest to the goal's target (`RISK_TARGET_DELTA`). When no strike above the spot
 * reaches the band (an aggressive goal on a quiet stock a few days before expiry) the nearest one to it is
 * taken: the calculator never sells an in-the-money call.
 *
 * The search starts from an analytic guess (the Black-Scholes delta solved for the strike) rounded to the
 * listed grid, then walks to the neighbour on the target's side while that is better. Delta falls as the
 * strike rises, so "better" (in the band first, then closer to the target) is unimodal along the grid and the
 * walk stops at the best strike.
 *
 * The wheel's cash-secured puts (wheel-backtest.ts) are chosen the same way on the other side of the spot: the
 * listed strike strictly below it whose put delta magnitude is in the band and closest to the target, never an
 * in-the-money put.
 */

/**
 * The strike whose Black-Scholes-Merton call delta is `delta`: Δ = e^(-qT) N(d1) (Hull, "Options, Futures,
 * and Other Derivatives", ch. 19, the delta of a call on a stock paying a yield q) gives d1 = N⁻¹(Δ e^(qT)),
 * and d1's definition solved for K gives K = S exp(-d1 σ√T + (r - q + σ²/2) T). Returns the spot when there
 * is no time or no volatility left.
 */
export const analyticStrikeForDelta = (
  delta: number,
  spot: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number =>
  strikeForD1(
    inverseNormalCdf(d1Probability(delta, years, dividendYield)),
    spot,
    years,
    rate,
    dividendYield,
    volatility,
  );

/** N(d1) for a call delta: Δ e^(qT), kept below 1. */
const d1Probability = (delta: number, years: number, dividendYield: number): number =>
  Math.min(delta * Math.exp(dividendYield * years), 1 - 1e-12);

const strikeForD1 = (
  d1: number,
  spot: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number => {
  if (!(years > 0 && volatility > 0)) return spot;
  return (
    spot *
    Math.exp(-d1 * volatility * Math.sqrt(years) + (rate - dividendYield + 0.5 * volatility ** 2) * years)
  );
};

/** Black-Scholes-Merton call delta e^(-qT) N(d1), for screening strikes without asking the model. */
export const callDelta = (
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number => {
  const totalVol = volatility * Math.sqrt(years);
  // No time or volatility left: the forward is certain, delta is e^(-qT) when it finishes above the strike.
  if (!(totalVol > 0))
    return spot * Math.exp(-dividendYield * years) > strike * Math.exp(-rate * years)
      ? Math.exp(-dividendYield * years)
      : 0;
  const d1 = (Math.log(spot / strike) + (rate - dividendYield) * years) / totalVol + 0.5 * totalVol;
  return Math.exp(-dividendYield * years) * normalCdf(d1);
};

/** The magnitude of the Black-Scholes-Merton put delta, e^(-qT) N(-d1) = e^(-qT) - the call delta. */
export const putDeltaMagnitude = (
  spot: number,
  strike: number,
  years: number,
  rate: number,
  dividendYield: number,
  volatility: number,
): number =>
  Math.exp(-dividendYield * years) - callDelta(spot, strike, years, rate, dividendYield, volatility);

/**
 * Whether `candidate` suits the goal better than `incumbent` (delta magnitudes): inside the band first, then
 * closer to the target.
 */
const isBetter = (candidate: number, incumbent: number, risk: RiskLevel, target: number): boolean => {
  const candidateInBand = goalRiskBand(candidate) === risk;
  const incumbentInBand = goalRiskBand(incumbent) === risk;
  if (candidateInBand !== incumbentInBand) return candidateInBand;
  return Math.abs(candidate - target) < Math.abs(incumbent - target);
};

/**
 * Steps of a walk; far more than a sane first guess needs, a bound against a model whose delta misbehaves.
 */
const MAX_WALK = 200;

/**
 * Picks the strike for one trade. Positional arguments: it runs once per trade per scenario, tens of
 * thousands of times a request. `volatilityGuess` is the implied volatility to screen strikes with (the same
 * day's on another path, or the last trade's, is close); NaN makes the selector read it from the first strike
 * out of the money, at the price of one more quote. `maxStrike` (puts only, optional) leaves out strikes above
 * it: a cash-secured put whose collateral the cash cannot cover is not sold. The selector answers undefined only
 * when `maxStrike` leaves no listed strike at all.
 */
export type StrikeSelector = (
  date: CalendarDate,
  instant: Date,
  expiration: CalendarDate,
  spot: number,
  years: number,
  rate: number,
  volatilityGuess: number,
  maxStrike?: number,
) => OptionCoreQuote;

/** A put selector may find no strike under its cap. */
export type PutStrikeSelector = (...args: Parameters<StrikeSelector>) => OptionCoreQuote | undefined;

/**
 * One selector per (market, ticker, goal, option type). Model quotes are what cost (a surface, a spread, open
 * interest), so the grid is first screened with the Black-Scholes delta at the guessed volatility, which is nearly
 * free; the model quotes the screened strike, and a neighbour is quoted only when, re-screened at the quoted
 * strike's implied volatility, it looks better than the quote. Usually one model quote per trade; the final
 * choice always compares model deltas. The selector reuses one pricing input between quotes, so the model
 * must not keep the input it is given (the simulator and the fixed test market do not).
 *
 * Puts mirror calls (issue 31 item 4, the wheel): the strikes strictly below the spot, walked by the magnitude of
 * the put delta, which falls as the strike falls. The walk runs on a step number j that is the strike's grid index
 * for a call and minus it for a put, so in both cases a larger j is further out of the money and a smaller delta
 * magnitude, and one walk serves both.
 */
export function createStrikeSelector(
  market: MarketModel,
  ticker: string,
  risk: RiskLevel,
  type?: 'call',
): StrikeSelector;
export function createStrikeSelector(
  market: MarketModel,
  ticker: string,
  risk: RiskLevel,
  type: 'put',
): PutStrikeSelector;
export function createStrikeSelector(
  market: MarketModel,
  ticker: string,
  risk: RiskLevel,
  type: 'call' | 'put' = 'call',
): PutStrikeSelector {
  const target = RISK_TARGET_DELTA[risk];
  const dividendYield = market.dividendYield(ticker);
  const sign = type === 'call' ? 1 : -1;
  const deltaMagnitude = type === 'call' ? callDelta : putDeltaMagnitude;
  const input: { -readonly [Key in keyof OptionPricingInput]: OptionPricingInput[Key] } = {
    ticker,
    date: '',
    instant: new Date(0),
    spot: 0,
    strike: 0,
    expiration: '',
    type,
  };
  let lastProbability = Number.NaN;
  let lastD1 = Number.NaN;
  let increment = 1;
  const quoteAt = (step: number): OptionCoreQuote => {
    input.strike = sign * step * increment;
    return market.priceOptionCore(input);
  };

  return (date, instant, expiration, spot, years, rate, volatilityGuess, maxStrike) => {
    input.date = date;
    input.instant = instant;
    input.expiration = expiration;
    input.spot = spot;
    increment = market.strikeIncrement(ticker, spot);
    // Strikes are whole multiples of the increment. `lowest` is the step of the first strike out of the money:
    // strictly above the spot for a call, strictly below it (and within the cap) for a put. `highest` bounds a
    // put's walk at the lowest listed strike, one increment.
    let lowest: number;
    let highest = Number.POSITIVE_INFINITY;
    if (type === 'call') {
      lowest = Math.floor(spot / increment) + 1;
      while ((lowest - 1) * increment > spot) lowest -= 1;
      while (lowest * increment <= spot) lowest += 1;
    } else {
      let below = Math.ceil(spot / increment) - 1;
      while ((below + 1) * increment < spot) below += 1;
      while (below * increment >= spot) below -= 1;
      if (maxStrike !== undefined) below = Math.min(below, Math.floor(maxStrike / increment + 1e-9));
      if (below < 1) return undefined;
      lowest = -below;
      highest = -1;
    }

    let firstQuote: OptionCoreQuote | undefined;
    let volatility = volatilityGuess;
    if (!(volatility > 0)) {
      firstQuote = quoteAt(lowest);
      volatility = firstQuote.impliedVolatility;
    }
    // Trades of one cadence share a handful of durations, so the quantile is usually the last one.
    const probability = d1Probability(target, years, dividendYield);
    if (probability !== lastProbability) {
      lastProbability = probability;
      lastD1 = inverseNormalCdf(probability);
    }
    // A put's |delta| is e^(-qT) N(-d1): the same quantile, with d1 of the other sign.
    const guess = strikeForD1(sign * lastD1, spot, years, rate, dividendYield, volatility);
    const guessStep = sign * Math.round(guess / increment);
    let step = Number.isFinite(guessStep) && guessStep > lowest ? Math.min(guessStep, highest) : lowest;
    let screened = deltaMagnitude(spot, sign * step * increment, years, rate, dividendYield, volatility);
    const screenDirection = screened > target ? 1 : -1;
    for (
      let walk = 0;
      walk < MAX_WALK && step + screenDirection >= lowest && step + screenDirection <= highest;
      walk++
    ) {
      const next = deltaMagnitude(
        spot,
        sign * (step + screenDirection) * increment,
        years,
        rate,
        dividendYield,
        volatility,
      );
      if (!isBetter(next, screened, risk, target)) break;
      step += screenDirection;
      screened = next;
    }

    let best = firstQuote !== undefined && step === lowest ? firstQuote : quoteAt(step);
    const direction = Math.abs(best.delta) > target ? 1 : -1;
    for (let walk = 0; walk < MAX_WALK && step + direction >= lowest && step + direction <= highest; walk++) {
      const next = step + direction;
      if (
        !isBetter(
          deltaMagnitude(spot, sign * next * increment, years, rate, dividendYield, best.impliedVolatility),
          Math.abs(best.delta),
          risk,
          target,
        )
      )
        break;
      const candidate = quoteAt(next);
      if (!isBetter(Math.abs(candidate.delta), Math.abs(best.delta), risk, target)) break;
      step = next;
      best = candidate;
    }
    return best;
  };
}

export interface StrikeForDeltaInput {
  readonly market: MarketModel;
  readonly ticker: string;
  readonly risk: RiskLevel;
  /** The trading day of the quote. */
  readonly date: CalendarDate;
  readonly instant: Date;
  readonly expiration: CalendarDate;
  readonly spot: number;
  /** Calendar years from `instant` to the expiration's close, for the first guess only. */
  readonly years: number;
  readonly rate: number;
  readonly volatilityGuess?: number;
}

/** The quote of the strike a goal would sell, for one trade (the backtest keeps a selector instead). */
export const strikeForDelta = (input: StrikeForDeltaInput): OptionCoreQuote =>
  createStrikeSelector(input.market, input.ticker, input.risk)(
    input.date,
    input.instant,
    input.expiration,
    input.spot,
    input.years,
    input.rate,
    input.volatilityGuess ?? Number.NaN,
  );
