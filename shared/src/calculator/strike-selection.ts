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

/**
 * Whether `candidate` suits the goal better than `incumbent`: inside the band first, then closer to the
 * target.
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
 * above the spot, at the price of one more quote.
 */
export type StrikeSelector = (
  date: CalendarDate,
  instant: Date,
  expiration: CalendarDate,
  spot: number,
  years: number,
  rate: number,
  volatilityGuess: number,
) => OptionCoreQuote;

/**
 * One selector per (market, ticker, goal). Model quotes are what cost (a surface, a spread, open interest),
 * so the grid is first screened with the Black-Scholes delta at the guessed volatility, which is nearly free;
 * the model quotes the screened strike, and a neighbour is quoted only when, re-screened at the quoted
 * strike's implied volatility, it looks better than the quote. Usually one model quote per trade; the final
 * choice always compares model deltas. The selector reuses one pricing input between quotes, so the model
 * must not keep the input it is given (the simulator and the fixed test market do not).
 */
export const createStrikeSelector = (
  market: MarketModel,
  ticker: string,
  risk: RiskLevel,
): StrikeSelector => {
  const target = RISK_TARGET_DELTA[risk];
  const dividendYield = market.dividendYield(ticker);
  const input: { -readonly [Key in keyof OptionPricingInput]: OptionPricingInput[Key] } = {
    ticker,
    date: '',
    instant: new Date(0),
    spot: 0,
    strike: 0,
    expiration: '',
    type: 'call',
  };
  let lastProbability = Number.NaN;
  let lastD1 = Number.NaN;
  const quoteAt = (strike: number): OptionCoreQuote => {
    input.strike = strike;
    return market.priceOptionCore(input);
  };

  return (date, instant, expiration, spot, years, rate, volatilityGuess) => {
    input.date = date;
    input.instant = instant;
    input.expiration = expiration;
    input.spot = spot;
    const increment = market.strikeIncrement(ticker, spot);
    // Strikes are whole multiples of the increment; `lowest` is the first one strictly above the spot.
    let lowest = Math.floor(spot / increment) + 1;
    while ((lowest - 1) * increment > spot) lowest -= 1;
    while (lowest * increment <= spot) lowest += 1;

    let firstQuote: OptionCoreQuote | undefined;
    let volatility = volatilityGuess;
    if (!(volatility > 0)) {
      firstQuote = quoteAt(lowest * increment);
      volatility = firstQuote.impliedVolatility;
    }
    // Trades of one cadence share a handful of durations, so the quantile is usually the last one.
    const probability = d1Probability(target, years, dividendYield);
    if (probability !== lastProbability) {
      lastProbability = probability;
      lastD1 = inverseNormalCdf(probability);
    }
    const guess = strikeForD1(lastD1, spot, years, rate, dividendYield, volatility);
    const guessIndex = Math.round(guess / increment);
    let index = Number.isFinite(guessIndex) && guessIndex > lowest ? guessIndex : lowest;
    let screened = callDelta(spot, index * increment, years, rate, dividendYield, volatility);
    const screenDirection = screened > target ? 1 : -1;
    for (let step = 0; step < MAX_WALK && index + screenDirection >= lowest; step++) {
      const next = callDelta(
        spot,
        (index + screenDirection) * increment,
        years,
        rate,
        dividendYield,
        volatility,
      );
      if (!isBetter(next, screened, risk, target)) break;
      index += screenDirection;
      screened = next;
    }

    let best = firstQuote !== undefined && index === lowest ? firstQuote : quoteAt(index * increment);
    const direction = best.delta > target ? 1 : -1;
    for (let step = 0; step < MAX_WALK && index + direction >= lowest; step++) {
      const next = index + direction;
      if (
        !isBetter(
          callDelta(spot, next * increment, years, rate, dividendYield, best.impliedVolatility),
          best.delta,
          risk,
          target,
        )
      )
        break;
      const candidate = quoteAt(next * increment);
      if (!isBetter(candidate.delta, best.delta, risk, target)) break;
      index = next;
      best = candidate;
    }
    return best;
  };
};

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
