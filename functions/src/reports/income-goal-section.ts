import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import type { SectionWidget } from '@thetix/shared/thetix/widgets';
import { incomeGoalAlertText } from '../notifications/income-goal-alerts';

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The daily report's "Income goal this month" section (issue 32 item 4, decision 352): the state the dashboard's
 * Income goal card shows, from the same tracking. Falling behind says what the alert says; behind on the forecast
 * alone, or on track, says the month's realised and expected figures as the card does. No goal, no section.
 */
export function incomeGoalSection(tracking: IncomeGoalResponse): SectionWidget[] {
  if (tracking.monthlyGoal === null) return [];
  const current = tracking.currentMonth;
  const goal = usd(tracking.monthlyGoal);
  const expected = current.expected;
  const secured =
    current.secured > current.actual
      ? `, ${usd(current.secured)} with the calls and dividends due this month`
      : '';
  const content = current.alert
    ? `**Falling behind**: ${incomeGoalAlertText(tracking).summary}`
    : current.behind
      ? `**Behind**: this month has ${usd(current.actual)} realised of your ${goal} goal${secured}. About ${usd(expected.median)} is expected by the end of the month, ${usd(current.shortfall)} short.`
      : `**On track**: this month has ${usd(current.actual)} realised of your ${goal} goal${secured}. About ${usd(expected.median)} is expected by the end of the month (${usd(expected.low)} to ${usd(expected.high)}).`;
  return [
    {
      widget: 'section',
      name: 'Income goal this month',
      content: `${content} Realised is options income plus dividends, as on Income YTD; expected is a forecast, not a promise.`,
      widgets: [],
    },
  ];
}
