import { daysToExpiry } from '@thetix/shared/calendar/expirations';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { TransactionGroup, TransactionLine } from '@thetix/shared/contracts/portfolio';
import { deltaLevel } from '@thetix/shared/options/risk-labels';
import { roundCents, roundPercent } from '@thetix/shared/portfolio/money';
import type { QueryParams } from '@thetix/shared/thetix/plan';
import { resolveRange } from './date-range';
import { corporateCalendar, coveredCallFor, marketFootnote } from './market-queries';
import { NoDataError, type MaterializedItem, type QueryContext } from './materializer-types';

const CONTRACT_SIZE = 100;

/** Tickers the caller holds shares of, with the shares and average cost. */
async function holdings(context: QueryContext) {
  const positions = await context.portfolio.positions(context.userId, context.accountId);
  return positions.filter((position) => position.amount > 0);
}

async function tickersOf(context: QueryContext, source: 'holdings' | readonly string[]) {
  if (source !== 'holdings') return [...source];
  const held = await holdings(context);
  if (held.length === 0)
    throw new NoDataError('You hold no shares yet: add a position or connect an account.');
  return held.map((position) => position.ticker);
}

export async function positions(
  context: QueryContext,
  params: QueryParams<'positions'>,
  title: string,
): Promise<MaterializedItem> {
  const all = await context.portfolio.positions(context.userId, context.accountId);
  const rows = all
    .filter((position) =>
      params.ticker
        ? position.ticker === params.ticker
        : position.amount > 0 || position.totalOpenContracts > 0,
    )
    .filter((position) => {
      if (params.only === 'short_of_100') return position.amount > 0 && position.amount < CONTRACT_SIZE;
      if (params.only === 'uncovered')
        return (
          position.amount >= CONTRACT_SIZE && position.totalOpenContracts * CONTRACT_SIZE < position.amount
        );
      return true;
    })
    .map((position) => ({
      ticker: position.ticker,
      name: position.name,
      shares: position.amount,
      price: roundCents(position.currentPrice),
      avg_cost: roundCents(position.avgCostBasis),
      value: roundCents(position.amount * position.currentPrice),
      gain_percent: roundPercent(position.totalGainPercent),
      open_contracts: position.totalOpenContracts,
      coverable_contracts: Math.floor(position.amount / CONTRACT_SIZE),
    }));
  if (rows.length === 0)
    throw new NoDataError(
      params.only === 'short_of_100'
        ? 'Every holding has at least 100 shares.'
        : params.only === 'uncovered'
          ? 'Every holding of 100 shares or more has calls sold on it.'
          : params.ticker
            ? `You hold no ${params.ticker}.`
            : 'You hold no positions yet.',
    );
  const totalValue = roundCents(rows.reduce((sum, row) => sum + row.value, 0));
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'name', header: 'Company' },
        { key: 'shares', header: 'Shares', type: 'number' },
        { key: 'price', header: 'Price ($)', type: 'number' },
        { key: 'avg_cost', header: 'Avg cost ($)', type: 'number' },
        { key: 'value', header: 'Value ($)', type: 'number' },
        { key: 'gain_percent', header: 'Gain (%)', type: 'number' },
        { key: 'open_contracts', header: 'Open contracts', type: 'number' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { positions: rows, total_value: totalValue, count: rows.length },
  };
}

/** Sold calls still open, each with what it has earned so far and how close it is to assignment. */
export async function openCalls(
  context: QueryContext,
  params: QueryParams<'open_calls'>,
  title: string,
): Promise<MaterializedItem> {
  const groups = await context.portfolio.transactionGroups(context.userId, context.accountId);
  const rows = groups
    .filter(
      (group) =>
        group.type === 'option' &&
        (group.status === 'Open' || group.status === 'Partially Closed') &&
        (!params.ticker || group.ticker === params.ticker),
    )
    .flatMap((group) => openCallRow(context, group) ?? [])
    .sort((a, b) => a.expiration.localeCompare(b.expiration));
  if (rows.length === 0) throw new NoDataError('No open calls right now.');
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'contracts', header: 'Contracts', type: 'number' },
        { key: 'premium_received', header: 'Premium received ($)', type: 'number' },
        { key: 'cost_to_close', header: 'Cost to close ($)', type: 'number' },
        { key: 'captured_percent', header: 'Premium captured (%)', type: 'number' },
        { key: 'days_left', header: 'Days left', type: 'number' },
        { key: 'moneyness', header: 'Moneyness' },
        { key: 'assignment_risk', header: 'Assignment risk' },
        { key: 'suggestion', header: 'What to consider' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { open_calls: rows, count: rows.length },
  };
}

function openCallRow(context: QueryContext, group: TransactionGroup) {
  const sold = group.transactions.filter(
    (line) => line.tickerType === 'option' && line.optionType === 'call' && line.orderType === 'sell',
  );
  const bought = group.transactions.filter(
    (line) => line.tickerType === 'option' && line.optionType === 'call' && line.orderType === 'buy',
  );
  const first = sold[0];
  if (!first?.strike || !first.expiration) return undefined;
  const contracts = sum(sold, (line) => line.quantity) - sum(bought, (line) => line.quantity);
  if (contracts <= 0) return undefined;
  const live = context.market.quote(group.ticker, context.now);
  if (!live) return undefined;
  const premiumPerShare =
    sum(sold, (line) => line.quantity * line.price) / sum(sold, (line) => line.quantity);
  const quote = context.market.priceOption({
    ticker: group.ticker,
    date: newYorkDate(context.now),
    instant: context.now,
    spot: live.price,
    strike: first.strike,
    expiration: first.expiration,
    type: 'call',
  });
  const received = premiumPerShare * CONTRACT_SIZE * contracts;
  const costToClose = quote.mid * CONTRACT_SIZE * contracts;
  const moneyness = (live.price - first.strike) / first.strike;
  return {
    ticker: group.ticker,
    strike: first.strike,
    expiration: first.expiration,
    contracts,
    premium_received: roundCents(received),
    cost_to_close: roundCents(costToClose),
    captured_percent: roundPercent(((received - costToClose) / received) * 100),
    days_left: Math.max(0, Math.ceil(daysToExpiry(context.now, first.expiration))),
    moneyness:
      Math.abs(moneyness) < 0.01
        ? 'At the money'
        : moneyness > 0
          ? `In the money by ${roundPercent(moneyness * 100)}%`
          : `Out of the money by ${roundPercent(-moneyness * 100)}%`,
    assignment_risk: deltaLevel(quote.delta),
    suggestion: callSuggestion(received, costToClose, moneyness, daysToExpiry(context.now, first.expiration)),
  };
}

/** The engine's own thresholds, in words: close once 80 % is captured, roll an in-the-money call near expiry. */
const callSuggestion = (received: number, costToClose: number, moneyness: number, days: number): string => {
  if (received > 0 && (received - costToClose) / received >= 0.8)
    return 'Close: most of the premium is captured';
  if (moneyness > 0 && days <= 7) return 'Roll out (and up) to avoid assignment, or let the shares go';
  if (days <= 7) return 'Let it expire';
  return 'Hold';
};

const sum = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((total, item) => total + value(item), 0);

export async function portfolioValueHistory(
  context: QueryContext,
  params: QueryParams<'portfolio_value_history'>,
  kind: string,
  title: string,
): Promise<MaterializedItem> {
  const range = resolveRange(params.range, context.now);
  const performance = await context.portfolio.performance(context.userId, context.accountId);
  const points = performance.chart.filter(
    (point) => point.date.slice(0, 10) >= range.from && point.date.slice(0, 10) <= range.to,
  );
  if (points.length === 0) throw new NoDataError(`No portfolio history for ${range.label}.`);
  const first = points[0]!.portfolioValue;
  const last = points.at(-1)!.portfolioValue;
  const facts = {
    range: range.label,
    first_value: roundCents(first),
    last_value: roundCents(last),
    change: roundCents(last - first),
    change_percent: first === 0 ? 0 : roundPercent(((last - first) / first) * 100),
  };
  if (kind === 'table')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Date', 'Portfolio value ($)'],
        rows: points.map((point) => [point.date.slice(0, 10), roundCents(point.portfolioValue)]),
        ...marketFootnote(context.market),
      },
      facts,
    };
  return {
    widget: {
      widget: 'chart',
      kind: 'line',
      title,
      series: [
        {
          name: 'Portfolio value',
          x: points.map((point) => point.date.slice(0, 10)),
          y: points.map((point) => roundCents(point.portfolioValue)),
        },
      ],
      xlabel: 'Date',
      ylabel: 'Value ($)',
      ...marketFootnote(context.market),
    },
    facts,
  };
}

/**
 * Cash income by source in a range: option premiums received minus buy-backs on the day each trade settled,
 * dividends on their pay line, realised equity gains from the transaction groups' profit on their date.
 */
export async function incomeSummary(
  context: QueryContext,
  params: QueryParams<'income_summary'>,
  kind: string,
  title: string,
): Promise<MaterializedItem> {
  const range = resolveRange(params.range, context.now);
  const groups = await context.portfolio.transactionGroups(context.userId, context.accountId);
  const buckets = new Map<string, Record<'options' | 'dividends' | 'equity', number>>();
  const add = (date: string, source: 'options' | 'dividends' | 'equity', amount: number) => {
    if (date < range.from || date > range.to || !params.sources.includes(source)) return;
    const key = params.group_by === 'month' ? date.slice(0, 7) : 'total';
    const bucket = buckets.get(key) ?? { options: 0, dividends: 0, equity: 0 };
    bucket[source] += amount;
    buckets.set(key, bucket);
  };
  for (const group of groups) {
    if (group.type === 'option')
      for (const line of group.transactions) add(lineDate(line), 'options', optionCash(line));
    else if (group.type === 'dividend')
      for (const line of group.transactions) add(lineDate(line), 'dividends', line.totalCost);
    else if (group.type === 'equity' && group.profitLoss !== null)
      add(group.date, 'equity', group.profitLoss);
  }
  const periods = [...buckets.keys()].sort();
  const totals = Object.fromEntries(
    params.sources.map((source) => [
      source,
      roundCents(sum(periods, (period) => buckets.get(period)![source])),
    ]),
  ) as Record<string, number>;
  const total = roundCents(Object.values(totals).reduce((a, b) => a + b, 0));
  const facts = {
    range: range.label,
    from: range.from,
    to: range.to,
    totals,
    total,
    periods: periods.length,
  };
  if (periods.length === 0) throw new NoDataError(`No income recorded ${range.label}.`);
  const labels = { options: 'Options', dividends: 'Dividends', equity: 'Equity' } as const;
  if (kind === 'table' || params.group_by === 'total')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Period', ...params.sources.map((source) => `${labels[source]} ($)`), 'Total ($)'],
        rows: [
          ...periods.map((period) => {
            const bucket = buckets.get(period)!;
            const values = params.sources.map((source) => roundCents(bucket[source]));
            return [period === 'total' ? range.label : period, ...values, roundCents(sum(values, (v) => v))];
          }),
          ...(periods.length > 1
            ? [['Total', ...params.sources.map((source) => totals[source]!), total]]
            : []),
        ],
      },
      facts,
    };
  return {
    widget: {
      widget: 'chart',
      kind: 'bar',
      title,
      series: params.sources.map((source) => ({
        name: labels[source],
        x: periods,
        y: periods.map((period) => roundCents(buckets.get(period)![source])),
      })),
      xlabel: 'Month',
      ylabel: 'Income ($)',
    },
    facts,
  };
}

const lineDate = (line: TransactionLine) => line.timestamp.slice(0, 10);
/** Cash an option line moved: a sale brings in its premium less fees, a buy-back costs its price plus fees. */
const optionCash = (line: TransactionLine) => {
  const gross = line.quantity * line.price * CONTRACT_SIZE;
  if (line.orderType === 'sell') return gross - line.fees;
  if (line.orderType === 'buy') return -(gross + line.fees);
  return 0;
};

export async function transactions(
  context: QueryContext,
  params: QueryParams<'transactions'>,
  title: string,
): Promise<MaterializedItem> {
  const range = params.range ? resolveRange(params.range, context.now) : undefined;
  const groups = (await context.portfolio.transactionGroups(context.userId, context.accountId)).filter(
    (group) =>
      (!params.ticker || group.ticker === params.ticker) &&
      (!params.type || group.type === params.type) &&
      (!range || (group.date >= range.from && group.date <= range.to)),
  );
  if (groups.length === 0) throw new NoDataError('No transactions match.');
  const rows = groups.slice(0, params.limit).map((group) => ({
    date: group.date,
    ticker: group.ticker,
    type: group.type,
    strategy: group.strategy.replace(/_/g, ' '),
    status: group.status ?? '',
    profit_loss: group.profitLoss === null ? null : roundCents(group.profitLoss),
  }));
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'date', header: 'Date', type: 'date' },
        { key: 'ticker', header: 'Ticker' },
        { key: 'type', header: 'Type' },
        { key: 'strategy', header: 'Strategy' },
        { key: 'status', header: 'Status' },
        { key: 'profit_loss', header: 'P/L ($)', type: 'number' },
      ],
      rows,
    },
    facts: { count: groups.length, shown: rows.length },
  };
}

export async function opportunities(
  context: QueryContext,
  params: QueryParams<'opportunities'>,
  title: string,
): Promise<MaterializedItem> {
  const all = await context.portfolio.opportunities(context.userId, context.accountId);
  const rows = all
    .filter(
      (opportunity) =>
        opportunity.opportunity_type !== 'other' &&
        (!params.type || opportunity.opportunity_type === params.type) &&
        (!params.ticker || opportunity.primary_ticker === params.ticker),
    )
    .slice(0, params.limit)
    .map((opportunity) => {
      const details = opportunity.details as Record<string, unknown>;
      const rollTo = details.roll_to as Record<string, unknown> | undefined;
      return {
        ticker: opportunity.primary_ticker,
        type: { covered_call: 'Covered call', option_roll: 'Roll', option_close: 'Close' }[
          opportunity.opportunity_type as 'covered_call'
        ],
        strike: Number(rollTo?.strike ?? details.strike ?? 0) || null,
        expiration: String(rollTo?.expiration ?? details.expiration ?? '') || null,
        contracts: Number(details.contracts ?? 0) || null,
        premium: typeof details.premium === 'number' ? roundCents(details.premium) : null,
        reason: opportunity.rationale.reason,
      };
    });
  if (rows.length === 0) throw new NoDataError('No open opportunities right now.');
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'type', header: 'Action' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'contracts', header: 'Contracts', type: 'number' },
        { key: 'premium', header: 'Premium ($/share)', type: 'number' },
        { key: 'reason', header: 'Why' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { opportunities: rows, count: rows.length },
  };
}

export async function coveredCallCandidates(
  context: QueryContext,
  params: QueryParams<'covered_call_candidates'>,
  title: string,
): Promise<MaterializedItem> {
  const held = params.source === 'holdings' ? await holdings(context) : [];
  const tickers = await tickersOf(context, params.source);
  const byTicker = new Map(held.map((position) => [position.ticker, position]));
  const sortKey = {
    premium: 'total_premium',
    yield: 'annualized_percent',
    if_called_return: 'if_called_percent',
  } as const;
  const rows = tickers
    .flatMap((ticker) => {
      const position = byTicker.get(ticker);
      if (position && position.amount < CONTRACT_SIZE) return [];
      const call = coveredCallFor(context, ticker, params.risk, params.duration, position?.avgCostBasis);
      if (!call) return [];
      const contracts = position ? Math.floor(position.amount / CONTRACT_SIZE) : 1;
      return [{ ...call, contracts, total_premium: roundCents(call.premium * CONTRACT_SIZE * contracts) }];
    })
    .sort((a, b) => b[sortKey[params.sort]] - a[sortKey[params.sort]])
    .slice(0, params.limit);
  if (rows.length === 0)
    throw new NoDataError(
      params.source === 'holdings'
        ? 'None of your holdings has 100 shares and a sellable call right now.'
        : 'No sellable covered call found for these tickers right now.',
    );
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'delta', header: 'Delta', type: 'number' },
        { key: 'premium', header: 'Premium ($/share)', type: 'number' },
        { key: 'contracts', header: 'Contracts', type: 'number' },
        { key: 'total_premium', header: 'Total premium ($)', type: 'number' },
        { key: 'yield_percent', header: 'Yield (%)', type: 'number' },
        { key: 'annualized_percent', header: 'Annualized (%)', type: 'number' },
        { key: 'if_called_percent', header: 'If called (%)', type: 'number' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { candidates: rows, risk: params.risk, duration: params.duration },
  };
}

export async function calendar(
  context: QueryContext,
  which: 'dividends' | 'earnings',
  params: QueryParams<'dividend_calendar'>,
  title: string,
): Promise<MaterializedItem> {
  const tickers = await tickersOf(context, params.source);
  const held = await holdings(context);
  const shares = new Map(held.map((position) => [position.ticker, position.amount]));
  const item = corporateCalendar(context, which, tickers, params.days, shares, title);
  if ((item.facts.events as unknown[]).length === 0)
    throw new NoDataError(
      `No ${which === 'dividends' ? 'ex-dividend dates' : 'earnings'} in the next ${params.days} days.`,
    );
  return item;
}
