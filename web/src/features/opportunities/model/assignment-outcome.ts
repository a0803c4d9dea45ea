import type { CoveredCallDetails } from '@thetix/shared/contracts/opportunities';
import { fractionPercent, money, perShare, signedMoney } from './format';

const SHARES_PER_CONTRACT = 100;

/** What assignment at the strike would mean from the user's cost: the if-called result of a covered call. */
export interface AssignmentOutcome {
  /** (strike − cost + premium) × 100 × contracts: the result if the shares are called away. */
  total: number;
  /** (strike − cost + premium) / cost. */
  ifCalledReturn: number;
  /** Strike plus premium below the cost: assignment would lock in a loss. */
  belowCost: boolean;
  /** "If called" as the card and drawer show it, e.g. "+4.12%". */
  label: string;
  /** One sentence on it, e.g. "+$1,234.00 if called at $280.00, from your cost of $250.00 a share". */
  note: string;
}

/**
 * The if-called result of a covered call from the user's cost basis (issue 18 item 6): the premium plus the gain or
 * loss to the strike. A strike below the cost (net of the premium) is a loss if assigned, and the product says so
 * instead of headlining the premium's annualised yield as if it were profit.
 */
export function assignmentOutcome(details: CoveredCallDetails): AssignmentOutcome {
  const perShareResult = details.strike - details.entry_price + details.premium;
  const total = perShareResult * SHARES_PER_CONTRACT * details.contracts;
  const ifCalledReturn = details.if_called_return;
  const sign = ifCalledReturn >= 0 ? '+' : '−';
  return {
    total,
    ifCalledReturn,
    belowCost: perShareResult < 0,
    label: `${sign}${fractionPercent(Math.abs(ifCalledReturn))}`,
    note: `${signedMoney(total)} if called at ${money(details.strike)}, from your cost of ${perShare(details.entry_price)} a share`,
  };
}
