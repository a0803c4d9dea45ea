import { formatUsd } from '@thetix/shared/opportunities/wording';
import type { AnswerSpec } from '@thetix/shared/thetix/plan';
import type { Computation } from '@thetix/shared/thetix/widgets';
import { percentText } from './answers';
import type { MaterializedItem } from './materializer-types';
import { wheelComputations } from './wheel-answers';

/**
 * "How this was computed" (issue 28 item 3): for the figures an answer states, where each one is read from (the page
 * that shows the same figure, the module behind it) or the formula it is made with, filled from the same facts the
 * answer's sentences are. Shown folded under the Answer widget.
 */

type Row = Record<string, unknown>;
const rows = (facts: Record<string, unknown>, key: string): Row[] =>
  Array.isArray(facts[key]) ? (facts[key] as Row[]) : [];
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown): string => String(value ?? '');
const usd = (value: unknown): string => formatUsd(num(value));
const SIMULATED = 'simulated market data';

const INCOME_HOW: Readonly<Record<string, string>> = {
  options:
    'Realised option income, the one definition Gains and History use: premium received less the cost to close, ' +
    'counted on the day each call closed, expired or was assigned (open calls count nothing until they close).',
  dividends: 'Dividends on the day they were paid, as on Gains.',
  equity: 'Realised gains and losses of shares sold (average cost method), as on Gains.',
};

const positionRows = (item: MaterializedItem): Row[] => {
  const list = rows(item.facts, 'positions');
  const ticker = item.facts.ticker;
  return typeof ticker === 'string' ? list.filter((row) => row.ticker === ticker) : list;
};

const positionComputations = (item: MaterializedItem, withCoverage: boolean): Computation[] =>
  positionRows(item)
    .slice(0, 6)
    .flatMap((row) => [
      {
        figure: `${str(row.ticker)} shares and average cost`,
        value: `${num(row.shares).toLocaleString('en-US')} at ${usd(row.avg_cost)}`,
        how: `Your holdings as the Positions list shows them: cost basis ${usd(row.cost_basis)} ÷ shares.`,
      },
      {
        figure: `${str(row.ticker)} gain`,
        value: `${usd(row.gain)} (${percentText(num(row.gain_percent))})`,
        how: `Shares × price now (${usd(row.price)}, ${SIMULATED}) − cost basis.`,
      },
      ...(withCoverage
        ? [
            {
              figure: `${str(row.ticker)} contracts writable`,
              value: String(num(row.writable_contracts)),
              how: `floor(shares × allocation ÷ 100) = ${num(row.coverable_contracts)} covered contracts, less ${num(row.open_contracts)} calls open: the count the dashboard's covered-call card uses.`,
            },
          ]
        : []),
    ]);

const candidateComputations = (item: MaterializedItem): Computation[] =>
  rows(item.facts, 'candidates')
    .slice(0, 4)
    .flatMap((row) => [
      {
        figure: `${str(row.ticker)} $${str(row.strike)} call premium`,
        value: usd(row.total_premium),
        how: `${usd(row.premium)} a share (mid of bid and ask, ${SIMULATED}) × 100 × ${num(row.contracts)} contracts.`,
      },
      {
        figure: `${str(row.ticker)} contracts`,
        value: String(num(row.contracts)),
        how:
          row.shares_held === null || row.shares_held === undefined
            ? 'Not held: one contract, to illustrate.'
            : "The contracts still writable on your shares (allocation less calls open), picked by the engine behind the dashboard's suggestions, with the holding's goal unless the question named a risk or duration.",
      },
      {
        figure: `${str(row.ticker)} annualized`,
        value: percentText(num(row.annualized_percent)),
        how: `premium ÷ price × 365 ÷ ${num(row.days)} days to expiry.`,
      },
    ]);

const openCallComputations = (item: MaterializedItem): Computation[] =>
  rows(item.facts, 'open_calls')
    .slice(0, 4)
    .flatMap((row) => [
      {
        figure: `${str(row.ticker)} $${str(row.strike)} call: premium captured`,
        value: `${(num(row.captured_fraction) * 100).toFixed(0)}%`,
        how: `(premium received ${usd(row.premium_received)} − cost to close at the ask ${usd(row.cost_to_close)}) ÷ premium received.`,
      },
      {
        figure: `${str(row.ticker)} $${str(row.strike)} call: suggestion`,
        value: str(row.action),
        how: 'The open-call rules the position page and the dashboard use (roll when in the money near expiry, let expire when far out of the money in the last days, close once the goal’s share of the premium is captured).',
      },
    ]);

const incomeComputations = (item: MaterializedItem): Computation[] => {
  const totals = (item.facts.totals ?? {}) as Record<string, number>;
  return Object.entries(totals).map(([source, value]) => ({
    figure: `${source[0]!.toUpperCase()}${source.slice(1)} ${str(item.facts.range)}`,
    value: formatUsd(value),
    how: `${INCOME_HOW[source] ?? ''} ${str(item.facts.from)} to ${str(item.facts.to)}.`.trim(),
  }));
};

const CASH_HOW: Readonly<Record<string, string>> = {
  roll: "the new call's bid less the held call's ask, × 100 × contracts",
  close: "the held call's ask, × 100 × contracts, paid to buy it back",
  let_go: 'nothing changes hands until expiry',
};

/** Each column's cash now and result, as the roll drawer's decision (shared/src/opportunities/roll-decision.ts) made them. */
const rollDecisionComputations = (item: MaterializedItem): Computation[] => {
  const decision = item.facts.decision as {
    columns: {
      choice: string;
      title: string;
      cash_now: number;
      result_at_expiry: number;
      settles_on: string;
    }[];
  } | null;
  if (!decision) return [];
  return decision.columns.flatMap((column) => [
    {
      figure: `${column.title}: cash now`,
      value: formatUsd(column.cash_now),
      how: `${CASH_HOW[column.choice] ?? ''}; the roll drawer's decision on this call's card.`,
    },
    {
      figure: `${column.title}: result`,
      value: formatUsd(column.result_at_expiry),
      how: `Shares × (today's price − their cost) + 100 × contracts × (premiums kept − the call's value at today's price), on ${column.settles_on}.`,
    },
  ]);
};

/** The computations behind one answered item; empty where the answer states no figure of its own. */
export function computationsFor(spec: AnswerSpec, item: MaterializedItem): Computation[] {
  switch (spec.kind) {
    case 'income':
      return incomeComputations(item);
    case 'candidates':
    case 'premium_for_all':
      return candidateComputations(item);
    case 'positions':
    case 'position':
    case 'average_cost':
    case 'losing_money':
      return positionComputations(item, false);
    case 'writable_contracts':
    case 'coverage':
      return positionComputations(item, true);
    case 'open_calls':
    case 'open_call_decision':
    case 'expiring':
    case 'assignment_risk':
      return openCallComputations(item);
    case 'quote':
    case 'comparison':
      return rows(item.facts, 'quotes').map((row) => ({
        figure: `${str(row.ticker)} price`,
        value: usd(row.price),
        how: `Last price from ${SIMULATED}; change against the previous close.`,
      }));
    case 'implied_volatility':
    case 'option_contract':
      return typeof item.facts.strike === 'number'
        ? [
            {
              figure: `${str(item.facts.ticker)} $${str(item.facts.strike)} ${str(item.facts.type)}`,
              value: usd(item.facts.premium),
              how: `Mid of bid ${usd(item.facts.bid)} and ask ${usd(item.facts.ask)} from ${SIMULATED}; implied volatility solved from the price with the project's Black-Scholes.`,
            },
          ]
        : [];
    case 'yield_estimate':
      return rows(item.facts, 'estimates').map((row) => ({
        figure: `${str(row.ticker)} yield`,
        value: percentText(num(row.yield_percent)),
        how: `premium ${usd(row.premium)} ÷ price; annualized × 365 ÷ days to expiry.`,
      }));
    case 'roll_decision':
      return rollDecisionComputations(item);
    case 'portfolio_value':
      return typeof item.facts.last_value === 'number'
        ? [
            {
              figure: 'Portfolio value',
              value: usd(item.facts.last_value),
              how: 'Shares and open options valued at the market model’s prices, as the Performance chart on Gains.',
            },
          ]
        : [];
    case 'wheel_puts':
    case 'wheel_campaign':
    case 'wheel_basis':
    case 'wheel_watchlist':
      return wheelComputations(spec.kind, item);
    default:
      return [];
  }
}
