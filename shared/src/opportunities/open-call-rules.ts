import type { RiskLevel } from '../contracts/calculator';
import type { Moneyness, OpenCallAction, OpenCallRule } from '../contracts/opportunities';
import type { OptionType } from '../options/black-scholes';
import { ROLL_URGENT_DAYS } from './opportunity-rules';

/**
 * How a seller manages a call already sold (issue 18 item 10), after the habits the open-source covered-call
 * tools and the options-education sites share (take profits at 50-80 % of the premium, roll a challenged call
 * near expiry for a credit, never pay to buy back a call that is about to expire worthless). The rules are tried
 * in order; the first that matches decides. Each is tested by a named scenario (`open-call.*.test.ts`,
 * `close.*.test.ts`, `roll.*.test.ts`) and listed in docs/decisions.md.
 *
 * 1. `in_the_money` — the stock is above the strike with `ROLL_WINDOW_DAYS` or less left: roll (up and/or out) for
 *    a credit, else close. Further out the call's time value still protects against early assignment.
 * 2. `let_expire` — expiry week (`EXPIRY_WEEK_DAYS` or less) and far out of the money (delta under
 *    `LET_EXPIRE_DELTA`): buying back would pay commissions for pennies; let it expire and keep the premium.
 * 3. `premium_captured` — the goal's share of the premium is earned (`CAPTURE_THRESHOLDS`): close and sell again.
 *    Before the challenged rule: with most of the premium earned, buying back is cheap and removes the assignment
 *    risk too, so an out-of-the-money call that has earned 76 % is closed, not rolled in a hurry.
 * 4. `challenged` — out of the money but with a delta of `CHALLENGED_DELTA` or more and `ROLL_URGENT_DAYS` or
 *    less left: likely to finish in the money, so roll (else close).
 * 5. `little_left` — `ROLL_URGENT_DAYS` or less left and the call asks `LITTLE_LEFT_PER_SHARE` or less: close for
 *    the cents left instead of carrying the last days' gamma risk for them.
 * 6. `hold` — none of the above: nothing to do yet.
 *
 * A short put (issue 31) goes through the same table with "in the money" meaning the stock under the strike; where a
 * call with no roll for a credit is closed, a put is left to be assigned (`open-call-review.ts`): the wheel seller
 * listed the ticker because they would like to own it at that price.
 *
 * Urgency (the red badge) only where it is deserved: a roll in the last `ROLL_URGENT_DAYS` days (spec part 2 §9)
 * for an in-the-money or challenged call, a close in the last day or when no roll pays a credit.
 */

/** Rule 1: an in-the-money call is rolled when this close to expiry; the classic 14-21 day management window. */
export const ROLL_WINDOW_DAYS = 14;
/** Rule 4: a delta this high in the last days means the call may well finish in the money. */
export const CHALLENGED_DELTA = 0.4;
/** Rule 2: a calendar week's Monday-to-Friday: 4 days. */
export const EXPIRY_WEEK_DAYS = 4;
/** Rule 2: under 10 % chance of finishing in the money, roughly. */
export const LET_EXPIRE_DELTA = 0.1;
/** Rule 5: 10 cents a share ($10 a contract) is the price of the last days' risk, not income worth waiting for. */
export const LITTLE_LEFT_PER_SHARE = 0.1;
/** Within this fraction of the strike the call is at the money. */
export const AT_THE_MONEY_BAND = 0.005;

/**
 * Rule 3's share of the premium to take, per goal: a conservative seller takes profits early (50 %, the most common
 * published rule) to cut the time the shares are exposed; an aggressive one lets theta work longer (80 %); balanced
 * sits between. Without a goal the balanced threshold applies.
 */
export const CAPTURE_THRESHOLDS: Readonly<Record<RiskLevel, number>> = {
  conservative: 0.5,
  balanced: 0.65,
  aggressive: 0.8,
};

export const captureThreshold = (riskLevel: RiskLevel | undefined): number =>
  CAPTURE_THRESHOLDS[riskLevel ?? 'balanced'];

export interface HeldCallFacts {
  readonly spot: number;
  readonly strike: number;
  /** Calendar days to expiry, at least 0. */
  readonly days: number;
  /** The held call's delta now. */
  readonly delta: number;
  /** What buying it back costs now, per share. */
  readonly ask: number;
  /** Average premium received, per share. */
  readonly averagePremium: number;
  readonly riskLevel?: RiskLevel;
  /** Default call. */
  readonly type?: OptionType;
}

export interface OpenCallDecision {
  readonly action: OpenCallAction;
  readonly rule: OpenCallRule;
  readonly premiumCaptured: number;
  readonly moneyness: Moneyness;
}

/** Share of the premium received already earned, buying back at the ask: (received − ask) / received. */
export const premiumCapturedOf = (averagePremium: number, ask: number): number =>
  averagePremium > 0 ? (averagePremium - ask) / averagePremium : 0;

/** How far in the money, as a fraction of the strike: below 0 out of the money. */
export const moneynessRatio = (spot: number, strike: number, type: OptionType = 'call'): number =>
  (type === 'call' ? spot - strike : strike - spot) / strike;

export const moneynessOf = (spot: number, strike: number, type: OptionType = 'call'): Moneyness => {
  const ratio = moneynessRatio(spot, strike, type);
  if (Math.abs(ratio) <= AT_THE_MONEY_BAND) return 'at_the_money';
  return ratio > 0 ? 'in_the_money' : 'out_of_the_money';
};

export const decideOpenCall = (facts: HeldCallFacts): OpenCallDecision => {
  const { spot, strike, days, ask, averagePremium, riskLevel, type = 'call' } = facts;
  const delta = Math.abs(facts.delta);
  const premiumCaptured = premiumCapturedOf(averagePremium, ask);
  const moneyness = moneynessOf(spot, strike, type);
  const inTheMoney = moneynessRatio(spot, strike, type) > 0;
  const decide = (action: OpenCallAction, rule: OpenCallRule): OpenCallDecision => ({
    action,
    rule,
    premiumCaptured,
    moneyness,
  });
  if (inTheMoney && days <= ROLL_WINDOW_DAYS) return decide('roll', 'in_the_money');
  if (!inTheMoney && days <= EXPIRY_WEEK_DAYS && delta < LET_EXPIRE_DELTA)
    return decide('let_expire', 'let_expire');
  if (premiumCaptured >= captureThreshold(riskLevel) - 1e-9) return decide('close', 'premium_captured');
  if (delta >= CHALLENGED_DELTA && days <= ROLL_URGENT_DAYS) return decide('roll', 'challenged');
  if (days <= ROLL_URGENT_DAYS && ask <= LITTLE_LEFT_PER_SHARE + 1e-9) return decide('close', 'little_left');
  return decide('hold', 'hold');
};
