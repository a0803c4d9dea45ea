import { addDays, toDayNumber, type CalendarDate } from '../calendar/calendar-date';
import { CONTRACT_SIZE } from '../portfolio/ledger';
import { isLongTerm, longTermFrom } from './holding-period';
import type { QualifiedCallAssessment } from './qualified-covered-call';
import { FIFO, holdingStart, pickLots, type LotMethod, type TaxLot } from './tax-lots';

/**
 * What an assignment of a covered call would sell and the gain's character, lot by lot.
 *
 * - Amount realised per share = strike + the call's net premium per share (IRS Publication 550, "Puts and calls":
 *   if a call you wrote is exercised, add the premium to the amount realised on the shares).
 * - A lot is long-term when held more than one year on the sale date (holding-period.ts), unless the call stops the
 *   clock: an in-the-money qualified call suspends the holding period while it is open (IRC §1092(f)(2)) and a call
 *   that is not qualified restarts it when the call ends (Treas. Reg. §1.1092(b)-2T(a)). Either way, a lot that was
 *   not long-term when the call was sold and is sold through the call's assignment is short-term.
 * - If the call ends without an assignment, `longTermFromAfterCall` is when the lot becomes long-term instead.
 */

export interface AssignmentSlice {
  readonly lotId: string;
  readonly acquiredOn: CalendarDate;
  readonly shares: number;
  readonly costPerShare: number;
  /** Dollars: shares × (strike + premium) − shares × cost per share. */
  readonly gain: number;
  readonly term: 'short' | 'long';
  /** Held more than a year on the sale date, but the call made it short-term. */
  readonly madeShortTermByCall: boolean;
  /** When the lot is long-term if the call expires or is bought back on its expiration day. */
  readonly longTermFromAfterCall: CalendarDate;
}

export interface AssignmentTaxOutcome {
  readonly soldOn: CalendarDate;
  readonly sharesCalled: number;
  /** Shares held by the lots; fewer than called means the call is not fully covered here. */
  readonly sharesCovered: number;
  readonly amountRealisedPerShare: number;
  readonly slices: readonly AssignmentSlice[];
  readonly shortTermGain: number;
  readonly longTermGain: number;
}

export function assignmentTaxOutcome(params: {
  readonly lots: readonly TaxLot[];
  readonly strike: number;
  readonly contracts: number;
  /** Net premium per share received for the call (after its fees). */
  readonly premiumPerShare: number;
  readonly grantedOn: CalendarDate;
  readonly expiration: CalendarDate;
  readonly assessment: Pick<QualifiedCallAssessment, 'holdingPeriodEffect' | 'termDays'>;
  /** The assignment day; the expiration by default (an early assignment moves it). */
  readonly soldOn?: CalendarDate;
  readonly method?: LotMethod;
}): AssignmentTaxOutcome {
  const soldOn = params.soldOn ?? params.expiration;
  const sharesCalled = params.contracts * CONTRACT_SIZE;
  const perShare = params.strike + params.premiumPerShare;
  const slices = pickLots(params.lots, sharesCalled, params.method ?? FIFO).map(({ lot, shares }) => {
    const start = holdingStart(lot);
    const longAtGrant = isLongTerm(start, params.grantedOn);
    const longAtSale = isLongTerm(start, soldOn);
    const clockStopped = params.assessment.holdingPeriodEffect !== 'none' && !longAtGrant;
    const term: 'short' | 'long' = longAtSale && !clockStopped ? 'long' : 'short';
    const longTermFromAfterCall = !clockStopped
      ? longTermFrom(start)
      : params.assessment.holdingPeriodEffect === 'suspended_while_open'
        ? addDays(longTermFrom(start), Math.max(0, params.assessment.termDays))
        : longTermFrom(params.expiration);
    return {
      lotId: lot.id,
      acquiredOn: lot.acquiredOn,
      shares,
      costPerShare: lot.costPerShare,
      gain: shares * (perShare - lot.costPerShare),
      term,
      madeShortTermByCall: longAtSale && term === 'short',
      longTermFromAfterCall,
    };
  });
  const sum = (term: 'short' | 'long') =>
    slices.filter((slice) => slice.term === term).reduce((total, slice) => total + slice.gain, 0);
  return {
    soldOn,
    sharesCalled,
    sharesCovered: slices.reduce((total, slice) => total + slice.shares, 0),
    amountRealisedPerShare: perShare,
    slices,
    shortTermGain: sum('short'),
    longTermGain: sum('long'),
  };
}

/** Days from the grant until the lot would turn long-term without any call (negative once it is). */
export const daysToLongTerm = (acquiredOn: CalendarDate, on: CalendarDate): number =>
  toDayNumber(longTermFrom(acquiredOn)) - toDayNumber(on);
