import type { RiskLevel } from '../contracts/calculator';
import type { OptionQuote } from '../market/market-model';
import type { OptionType } from '../options/black-scholes';
import { goalRiskBand } from '../options/risk-labels';
import { liquidityProblem } from './option-market';
import { TARGET_DELTA } from './opportunity-rules';

/**
 * Whether an option's delta lies in the goal's band (conservative under 0.20, balanced 0.20-0.35, aggressive above),
 * on its absolute value: a put's delta is below 0 and is held against the same bands.
 */
export const isInRiskBand = (delta: number, risk: RiskLevel): boolean => goalRiskBand(delta) === risk;

/**
 * Calls the engine may propose to sell: strictly out of the money (a covered call sold in the money gives the
 * shares away for less than they are worth today) and liquid enough to fill near the mid.
 */
export const sellableCalls = (
  calls: readonly OptionQuote[],
  spot: number,
  checkVolume: boolean,
): OptionQuote[] =>
  calls.filter((call) => call.strike > spot && liquidityProblem(call, checkVolume) === undefined);

/** The same for puts: strictly out of the money is a strike under today's price. */
export const sellablePuts = (
  puts: readonly OptionQuote[],
  spot: number,
  checkVolume: boolean,
): OptionQuote[] =>
  puts.filter((put) => put.strike < spot && liquidityProblem(put, checkVolume) === undefined);

/**
 * The strike a goal sells among `candidates`: a delta inside the goal's band first, then the one nearest the goal's
 * target delta (absolute deltas: a put's is below 0); on a tie the one further out of the money (less chance of
 * assignment): the higher strike for a call, the lower for a put. Undefined when there is no candidate; the best
 * one outside the band when none is inside (the caller says so to the user).
 */
export const chooseStrike = (
  candidates: readonly OptionQuote[],
  risk: RiskLevel,
  type: OptionType = 'call',
): OptionQuote | undefined => {
  const target = TARGET_DELTA[risk];
  let best: OptionQuote | undefined;
  for (const candidate of candidates) {
    if (best === undefined || isBetterStrike(candidate, best, { risk, target, type })) best = candidate;
  }
  return best;
};

interface StrikePreference {
  readonly risk: RiskLevel;
  readonly target: number;
  readonly type: OptionType;
}

const isBetterStrike = (
  candidate: OptionQuote,
  incumbent: OptionQuote,
  { risk, target, type }: StrikePreference,
) => {
  const candidateInBand = isInRiskBand(candidate.delta, risk);
  if (candidateInBand !== isInRiskBand(incumbent.delta, risk)) return candidateInBand;
  const candidateDistance = Math.abs(Math.abs(candidate.delta) - target);
  const incumbentDistance = Math.abs(Math.abs(incumbent.delta) - target);
  if (candidateDistance !== incumbentDistance) return candidateDistance < incumbentDistance;
  return type === 'call' ? candidate.strike > incumbent.strike : candidate.strike < incumbent.strike;
};
