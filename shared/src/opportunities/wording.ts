import { type CalendarDate, parseCalendarDate } from '../calendar/calendar-date';
import type { Duration, RiskLevel } from '../contracts/calculator';

/**
 * The words and number formats of the rationale and warning texts (spec part 2 §9: USD, en-US). Money shows to the
 * cent, rounded half away from zero (Intl's default); only texts are rounded, never the figures in details.
 */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (amount: number): string => dollars.format(amount);

/** A fraction as a percent with two decimals: 0.1234 → "12.34%". */
export const formatPercent = (fraction: number, digits = 2): string => `${(fraction * 100).toFixed(digits)}%`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Mar 14, 2025". */
export const formatDate = (date: CalendarDate): string => {
  const { year, month, day } = parseCalendarDate(date);
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
};

export const RISK_LEVEL_LABELS: Readonly<Record<RiskLevel, string>> = {
  conservative: 'Conservative',
  balanced: 'Balanced',
  aggressive: 'Aggressive',
};

export const CADENCE_LABELS: Readonly<Record<Duration, string>> = { weekly: 'Weekly', monthly: 'Monthly' };

/** "Covered Call (Balanced, Weekly)". */
export const coveredCallStrategyName = (risk: RiskLevel, cadence: Duration): string =>
  `Covered Call (${RISK_LEVEL_LABELS[risk]}, ${CADENCE_LABELS[cadence]})`;

/** "Cash-Secured Put (Balanced, Weekly)" (issue 31). */
export const putSellStrategyName = (risk: RiskLevel, cadence: Duration): string =>
  `Cash-Secured Put (${RISK_LEVEL_LABELS[risk]}, ${CADENCE_LABELS[cadence]})`;

/** What a held option of each type is called in strategy names. */
const HELD_OPTION_NAMES = { call: 'Covered Call', put: 'Cash-Secured Put' } as const;

/** "Roll Covered Call (Balanced, Weekly)", or without a goal "Roll Covered Call"; "Roll Cash-Secured Put" for a put. */
export const rollStrategyName = (
  goal?: { readonly riskLevel: RiskLevel; readonly cadence: Duration },
  type: 'call' | 'put' = 'call',
): string =>
  goal
    ? `Roll ${HELD_OPTION_NAMES[type]} (${RISK_LEVEL_LABELS[goal.riskLevel]}, ${CADENCE_LABELS[goal.cadence]})`
    : `Roll ${HELD_OPTION_NAMES[type]}`;

export const CLOSE_STRATEGY_NAME = 'Close Covered Call';
export const CLOSE_PUT_STRATEGY_NAME = 'Close Cash-Secured Put';

/** "1 contract", "3 contracts". */
export const countOf = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
