import type { CoveredCallDetails, HoldingReview } from '@thetix/shared/contracts/opportunities';
import { deltaLevel } from '@thetix/shared/options/risk-labels';
import { coveredCallOpportunity, openContractsOf } from '@thetix/shared/opportunities/covered-call';
import { mergeLots } from '@thetix/shared/opportunities/generate-opportunities';
import { opportunitySession } from '@thetix/shared/opportunities/opportunity-session';
import { readTickerMarket } from '@thetix/shared/opportunities/option-market';
import { shareCoverage } from '@thetix/shared/opportunities/share-coverage';
import { RISK_LEVEL_LABELS } from '@thetix/shared/opportunities/wording';
import { roundCents, roundPercent } from '@thetix/shared/portfolio/money';
import type { QueryParams } from '@thetix/shared/thetix/plan';
import { reviewsOf } from '../portfolio-data';
import { resolveRange } from './date-range';
import { corporateCalendar, coveredCallFor, marketFootnote } from './market-queries';
import {
  type AccountHoldingReview,
  NoDataError,
  type MaterializedItem,
  type QueryContext,
} from './materializer-types';

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

/**
 * Per ticker over the scope's accounts, what covered calls the shares allow as the engine counts them (spec part 2
 * §5, `shareCoverage`): contracts the allocation covers, calls open now, contracts still writable, shares no call
 * covers yet.
 */
async function coverageByTicker(context: QueryContext) {
  const inputs = await context.portfolio.engineInputs(context.userId, context.accountId);
  const coverage = new Map<string, { coverable: number; open: number; writable: number; free: number }>();
  for (const input of inputs)
    for (const position of mergeLots(input.positions)) {
      const open = openContractsOf(position, context.now);
      const counted = shareCoverage({
        shares: Math.max(0, position.shares),
        allocation: input.allocations[position.ticker] ?? 1,
        openContracts: open,
      });
      const seen = coverage.get(position.ticker) ?? { coverable: 0, open: 0, writable: 0, free: 0 };
      coverage.set(position.ticker, {
        coverable: seen.coverable + counted.coverableContracts,
        open: seen.open + open,
        writable: seen.writable + counted.tradeableContracts,
        free: seen.free + Math.max(0, Math.floor(position.shares) - open * CONTRACT_SIZE),
      });
    }
  return coverage;
}

export async function positions(
  context: QueryContext,
  params: QueryParams<'positions'>,
  title: string,
): Promise<MaterializedItem> {
  const [all, coverage] = await Promise.all([
    context.portfolio.positions(context.userId, context.accountId),
    coverageByTicker(context),
  ]);
  const rows = all
    .filter((position) =>
      params.ticker
        ? position.ticker === params.ticker
        : position.amount > 0 || position.totalOpenContracts > 0,
    )
    .filter((position) => {
      if (params.only === 'short_of_100') return position.amount > 0 && position.amount < CONTRACT_SIZE;
      if (params.only === 'uncovered') return (coverage.get(position.ticker)?.writable ?? 0) > 0;
      return true;
    })
    .map((position) => {
      const covered = coverage.get(position.ticker);
      const value = roundCents(position.amount * position.currentPrice);
      return {
        ticker: position.ticker,
        name: position.name,
        shares: position.amount,
        price: roundCents(position.currentPrice),
        avg_cost: roundCents(position.avgCostBasis),
        cost_basis: roundCents(position.costBasis),
        value,
        gain: roundCents(value - position.costBasis),
        gain_percent: roundPercent(position.totalGainPercent),
        open_contracts: position.totalOpenContracts,
        coverable_contracts: covered?.coverable ?? 0,
        writable_contracts: covered?.writable ?? 0,
        free_shares: covered?.free ?? Math.floor(position.amount),
      };
    });
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
        { key: 'shares', header: 'Shares', type: 'number' },
        { key: 'avg_cost', header: 'Avg cost ($)', type: 'number' },
        { key: 'price', header: 'Price ($)', type: 'number' },
        { key: 'value', header: 'Value ($)', type: 'number' },
        { key: 'gain_percent', header: 'Gain (%)', type: 'number' },
        { key: 'open_contracts', header: 'Calls open', type: 'number' },
        { key: 'writable_contracts', header: 'Calls writable', type: 'number' },
        { key: 'name', header: 'Company' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { positions: rows, total_value: totalValue, count: rows.length, ticker: params.ticker ?? null },
  };
}

/** "Let expire", as the position page labels the rules' actions. */
export const OPEN_CALL_ACTION_WORDS = {
  close: 'Close',
  roll: 'Roll',
  let_expire: 'Let expire',
  hold: 'Hold',
} as const;

/**
 * Sold calls still open, each with what it has earned so far, how close it is to assignment and the action the
 * open-call rules suggest with their reason: the rows of the holdings review the position page shows, so an answer
 * and the page give the same advice.
 */
export async function openCalls(
  context: QueryContext,
  params: QueryParams<'open_calls'>,
  title: string,
): Promise<MaterializedItem> {
  const reviews = await context.portfolio.holdingReviews(context.userId, context.accountId);
  const rows = reviews
    .filter((review) => !params.ticker || review.ticker === params.ticker)
    .flatMap((review) => review.open_calls.map((call) => openCallRow(review, call)))
    .sort((a, b) => a.expiration.localeCompare(b.expiration) || a.ticker.localeCompare(b.ticker));
  if (rows.length === 0)
    throw new NoDataError(
      params.ticker ? `No open ${params.ticker} calls right now.` : 'No open calls right now.',
    );
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'contracts', header: 'Contracts', type: 'number' },
        { key: 'action', header: 'Suggested' },
        { key: 'captured_percent', header: 'Premium captured (%)', type: 'number' },
        { key: 'days_left', header: 'Days left', type: 'number' },
        { key: 'moneyness', header: 'Moneyness' },
        { key: 'premium_received', header: 'Premium received ($)', type: 'number' },
        { key: 'cost_to_close', header: 'Cost to close ($)', type: 'number' },
        { key: 'assignment_risk', header: 'Assignment risk' },
        { key: 'reason', header: 'Why' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { open_calls: rows, count: rows.length, ticker: params.ticker ?? null },
  };
}

function openCallRow(review: AccountHoldingReview, call: HoldingReview['open_calls'][number]) {
  const ratio = call.moneyness_ratio;
  return {
    ticker: review.ticker,
    strike: call.strike,
    expiration: call.expiration,
    contracts: call.contracts,
    action: OPEN_CALL_ACTION_WORDS[call.action],
    action_code: call.action,
    reason: call.reason,
    premium_received: roundCents(call.avg_price * CONTRACT_SIZE * call.contracts),
    cost_to_close: roundCents(call.current_ask * CONTRACT_SIZE * call.contracts),
    /** A whole percent, as the position page prints it ("99%"): one number in both places. */
    captured_percent: Number((call.premium_captured * 100).toFixed(0)),
    /** Unrounded, for the answer's words and its computation line. */
    captured_fraction: call.premium_captured,
    days_left: call.days_to_expiry,
    moneyness:
      call.moneyness === 'at_the_money'
        ? 'At the money'
        : call.moneyness === 'in_the_money'
          ? `In the money by ${roundPercent(ratio * 100)}%`
          : `Out of the money by ${roundPercent(-ratio * 100)}%`,
    moneyness_code: call.moneyness,
    delta: Math.round(Math.abs(call.delta) * 100) / 100,
    assignment_risk: deltaLevel(call.delta),
    roll_net_credit: call.roll_net_credit === null ? null : roundCents(call.roll_net_credit),
    shares_held: review.shares,
  };
}

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
 * Realised income by source in a range, from the same income days Gains and the dashboard add up (the one
 * definition: options when a call closes, expires or is assigned, dividends when paid, equity when shares are sold),
 * per month or in total. The totals are the unrounded days summed, then rounded: Gains' year-to-date figure to the
 * cent.
 */
export async function incomeSummary(
  context: QueryContext,
  params: QueryParams<'income_summary'>,
  kind: string,
  title: string,
): Promise<MaterializedItem> {
  const range = resolveRange(params.range, context.now);
  const days = await context.portfolio.incomeDays(
    context.userId,
    { from: range.from, to: range.to },
    context.accountId,
  );
  const buckets = new Map<string, Record<'options' | 'dividends' | 'equity', number>>();
  const exact = { options: 0, dividends: 0, equity: 0 };
  for (const day of days) {
    if (!params.sources.some((source) => day[source] !== 0)) continue;
    const key = params.group_by === 'month' ? day.date.slice(0, 7) : 'total';
    const bucket = buckets.get(key) ?? { options: 0, dividends: 0, equity: 0 };
    for (const source of params.sources) {
      bucket[source] += day[source];
      exact[source] += day[source];
    }
    buckets.set(key, bucket);
  }
  const periods = [...buckets.keys()].sort();
  const totals = Object.fromEntries(
    params.sources.map((source) => [source, roundCents(exact[source])]),
  ) as Record<string, number>;
  const total = roundCents(params.sources.reduce((all, source) => all + exact[source], 0));
  const monthTotals = periods.map((period) => ({
    period,
    total: roundCents(params.sources.reduce((all, source) => all + buckets.get(period)![source], 0)),
  }));
  const best = [...monthTotals].sort((a, b) => b.total - a.total)[0];
  const facts = {
    range: range.label,
    from: range.from,
    to: range.to,
    sources: params.sources,
    totals,
    total,
    periods: periods.length,
    months_in_range: monthsBetween(range.from, range.to),
    best_period: params.group_by === 'month' && best ? best : null,
  };
  if (periods.length === 0) throw new NoDataError(`No income recorded ${range.label}.`);
  const labels = { options: 'Options', dividends: 'Dividends', equity: 'Realised stock gains' } as const;
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

/** Calendar months a range touches, counting a part month as a fraction of its days (for "a month" goals). */
const monthsBetween = (from: string, to: string): number => {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.max(1, Math.round((days / (365.25 / 12)) * 100) / 100);
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

/** The Action column of the opportunities table, one word or two per opportunity type the list can hold. */
const OPPORTUNITY_ACTIONS = {
  covered_call: 'Covered call',
  option_roll: 'Roll',
  option_close: 'Close',
  put_sell: 'Cash-secured put',
} as const;

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
      const held = details.current_position as Record<string, unknown> | undefined;
      const money = (value: unknown) => (typeof value === 'number' ? roundCents(value) : null);
      return {
        ticker: opportunity.primary_ticker,
        type: OPPORTUNITY_ACTIONS[opportunity.opportunity_type as keyof typeof OPPORTUNITY_ACTIONS],
        strike: Number(rollTo?.strike ?? details.strike ?? 0) || null,
        expiration: String(rollTo?.expiration ?? details.expiration ?? '') || null,
        contracts: Number(details.contracts ?? 0) || null,
        premium: typeof details.premium === 'number' ? roundCents(details.premium) : null,
        reason: opportunity.rationale.reason,
        // The figures a morning brief names (brief-answer.ts), as the opportunity's drawer shows them.
        type_code: opportunity.opportunity_type,
        held_strike: typeof held?.strike === 'number' ? held.strike : null,
        held_expiration: typeof held?.expiration === 'string' ? held.expiration : null,
        tradeable_contracts:
          typeof details.tradeable_contracts === 'number' ? details.tradeable_contracts : null,
        total_premium: money(details.total_premium),
        net_credit: money(details.net_credit),
        cost_to_close: money(details.cost_to_close),
        profit_loss: money(details.profit_loss),
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

interface CandidateRow {
  ticker: string;
  expiration: string;
  days: number;
  strike: number;
  delta: number;
  premium: number;
  contracts: number;
  total_premium: number;
  yield_percent: number;
  annualized_percent: number;
  if_called_percent: number;
  assignment_percent: number;
  risk: string;
  shares_held: number | null;
}

const riskWord = (level: string): string =>
  level in RISK_LEVEL_LABELS ? RISK_LEVEL_LABELS[level as keyof typeof RISK_LEVEL_LABELS] : level;

const rowOfDetails = (ticker: string, details: CoveredCallDetails, contracts: number): CandidateRow => ({
  ticker,
  expiration: details.expiration,
  days: details.days_to_expiry,
  strike: details.strike,
  delta: Math.round(Math.abs(details.delta) * 100) / 100,
  premium: roundCents(details.premium),
  contracts,
  total_premium: roundCents(details.premium * CONTRACT_SIZE * contracts),
  yield_percent: roundPercent((details.premium / details.current_price) * 100),
  annualized_percent: roundPercent(details.annualized_yield * 100),
  if_called_percent: roundPercent(details.if_called_return * 100),
  assignment_percent: roundPercent(details.assignment_chance * 100),
  risk: riskWord(details.risk_level),
  shares_held: details.current_shares,
});

/**
 * Covered calls to sell. On shares the caller holds, the opportunity engine decides (`coveredCallOpportunity`, the
 * dashboard's engine): contracts are the ones still writable (allocation less calls already open), and with no risk
 * or duration asked the holding's own goal is used, so the answer's pick is the dashboard's. A holding with nothing
 * to sell is listed in the facts with the engine's reason (fully covered, under 100 shares, no goal...). A ticker the
 * caller does not hold is priced for one contract, as an illustration.
 */
export async function coveredCallCandidates(
  context: QueryContext,
  params: QueryParams<'covered_call_candidates'>,
  title: string,
): Promise<MaterializedItem> {
  const [inputs, stored] = await Promise.all([
    context.portfolio.engineInputs(context.userId, context.accountId),
    context.portfolio.opportunities(context.userId, context.accountId),
  ]);
  // The review the holdings page shows, from the inputs just read rather than a second read of the same items.
  const reviews = reviewsOf(inputs, context.market, context.now);
  const heldTickers = new Set(
    inputs.flatMap((input) => input.positions.filter((p) => p.shares > 0).map((p) => p.ticker)),
  );
  const wanted = params.source === 'holdings' ? [...heldTickers] : [...params.source];
  if (params.source === 'holdings' && wanted.length === 0)
    throw new NoDataError('You hold no shares yet: add a position or connect an account.');
  const session = opportunitySession(context.now);
  const rows: CandidateRow[] = [];
  const skipped: { ticker: string; reason: string }[] = [];
  for (const ticker of wanted) {
    if (!heldTickers.has(ticker)) {
      const call = coveredCallFor(
        context,
        ticker,
        params.risk ?? 'balanced',
        params.duration ?? 'weekly',
        undefined,
      );
      if (!call) {
        skipped.push({ ticker, reason: `No sellable ${ticker} call in the band right now.` });
        continue;
      }
      rows.push({
        ...call,
        contracts: 1,
        total_premium: roundCents(call.premium * CONTRACT_SIZE),
        risk: RISK_LEVEL_LABELS[params.risk ?? 'balanced'],
        shares_held: null,
      });
      continue;
    }
    for (const input of inputs) {
      const position = mergeLots(input.positions).find((p) => p.ticker === ticker && p.shares > 0);
      if (!position) continue;
      const goal = input.goals[ticker];
      const risk = params.risk ?? goal?.riskLevel ?? 'balanced';
      const cadence = params.duration ?? goal?.cadence ?? 'weekly';
      const listed = stored.find(
        (opportunity) =>
          opportunity.opportunity_type === 'covered_call' &&
          opportunity.account_id === input.accountId &&
          opportunity.primary_ticker === ticker,
      );
      const listedDetails = listed?.details as CoveredCallDetails | undefined;
      // The dashboard's own pick when the question asks for the holding's goal: the same strike and premium.
      if (
        listedDetails &&
        listedDetails.risk_level === risk &&
        listedDetails.cadence === cadence &&
        listedDetails.tradeable_contracts > 0
      ) {
        rows.push(rowOfDetails(ticker, listedDetails, listedDetails.tradeable_contracts));
        continue;
      }
      const tickerMarket = readTickerMarket(context.market, ticker, context.now);
      const review = reviews.find((item) => item.accountId === input.accountId && item.ticker === ticker);
      if (!tickerMarket) {
        skipped.push({ ticker, reason: `${ticker} has no listed options in the market data.` });
        continue;
      }
      const result = coveredCallOpportunity({
        accountId: input.accountId,
        market: context.market,
        now: context.now,
        session,
        tickerMarket,
        position,
        goal: { riskLevel: risk, cadence },
        allocation: input.allocations[ticker] ?? 1,
      });
      if (result.ok && result.opportunity.details.tradeable_contracts > 0) {
        const details = result.opportunity.details;
        rows.push(rowOfDetails(ticker, details, details.tradeable_contracts));
      } else {
        const reason =
          review?.explanation &&
          review.explanation.code !== 'no_goal' &&
          review.explanation.code !== 'no_liquid_strike'
            ? review.explanation.message
            : result.ok
              ? `${Math.floor(position.shares)} ${ticker} shares: ${result.opportunity.details.shares_needed} more are needed for one contract.`
              : result.reason === 'no_liquid_strike'
                ? `No liquid ${ticker} strike in the ${RISK_LEVEL_LABELS[risk]} band right now.`
                : result.reason === 'no_expiration'
                  ? `No ${cadence} ${ticker} expiration is listed within 60 days.`
                  : (review?.explanation?.message ?? `No ${ticker} call to sell right now.`);
        skipped.push({ ticker, reason });
      }
    }
  }
  const sortKey = {
    premium: 'total_premium',
    yield: 'annualized_percent',
    if_called_return: 'if_called_percent',
  } as const;
  const sorted = rows
    .sort((a, b) => b[sortKey[params.sort]] - a[sortKey[params.sort]])
    .slice(0, params.limit);
  const facts = {
    candidates: sorted,
    skipped,
    risk: params.risk ?? null,
    duration: params.duration ?? null,
    sort: params.sort,
    source: params.source === 'holdings' ? 'holdings' : 'tickers',
  };
  if (sorted.length === 0) {
    if (skipped.length > 0)
      return {
        widget: {
          widget: 'table',
          title,
          columns: [
            { key: 'ticker', header: 'Ticker' },
            { key: 'reason', header: 'Why no call is suggested' },
          ],
          rows: skipped,
        },
        facts,
      };
    throw new NoDataError(
      params.source === 'holdings'
        ? 'None of your holdings has 100 shares and a sellable call right now.'
        : 'No sellable covered call found for these tickers right now.',
    );
  }
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'contracts', header: 'Contracts', type: 'number' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'premium', header: 'Premium ($/share)', type: 'number' },
        { key: 'total_premium', header: 'Total premium ($)', type: 'number' },
        { key: 'annualized_percent', header: 'Annualized (%)', type: 'number' },
        { key: 'delta', header: 'Delta', type: 'number' },
        { key: 'yield_percent', header: 'Yield (%)', type: 'number' },
        { key: 'if_called_percent', header: 'If called (%)', type: 'number' },
      ],
      rows: sorted,
      ...marketFootnote(context.market),
    },
    facts,
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
      `No ${params.source === 'holdings' ? '' : `${params.source.join(', ')} `}${which === 'dividends' ? 'ex-dividend dates' : 'earnings'} in the next ${params.days} days.`,
    );
  return item;
}
