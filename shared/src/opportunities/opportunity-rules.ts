import { RISK_TARGET_DELTA } from '../calculator/covered-call-rules';
import type { Duration, RiskLevel } from '../contracts/calculator';

/**
 * The opportunity engine's numbers in one place. Those the spec fixes cite it (part 2 §9); the others are our
 * choices, each with the reason, and are listed in docs/decisions.md.
 */

/**
 * The call delta each goal aims for, inside the tooltip's bands (conservative under 0.20, balanced 0.20-0.35,
 * aggressive above 0.35; `goalRiskBand`): the calculator's targets, so the backtest and the live opportunity pick
 * strikes the same way.
 */
export const TARGET_DELTA: Readonly<Record<RiskLevel, number>> = RISK_TARGET_DELTA;

export interface CadenceRule {
  /** The sold call expires at least this many calendar days after today (New York). */
  readonly minDays: number;
  /** Whether weekly expirations are eligible; monthly cadence sells third-Friday expirations only. */
  readonly weeklyExpirations: boolean;
}

/**
 * The nearest eligible expiration at least `minDays` away is sold. Weekly: 4 days, so on Monday the call sells
 * that Friday and from Tuesday on the next one (a 1-3 day option is mostly gamma risk, little income). Monthly: 14
 * days, the start of the classic 14-45 day window; third Fridays are 28 or 35 days apart, so the nearest one at
 * least 14 days away is at most 45 days out except after a 35-day gap, when it can be up to 48.
 */
export const CADENCE_RULES: Readonly<Record<Duration, CadenceRule>> = {
  weekly: { minDays: 4, weeklyExpirations: true },
  monthly: { minDays: 14, weeklyExpirations: false },
};

/** Spec part 2 §9: the fine-tune calendar offers dates within the next 60 days; no expiration is chosen beyond. */
export const EXPIRATION_HORIZON_DAYS = 60;

/**
 * Liquidity floors for a call the engine proposes to sell (not for a held call being bought back: that one has to
 * go whatever its market). Open interest 100 is the strike-change table's "low" line (spec part 2 §9: above 100 is
 * medium). Volume 10 contracts a day shows a live market; today's volume starts at 0 at every open, so it is only
 * checked from the first hour of the session on (`VOLUME_CHECK_AFTER_OPEN_MINUTES`) and on quotes after the close.
 * A spread wider than a quarter of the mid makes the mid a price nobody fills at; but contracts priced in cents
 * trade a few cents wide however liquid they are, so a spread of 5 cents or less always passes. A bid under 5
 * cents is not worth selling.
 */
export const LIQUIDITY_FLOORS = {
  minOpenInterest: 100,
  minVolume: 10,
  /** (ask − bid) / mid. */
  maxRelativeSpread: 0.25,
  /** Ask − bid at or under this passes whatever the mid. */
  acceptableSpread: 0.05,
  minBid: 0.05,
} as const;
export const VOLUME_CHECK_AFTER_OPEN_MINUTES = 60;

/** Spec part 2 §9: a roll is urgent when the held call expires in 3 days or less. */
export const ROLL_URGENT_DAYS = 3;
/** Spec part 2 §9: a close is urgent when the held call expires in 1 day or less (or its reason is about risk). */
export const CLOSE_URGENT_DAYS = 1;

/**
 * When a held call is closed, rolled or left to expire: the rule table and its thresholds (premium captured per goal,
 * the roll window, the let-expire delta) are in `open-call-rules.ts`.
 */

/**
 * A roll must bring in at least 5 cents a share ($5 a contract): a smaller credit does not pay two legs'
 * commissions at a typical $0.65 a contract, so it is no credit at all.
 */
export const MIN_ROLL_CREDIT_PER_SHARE = 0.05;

/** Spec part 2 §9: default contract maximum when the details carry none. */
export const DEFAULT_CONTRACT_MAXIMUM = 10;

/** Spec part 2 §9: list limits per tab. */
export const ACTIVE_LIST_MINIMUM = 10;
export const ACTIVE_LIST_PER_POSITION = 3;
export const ACTED_UPON_LIST_LIMIT = 20;
export const EXPIRED_LIST_LIMIT = 10;
