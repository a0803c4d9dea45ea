import { toDayNumber, type CalendarDate } from '../calendar/calendar-date';
import { isOverMonths, wholeMonthsBetween } from './holding-period';

/**
 * Whether a covered call is a qualified covered call (QCC) under US federal tax law, and what follows from it.
 *
 * Sources (named in the product's wording, so a user can check them):
 * - IRC §1092(c)(4) and IRS Publication 550 ("Qualified covered call", "Deep-in-the-money option"): the call must be
 *   granted more than 30 days before it expires and must not be deep in the money, i.e. its strike must not be lower
 *   than the lowest qualified benchmark (LQB).
 * - The LQB is the highest available strike below the applicable stock price; for a term of more than 90 days and a
 *   strike above $50 it is the second highest. If the applicable stock price is $25 or less, the LQB is treated as
 *   not less than 85% of it; if it is $150 or less, as not less than $10 below it.
 * - The applicable stock price is the previous session's close, or the opening price on the day of the grant when
 *   that opening is more than 110% of the close.
 * - Treas. Reg. §1.1092(c)-4: for a term over 12 months the applicable stock price is first raised by 2% (simple, not
 *   compounded) for each whole quarter of the term; over 33 months no call is qualified.
 * - IRC §1092(f): an in-the-money QCC suspends the holding period of the shares while it is open, and a loss on it is
 *   long-term when a gain on the shares would be. IRC §246(c)(4): days while such a call (or a non-qualified one) is
 *   open do not count toward the 61-day holding period a dividend needs to be qualified.
 * - A call that is not a QCC makes the shares and the call a straddle (IRC §1092): if the shares are not yet
 *   long-term their holding period starts again when the call ends (Treas. Reg. §1.1092(b)-2T(a)), and a loss on the
 *   call is deferred while the shares hold an unrealised gain (IRC §1092(a)).
 *
 * Information, never tax advice: the wording says so (qualifiedCallWording).
 */

export type QualifiedCallStatus = 'qualified_out_of_the_money' | 'qualified_in_the_money' | 'not_qualified';

export type NotQualifiedReason = 'term_30_days_or_less' | 'term_over_33_months' | 'deep_in_the_money';

export interface QualifiedCallInput {
  readonly strike: number;
  /** The day the call is sold (granted). */
  readonly grantedOn: CalendarDate;
  readonly expiration: CalendarDate;
  /** The close of the last session before the grant day. */
  readonly previousClose: number;
  /** The opening price on the grant day, when known. */
  readonly openingPrice?: number;
  /** Every listed strike of the call's series (its expiration), in any order. */
  readonly availableStrikes: readonly number[];
}

export interface QualifiedCallAssessment {
  readonly status: QualifiedCallStatus;
  readonly reasons: readonly NotQualifiedReason[];
  /** Calendar days from the grant to expiration. */
  readonly termDays: number;
  readonly applicableStockPrice: number;
  /** The lowest strike that is still qualified; undefined when no listed strike is below the stock price. */
  readonly lowestQualifiedBenchmark: number | undefined;
  /** The strike is below the applicable stock price. */
  readonly inTheMoney: boolean;
  /** The shares' holding period stops (in-the-money QCC) or starts again when the call ends (not qualified). */
  readonly holdingPeriodEffect: 'none' | 'suspended_while_open' | 'restarts_when_closed';
  /** Days while the call is open count toward a dividend's 61-day holding period. */
  readonly dividendHoldingDaysCount: boolean;
}

const MAX_QUALIFIED_MONTHS = 33;

/** The applicable stock price: the previous close, or a gap-up opening above 110% of it (IRC §1092(c)(4)(G)). */
export const applicableStockPrice = (previousClose: number, openingPrice?: number): number =>
  openingPrice !== undefined && openingPrice > previousClose * 1.1 ? openingPrice : previousClose;

/**
 * The lowest qualified benchmark for a strike (its own strike matters: the second-highest rule applies only to
 * strikes above $50 with a term over 90 days).
 */
export function lowestQualifiedBenchmark(params: {
  readonly strike: number;
  readonly termDays: number;
  readonly applicablePrice: number;
  readonly availableStrikes: readonly number[];
}): number | undefined {
  const below = [...new Set(params.availableStrikes)]
    .filter((strike) => strike < params.applicablePrice)
    .sort((a, b) => b - a);
  if (below.length === 0) return undefined;
  const secondHighest = params.termDays > 90 && params.strike > 50;
  const listed = secondHighest ? (below[1] ?? below[0]) : below[0];
  let floor = -Infinity;
  if (params.applicablePrice <= 25) floor = Math.max(floor, params.applicablePrice * 0.85);
  if (params.applicablePrice <= 150) floor = Math.max(floor, params.applicablePrice - 10);
  return Math.max(listed!, floor);
}

export function assessQualifiedCall(input: QualifiedCallInput): QualifiedCallAssessment {
  const termDays = toDayNumber(input.expiration) - toDayNumber(input.grantedOn);
  const close = applicableStockPrice(input.previousClose, input.openingPrice);
  const termMonths = wholeMonthsBetween(input.grantedOn, input.expiration);
  const overAYear = isOverMonths(input.grantedOn, input.expiration, 12);
  const applicablePrice = overAYear ? close * (1 + 0.02 * Math.floor(termMonths / 3)) : close;
  const reasons: NotQualifiedReason[] = [];
  if (termDays <= 30) reasons.push('term_30_days_or_less');
  if (isOverMonths(input.grantedOn, input.expiration, MAX_QUALIFIED_MONTHS))
    reasons.push('term_over_33_months');
  const benchmark = lowestQualifiedBenchmark({
    strike: input.strike,
    termDays,
    applicablePrice,
    availableStrikes: input.availableStrikes,
  });
  if (benchmark !== undefined && input.strike < benchmark - 1e-9) reasons.push('deep_in_the_money');
  const inTheMoney = input.strike < applicablePrice;
  const status: QualifiedCallStatus =
    reasons.length > 0
      ? 'not_qualified'
      : inTheMoney
        ? 'qualified_in_the_money'
        : 'qualified_out_of_the_money';
  return {
    status,
    reasons,
    termDays,
    applicableStockPrice: applicablePrice,
    lowestQualifiedBenchmark: benchmark,
    inTheMoney,
    holdingPeriodEffect:
      status === 'not_qualified'
        ? 'restarts_when_closed'
        : status === 'qualified_in_the_money'
          ? 'suspended_while_open'
          : 'none',
    dividendHoldingDaysCount: status === 'qualified_out_of_the_money',
  };
}
