import { parseCalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { formatUsd } from '@thetix/shared/opportunities/wording';
import type { AnswerSpec } from '@thetix/shared/thetix/plan';
import { briefAnswer } from './brief-answer';
import type { MaterializedItem } from './materializer-types';
import {
  wheelBasisAnswer,
  wheelCampaignAnswer,
  wheelPutsAnswer,
  wheelWatchlistAnswer,
} from './wheel-answers';

/**
 * The direct answer (issue 28 item 2): one to three sentences per item of a plan that carries an `answer`, filled
 * from that item's materialized facts only (the same figures its widget shows, which come from the modules the pages
 * use), with the action and its reason where the question asks what to do. Numbers are formatted as on the pages:
 * dollars to the cent with thousands separators, dates as "Dec 18", percents to one or two places.
 */

type Facts = Record<string, unknown>;
type Row = Record<string, unknown>;

export interface AnswerInput {
  readonly spec: AnswerSpec;
  /** The item the answer is about. */
  readonly item: MaterializedItem;
  /** The items materialized before it, nearest last (a calendar an open-calls answer reads, say). */
  readonly earlier: readonly MaterializedItem[];
  readonly now: Date;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export const usd = (value: unknown): string => (typeof value === 'number' ? formatUsd(value) : '');

/** "12.3%" (one place from 10 up, two below). */
export const percentText = (value: unknown): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return `${Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2)}%`;
};

const signedPercent = (value: unknown): string =>
  typeof value === 'number' ? `${value >= 0 ? '+' : '−'}${percentText(Math.abs(value))}` : '';

const signedUsd = (value: unknown): string =>
  typeof value === 'number' ? `${value >= 0 ? '+' : '−'}${usd(Math.abs(value))}` : '';

/** "Dec 18" within the coming year, "Jan 15, 2028" further out or in another year's past. */
export const shortDate = (value: unknown, now: Date): string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return String(value ?? '');
  const { year, month, day } = parseCalendarDate(value.slice(0, 10) as never);
  const today = newYorkDate(now);
  const days =
    (Date.parse(`${value.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  const label = `${MONTHS[month - 1] ?? ''} ${day}`;
  return days > -200 && days < 330 ? label : `${label}, ${year}`;
};

/** "Nov 2026" for "2026-11". */
const monthLabel = (period: unknown): string => {
  const text = String(period ?? '');
  const [year, month] = text.split('-');
  return MONTHS[Number(month) - 1] ? `${MONTHS[Number(month) - 1]} ${year}` : text;
};

const count = (value: number, singular: string, plural = `${singular}s`): string =>
  `${value.toLocaleString('en-US')} ${value === 1 ? singular : plural}`;

const whole = (value: unknown): string =>
  typeof value === 'number' ? Math.floor(value).toLocaleString('en-US') : String(value ?? '');

const rows = (facts: Facts, key: string): Row[] => (Array.isArray(facts[key]) ? (facts[key] as Row[]) : []);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown): string => String(value ?? '');

const daysText = (days: number): string =>
  days <= 0 ? 'expires today' : days === 1 ? 'expires tomorrow' : `${days} days left`;

const noData = (item: MaterializedItem): string | undefined =>
  typeof item.facts.no_data === 'string' ? item.facts.no_data : undefined;

const PERIOD_WORDS = { week: 'a week', month: 'a month', year: 'a year' } as const;

type Composer = (input: AnswerInput) => string | undefined;

const quoteAnswer: Composer = ({ item }) => {
  const quotes = rows(item.facts, 'quotes');
  if (quotes.length === 0) return undefined;
  if (quotes.length > 1) {
    const ranked = [...quotes].sort((a, b) => num(b.change_percent) - num(a.change_percent));
    return `${ranked.map((row) => `**${str(row.ticker)}** ${usd(row.price)} (${signedPercent(row.change_percent)})`).join(', ')}. ${str(ranked[0]!.ticker)} is doing best today.`;
  }
  const [row] = quotes;
  return `**${str(row!.ticker)}** trades at **${usd(row!.price)}**, ${num(row!.change) >= 0 ? 'up' : 'down'} ${percentText(Math.abs(num(row!.change_percent)))} (${signedUsd(row!.change)}) since the previous close.`;
};

const priceMoveAnswer: Composer = ({ item }) => {
  const tickers = rows(item.facts, 'tickers');
  if (tickers.length === 0) return undefined;
  const range = str(item.facts.range);
  if (tickers.length === 1) {
    const [row] = tickers;
    return `**${str(row!.ticker)}** moved **${signedPercent(row!.change_percent)}** over the ${range}, from ${usd(row!.first)} to ${usd(row!.last)}.`;
  }
  const ranked = [...tickers].sort((a, b) => num(b.change_percent) - num(a.change_percent));
  return `Over the ${range}, **${str(ranked[0]!.ticker)}** did best: ${ranked
    .map((row) => `${str(row.ticker)} ${signedPercent(row.change_percent)}`)
    .join(', ')}.`;
};

const impliedVolatilityAnswer: Composer = ({ item, now }) => {
  const facts = item.facts;
  if (typeof facts.implied_volatility !== 'number') return undefined;
  return `**${str(facts.ticker)}**'s implied volatility is **${percentText(facts.implied_volatility * 100)}**, read from the $${str(facts.strike)} ${str(facts.type)} expiring ${shortDate(facts.expiration, now)} (the stock is at ${usd(facts.current_price)}).`;
};

const optionContractAnswer: Composer = ({ item, now }) => {
  const facts = item.facts;
  if (typeof facts.strike !== 'number') return undefined;
  return `The **${str(facts.ticker)} $${str(facts.strike)} ${str(facts.type)}** expiring ${shortDate(facts.expiration, now)} is quoted at **${usd(facts.premium)}** a share (bid ${usd(facts.bid)}, ask ${usd(facts.ask)}), ${usd(num(facts.premium) * 100)} a contract; delta ${num(facts.delta).toFixed(2)}, implied volatility ${percentText(num(facts.implied_volatility) * 100)}.`;
};

const chainAnswer: Composer = ({ item, now }) => {
  const facts = item.facts;
  if (typeof facts.ticker !== 'string') return undefined;
  return `${count(num(facts.contracts), 'contract')} of **${facts.ticker}** listed for ${shortDate(facts.expiration, now)}, with the stock at ${usd(facts.current_price)}.`;
};

const callText = (row: Row, now: Date): string =>
  `${count(num(row.contracts), `${str(row.ticker)} $${str(row.strike)} call`)} expiring ${shortDate(row.expiration, now)}`;

/** Premium of one round of calls as a month's income: weekly calls are sold about 52 / 12 times a month. */
const monthlyOf = (premium: number, days: number): number =>
  Math.round(premium * (days > 10 ? 1 : 52 / 12) * 100) / 100;

const goalPerMonth = (goal: NonNullable<AnswerSpec['goal']>): number =>
  goal.period === 'month' ? goal.amount : goal.period === 'week' ? (goal.amount * 52) / 12 : goal.amount / 12;

const candidatesAnswer: Composer = ({ item, now, spec }) => {
  const facts = item.facts;
  const candidates = rows(facts, 'candidates');
  const skipped = skippedText(facts);
  const best = candidates[0];
  if (!best) return skipped || noData(item);
  const held = best.shares_held !== null && best.shares_held !== undefined;
  const lead = `${held ? 'Best pick on your shares' : 'Best pick'}: sell **${callText(best, now)}** at ${usd(best.premium)} a share, **${usd(best.total_premium)}** in premium (${percentText(best.annualized_percent)} annualized, delta ${num(best.delta).toFixed(2)}, about ${percentText(best.assignment_percent)} odds of assignment).`;
  const others = candidates.slice(1, 4).map((row) => `${callText(row, now)} (${usd(row.total_premium)})`);
  const more = others.length > 0 ? ` Then ${others.join('; ')}.` : '';
  const notHeld = held ? '' : ` You hold no ${str(best.ticker)}: priced for 1 contract (100 shares).`;
  const belowCost = candidates.filter((row) => num(row.if_called_percent) < 0);
  const warning =
    belowCost.length > 0
      ? ` Careful: assignment would sell ${belowCost.map((row) => str(row.ticker)).join(', ')} below what the shares cost you.`
      : '';
  let goal = '';
  if (spec.goal) {
    const monthly = candidates.reduce(
      (sum, row) => sum + monthlyOf(num(row.total_premium), num(row.days)),
      0,
    );
    const target = goalPerMonth(spec.goal);
    goal = ` Selling ${candidates.length === 1 ? 'it' : `all ${candidates.length}`} again each ${num(best.days) > 10 ? 'month' : 'week'} at today's premiums brings about **${usd(Math.round(monthly * 100) / 100)} a month**, ${percentText((monthly / target) * 100)} of your ${usd(spec.goal.amount)} ${PERIOD_WORDS[spec.goal.period]} goal.`;
  }
  return `${lead}${more}${notHeld}${warning}${goal}${skipped ? ` ${skipped}` : ''}`;
};

const skippedText = (facts: Facts, limit = 3): string =>
  rows(facts, 'skipped')
    .slice(0, limit)
    .map((row) => `No ${str(row.ticker)} call: ${str(row.reason)}`)
    .join(' ');

const premiumForAllAnswer: Composer = ({ item, now }) => {
  const facts = item.facts;
  const candidates = rows(facts, 'candidates');
  const skipped = skippedText(facts);
  if (candidates.length === 0) return skipped || noData(item);
  return candidates
    .slice(0, 3)
    .map((row) =>
      row.shares_held === null || row.shares_held === undefined
        ? `You hold no ${str(row.ticker)}: one ${str(row.ticker)} $${str(row.strike)} call expiring ${shortDate(row.expiration, now)} brings ${usd(row.total_premium)}.`
        : `Writing calls on all of your ${str(row.ticker)} now means **${count(num(row.contracts), 'contract')}** (${whole(num(row.contracts) * 100)} of your ${whole(row.shares_held)} shares): the $${str(row.strike)} call expiring ${shortDate(row.expiration, now)} at ${usd(row.premium)} a share brings about **${usd(row.total_premium)}**.`,
    )
    .concat(skipped ? [skipped] : [])
    .join(' ');
};

const opportunitiesAnswer: Composer = ({ item, now }) => {
  const list = rows(item.facts, 'opportunities');
  if (list.length === 0) return noData(item);
  const [first] = list;
  const what = [
    str(first!.type),
    str(first!.ticker),
    first!.contracts ? `× ${str(first!.contracts)}` : '',
    first!.strike ? `$${str(first!.strike)}` : '',
    first!.expiration ? shortDate(first!.expiration, now) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${count(list.length, 'suggestion')} now. First: **${what}**: ${str(first!.reason)}`;
};

const largest = (list: readonly Row[]): Row => [...list].sort((a, b) => num(b.value) - num(a.value))[0]!;

const positionsAnswer: Composer = ({ item }) => {
  const list = rows(item.facts, 'positions');
  if (list.length === 0) return noData(item);
  const writable = list.filter((row) => num(row.writable_contracts) > 0);
  const best = [...list].sort((a, b) => num(b.gain_percent) - num(a.gain_percent))[0]!;
  return [
    `You hold **${count(list.length, 'position')}** worth **${usd(item.facts.total_value)}**; the largest is ${str(largest(list).ticker)} (${usd(largest(list).value)}).`,
    `${str(best.ticker)} has gained the most: ${signedPercent(best.gain_percent)}.`,
    writable.length > 0
      ? `Calls can still be written on ${writable.map((row) => `${str(row.ticker)} (${count(num(row.writable_contracts), 'contract')})`).join(', ')}.`
      : 'Every holding of 100 shares or more already has its calls written.',
  ].join(' ');
};

const oneRow = (item: MaterializedItem): Row | undefined => {
  const list = rows(item.facts, 'positions');
  const ticker = item.facts.ticker;
  return typeof ticker === 'string' ? list.find((row) => row.ticker === ticker) : list[0];
};

const positionAnswer: Composer = ({ item }) => {
  const row = oneRow(item);
  if (!row) return noData(item);
  return `You hold **${whole(row.shares)} ${str(row.ticker)}** shares at an average cost of ${usd(row.avg_cost)} (${usd(row.cost_basis)} in all), worth **${usd(row.value)}** at ${usd(row.price)} (${signedPercent(row.gain_percent)}). ${count(num(row.open_contracts), 'call')} ${num(row.open_contracts) === 1 ? 'is' : 'are'} open on them; ${count(num(row.writable_contracts), 'more contract')} can be written.`;
};

/** Every holding's writable contracts, for a question that names no ticker. */
const allWritable = (item: MaterializedItem): string | undefined => {
  const list = rows(item.facts, 'positions').filter((row) => num(row.shares) > 0);
  if (list.length === 0) return noData(item);
  const open = list.filter((row) => num(row.writable_contracts) > 0);
  const none = list.filter((row) => num(row.writable_contracts) === 0).map((row) => str(row.ticker));
  const total = open.reduce((sum, row) => sum + num(row.writable_contracts), 0);
  const lead =
    total > 0
      ? `You can sell **${total.toLocaleString('en-US')} more** calls in all: ${open.map((row) => `${str(row.ticker)} ${num(row.writable_contracts).toLocaleString('en-US')} (${whole(row.free_shares)} shares free)`).join(', ')}.`
      : 'Every holding of 100 shares or more already has its calls written.';
  return none.length > 0 ? `${lead} None on ${none.join(', ')}.` : lead;
};

const writableAnswer: Composer = ({ item }) => {
  if (item.facts.ticker === null) return allWritable(item);
  const row = oneRow(item);
  if (!row) return noData(item);
  const ticker = str(row.ticker);
  const writable = num(row.writable_contracts);
  const basis = `your ${whole(row.shares)} shares back ${count(num(row.coverable_contracts), 'contract')} and ${count(num(row.open_contracts), 'call')} ${num(row.open_contracts) === 1 ? 'is' : 'are'} open`;
  if (writable > 0)
    return `You can sell **${writable.toLocaleString('en-US')} more** ${ticker} calls: ${basis}.`;
  return `You can't sell another ${ticker} call now: ${basis}${num(row.free_shares) > 0 ? `; the ${whole(row.free_shares)} shares left free are under the 100 a contract needs` : ''}.`;
};

const coverageAnswer: Composer = ({ item }) => {
  if (item.facts.ticker === null) return allWritable(item);
  const row = oneRow(item);
  if (!row) return noData(item);
  const ticker = str(row.ticker);
  const open = num(row.open_contracts);
  const covered = Math.min(num(row.shares), open * 100);
  if (open === 0)
    return `No: none of your ${whole(row.shares)} ${ticker} shares is covered. ${num(row.writable_contracts) > 0 ? `You can sell ${count(num(row.writable_contracts), 'contract')}.` : 'A contract needs 100 shares.'}`;
  const full = num(row.free_shares) < 100 && num(row.writable_contracts) === 0;
  return `${full ? '**Yes**' : '**Partly**'}: ${count(open, 'open call')} cover ${whole(covered)} of your ${whole(row.shares)} ${ticker} shares; **${whole(row.free_shares)} shares are free**${num(row.writable_contracts) > 0 ? `, enough for ${count(num(row.writable_contracts), 'more contract')}` : ''}.`;
};

const averageCostAnswer: Composer = ({ item }) => {
  const single = oneRow(item);
  const list: Row[] =
    typeof item.facts.ticker === 'string' ? (single ? [single] : []) : rows(item.facts, 'positions');
  const shares = list.filter((row) => num(row.shares) > 0);
  if (shares.length === 0) return noData(item);
  return shares
    .slice(0, 6)
    .map(
      (row) =>
        `Your average cost for **${str(row.ticker)}** is **${usd(row.avg_cost)}** a share over ${whole(row.shares)} shares (${usd(row.cost_basis)}); it trades at ${usd(row.price)} (${signedPercent(row.gain_percent)}).`,
    )
    .join(' ');
};

const losingAnswer: Composer = ({ item, earlier }) => {
  const list = rows(item.facts, 'positions').filter((row) => num(row.shares) > 0);
  if (list.length === 0) return noData(item);
  const losers = list.filter((row) => num(row.gain) < 0).sort((a, b) => num(a.gain) - num(b.gain));
  const calls = earlier.flatMap((other) => rows(other.facts, 'open_calls'));
  const losingCalls = calls.filter((row) => num(row.captured_fraction) < 0);
  const callText =
    losingCalls.length > 0
      ? ` Open calls that cost more to buy back than they brought in: ${losingCalls.map((row) => `${str(row.ticker)} $${str(row.strike)} (${signedUsd(num(row.premium_received) - num(row.cost_to_close))})`).join(', ')}.`
      : '';
  if (losers.length === 0) {
    const smallest = [...list].sort((a, b) => num(a.gain_percent) - num(b.gain_percent))[0]!;
    return `**No**: every holding trades above your average cost; the smallest gain is ${str(smallest.ticker)} (${signedPercent(smallest.gain_percent)}).${callText}`;
  }
  return `**Yes**: ${losers.map((row) => `**${str(row.ticker)}** is ${signedUsd(row.gain)} (${signedPercent(row.gain_percent)}) at ${usd(row.price)} against your ${usd(row.avg_cost)} average cost`).join('; ')}.${callText}`;
};

const callLine = (row: Row, now: Date): string =>
  `${str(row.ticker)} $${str(row.strike)} call × ${str(row.contracts)} (${shortDate(row.expiration, now)}, ${daysText(num(row.days_left))})`;

/** As the position page prints it: a whole percent of the premium received. */
const capturedText = (row: Row): string =>
  typeof row.captured_fraction === 'number'
    ? `${(row.captured_fraction * 100).toFixed(0)}% of the premium captured`
    : '';

const adviceLine = (row: Row, now: Date): string =>
  `${callLine(row, now)}, ${capturedText(row)}: **${str(row.action)}**: ${str(row.reason)}`;

const openCallsAnswer: Composer = ({ item, now }) => {
  const list = rows(item.facts, 'open_calls');
  if (list.length === 0) return noData(item);
  const contracts = list.reduce((sum, row) => sum + num(row.contracts), 0);
  const acting = list.filter((row) => row.action_code !== 'hold');
  const first = acting[0] ?? list[0]!;
  return `You have **${count(list.length, 'open call')}** (${count(contracts, 'contract')}). ${acting.length > 0 ? `${count(acting.length, 'needs', 'need')} a look; first` : 'All can be held; nearest'}: ${adviceLine(first, now)}`;
};

const decisionAnswer: Composer = ({ item, now }) => {
  const list = rows(item.facts, 'open_calls');
  if (list.length === 0) return noData(item);
  const soonest = Math.min(...list.map((row) => num(row.days_left)));
  const chosen = list.filter((row) => num(row.days_left) === soonest).slice(0, 3);
  return chosen.map((row) => adviceLine(row, now)).join(' ');
};

const expiringAnswer: Composer = ({ item, now }) => {
  const list = rows(item.facts, 'open_calls');
  if (list.length === 0) return noData(item);
  const today = new Date(`${newYorkDate(now)}T12:00:00Z`).getUTCDay();
  const untilFriday = today <= 5 ? 5 - today : 6;
  const soon = list.filter((row) => num(row.days_left) <= untilFriday);
  if (soon.length === 0)
    return `None of your calls expires this week; the next is the ${callLine(list[0]!, now)}.`;
  return `${count(soon.length, 'call')} ${soon.length === 1 ? 'expires' : 'expire'} this week: ${soon.map((row) => `${adviceLine(row, now)}`).join(' ')}`;
};

const assignmentAnswer: Composer = ({ item, now }) => {
  const list = rows(item.facts, 'open_calls');
  if (list.length === 0) return noData(item);
  const risky = list.filter((row) => row.moneyness_code !== 'out_of_the_money' || num(row.delta) >= 0.4);
  if (risky.length === 0) {
    const closest = [...list].sort((a, b) => num(b.delta) - num(a.delta))[0]!;
    return `**None** of your open calls is in the money; the closest to its strike is the ${callLine(closest, now)}, ${str(closest.moneyness).toLowerCase()} (delta ${num(closest.delta).toFixed(2)}).`;
  }
  return `${count(risky.length, 'call')} could be assigned: ${risky
    .map(
      (row) =>
        `${callLine(row, now)}, ${str(row.moneyness).toLowerCase()}, delta ${num(row.delta).toFixed(2)}: **${str(row.action)}**`,
    )
    .join('; ')}.`;
};

const portfolioValueAnswer: Composer = ({ item }) => {
  const facts = item.facts;
  if (typeof facts.last_value !== 'number') return noData(item);
  return `Your portfolio is worth **${usd(facts.last_value)}**, ${signedUsd(facts.change)} (${signedPercent(facts.change_percent)}) over the ${str(facts.range)}.`;
};

const SOURCE_WORDS: Readonly<Record<string, string>> = {
  options: 'options income',
  dividends: 'dividends',
  equity: 'realised stock gains',
};

const incomeAnswer: Composer = ({ item, spec }) => {
  const facts = item.facts;
  if (typeof facts.total !== 'number') return noData(item);
  const totals = (facts.totals ?? {}) as Record<string, number>;
  const sources = Object.keys(totals);
  const range = /^\d{4}$/.test(str(facts.range)) ? `in ${str(facts.range)}` : str(facts.range);
  const parts = sources.map((source) => `${SOURCE_WORDS[source] ?? source} ${usd(totals[source])}`);
  const lead =
    sources.length === 1
      ? `Your ${SOURCE_WORDS[sources[0]!] ?? sources[0]} ${range === 'year to date' ? 'this year' : range} is **${usd(facts.total)}**.`
      : `Your income ${range === 'year to date' ? 'this year' : range} is **${usd(facts.total)}**: ${parts.join(', ')}.`;
  const best = facts.best_period as { period: string; total: number } | null;
  const bestText =
    best && num(facts.periods) > 1 ? ` Best month: ${monthLabel(best.period)} (${usd(best.total)}).` : '';
  const months = num(facts.months_in_range);
  const goal = spec.goal
    ? ` Against your goal of ${usd(spec.goal.amount)} ${PERIOD_WORDS[spec.goal.period]}: ${usd(Math.round((num(facts.total) / months) * 100) / 100)} a month on average over ${months.toFixed(months % 1 === 0 ? 0 : 1)} months, ${goalShare(spec, num(facts.total) / months)}.`
    : '';
  return `${lead}${bestText}${goal}`;
};

const goalShare = (spec: AnswerSpec, perMonth: number): string => {
  const goal = spec.goal!;
  const goalPerMonth =
    goal.period === 'month'
      ? goal.amount
      : goal.period === 'week'
        ? (goal.amount * 52) / 12
        : goal.amount / 12;
  const difference = Math.round((perMonth - goalPerMonth) * 100) / 100;
  return difference >= 0 ? `${usd(difference)} a month above it` : `${usd(-difference)} a month short of it`;
};

const transactionsAnswer: Composer = ({ item }) => {
  const facts = item.facts;
  if (typeof facts.count !== 'number') return noData(item);
  return `${count(facts.count, 'transaction group')} match${facts.count === 1 ? 'es' : ''}${num(facts.shown) < facts.count ? `; the latest ${num(facts.shown)} are shown` : ''}.`;
};

const calendarAnswer =
  (which: 'dividends' | 'earnings'): Composer =>
  ({ item, now }) => {
    const events = rows(item.facts, 'events');
    if (events.length === 0) return noData(item);
    const [next] = events;
    if (which === 'dividends')
      return `Next ex-dividend: **${str(next!.ticker)}** on **${shortDate(next!.ex_date, now)}**, ${usd(next!.amount)} a share${num(next!.shares) > 0 ? `, about ${usd(next!.expected_cash)} on your ${whole(next!.shares)} shares` : ''}, paid ${shortDate(next!.pay_date, now)}.${events.length > 1 ? ` ${count(events.length - 1, 'more')} in the next ${str(item.facts.days)} days.` : ''}`;
    return `Next earnings: **${str(next!.ticker)}** on **${shortDate(next!.date, now)}** (${str(next!.time).toLowerCase()}).${
      events.length > 1
        ? ` Then ${events
            .slice(1, 4)
            .map((row) => `${str(row.ticker)} ${shortDate(row.date, now)}`)
            .join(', ')}.`
        : ''
    }`;
  };

const eventsBeforeExpiry =
  (which: 'dividends' | 'earnings'): Composer =>
  ({ item, earlier, now }) => {
    const calls = rows(item.facts, 'open_calls');
    const events = earlier.flatMap((other) => rows(other.facts, 'events'));
    if (calls.length === 0) {
      const [next] = events;
      const date = next ? shortDate(which === 'dividends' ? next.ex_date : next.date, now) : '';
      const event =
        which === 'dividends'
          ? next
            ? ` ${str(next.ticker)} next goes ex-dividend on ${date}.`
            : ''
          : next
            ? ` ${str(next.ticker)} next reports earnings on ${date}.`
            : '';
      return `${noData(item) ?? 'No open calls right now.'} Nothing can be ${which === 'dividends' ? 'assigned early before an ex-dividend date' : 'caught by earnings'}.${event}`;
    }
    const hits = calls.flatMap((call) => {
      const event = events.find(
        (row) =>
          row.ticker === call.ticker &&
          str(which === 'dividends' ? row.ex_date : row.date) <= str(call.expiration),
      );
      if (!event) return [];
      if (which === 'dividends' && call.moneyness_code === 'out_of_the_money') return [];
      return [{ call, date: which === 'dividends' ? event.ex_date : event.date }];
    });
    const what = which === 'dividends' ? 'ex-dividend date' : 'earnings';
    if (hits.length === 0)
      return which === 'dividends'
        ? `**None** of your open calls is in the money ahead of an ex-dividend date, so early assignment is unlikely.`
        : `**None** of your open calls expires after its stock's next earnings.`;
    return hits
      .map(
        ({ call, date }) =>
          `The ${callLine(call, now)} runs through ${str(call.ticker)}'s ${what} on **${shortDate(date, now)}**${which === 'dividends' ? `, ${str(call.moneyness).toLowerCase()}: early assignment is possible the day before` : ''}.`,
      )
      .join(' ');
  };

const payoffAnswer: Composer = ({ item }) => {
  const legs = rows(item.facts, 'legs');
  const stock = legs.find((leg) => leg.type === 'stock');
  const call = legs.find((leg) => leg.type === 'call');
  const spot = num(item.facts.current_price);
  if (!stock || !call) return stock ? `${whole(stock.quantity)} shares at ${usd(spot)}.` : undefined;
  const shares = num(stock.quantity);
  const contracts = num(call.quantity);
  if (contracts >= 0) return undefined;
  const premium = num(call.premium);
  const strike = num(call.strike);
  const covered = Math.min(shares, -contracts * 100);
  const maxProfit = Math.round((strike - spot + premium) * covered * 100) / 100;
  return `Selling ${count(-contracts, `$${strike} call`)} on ${whole(shares)} shares at ${usd(spot)} brings ${usd(premium * covered)}; at expiry the most it makes is **${usd(maxProfit)}** (at or above $${strike}) and it breaks even at **${usd(spot - premium)}** a share.`;
};

const yieldAnswer: Composer = ({ item, now }) => {
  const estimates = rows(item.facts, 'estimates');
  if (estimates.length === 0) return noData(item);
  return estimates
    .slice(0, 3)
    .map(
      (row) =>
        `A ${num(row.delta).toFixed(2)}-delta **${str(row.ticker)} $${str(row.strike)}** call expiring ${shortDate(row.expiration, now)} pays ${usd(row.premium)} a share: **${percentText(row.yield_percent)}** (${percentText(row.annualized_percent)} annualized).`,
    )
    .join(' ');
};

/** True on a card (which checks its alert every session minute) and in a chat (which shows it once) alike. */
const alertAnswer: Composer = ({ item }) => {
  const facts = item.facts;
  if (typeof facts.threshold !== 'number') return noData(item);
  const direction = facts.direction === 'below' ? 'below' : 'above';
  const side = num(facts.price) > num(facts.threshold) ? 'above' : 'below';
  const now = `**${str(facts.ticker)}** is at ${usd(facts.price)}, ${side} your ${usd(facts.threshold)} alert level`;
  return facts.triggered
    ? `${now}: the alert's condition holds now.`
    : `${now}. Saved on a card, the alert is checked every minute while the market is open and notifies you once when ${str(facts.ticker)} goes ${direction} ${usd(facts.threshold)}.`;
};

const TAX_STATUS_WORDS: Record<string, string> = {
  qualified_out_of_the_money: 'a qualified covered call',
  qualified_in_the_money: 'a qualified covered call, in the money',
  not_qualified: 'not a qualified covered call',
};

/** The call's verdict first, with the reason the rule gives, then what an assignment would realise. */
const taxStatusAnswer: Composer = ({ item, now }) => {
  const calls = rows(item.facts, 'calls');
  if (calls.length === 0) {
    const lots = rows(item.facts, 'lots');
    return lots
      .map(
        (row) =>
          `You have no open call on **${str(row.ticker)}**: ${whole(row.long_term_shares)} shares are long-term and ${whole(row.short_term_shares)} short-term${row.next_long_term ? ` (the next lot turns long-term on ${shortDate(row.next_long_term, now)})` : ''}.`,
      )
      .join(' ');
  }
  const sentences = calls.slice(0, 3).map((call) => {
    const reason = str(call.headline).replace(/^[^:]*:\s*/, '');
    const verdict = `Your **${str(call.ticker)}** ${usd(call.strike)} call expiring ${shortDate(call.expiration, now)} is **${TAX_STATUS_WORDS[str(call.status)] ?? str(call.status)}**${call.status === 'not_qualified' ? `: ${reason.replace(/\.$/, '')}` : ''}.`;
    const gain = num(call.short_term_gain) + num(call.long_term_gain);
    const terms =
      num(call.long_term_gain) !== 0 && num(call.short_term_gain) !== 0
        ? `${usd(call.short_term_gain)} short-term and ${usd(call.long_term_gain)} long-term`
        : `${num(call.long_term_gain) !== 0 ? 'long' : 'short'}-term`;
    const assigned = ` If assigned, it would realise a ${usd(Math.abs(gain))} ${gain < 0 ? 'loss' : 'gain'} (${terms})${call.made_short_term ? ', short-term only because of this call' : ''}.`;
    return `${verdict}${assigned}`;
  });
  const more = calls.length > 3 ? ` ${count(calls.length - 3, 'more call')} in the table.` : '';
  return `${sentences.join(' ')}${more} This is information, not tax advice.`;
};

/** The change in the position's value if the stock moves, today and at the call's expiry, and what the calls offset. */
const positionWhatIfAnswer: Composer = ({ item, now }) => {
  const facts = item.facts;
  const changes = rows(facts, 'rows');
  if (changes.length === 0) return noData(item);
  const move = num(facts.move_percent);
  const verb = move < 0 ? `falls ${Math.abs(move)}%` : `rises ${move}%`;
  const calls = rows(facts, 'calls');
  const held =
    calls.length > 0
      ? `your ${whole(facts.shares)} shares and ${count(
          calls.reduce((sum, call) => sum + num(call.contracts), 0),
          'call',
        )} sold on them`
      : `your ${whole(facts.shares)} shares`;
  const today = changes[0]!;
  const last = changes[changes.length - 1]!;
  const lead = `If **${str(facts.ticker)}** ${verb} to ${usd(facts.moved_price)}, ${held} would change by **${signedUsd(today.change)}** if it happened today and **${signedUsd(last.change)}** ${str(last.when)} (${shortDate(last.on, now)}).`;
  const offset = Math.round((num(last.change) - num(facts.shares_only)) * 100) / 100;
  const tail =
    calls.length > 0
      ? ` The shares alone would change by ${signedUsd(facts.shares_only)}; the calls ${offset >= 0 ? 'offset' : 'add'} ${usd(Math.abs(offset))} of it by then.`
      : '';
  return `${lead}${tail}`;
};

interface DecisionFacts {
  readonly pick: string;
  readonly pick_reason: string;
  readonly columns: readonly {
    choice: string;
    title: string;
    cash_now: number;
    result_at_expiry: number;
    settles_on: string;
  }[];
}

const OPEN_CALL_ACTION_WORDS: Readonly<Record<string, string>> = {
  roll: 'Roll',
  close: 'Close',
  let_expire: 'Let expire',
  hold: 'Hold',
};

/**
 * The roll decision's pick and its one-sentence reason first, then each choice's cash now and result where it
 * settles, in the drawer's order; a call the rules want no roll or close for gets their action and reason.
 */
const rollDecisionAnswer: Composer = ({ item, now }) => {
  const facts = item.facts;
  const decision = facts.decision as DecisionFacts | null;
  if (!decision) {
    const calls = (facts.calls ?? []) as {
      strike: number;
      expiration: string;
      action: string;
      reason: string;
    }[];
    const call = calls[0];
    if (!call) return noData(item);
    return `**${OPEN_CALL_ACTION_WORDS[call.action] ?? call.action}** your ${str(facts.ticker)} ${usd(call.strike)} call expiring ${shortDate(call.expiration, now)}: ${call.reason} Roll, close now and let it be assigned are compared side by side once a call is in the money or challenged near expiry.`;
  }
  const call = facts.call as { strike: number; expiration: string; contracts: number };
  const picked = decision.columns.find((column) => column.choice === decision.pick);
  const label = decision.pick === 'roll' ? 'Roll' : decision.pick === 'close' ? 'Close now' : picked?.title;
  const sides = decision.columns
    .map(
      (column) =>
        `${column.title}: ${column.cash_now === 0 ? 'nothing' : signedUsd(column.cash_now)} now, ${signedUsd(column.result_at_expiry)} by ${column.settles_on === newYorkDate(now) ? 'today' : shortDate(column.settles_on, now)}`,
    )
    .join('; ');
  return `**${label}** is the suggestion for your ${count(call.contracts, `${str(facts.ticker)} ${usd(call.strike)} call`)} expiring ${shortDate(call.expiration, now)}: ${decision.pick_reason} Side by side, with the stock at today's price when each settles (result from your shares' cost, premiums included): ${sides}.`;
};

/** On track or behind first, with this month's figures, then the year and the solver's pick. */
const incomeGoalAnswer: Composer = ({ item }) => {
  const facts = item.facts;
  const expected = (facts.month_expected ?? {}) as { median?: number; low?: number; high?: number };
  if (facts.goal === null || facts.goal === undefined)
    return `You have not set a monthly income goal yet. Your goals have earned about ${usd(facts.proposed_goal)} a month over the past year; set a goal on the dashboard's Income goal card to track against it. This year so far: ${usd(facts.year_to_date)}.`;
  const month = monthLabel(facts.month);
  const lead = facts.falling_behind
    ? `**Falling behind**: ${month} has ${usd(facts.month_actual)} realised of your ${usd(facts.goal)} goal${num(facts.secured) > num(facts.month_actual) ? `, ${usd(facts.secured)} with the calls and dividends due this month,` : ','} and ${usd(expected.median)} is expected by the end of the month, ${usd(facts.shortfall)} short.`
    : facts.behind
      ? `**Behind**: ${month} has ${usd(facts.month_actual)} realised of your ${usd(facts.goal)} goal, and ${usd(expected.median)} is expected by the end of the month, ${usd(facts.shortfall)} short.`
      : `**On track**: ${month} has ${usd(facts.month_actual)} realised of your ${usd(facts.goal)} goal, and ${usd(expected.median)} is expected by the end of the month (${usd(expected.low)} to ${usd(expected.high)}).`;
  const year = ` Year to date: ${usd(facts.year_to_date)} of ${usd(facts.year_to_date_goal)}.`;
  const pick = facts.pick as { risk: string; duration: string; monthly: number } | null;
  const solver = pick
    ? ` The least risky goal that reaches it on your holdings is ${pick.risk} ${pick.duration} (about ${usd(pick.monthly)} a month).`
    : ' No single goal on your holdings reaches it at the median.';
  const mix = facts.goal_mix as {
    reaches_goal: boolean;
    monthly: number;
    holdings: { ticker: string; risk: string; duration: string; delta: number }[];
  } | null;
  const mixText = mix?.reaches_goal
    ? ` Goal by holding: ${mix.holdings.map((holding) => `${holding.ticker} ${holding.risk} ${holding.duration} (delta ${holding.delta.toFixed(2)})`).join(', ')}, about ${usd(mix.monthly)} a month.`
    : '';
  return `${lead}${year}${solver}${mixText}`;
};

const unansweredAnswer: Composer = ({ spec }) =>
  `I can't answer “${spec.subject ?? 'that part'}” yet: I answer from market data and your own portfolio.`;

const COMPOSERS: Readonly<Record<AnswerSpec['kind'], Composer>> = {
  quote: quoteAnswer,
  comparison: quoteAnswer,
  price_move: priceMoveAnswer,
  implied_volatility: impliedVolatilityAnswer,
  option_contract: optionContractAnswer,
  chain: chainAnswer,
  candidates: candidatesAnswer,
  premium_for_all: premiumForAllAnswer,
  opportunities: opportunitiesAnswer,
  positions: positionsAnswer,
  position: positionAnswer,
  writable_contracts: writableAnswer,
  coverage: coverageAnswer,
  average_cost: averageCostAnswer,
  losing_money: losingAnswer,
  open_calls: openCallsAnswer,
  open_call_decision: decisionAnswer,
  expiring: expiringAnswer,
  assignment_risk: assignmentAnswer,
  portfolio_value: portfolioValueAnswer,
  income: incomeAnswer,
  transactions: transactionsAnswer,
  dividends_calendar: calendarAnswer('dividends'),
  earnings_calendar: calendarAnswer('earnings'),
  ex_dividend_risk: eventsBeforeExpiry('dividends'),
  earnings_before_expiry: eventsBeforeExpiry('earnings'),
  payoff: payoffAnswer,
  yield_estimate: yieldAnswer,
  tax_status: taxStatusAnswer,
  position_what_if: positionWhatIfAnswer,
  roll_decision: rollDecisionAnswer,
  income_goal: incomeGoalAnswer,
  wheel_puts: wheelPutsAnswer,
  wheel_campaign: wheelCampaignAnswer,
  wheel_basis: wheelBasisAnswer,
  wheel_watchlist: wheelWatchlistAnswer,
  alert: alertAnswer,
  brief: (input) => briefAnswer(input, { usd, shortDate, percentText }),
  unanswered: unansweredAnswer,
};

/** The answer's sentences for one item, or undefined when its facts say nothing to answer with. */
export function answerSentences(input: AnswerInput): string | undefined {
  const readsNoData = ['unanswered', 'candidates', 'ex_dividend_risk', 'earnings_before_expiry', 'brief'];
  if (!readsNoData.includes(input.spec.kind) && noData(input.item)) return noData(input.item);
  return COMPOSERS[input.spec.kind](input)?.trim() || undefined;
}
