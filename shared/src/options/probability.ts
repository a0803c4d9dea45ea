import { marketInputProblem, type BsmInput } from './black-scholes';
import { normalCdf } from './normal-distribution';

/**
 * The probability that an option finishes in the money, from the same lognormal model as Black-Scholes.
 *
 * Under the risk-neutral measure the stock drifts at r - q and the probability is N(d2) for a call, N(-d2) for a
 * put: the number option chains and brokers show as "probability ITM". It is a pricing quantity, not a forecast:
 * real stocks are expected to earn more than r. `realWorldProbabilityInTheMoney` replaces r by an expected total
 * return μ (the stock then drifts at μ - q); with μ = r the two agree.
 *
 * Assignment chance of a short call is the probability it finishes in the money. That ignores early exercise: an
 * American call is sometimes exercised the day before an ex-dividend date, when the dividend exceeds the call's
 * remaining time value, so for a dividend payer near that date the real assignment risk is higher than this.
 */

/** The pricing model's own inputs: the probability comes from the same lognormal model. */
export type InTheMoneyInput = BsmInput;

export interface RealWorldInTheMoneyInput extends Omit<InTheMoneyInput, 'rate'> {
  /** Expected annual total return μ (price growth plus dividends), continuously compounded: 0.08 = 8 %. */
  readonly drift: number;
}

/** Probability of finishing in the money when the stock's total return drifts at `growth` per year. */
const probabilityWithGrowth = (input: InTheMoneyInput, growth: number, growthName: string): number => {
  const { type, spot, strike, years, dividendYield, volatility } = input;
  const problem = marketInputProblem(type, spot, strike, years, growth, dividendYield);
  if (problem !== undefined) throw new RangeError(problem.replace(/^rate/, growthName));
  if (!Number.isFinite(volatility))
    throw new RangeError(`volatility must be a finite number, got ${volatility}`);
  const sign = type === 'call' ? 1 : -1;
  // At expiry the outcome is known; without volatility the forward is certain. At the money counts as out: the
  // option expires worthless and is not assigned.
  if (years <= 0) return sign * (spot - strike) > 0 ? 1 : 0;
  const logMoneyness = Math.log(spot / strike) + (growth - dividendYield) * years;
  const totalVol = volatility * Math.sqrt(years);
  if (!(totalVol > 0)) return sign * logMoneyness > 0 ? 1 : 0;
  const d2 = logMoneyness / totalVol - 0.5 * totalVol;
  return normalCdf(sign * d2);
};

/** Risk-neutral probability of finishing in the money: N(d2) for a call, N(-d2) for a put. */
export const probabilityInTheMoney = (input: InTheMoneyInput): number =>
  probabilityWithGrowth(input, input.rate, 'rate');

/** The same with the stock's expected total return μ in place of r (real-world measure). */
export const realWorldProbabilityInTheMoney = (input: RealWorldInTheMoneyInput): number =>
  probabilityWithGrowth({ ...input, rate: input.drift }, input.drift, 'drift');

/**
 * Chance that a short (covered) call, or a short put when told, is assigned: its risk-neutral probability of
 * finishing in the money (early exercise aside).
 */
export const assignmentProbability = (
  input: Omit<InTheMoneyInput, 'type'> & { readonly type?: InTheMoneyInput['type'] },
): number => probabilityInTheMoney({ ...input, type: input.type ?? 'call' });
