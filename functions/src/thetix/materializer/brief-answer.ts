import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { AnswerInput } from './answers';

/**
 * The morning brief (issue 28 item 6): the dashboard's action plan and the daily report said first in prose, as a
 * numbered list of what to do, most pressing first: the open call expiring soonest (within a week) with the
 * open-call rules' action and reason; rolls; closes; new covered calls worth selling; then options income this year
 * and this month, against an income goal when the plan carries one. Every figure is read from the facts of the
 * plan's other items (open calls from the holdings review, opportunities from the engine's stored ones, income from
 * the income days Gains adds up); nothing is worked out here but which facts to name. An empty section is left out,
 * and when nothing is to be done the brief says so in words.
 */

type Row = Record<string, unknown>;

/**
 * The answers' own formats (dollars, "Dec 18", percents), handed in by answers.ts: this file and answers.ts would
 * otherwise import each other.
 */
export interface AnswerFormat {
  readonly usd: (value: unknown) => string;
  readonly shortDate: (value: unknown, now: Date) => string;
  readonly percentText: (value: unknown) => string;
}

/** A call expiring within this many days leads the brief; later ones are for another morning. */
export const BRIEF_EXPIRY_DAYS = 7;
/** Lines a section names at most; the rest are in the tables below the brief. */
const SECTION_LINES = 3;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const str = (value: unknown): string => String(value ?? '');
const rowsOf = (facts: Record<string, unknown>, key: string): Row[] =>
  Array.isArray(facts[key]) ? (facts[key] as Row[]) : [];

const callKey = (ticker: unknown, strike: unknown, expiration: unknown) =>
  `${str(ticker)}|${num(strike)}|${str(expiration)}`;

const expiresText = (days: number): string =>
  days <= 0 ? 'expires today' : days === 1 ? 'expires tomorrow' : `expires in ${days} days`;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "… and 2 more in the table below." for a section cut at {@link SECTION_LINES}. */
const more = (lines: readonly string[]): string[] =>
  lines.length > SECTION_LINES
    ? [
        ...lines.slice(0, SECTION_LINES - 1),
        `${lines[SECTION_LINES - 1]!} (and ${lines.length - SECTION_LINES} more in the table below)`,
      ]
    : [...lines];

export function briefAnswer(input: AnswerInput, format: AnswerFormat): string {
  const { usd, shortDate } = format;
  const date = (value: unknown) => shortDate(value, input.now);
  const facts = [...input.earlier, input.item].map((entry) => entry.facts);
  const openCalls = facts.flatMap((entry) => rowsOf(entry, 'open_calls'));
  const opportunities = facts.flatMap((entry) => rowsOf(entry, 'opportunities'));
  const ofType = (code: string) => opportunities.filter((row) => row.type_code === code);
  const heldCall = (row: Row) => callKey(row.ticker, row.held_strike, row.held_expiration);
  const rolls = ofType('option_roll');
  const closes = ofType('option_close');
  // An opportunity shown for illustration only (no contract writable) is not something to do today.
  const coveredCalls = ofType('covered_call').filter((row) => num(row.tradeable_contracts) > 0);
  const named = new Set<string>();

  const rollTo = (roll: Row) =>
    `to the $${str(roll.strike)} call expiring ${date(roll.expiration)} for a net credit of **${usd(roll.net_credit)}**`;
  const closeCost = (close: Row) =>
    `buying it back costs ${usd(close.cost_to_close)}, ${num(close.profit_loss) >= 0 ? `keeping ${usd(close.profit_loss)} of the premium` : `a loss of ${usd(-num(close.profit_loss))}`}`;

  // 1. The call expiring soonest, with what the open-call rules say (the position page's advice).
  const soonest = Math.min(...openCalls.map((row) => num(row.days_left)));
  const expiring = openCalls
    .filter((row) => num(row.days_left) === soonest && soonest <= BRIEF_EXPIRY_DAYS)
    .slice(0, SECTION_LINES)
    .map((call) => {
      const key = callKey(call.ticker, call.strike, call.expiration);
      named.add(key);
      const roll = rolls.find((row) => heldCall(row) === key);
      const close = closes.find((row) => heldCall(row) === key);
      const then =
        call.action_code === 'roll' && roll
          ? ` Roll it ${rollTo(roll)}.`
          : call.action_code === 'close' && close
            ? ` ${sentence(closeCost(close))}.`
            : '';
      return `**${str(call.ticker)} $${str(call.strike)} call × ${str(call.contracts)}** ${expiresText(num(call.days_left))} (${date(call.expiration)}): **${str(call.action)}**: ${str(call.reason)}${then}`;
    });

  // 2. Rolls the engine proposes, then calls the rules would roll with no roll stored yet.
  const rollLines = [
    ...rolls
      .filter((roll) => !named.has(heldCall(roll)))
      .map((roll) => {
        named.add(heldCall(roll));
        return `**Roll** the ${str(roll.ticker)} $${str(roll.held_strike)} call (${date(roll.held_expiration)}) ${rollTo(roll)}: ${str(roll.reason)}`;
      }),
    ...openCalls
      .filter(
        (call) =>
          call.action_code === 'roll' && !named.has(callKey(call.ticker, call.strike, call.expiration)),
      )
      .map(
        (call) =>
          `**Roll** the ${str(call.ticker)} $${str(call.strike)} call (${date(call.expiration)})${typeof call.roll_net_credit === 'number' ? `, best roll ${num(call.roll_net_credit) >= 0 ? 'a net credit' : 'a net debit'} of ${usd(Math.abs(num(call.roll_net_credit)))}` : ''}: ${str(call.reason)}`,
      ),
  ];

  // 3. Closes, the same way.
  const closeLines = [
    ...closes
      .filter((close) => !named.has(heldCall(close)))
      .map((close) => {
        named.add(heldCall(close));
        return `**Close** the ${str(close.ticker)} $${str(close.held_strike)} call × ${str(close.contracts)} (${date(close.held_expiration)}): ${closeCost(close)}. ${str(close.reason)}`;
      }),
    ...openCalls
      .filter(
        (call) =>
          call.action_code === 'close' && !named.has(callKey(call.ticker, call.strike, call.expiration)),
      )
      .map(
        (call) =>
          `**Close** the ${str(call.ticker)} $${str(call.strike)} call × ${str(call.contracts)} (${date(call.expiration)}): buying it back costs ${usd(call.cost_to_close)} against ${usd(call.premium_received)} received. ${str(call.reason)}`,
      ),
  ];

  // 4. New covered calls on shares no call covers yet (the dashboard's covered-call opportunities).
  const sellLines = coveredCalls.map((call) => {
    const contracts = num(call.tradeable_contracts);
    return `**Sell ${plural(contracts, `${str(call.ticker)} $${str(call.strike)} call`)}** expiring ${date(call.expiration)} for **${usd(call.total_premium)}** in premium (${usd(call.premium)} a share).`;
  });

  const actions = [...expiring, ...more(rollLines), ...more(closeLines), ...more(sellLines)];
  const body =
    actions.length > 0
      ? actions.map((line, index) => `${index + 1}. ${line}`).join('\n')
      : `Nothing to act on today: ${openCalls.length > 0 ? `no call expires within ${BRIEF_EXPIRY_DAYS} days` : 'you have no open calls'} and no roll, close or new covered call is suggested.`;
  return `${body}\n\n${incomeText(facts, input, format)}`;
}

/** 5. Options income this year and this month so far, set against the plan's monthly goal when it carries one. */
function incomeText(
  facts: readonly Record<string, unknown>[],
  input: AnswerInput,
  { usd, percentText }: AnswerFormat,
): string {
  const income = (range: string) =>
    facts.find((entry) => entry.range === range && typeof entry.totals === 'object');
  const optionsOf = (entry: Record<string, unknown> | undefined) =>
    num((entry?.totals as Record<string, unknown> | undefined)?.options);
  const year = income('year to date');
  const month = income('this month');
  const today = newYorkDate(input.now);
  const monthName = MONTH_NAMES[Number(today.slice(5, 7)) - 1] ?? '';
  const monthPart =
    month && optionsOf(month) !== 0
      ? `${usd(optionsOf(month))} so far in ${monthName}`
      : `none yet in ${monthName}`;
  const lead =
    year && optionsOf(year) !== 0
      ? `**Income**: options income this year is **${usd(optionsOf(year))}**; ${monthPart}.`
      : `**Income**: no options income recorded this year yet${month && optionsOf(month) !== 0 ? `; ${monthPart}` : ''}.`;
  const goal = input.spec.goal;
  if (!goal) return lead;
  const perMonth =
    goal.period === 'month'
      ? goal.amount
      : goal.period === 'week'
        ? (goal.amount * 52) / 12
        : goal.amount / 12;
  return `${lead} Against your goal of ${usd(perMonth)} a month, ${monthName} is at ${percentText((optionsOf(month) / perMonth) * 100)}.`;
}
