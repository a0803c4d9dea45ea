import type { Card } from '@thetix/shared/contracts/thetix';

/**
 * What making a collection public shows strangers (issue 30 item 4): read from the data each card's plan asks for,
 * so the confirmation names the user's own income, positions and open calls when a card holds them. A card not
 * planned yet counts as personal: its answer is unknown until it runs.
 */
export interface Exposure {
  readonly key: 'income' | 'positions' | 'open_calls' | 'transactions' | 'opportunities' | 'unplanned';
  readonly text: string;
}

const PERSONAL: Record<string, Exposure> = {
  income_summary: { key: 'income', text: 'Your income: option premiums and dividends, with dollar amounts' },
  yield_estimate: { key: 'income', text: 'Your income: option premiums and dividends, with dollar amounts' },
  positions: { key: 'positions', text: 'Your positions: tickers, share counts, cost and value' },
  portfolio_value_history: {
    key: 'positions',
    text: 'Your positions: tickers, share counts, cost and value',
  },
  dividend_calendar: { key: 'positions', text: 'Your positions: tickers, share counts, cost and value' },
  open_calls: { key: 'open_calls', text: 'Your open calls: strikes, expirations, contracts and premiums' },
  transactions: { key: 'transactions', text: 'Your trades and their profit or loss' },
  opportunities: { key: 'opportunities', text: 'Covered calls suggested for your holdings' },
  covered_call_candidates: { key: 'opportunities', text: 'Covered calls suggested for your holdings' },
  opportunity_analysis: { key: 'opportunities', text: 'Covered calls suggested for your holdings' },
};
const UNPLANNED: Exposure = {
  key: 'unplanned',
  text: 'Whatever the cards still being answered turn out to show',
};

const queriesOf = (card: Card): string[] =>
  (card.dsl_template ?? []).flatMap((item) => {
    const data = item.data as { query?: unknown } | undefined;
    return typeof data?.query === 'string' ? [data.query] : [];
  });

/** The personal data the cards show, each kind once, in the order of {@link PERSONAL}. */
export function publicExposure(cards: readonly Card[]): Exposure[] {
  const found = new Map<string, Exposure>();
  const queries = new Set(cards.flatMap(queriesOf));
  for (const [query, exposure] of Object.entries(PERSONAL))
    if (queries.has(query) && !found.has(exposure.key)) found.set(exposure.key, exposure);
  if (cards.some((card) => card.dsl_template === null)) found.set(UNPLANNED.key, UNPLANNED);
  return [...found.values()];
}
