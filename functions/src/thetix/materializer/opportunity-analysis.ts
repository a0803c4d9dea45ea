import { daysToExpiry } from '@thetix/shared/calendar/expirations';
import type { CoveredCallOpportunity, Opportunity } from '@thetix/shared/contracts/opportunities';
import { roundCents, roundPercent } from '@thetix/shared/portfolio/money';
import type { QueryParams } from '@thetix/shared/thetix/plan';
import { marketFootnote, pickContract } from './market-queries';
import { NoDataError, type MaterializedItem, type QueryContext } from './materializer-types';

const SHARES_PER_CONTRACT = 100;
/** Price moves a what-if shows at expiry. */
const WHAT_IF_MOVES = [-0.1, -0.05, 0, 0.05, 0.1] as const;

const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pct = (fraction: number) => `${roundPercent(fraction * 100).toFixed(2)}%`;

/**
 * One of the caller's opportunities, seen from the side a chat question asks about. Every number comes from the
 * opportunity as generated (its details and expected outcome) or from the market model now.
 */
export async function opportunityAnalysis(
  context: QueryContext,
  params: QueryParams<'opportunity_analysis'>,
  kind: string,
  title: string,
): Promise<MaterializedItem> {
  const opportunity = await context.portfolio.opportunity(context.userId, params.opportunity_id);
  if (!opportunity) throw new NoDataError('This opportunity could not be found.');
  if (opportunity.opportunity_type !== 'covered_call') return otherKind(context, opportunity, title);
  const call = opportunity as CoveredCallOpportunity;
  switch (params.aspect) {
    case 'risk':
      return risk(context, call, title);
    case 'returns':
    case 'overview':
      return returns(context, call, title);
    case 'what_if':
      return whatIf(context, call, title);
    case 'assignment':
      return assignment(context, call, kind, title);
    case 'alternatives':
      return alternatives(context, call, title);
  }
}

function returns(context: QueryContext, call: CoveredCallOpportunity, title: string): MaterializedItem {
  const d = call.details;
  const rows = [
    ['Sell', `${d.contracts} × ${call.primary_ticker} ${d.strike} call, ${d.expiration}`],
    ['Premium per share', money(d.premium)],
    ['Total premium', money(d.total_premium)],
    ['Annualized yield', pct(d.annualized_yield)],
    ['If-called return (from your cost)', pct(d.if_called_return)],
    ['Max profit', money(d.max_profit)],
    ['Breakeven', money(d.breakeven)],
    ['Days to expiry', String(d.days_to_expiry)],
  ];
  return {
    widget: { widget: 'table', title, columns: ['', 'Value'], rows, ...marketFootnote(context.market) },
    facts: {
      premium: d.premium,
      total_premium: d.total_premium,
      annualized_yield: d.annualized_yield,
      if_called_return: d.if_called_return,
      max_profit: d.max_profit,
      breakeven: d.breakeven,
    },
  };
}

function risk(context: QueryContext, call: CoveredCallOpportunity, title: string): MaterializedItem {
  const d = call.details;
  const live = context.market.quote(call.primary_ticker, context.now);
  const price = live?.price ?? d.current_price;
  const distance = (d.strike - price) / price;
  const rows = [
    ['Assignment odds (delta)', pct(d.assignment_chance)],
    ['Current price', money(price)],
    ['Distance to strike', `${pct(distance)} ${distance >= 0 ? 'above' : 'below'} the price`],
    ['Days to expiry', String(Math.max(0, Math.ceil(daysToExpiry(context.now, d.expiration))))],
    ...call.warnings.map((warning) => ['Warning', warning.message]),
  ];
  if (call.warnings.length === 0)
    rows.push(['Events before expiry', 'No earnings or ex-dividend date before expiry']);
  return {
    widget: { widget: 'table', title, columns: ['', 'Value'], rows, ...marketFootnote(context.market) },
    facts: {
      assignment_chance: d.assignment_chance,
      price: roundCents(price),
      distance_percent: roundPercent(distance * 100),
    },
  };
}

/** Profit at expiry of the shares covered plus the call, for prices around today's. */
function whatIf(context: QueryContext, call: CoveredCallOpportunity, title: string): MaterializedItem {
  const d = call.details;
  const shares = d.contracts * SHARES_PER_CONTRACT;
  const rows = WHAT_IF_MOVES.map((move) => {
    const price = d.current_price * (1 + move);
    const stock = (price - d.entry_price) * shares;
    const callValue = Math.max(0, price - d.strike) * shares;
    const total = stock + d.total_premium - callValue;
    return {
      move: `${move > 0 ? '+' : ''}${Math.round(move * 100)}%`,
      price: roundCents(price),
      outcome: price > d.strike ? 'Assigned at the strike' : 'Call expires, shares kept',
      shares_pl: roundCents(stock - callValue),
      premium: roundCents(d.total_premium),
      total: roundCents(total),
    };
  });
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'move', header: 'Price move' },
        { key: 'price', header: 'Price at expiry ($)', type: 'number' },
        { key: 'outcome', header: 'What happens' },
        { key: 'shares_pl', header: 'Shares P/L vs your cost ($)', type: 'number' },
        { key: 'premium', header: 'Premium kept ($)', type: 'number' },
        { key: 'total', header: 'Total ($)', type: 'number' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { scenarios: rows },
  };
}

function assignment(
  context: QueryContext,
  call: CoveredCallOpportunity,
  kind: string,
  title: string,
): MaterializedItem {
  const d = call.details;
  const shares = d.contracts * SHARES_PER_CONTRACT;
  const proceeds = d.strike * shares;
  const gain = (d.strike - d.entry_price) * shares + d.total_premium;
  const facts = {
    shares,
    strike: d.strike,
    proceeds: roundCents(proceeds),
    premium: roundCents(d.total_premium),
    gain: roundCents(gain),
    cost: roundCents(d.entry_price * shares),
    if_called_return: d.if_called_return,
  };
  const text = [
    `If ${call.primary_ticker} closes above **${money(d.strike)}** on ${d.expiration}, your ${d.contracts} contract${d.contracts === 1 ? '' : 's'} are assigned: you sell **${shares} shares** at ${money(d.strike)}, ${money(facts.proceeds)} in all.`,
    `You keep the ${money(facts.premium)} premium either way. Against your cost of ${money(facts.cost)}, the trade then ${gain >= 0 ? 'gains' : 'loses'} **${money(Math.abs(facts.gain))}** (${pct(d.if_called_return)} if-called return).`,
    'To keep the shares you could roll the call out (and up) before expiry, usually for a net credit.',
  ].join('\n\n');
  if (kind === 'table')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['', 'Value'],
        rows: Object.entries(facts).map(([key, value]) => [key, value]),
      },
      facts,
    };
  return { widget: { widget: 'markdown', title, content: text }, facts };
}

/** Other strikes of the same expiration, and the same delta a cycle later. */
function alternatives(context: QueryContext, call: CoveredCallOpportunity, title: string): MaterializedItem {
  const d = call.details;
  const ticker = call.primary_ticker;
  const chain = context.market.optionChain(ticker, d.expiration, context.now);
  if (!chain) throw new NoDataError(`No option chain for ${ticker} on ${d.expiration}`);
  const calls = chain.options.filter(
    (option) => option.type === 'call' && option.strike > chain.underlyingPrice,
  );
  const index = calls.findIndex((option) => option.strike >= d.strike);
  const nearby = calls.slice(Math.max(0, index - 2), index + 3);
  const later = context.market
    .expirations(ticker, context.now, `${Number(d.expiration.slice(0, 4)) + 1}${d.expiration.slice(4)}`)
    .map((entry) => entry.date)
    .filter((date) => date > d.expiration);
  const next = later[0];
  const laterChain = next ? context.market.optionChain(ticker, next, context.now) : undefined;
  const laterPick = laterChain
    ? pickContract(laterChain, 'call', { by: 'delta', delta: Math.abs(d.delta) })
    : undefined;
  const row = (expiration: string, option: { strike: number; mid: number; delta: number }) => {
    const days = Math.max(1, Math.ceil(daysToExpiry(context.now, expiration)));
    return {
      expiration,
      strike: option.strike,
      delta: Math.round(option.delta * 100) / 100,
      premium: roundCents(option.mid),
      total: roundCents(option.mid * SHARES_PER_CONTRACT * d.contracts),
      annualized_percent: roundPercent((option.mid / chain.underlyingPrice) * (365 / days) * 100),
      proposed: expiration === d.expiration && option.strike === d.strike,
    };
  };
  const rows = [
    ...nearby.map((option) => row(d.expiration, option)),
    ...(laterPick && next ? [row(next, laterPick)] : []),
  ];
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'delta', header: 'Delta', type: 'number' },
        { key: 'premium', header: 'Premium ($/share)', type: 'number' },
        { key: 'total', header: `Total for ${d.contracts} ($)`, type: 'number' },
        { key: 'annualized_percent', header: 'Annualized (%)', type: 'number' },
        { key: 'proposed', header: 'Proposed' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { alternatives: rows },
  };
}

/** Rolls and closes: their own figures, as generated. */
function otherKind(context: QueryContext, opportunity: Opportunity, title: string): MaterializedItem {
  const details = opportunity.details as Record<string, unknown>;
  const outcome = (opportunity.expected_outcome ?? {}) as Record<string, unknown>;
  const entries = Object.entries({ ...details, ...outcome }).filter(
    ([, value]) => typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean',
  ) as [string, string | number | boolean][];
  const rollTo = details.roll_to as Record<string, unknown> | undefined;
  if (rollTo)
    entries.unshift(
      ['roll_to_strike', Number(rollTo.strike)],
      ['roll_to_expiration', String(rollTo.expiration)],
    );
  return {
    widget: {
      widget: 'table',
      title,
      columns: ['Field', 'Value'],
      rows: entries.map(([key, value]) => [key.replace(/_/g, ' '), value]),
      ...marketFootnote(context.market),
    },
    facts: Object.fromEntries(entries),
  };
}
