import type { CallTax } from '@thetix/shared/contracts/tax';
import type { QueryParams } from '@thetix/shared/thetix/plan';
import { NoDataError, type MaterializedItem, type QueryContext } from './materializer-types';

const STATUS_WORDS: Record<CallTax['qualified']['status'], string> = {
  qualified_out_of_the_money: 'Qualified',
  qualified_in_the_money: 'Qualified, in the money',
  not_qualified: 'Not qualified',
};

/**
 * The open calls' tax character, from the same module the position page's Taxes tab reads (shared/src/tax through
 * the portfolio service's `taxLots`): per call, whether it is a qualified covered call and why, and the short- and
 * long-term gain its assignment would realise under FIFO; per ticker without an open call, its lots' terms.
 */
export async function taxStatus(
  context: QueryContext,
  params: QueryParams<'tax_status'>,
  title: string,
): Promise<MaterializedItem> {
  const positions = await context.portfolio.positions(context.userId, context.accountId);
  const tickers = params.ticker
    ? positions.filter((position) => position.ticker === params.ticker).map((position) => position.ticker)
    : positions.filter((position) => position.totalOpenContracts > 0).map((position) => position.ticker);
  if (tickers.length === 0)
    throw new NoDataError(
      params.ticker ? `You hold no ${params.ticker} in this portfolio.` : 'You have no open calls to assess.',
    );
  const outlooks = await Promise.all(
    tickers.map((ticker) => context.portfolio.taxLots(context.userId, ticker, context.accountId)),
  );
  const calls = outlooks.flatMap((outlook) =>
    outlook.openCalls.map((call) => ({ ticker: outlook.ticker, call })),
  );
  const lots = outlooks.map((outlook) => {
    const all = outlook.accounts.flatMap((account) => account.lots);
    return {
      ticker: outlook.ticker,
      lots: all.length,
      long_term_shares: all
        .filter((lot) => lot.termToday === 'long')
        .reduce((sum, lot) => sum + lot.shares, 0),
      short_term_shares: all
        .filter((lot) => lot.termToday === 'short')
        .reduce((sum, lot) => sum + lot.shares, 0),
      next_long_term:
        all
          .filter((lot) => lot.termToday === 'short')
          .map((lot) => lot.longTermFrom)
          .sort()[0] ?? null,
    };
  });
  const facts = {
    calls: calls.map(({ ticker, call }) => ({
      ticker,
      strike: call.strike,
      expiration: call.expiration,
      contracts: call.contracts,
      status: call.qualified.status,
      headline: call.qualified.headline,
      source: call.qualified.source,
      short_term_gain: call.assignment.shortTermGain,
      long_term_gain: call.assignment.longTermGain,
      made_short_term: call.assignment.slices.some((slice) => slice.madeShortTermByCall),
    })),
    lots,
    notice: outlooks[0]!.notice,
  };
  if (calls.length === 0)
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Ticker', 'Lots', 'Long-term shares', 'Short-term shares', 'Next long-term'],
        rows: lots.map((row) => [
          row.ticker,
          row.lots,
          row.long_term_shares,
          row.short_term_shares,
          row.next_long_term ?? '—',
        ]),
        footnote: facts.notice,
      },
      facts,
    };
  return {
    widget: {
      widget: 'table',
      title,
      columns: ['Ticker', 'Call', 'Qualified', 'Why', 'If assigned: short-term ($)', 'Long-term ($)'],
      rows: calls.map(({ ticker, call }) => [
        ticker,
        `${call.contracts} × $${call.strike} ${call.expiration}`,
        STATUS_WORDS[call.qualified.status],
        call.qualified.headline,
        call.assignment.shortTermGain,
        call.assignment.longTermGain,
      ]),
      footnote: `${facts.notice} Rule: ${calls[0]!.call.qualified.source}.`,
    },
    facts,
  };
}

/**
 * This year's income against the monthly goal, from the tracking the dashboard's Income goal card shows (the
 * portfolio's `incomeGoal`): realised months, the current month's expectation and the forecast, and the solver's
 * pick.
 */
export async function incomeGoal(
  context: QueryContext,
  _params: QueryParams<'income_goal'>,
  kind: string,
  title: string,
): Promise<MaterializedItem> {
  const tracking = await context.portfolio.incomeGoal(context.userId);
  const picked = tracking.pick === null ? null : tracking.solver[tracking.pick]!;
  const facts = {
    goal: tracking.monthlyGoal,
    proposed_goal: tracking.proposedGoal,
    month: tracking.currentMonth.month,
    month_actual: tracking.currentMonth.actual,
    month_expected: tracking.currentMonth.expected,
    behind: tracking.currentMonth.behind,
    shortfall: tracking.currentMonth.shortfall,
    year_to_date: tracking.yearToDate.actual,
    year_to_date_goal: tracking.yearToDate.goal,
    year_total: tracking.yearTotal,
    pick: picked
      ? { risk: picked.risk, duration: picked.duration, monthly: picked.monthlyIncome.median }
      : null,
    without_goal: tracking.withoutGoal,
  };
  const months = tracking.months;
  if (kind === 'table')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Month', 'Realised ($)', 'Expected ($)', 'Goal ($)'],
        rows: months.map((month) => [month.month, month.actual, month.expected.median, month.goal ?? '—']),
        footnote:
          'Realised is options income plus dividends, as on Income YTD; expected is a forecast, not a promise.',
      },
      facts,
    };
  return {
    widget: {
      widget: 'chart',
      kind: 'bar',
      title,
      series: [
        { name: 'Realised', x: months.map((month) => month.month), y: months.map((month) => month.actual) },
        {
          name: 'Expected',
          x: months.map((month) => month.month),
          y: months.map((month) => month.expected.median),
        },
        ...(tracking.monthlyGoal !== null
          ? [
              {
                name: 'Goal',
                x: months.map((month) => month.month),
                y: months.map(() => tracking.monthlyGoal!),
              },
            ]
          : []),
      ],
      xlabel: 'Month',
      ylabel: 'Income ($)',
      footnote:
        'Realised is options income plus dividends, as on Income YTD; expected is a forecast, not a promise.',
    },
    facts,
  };
}
