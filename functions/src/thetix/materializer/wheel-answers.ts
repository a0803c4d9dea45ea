import { parseCalendarDate } from '@thetix/shared/calendar/calendar-date';
import { formatUsd } from '@thetix/shared/opportunities/wording';
import type { AnswerSpec } from '@thetix/shared/thetix/plan';
import type { Computation } from '@thetix/shared/thetix/widgets';
import type { MaterializedItem } from './materializer-types';

/**
 * The direct answers of the wheel queries (issue 31 item 5), from wheel-queries.ts's facts only: the put first (strike,
 * expiration, premium, collateral, buy price, yield, odds), the campaign's state and result first, the basis both
 * ways first. Kept apart from answers.ts (which lists them) so the wheel's wording lives in one place.
 */

type Row = Record<string, unknown>;
type WheelComposer = (input: {
  readonly spec: AnswerSpec;
  readonly item: MaterializedItem;
  readonly now: Date;
}) => string | undefined;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown): string => String(value ?? '');
const usd = (value: unknown): string => formatUsd(num(value));
/** Per-share dollars keep what the route keeps up to four places ("$52.3456" stays exact, "$52.10" as cents). */
const perShare = (value: unknown): string => {
  const amount = num(value);
  return Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
    ? `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`
    : usd(amount);
};
const shares = (value: unknown): string => num(value).toLocaleString('en-US', { maximumFractionDigits: 6 });
const percent = (value: unknown): string => {
  const amount = num(value);
  return `${Math.abs(amount) >= 10 ? amount.toFixed(1) : amount.toFixed(2)}%`;
};
const signedUsd = (value: unknown): string => `${num(value) >= 0 ? '+' : '−'}${usd(Math.abs(num(value)))}`;
const signedPercent = (value: unknown): string =>
  `${num(value) >= 0 ? '+' : '−'}${percent(Math.abs(num(value)))}`;
const date = (value: unknown, now: Date): string => {
  const text = str(value).slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const { year, month, day } = parseCalendarDate(text as never);
  return `${MONTHS[month - 1]} ${day}${year === now.getUTCFullYear() ? '' : `, ${year}`}`;
};

/** The put to sell first, then its collateral and what assignment would cost; without one, the engine's reason. */
export const wheelPutsAnswer: WheelComposer = ({ item, now }) => {
  const facts = item.facts;
  const ticker = str(facts.ticker);
  const ceiling =
    facts.max_strike === null || facts.max_strike === undefined ? '' : ` under ${usd(facts.max_strike)}`;
  const from =
    facts.source === 'watchlist'
      ? `your watchlist entry (${str(facts.risk_level)} risk)`
      : facts.source === 'unsecured'
        ? `your watchlist entry (${str(facts.risk_level)} risk), which no account secures, so this uses the account with the most cash set aside`
        : `${ticker} is not on your watchlist, so this uses ${str(facts.risk_level)} risk`;
  const cash = `${usd(facts.cash_for_this_put)} of cash set aside${facts.account_name ? ` in ${str(facts.account_name)}` : ''}`;
  const put = facts.put as Row | null;
  if (!put)
    return `No ${ticker} put to sell${ceiling}: ${str(facts.reason)
      .replace(/^(No|Not) /, (word) => word.toLowerCase())
      .replace(/\.$/, '')}. (From ${from}, with ${cash}.)`;
  const contracts = num(put.contracts);
  const lead = `Sell **${contracts} ${ticker} ${usd(put.strike)} put${contracts === 1 ? '' : 's'}** expiring ${date(put.expiration, now)} for about ${perShare(put.premium)} a share (${usd(put.total_premium)} in premium).`;
  const collateral = ` It ties up ${usd(put.collateral)} of collateral; if assigned you buy at an effective ${perShare(put.effective_buy_price)} a share, ${percent(put.discount_percent)} under today's ${usd(put.current_price)}.`;
  const returns = ` Yield on collateral ${percent(put.yield_percent)} (${percent(put.annualized_yield_percent)} annualised); assignment odds ${percent(put.assignment_chance_percent)}.`;
  const events = [
    put.earnings_date ? `earnings on ${date(put.earnings_date, now)}` : '',
    put.ex_dividend_date ? `an ex-dividend date on ${date(put.ex_dividend_date, now)}` : '',
  ].filter(Boolean);
  const before = events.length > 0 ? ` Before expiry: ${events.join(' and ')}.` : '';
  return `${lead}${collateral}${returns}${before} From ${from}, with ${cash}.`;
};

const PHASE_WORDS: Record<string, string> = {
  put: 'selling puts (no shares yet)',
  shares: 'holding the shares and selling calls on them',
  flat: 'between cycles (no shares, no open option)',
};

/** The campaign's state first, then its income, basis and result beside buy-and-hold. */
export const wheelCampaignAnswer: WheelComposer = ({ item, now }) => {
  const facts = item.facts;
  const ticker = str(facts.ticker);
  const campaign = facts.campaign as Row | null;
  if (!campaign)
    return `You have no wheel on **${ticker}**: no put or call was sold on it.${facts.position ? ` You hold ${shares((facts.position as Row).shares)} shares at an average cost of ${usd((facts.position as Row).average_cost)}.` : ''}`;
  const state =
    campaign.status === 'open'
      ? `Your **${ticker}** wheel, started ${date(campaign.start, now)} (${num(campaign.days)} days), is **${PHASE_WORDS[str(campaign.phase)] ?? str(campaign.phase)}**`
      : `Your last **${ticker}** wheel ran from ${date(campaign.start, now)} to ${date(campaign.end, now)} (${num(campaign.days)} days) and is **closed**`;
  const income = `: ${usd(campaign.put_income)} of put income and ${usd(campaign.call_income)} of call income so far.`;
  const basis =
    campaign.adjusted_basis_per_share !== null
      ? ` Its ${shares(campaign.shares)} shares cost ${perShare(campaign.basis_per_share)} a share, ${perShare(campaign.adjusted_basis_per_share)} after premiums.`
      : '';
  const returns =
    campaign.return_on_capital_percent !== null
      ? `, ${signedPercent(campaign.return_on_capital_percent)} on the ${usd(campaign.peak_capital_at_risk)} at risk${campaign.annualised_return_percent !== null ? ` (${signedPercent(campaign.annualised_return_percent)} annualised)` : ''}`
      : '';
  const result = ` Result ${signedUsd(campaign.result)} (${usd(campaign.realised)} realised, ${usd(campaign.unrealised)} unrealised)${returns}.`;
  const hold = campaign.buy_and_hold as Row | null;
  const compare = hold
    ? ` The same money held in ${ticker} over the same dates: ${signedUsd(hold.result)} (${signedPercent(hold.return_on_capital_percent)}).`
    : '';
  return `${state}${income}${basis}${result}${compare}`;
};

/** Both bases first: the adjusted one, the plain one, and how much premium lowered it; else the average cost. */
export const wheelBasisAnswer: WheelComposer = ({ item, now }) => {
  const facts = item.facts;
  const ticker = str(facts.ticker);
  const campaign = facts.campaign as Row | null;
  const position = facts.position as Row | null;
  if (!campaign)
    return position
      ? `Your cost basis in **${ticker}** is **${usd(position.average_cost)}** a share over ${shares(position.shares)} shares: no option was sold on ${ticker}, so no premium lowers it (the average cost the position page shows).`
      : `You hold no ${ticker}.`;
  if (campaign.adjusted_basis_per_share === null || campaign.basis_per_share === null)
    return campaign.status === 'open'
      ? `Your **${ticker}** wheel holds no shares yet (started ${date(campaign.start, now)}, ${str(campaign.phase)} phase): ${usd(num(campaign.put_income) + num(campaign.call_income))} of premium taken so far would lower the price you pay if assigned.${position ? ` Your average cost outside it: ${usd(position.average_cost)}.` : ''}`
      : `Your last **${ticker}** wheel closed on ${date(campaign.end, now)} holding no shares; it took ${usd(num(campaign.put_income) + num(campaign.call_income))} of premium.`;
  const lowered = num(campaign.premium_per_share);
  return `Your real cost basis in **${ticker}** is **${perShare(campaign.adjusted_basis_per_share)} a share** after premiums, against ${perShare(campaign.basis_per_share)} paid: the premium the shares' current cycle carries lowered it by ${perShare(lowered)} a share (${usd(lowered * num(campaign.shares))} on ${shares(campaign.shares)} shares). Since ${date(campaign.start, now)} the wheel has taken ${usd(campaign.put_income)} of put and ${usd(campaign.call_income)} of call income in all.`;
};

/** What the user watches first, then the cash set aside for puts per account. */
export const wheelWatchlistAnswer: WheelComposer = ({ item }) => {
  const entries = (Array.isArray(item.facts.entries) ? item.facts.entries : []) as Row[];
  const accounts = (Array.isArray(item.facts.accounts) ? item.facts.accounts : []) as Row[];
  const watched =
    entries.length === 0
      ? 'Your watchlist is empty.'
      : `You watch **${entries.length} ticker${entries.length === 1 ? '' : 's'}**: ${entries
          .map((entry) => {
            const target =
              entry.target_price !== null && entry.target_price !== undefined
                ? `target ${usd(entry.target_price)}`
                : entry.target_allocation_percent !== null && entry.target_allocation_percent !== undefined
                  ? `${num(entry.target_allocation_percent)}% allocation`
                  : 'no target';
            return `${str(entry.ticker)} (${target}, ${str(entry.risk_level)})`;
          })
          .join(', ')}.`;
  const set = accounts.filter((account) => num(account.cash_set_aside) > 0);
  const cash =
    set.length === 0
      ? ' No cash is set aside for puts.'
      : ` Cash set aside for puts: ${set
          .map(
            (account) =>
              `**${usd(account.cash_for_puts)}** of ${usd(account.cash_balance)} in ${str(account.name)}${num(account.cash_for_puts) < num(account.cash_set_aside) ? ` (${usd(account.cash_set_aside)} set aside, more than the balance)` : ''}`,
          )
          .join('; ')}.`;
  return `${watched}${cash}`;
};

/** "How this was computed" for the wheel answers: each figure stated, with the module or formula behind it. */
export function wheelComputations(kind: string, item: MaterializedItem): Computation[] {
  const facts = item.facts;
  const ticker = str(facts.ticker);
  if (kind === 'wheel_puts') {
    const put = facts.put as Row | null | undefined;
    if (!put) return [];
    return [
      {
        figure: `${ticker} ${usd(put.strike)} put`,
        value: `${num(put.contracts)} × ${perShare(put.premium)}`,
        how: `The put engine (shared/src/opportunities/put-sell.ts) with ${facts.source === 'watchlist' ? 'your watchlist entry' : 'the default risk'} and the cash for puts a generation run reads: strike in the risk band, out of the money, liquid; premium at the mid of the simulated chain; contracts = cash ÷ (strike × 100), whole.`,
      },
      {
        figure: 'Collateral',
        value: usd(put.collateral),
        how: `strike ${usd(put.strike)} × 100 × ${num(put.contracts)} contracts, within ${usd(facts.cash_for_this_put)} set aside.`,
      },
      {
        figure: 'Buy price if assigned',
        value: perShare(put.effective_buy_price),
        how: `strike − premium; ${percent(put.discount_percent)} under today's ${usd(put.current_price)}.`,
      },
      {
        figure: 'Yield on collateral',
        value: percent(put.yield_percent),
        how: `premium ÷ strike; annualised × 365 ÷ ${num(put.days_to_expiry)} days = ${percent(put.annualized_yield_percent)}.`,
      },
      {
        figure: 'Assignment odds',
        value: percent(put.assignment_chance_percent),
        how: "The put's risk-neutral chance of finishing in the money, N(−d2), at its implied volatility.",
      },
    ];
  }
  if (kind === 'wheel_campaign' || kind === 'wheel_basis') {
    const campaign = facts.campaign as Row | null | undefined;
    const source = 'The campaign service the Wheel page and the position page read (GET /api/campaigns)';
    if (!campaign) {
      const position = facts.position as Row | null | undefined;
      return position
        ? [
            {
              figure: `${ticker} average cost`,
              value: usd(position.average_cost),
              how: 'The positions list’s average cost per share (average cost method), as on the position page.',
            },
          ]
        : [];
    }
    const basis =
      campaign.adjusted_basis_per_share === null
        ? []
        : [
            {
              figure: 'Basis per share',
              value: perShare(campaign.basis_per_share),
              how: `${source}: what the shares held cost ÷ shares.`,
            },
            {
              figure: 'Adjusted basis per share',
              value: perShare(campaign.adjusted_basis_per_share),
              how: '(cost of the shares − option premium the current cycle carries) ÷ shares.',
            },
          ];
    return [
      {
        figure: 'Put and call income',
        value: `${usd(campaign.put_income)} + ${usd(campaign.call_income)}`,
        how: `${source}: premium received less the cost to close, put and call legs of the campaign.`,
      },
      ...basis,
      ...(kind === 'wheel_campaign'
        ? [
            {
              figure: 'Result',
              value: signedUsd(campaign.result),
              how: `realised ${usd(campaign.realised)} + unrealised ${usd(campaign.unrealised)} (open legs at today's marks); return = result ÷ peak capital at risk ${usd(campaign.peak_capital_at_risk)}.`,
            },
          ]
        : []),
    ];
  }
  if (kind === 'wheel_watchlist')
    return ((Array.isArray(facts.accounts) ? facts.accounts : []) as Row[])
      .filter((account) => num(account.cash_set_aside) > 0)
      .map((account) => ({
        figure: `${str(account.name)} cash for puts`,
        value: usd(account.cash_for_puts),
        how: 'The cash set aside for puts, at most the balance (GET /api/cash, the Wheel page).',
      }));
  return [];
}
