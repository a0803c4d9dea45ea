import * as z from 'zod';
import { isoDateSchema } from './market-data';

/**
 * Issue 32 items 1 and 2: what an opportunity (and an open call on the position page) carries so the drawer can
 * price its what-if grid in the browser (one field, no round trip per slider move), and the roll decision's three
 * columns worked out by the engine. Money is USD, rounded to the cent; ratios are fractions (0.12 = 12 %).
 */

/** The slider's markers: the low, average and high of the 20-session realised volatility over the past year. */
export const volatilityRangeSchema = z.object({
  low: z.number().nonnegative(),
  average: z.number().nonnegative(),
  high: z.number().nonnegative(),
  /** How the range was measured: realised volatility stands in for an implied-volatility history (decision 300). */
  basis: z.literal('realised_20_session_past_year'),
});
export type VolatilityRange = z.infer<typeof volatilityRangeSchema>;

export const whatIfInputsSchema = z.object({
  /** The chain's implied volatility of the call the drawer is about: the slider starts there. */
  implied_volatility: z.number().nonnegative(),
  /** Continuously compounded risk-free rate and dividend yield the chain is priced with. */
  rate: z.number(),
  dividend_yield: z.number(),
  /** Per share: the shares' cost, or the current price when unknown (the spec's price basis). */
  cost_basis: z.number().positive(),
  /** Null when the market has too little history for it. */
  volatility_range: volatilityRangeSchema.nullable(),
  /** Whether the figures come from the market simulator (they then carry the "simulated" label). */
  simulated: z.boolean(),
});
export type WhatIfInputs = z.infer<typeof whatIfInputsSchema>;

export const decisionChoiceSchema = z.enum(['roll', 'close', 'let_go']);
export type DecisionChoice = z.infer<typeof decisionChoiceSchema>;

/** Early assignment before an ex-dividend date: likely when the dividend exceeds the call's time value left. */
export const earlyAssignmentSchema = z.object({
  level: z.enum(['none', 'low', 'high']),
  ex_dividend_date: isoDateSchema.nullable(),
  /** Per share. */
  dividend: z.number().nonnegative().nullable(),
  /** The call's time value (its price less its intrinsic value), per share. */
  time_value: z.number().nullable(),
  text: z.string(),
});
export type EarlyAssignment = z.infer<typeof earlyAssignmentSchema>;

/** How this choice did when the same rule fired on this ticker over the last two years (the calculator's backtest). */
export const ruleHistorySchema = z.object({
  /** Times the rule fired in the window. */
  times: z.number().int().nonnegative(),
  /** Average result per contract from the day the rule fired to the choice's expiry, dollars; null when never. */
  average_per_contract: z.number().nullable(),
  /** Times the result was above zero. */
  gains: z.number().int().nonnegative(),
});
export type RuleHistory = z.infer<typeof ruleHistorySchema>;

export const decisionColumnSchema = z.object({
  choice: decisionChoiceSchema,
  /** "Roll to $190 Jan 16", "Close now", "Let it be assigned" / "Let it expire". */
  title: z.string(),
  /** Cash in (+) or out (−) today. */
  cash_now: z.number(),
  /** When this choice's result is known: its call's expiry; today for closing. */
  settles_on: isoDateSchema,
  /** The whole position's P&L from the shares' cost, premiums included, if the stock is at today's price then. */
  result_at_expiry: z.number(),
  /** Per share: the price below which the position loses money after this choice. */
  breakeven: z.number(),
  /** Time value still to earn at today's price ÷ the shares' value now, annualised; null for closing (nothing left). */
  annualized_return: z.number().nullable(),
  days_added: z.number().int().nonnegative(),
  /** Risk-neutral probability that the call left open finishes in the money; null when none is. */
  probability_itm: z.number().min(0).max(1).nullable(),
  early_assignment: earlyAssignmentSchema,
  history: ruleHistorySchema.nullable(),
});
export type DecisionColumn = z.infer<typeof decisionColumnSchema>;

export const rollDecisionSchema = z.object({
  /** Roll, close now, let it go: always in this order. Roll is absent when no roll could be priced. */
  columns: z.array(decisionColumnSchema).min(2).max(3),
  pick: decisionChoiceSchema,
  /** The suggestion's reason in one sentence. */
  pick_reason: z.string(),
  /** The history's window (two years back to the last session) and the rule compared. */
  history_window: z.object({ from: isoDateSchema, to: isoDateSchema, rule: z.string() }).nullable(),
});
export type RollDecision = z.infer<typeof rollDecisionSchema>;
