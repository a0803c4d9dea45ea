import { expiryInstant } from '@thetix/shared/calendar/expirations';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { CallTax } from '@thetix/shared/contracts/tax';
import { positionPnl } from '@thetix/shared/options/what-if-grid';
import { roundCents } from '@thetix/shared/portfolio/money';
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
    secured: tracking.currentMonth.secured,
    falling_behind: tracking.currentMonth.alert,
    year_to_date: tracking.yearToDate.actual,
    year_to_date_goal: tracking.yearToDate.goal,
    year_total: tracking.yearTotal,
    pick: picked
      ? { risk: picked.risk, duration: picked.duration, monthly: picked.monthlyIncome.median }
      : null,
    without_goal: tracking.withoutGoal,
    goal_mix: tracking.goalMix
      ? {
          reaches_goal: tracking.goalMix.reachesGoal,
          monthly: tracking.goalMix.monthlyIncome.median,
          holdings: tracking.goalMix.holdings.map((holding) => ({
            ticker: holding.ticker,
            risk: holding.risk,
            duration: holding.duration,
            delta: holding.targetDelta,
          })),
        }
      : null,
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

/**
 * The caller's position if the stock moved by a percentage (issue 32 item 5): the shares and the calls sold on them
 * (the books' open calls, as the position page's what-if reads them), priced with the project's Black-Scholes at
 * the chain's implied volatility of each call (shared/src/options/what-if-grid.ts `positionPnl`), today, halfway
 * and at the last call's expiry, against the position's value now at today's price.
 */
export async function positionWhatIf(
  context: QueryContext,
  params: QueryParams<'position_what_if'>,
  title: string,
): Promise<MaterializedItem> {
  const inputs = await context.portfolio.engineInputs(context.userId, context.accountId);
  const held = inputs
    .flatMap((account) => account.positions)
    .filter((position) => position.ticker === params.ticker);
  const shares = held.reduce((sum, position) => sum + position.shares, 0);
  if (shares <= 0) throw new NoDataError(`You hold no ${params.ticker} in this portfolio.`);
  const quote = context.market.quote(params.ticker, context.now);
  if (!quote) throw new NoDataError(`No price for ${params.ticker} right now.`);
  const calls = held.flatMap((position) => position.openShortCalls);
  const volatilityOf = (strike: number, expiration: string): number => {
    const chain = context.market.optionChain(params.ticker, expiration, context.now);
    const option = chain?.options.find(
      (candidate) => candidate.type === 'call' && candidate.strike === strike,
    );
    return (
      option?.impliedVolatility ??
      chain?.options.find((candidate) => candidate.type === 'call')?.impliedVolatility ??
      0.3
    );
  };
  const volatility =
    calls.length > 0
      ? calls.reduce((sum, call) => sum + volatilityOf(call.strike, call.expiration) * call.contracts, 0) /
        calls.reduce((sum, call) => sum + call.contracts, 0)
      : 0.3;
  const position = {
    shares,
    costBasis: quote.price,
    realised: 0,
    shortCalls: calls.map((call) => ({
      strike: call.strike,
      expiresAt: expiryInstant(call.expiration),
      contracts: call.contracts,
      premium: call.averagePremium,
    })),
  };
  const market = {
    rate: context.market.riskFreeRate(newYorkDate(context.now)),
    dividendYield: context.market.dividendYield(params.ticker),
    volatility,
  };
  const moved = Math.round(quote.price * (1 + params.move_percent / 100) * 100) / 100;
  const lastExpiry =
    calls.length > 0
      ? calls
          .map((call) => call.expiration)
          .sort()
          .at(-1)!
      : undefined;
  const expiresAt = lastExpiry
    ? expiryInstant(lastExpiry)
    : new Date(context.now.getTime() + 30 * 86_400_000);
  const halfway = new Date((context.now.getTime() + expiresAt.getTime()) / 2);
  const base = positionPnl(position, market, quote.price, context.now);
  const at = (when: Date) => roundCents(positionPnl(position, market, moved, when) - base);
  const sharesOnly = roundCents(shares * (moved - quote.price));
  const rows = [
    { when: 'today', on: newYorkDate(context.now), change: at(context.now) },
    { when: 'halfway', on: newYorkDate(halfway), change: at(halfway) },
    {
      when: lastExpiry ? 'at the call’s expiry' : 'in 30 days',
      on: newYorkDate(expiresAt),
      change: at(expiresAt),
    },
  ];
  const facts = {
    ticker: params.ticker,
    move_percent: params.move_percent,
    price: quote.price,
    moved_price: moved,
    shares,
    calls: calls.map((call) => ({
      strike: call.strike,
      expiration: call.expiration,
      contracts: call.contracts,
    })),
    volatility,
    shares_only: sharesOnly,
    rows,
  };
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        'When',
        'Date',
        `Change in value at $${moved} ($)`,
        'Shares alone ($)',
        'The calls offset ($)',
      ],
      rows: rows.map((row) => [
        row.when,
        row.on,
        row.change,
        sharesOnly,
        roundCents(row.change - sharesOnly),
      ]),
      footnote: `Priced with Black-Scholes at ${(volatility * 100).toFixed(1)}% implied volatility; the change is against the position's value now at $${quote.price}.`,
    },
    facts,
  };
}
