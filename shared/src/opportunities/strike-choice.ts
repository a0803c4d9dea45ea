import type { RiskLevel } from '../contracts/calculator';
import type { OptionQuote } from '../market/market-model';
import { goalRiskBand } from '../options/risk-labels';
import { liquidityProblem } from './option-market';
import { TARGET_DELTA } from './opportunity-rules';

/** Whether a call's delta lies in the goal's band (conservative under 0.20, balanced 0.20-0.35, aggressive above). */
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

/**
 * The strike a goal sells among `candidates`: a delta inside the goal's band first, then the one nearest the goal's
 * target delta; on a tie the higher strike (less chance of assignment). Undefined when there is no candidate; the
 * best one outside the band when none is inside (the caller says so to the user).
 */
export const chooseStrike = (
  candidates: readonly OptionQuote[],
  risk: RiskLevel,
): OptionQuote | undefined => {
  const target = TARGET_DELTA[risk];
  let best: OptionQuote | undefined;
  for (const candidate of candidates) {
    if (best === undefined || isBetterStrike(candidate, best, risk, target)) best = candidate;
  }
  return best;
};

const isBetterStrike = (candidate: OptionQuote, incumbent: OptionQuote, risk: RiskLevel, target: number) => {
  const candidateInBand = isInRiskBand(candidate.delta, risk);
  if (candidateInBand !== isInRiskBand(incumbent.delta, risk)) return candidateInBand;
  const candidateDistance = Math.abs(candidate.delta - target);
  const incumbentDistance = Math.abs(incumbent.delta - target);
  if (candidateDistance !== incumbentDistance) return candidateDistance < incumbentDistance;
  return candidate.strike > incumbent.strike;
};
