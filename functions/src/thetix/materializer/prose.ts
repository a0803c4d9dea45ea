import type { QueryParams } from '@thetix/shared/thetix/plan';
import { glossary } from '@thetix/shared/thetix/glossary';
import type { MaterializedItem } from './materializer-types';

/**
 * The rule engine's prose: markdown filled from materialized values only, never a free-standing number. Each
 * template reads the `facts` of the items the `llm` item refers to; a template whose facts are missing says less
 * rather than guess.
 */
type Facts = Record<string, unknown>;
const money = (value: unknown) =>
  typeof value === 'number'
    ? `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : '';
const percent = (value: unknown) => (typeof value === 'number' ? `${value.toFixed(2)}%` : '');
const rowsOf = (facts: Facts, key: string) => (Array.isArray(facts[key]) ? (facts[key] as Facts[]) : []);

const templates: Record<
  NonNullable<QueryParams<'llm'>['template']>,
  (facts: Facts[]) => string | undefined
> = {
  quote: (all) => {
    const quotes = all.flatMap((facts) => rowsOf(facts, 'quotes'));
    if (quotes.length === 0) return undefined;
    return quotes
      .map(
        (row) =>
          `**${String(row.ticker)}** trades at ${money(row.price)}, ${Number(row.change) >= 0 ? 'up' : 'down'} ${percent(Math.abs(Number(row.change_percent)))} since the previous close.`,
      )
      .join(' ');
  },
  comparison: (all) => {
    const tickers = all.flatMap((facts) => rowsOf(facts, 'tickers'));
    if (tickers.length === 0) return undefined;
    const ranked = [...tickers].sort((a, b) => Number(b.change_percent) - Number(a.change_percent));
    const range = String(all.find((facts) => facts.range)?.range ?? '');
    const lines = ranked.map(
      (row) =>
        `- **${String(row.ticker)}**: ${percent(row.change_percent)} (${money(row.first)} → ${money(row.last)})`,
    );
    const leader = ranked[0]!;
    return `Over ${range}, **${String(leader.ticker)}** did best:\n\n${lines.join('\n')}`;
  },
  candidates: (all) => {
    const rows = all.flatMap((facts) => rowsOf(facts, 'candidates').concat(rowsOf(facts, 'estimates')));
    const best = rows[0];
    if (!best) return undefined;
    const income = rows.reduce(
      (sum, row) => sum + (typeof row.total_premium === 'number' ? row.total_premium : 0),
      0,
    );
    const lead = `The top idea is **${String(best.ticker)} ${String(best.strike)} call** expiring ${String(best.expiration)}: ${money(best.premium)} a share, ${percent(best.annualized_percent)} annualized, with about ${percent(best.assignment_percent)} odds of assignment.`;
    const belowCost = rows.filter(
      (row) => typeof row.if_called_percent === 'number' && row.if_called_percent < 0,
    );
    const warning =
      belowCost.length > 0
        ? ` Careful: assignment would sell ${belowCost.map((row) => `${String(row.ticker)} (${percent(row.if_called_percent)} if called)`).join(', ')} below what the shares cost you, premium included.`
        : '';
    return income > 0
      ? `${lead} Selling every idea listed would bring in ${money(Math.round(income * 100) / 100)} of premium.${warning}`
      : `${lead}${warning}`;
  },
  income: (all) => {
    const facts = all.find((candidate) => candidate.totals);
    if (!facts) return undefined;
    const totals = facts.totals as Record<string, number>;
    const parts = Object.entries(totals).map(([source, value]) => `${source} ${money(value)}`);
    return `Income ${String(facts.range)}: **${money(facts.total)}** (${parts.join(', ')}).`;
  },
  positions: (all) => {
    const facts = all.find((candidate) => Array.isArray(candidate.positions));
    if (!facts) return undefined;
    const rows = rowsOf(facts, 'positions');
    const best = [...rows].sort((a, b) => Number(b.gain_percent) - Number(a.gain_percent))[0];
    const coverable = rows
      .filter((row) => Number(row.coverable_contracts) > 0)
      .map((row) => String(row.ticker));
    return [
      `You hold **${rows.length}** position${rows.length === 1 ? '' : 's'} worth ${money(facts.total_value)}.`,
      best ? `${String(best.ticker)} has gained the most: ${percent(best.gain_percent)}.` : '',
      coverable.length > 0 ? `Covered calls can be written on ${coverable.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  },
  open_calls: (all) => {
    const rows = all.flatMap((facts) => rowsOf(facts, 'open_calls'));
    if (rows.length === 0) return undefined;
    const soonest = rows[0]!;
    return `You have **${rows.length}** open call${rows.length === 1 ? '' : 's'}. The nearest, ${String(soonest.ticker)} ${String(soonest.strike)}, expires ${String(soonest.expiration)} with ${percent(soonest.captured_percent)} of its premium captured.`;
  },
  generic: () => undefined,
};

/** Markdown for a rule-mode `llm` item; a short neutral line when its template has nothing to say. */
export function ruleProse(params: QueryParams<'llm'>, referenced: readonly MaterializedItem[]): string {
  const facts = referenced.map((item) => item.facts);
  const text = templates[params.template ?? 'generic'](facts);
  if (text) return text;
  const titles = referenced.map((item) => String(item.widget.title ?? '')).filter(Boolean);
  return titles.length > 0 ? `See ${titles.join(' and ')} above.` : 'Nothing to summarise yet.';
}

export const explainMarkdown = (topic: keyof typeof glossary): string => {
  const entry = glossary[topic];
  return `### ${entry.title}\n\n${entry.body}`;
};

/** Spec: the product is analytical; the fixed answers of the `notice` query, in the product's own words. */
export function noticeText(
  params: QueryParams<'notice'>,
  { suggestionsAsText = true }: { suggestionsAsText?: boolean } = {},
): { message: string; type: 'info' | 'warning' } {
  // Where the answer shows its suggestions as buttons that ask (issue 30 item 6), the text only introduces them.
  const suggestions =
    params.suggestions.length === 0
      ? ''
      : suggestionsAsText
        ? `\n\nTry one of these:\n${params.suggestions.map((question) => `- ${question}`).join('\n')}`
        : '\n\nTry one of these:';
  switch (params.code) {
    case 'cannot_answer':
      return {
        type: 'info',
        message: `I can't answer that yet. I answer from market data and your own portfolio, and I only say what the data shows.${suggestions}`,
      };
    case 'no_trading':
      return {
        type: 'info',
        message: `Thetix is analytical software and places no orders: you place your own trades with your broker. I can show you the numbers behind a trade first.${suggestions}`,
      };
    case 'own_data_only':
      return {
        type: 'warning',
        message: `I can only answer from your own accounts and public market data.${suggestions}`,
      };
    case 'unknown_ticker':
      return { type: 'warning', message: `No market data for ${params.subject ?? 'that ticker'}` };
  }
}
