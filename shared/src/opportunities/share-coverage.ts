import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';

/**
 * How many calls a position can still sell (spec part 2 §5: covered contracts = floor(shares × allocation / 100)).
 * Contracts already sold count against that; the rest are tradeable.
 */
export interface ShareCoverage {
  /** floor(shares × allocation / 100). */
  readonly coverableContracts: number;
  /** Coverable contracts not yet sold, at least 0. */
  readonly tradeableContracts: number;
  /**
   * Shares to buy before one more contract becomes tradeable; 0 when one already is. With the whole position
   * allocated this is the spec's 100 − (shares mod 100) once every coverable contract is sold; a smaller allocation
   * needs proportionally more shares. Infinity when the allocation is 0: no number of shares helps.
   */
  readonly sharesNeeded: number;
}

export interface ShareCoverageInput {
  readonly shares: number;
  /** Fraction of the position the user lets the engine write calls on, 0-1. */
  readonly allocation: number;
  readonly openContracts: number;
}

const coverable = (shares: number, allocation: number): number =>
  // The epsilon absorbs binary fractions: 11 000 × 0.7 / 100 comes out as 76.99999999999999, and must be 77.
  Math.floor((shares * allocation) / SHARES_PER_CONTRACT + 1e-9);

export const shareCoverage = ({ shares, allocation, openContracts }: ShareCoverageInput): ShareCoverage => {
  if (!(shares >= 0 && shares < Infinity)) throw new RangeError(`shares must be at least 0, got ${shares}`);
  if (!(allocation >= 0 && allocation <= 1))
    throw new RangeError(`allocation must be a fraction from 0 to 1, got ${allocation}`);
  if (!(Number.isInteger(openContracts) && openContracts >= 0))
    throw new RangeError(`openContracts must be a whole number of at least 0, got ${openContracts}`);
  const coverableContracts = coverable(shares, allocation);
  const tradeableContracts = Math.max(0, coverableContracts - openContracts);
  if (tradeableContracts > 0) return { coverableContracts, tradeableContracts, sharesNeeded: 0 };
  if (allocation === 0) return { coverableContracts, tradeableContracts, sharesNeeded: Infinity };
  const wanted = openContracts + 1;
  let needed = Math.max(0, Math.ceil((wanted * SHARES_PER_CONTRACT) / allocation - shares - 1e-9));
  while (coverable(shares + needed, allocation) < wanted) needed += 1;
  while (needed > 0 && coverable(shares + needed - 1, allocation) >= wanted) needed -= 1;
  return { coverableContracts, tradeableContracts, sharesNeeded: needed };
};
