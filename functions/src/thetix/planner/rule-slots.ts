import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import type { Duration, RiskLevel } from '@thetix/shared/contracts/calculator';
import type { GlossaryTopic } from '@thetix/shared/thetix/glossary';
import { glossary, glossaryTopics } from '@thetix/shared/thetix/glossary';
import type { DateRange, ExpirationSelector } from '@thetix/shared/thetix/plan';
import { findDuration, findExpiration, findRange, findWindowDays } from './rule-dates';
import type { AlertCondition } from './rule-numbers';
import {
  callsAreLong,
  findAlert,
  findContracts,
  findDelta,
  findLimit,
  findOtmPercent,
  findShares,
  findStrike,
} from './rule-numbers';
import type { TickerMatch } from './rule-tickers';
import { findTickers } from './rule-tickers';

/**
 * Everything the rule planner reads from one part of a question, before it decides what the part asks for: the
 * intents (rule-intents.ts) look at these slots and the lower-cased text, never at the raw question again.
 */
export interface Slots {
  readonly text: string;
  /** Lower case, straight quotes, single spaces. */
  readonly lower: string;
  readonly tickers: readonly string[];
  readonly tickerMatches: readonly TickerMatch[];
  /** Symbol-looking words the directory does not know ("ZZZZZ"). */
  readonly unknownSymbols: readonly string[];
  /** "my holdings", "my stocks", "stocks I own": the caller's held tickers. */
  readonly holdings: boolean;
  /** The question is about the caller's own things ("my", "I", "me"). */
  readonly mine: boolean;
  readonly range?: DateRange;
  readonly expiration?: ExpirationSelector;
  readonly duration?: Duration;
  /** How far ahead a calendar looks. */
  readonly windowDays?: number;
  readonly delta?: number;
  readonly otmPercent?: number;
  readonly strike?: number;
  readonly optionType?: 'call' | 'put' | 'both';
  readonly limit?: number;
  readonly risk?: RiskLevel;
  readonly sort?: 'premium' | 'yield' | 'if_called_return';
  readonly shares?: number;
  readonly contracts?: number;
  readonly longCalls: boolean;
  readonly alert?: AlertCondition;
  /** An income goal the question states: "$4,000 a month", "2k per week". */
  readonly goal?: IncomeGoal;
  readonly topics: readonly GlossaryTopic[];
  /** What was recognised, for the debug tab. */
  readonly notes: readonly string[];
}

export interface IncomeGoal {
  readonly amount: number;
  readonly period: 'week' | 'month' | 'year';
}

const GOAL_PATTERN =
  /(?:\$\s?(\d[\d,]*(?:\.\d+)?)\s?(k)?|(\d[\d,]*(?:\.\d+)?)\s?(k|dollars|usd))\s*(?:a|per|\/|each|every)\s*(month|week|year|mo|wk|yr)\b/;

/** "$4,000 a month", "$1.5k per week", "500 dollars a week": an amount of money per period. */
export const findGoal = (lower: string): IncomeGoal | undefined => {
  const match = GOAL_PATTERN.exec(lower);
  if (!match) return undefined;
  const digits = (match[1] ?? match[3] ?? '').replace(/,/g, '');
  const thousands = match[2] === 'k' || match[4] === 'k';
  const amount = Number(digits) * (thousands ? 1000 : 1);
  if (!(amount > 0 && amount <= 100_000_000)) return undefined;
  const unit = match[5] ?? '';
  const period = unit.startsWith('w') ? 'week' : unit.startsWith('y') ? 'year' : 'month';
  return { amount, period };
};

/** Straight quotes, lower case, single spaces: every pattern of the planner is written against this form. */
export const normalise = (text: string): string =>
  text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const EXTRA_TERMS: Readonly<Record<string, readonly GlossaryTopic[]>> = {
  greeks: ['delta', 'gamma', 'theta', 'vega'],
  'the greeks': ['delta', 'gamma', 'theta', 'vega'],
  dte: ['expiration'],
  'days to expiration': ['expiration'],
  'implied vol': ['implied_volatility'],
  'rolling a call': ['roll'],
  'covered call writing': ['covered_call'],
};

const termTopics: ReadonlyMap<string, readonly GlossaryTopic[]> = new Map([
  ...glossaryTopics.flatMap((topic) => glossary[topic].terms.map((term) => [term, [topic]] as const)),
  ...Object.entries(EXTRA_TERMS),
]);

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const termPattern = new RegExp(
  `(?<![a-z0-9])(${[...termTopics.keys()]
    .sort((left, right) => right.length - left.length)
    .map(escapeRegExp)
    .join('|')})(?![a-z0-9])`,
  'g',
);

/** Single glossary words ("iv", "otm", "bid"): never read as a ticker symbol. */
const reservedWords: ReadonlySet<string> = new Set(
  [...termTopics.keys()].filter((term) => /^[a-z]{1,5}$/.test(term)),
);

/** The text without its glossary terms and filler words: empty when a question is only a term ("delta?"). */
export const withoutTopicTerms = (lower: string): string =>
  lower
    .replace(termPattern, ' ')
    .replace(/[?!.,]/g, ' ')
    .replace(/\b(a|an|the|is|are|and|or|vs|versus)\b/g, ' ')
    .trim();

/** Glossary topics the text names, in order, without repeats. */
export const findTopics = (lower: string): GlossaryTopic[] => {
  const topics: GlossaryTopic[] = [];
  for (const match of lower.matchAll(termPattern))
    for (const topic of termTopics.get(match[1] ?? '') ?? []) if (!topics.includes(topic)) topics.push(topic);
  return topics;
};

const HOLDINGS =
  /\b(my (holdings?|stocks?|shares|portfolio|positions?|equities|tickers|names|book|account|accounts)|(stocks?|shares|tickers|names|what) (i|i've|i have) (own|hold|got)|i (own|hold)|everything i (own|hold|have))\b/;

const findRisk = (lower: string): RiskLevel | undefined => {
  if (/\b(conservative|safe|safer|safest|low[- ]risk|cautious|less risk)\b/.test(lower))
    return 'conservative';
  if (/\b(aggressive|high[- ]risk|risky|riskier|more risk|max(?:imum)? premium)\b/.test(lower))
    return 'aggressive';
  if (/\b(balanced|moderate|medium[- ]risk)\b/.test(lower)) return 'balanced';
  return undefined;
};

const findSort = (lower: string): Slots['sort'] => {
  if (/\bif[- ]called\b/.test(lower)) return 'if_called_return';
  if (
    /\b(most|highest|biggest|largest|richest|best) (premium|premiums|income|cash|money)\b|\bpays? (the )?most\b/.test(
      lower,
    )
  )
    return 'premium';
  if (/\b(yield|return|returns)\b/.test(lower)) return 'yield';
  return undefined;
};

const findOptionType = (lower: string): Slots['optionType'] => {
  const puts = /\bputs?\b/.test(lower);
  const calls = /\bcalls?\b/.test(lower);
  if (puts && calls) return 'both';
  if (puts) return 'put';
  if (calls) return 'call';
  return undefined;
};

/** Reads every slot of one part of a question. `today` is New York's date of `context.now`. */
export const readSlots = (text: string, today: CalendarDate): Slots => {
  const lower = normalise(text);
  const found = findTickers(text.replace(/[\u2018\u2019\u02bc]/g, "'"), { reservedWords });
  const range = findRange(lower, today);
  const expiration = findExpiration(lower, today);
  const notes: string[] = [];
  for (const match of found.matches)
    if (match.how === 'name') notes.push(`"${match.text}" is ${match.ticker}`);
  if (found.unknown.length) notes.push(`not in the company directory: ${found.unknown.join(', ')}`);
  if (range) notes.push(`range "${range.phrase}"`);
  if (expiration) notes.push(`expiration "${expiration.phrase}"`);
  return {
    text,
    lower,
    tickers: found.tickers,
    tickerMatches: found.matches,
    unknownSymbols: found.unknown,
    holdings: HOLDINGS.test(lower),
    mine: /\b(my|mine|i|i'm|i've|i'd|me|we|our)\b/.test(lower),
    range: range?.value,
    expiration: expiration?.value,
    // "$4,000 a month" is a goal's period, not the calls' duration.
    duration: findDuration(lower.replace(GOAL_PATTERN, ' '), expiration?.value),
    windowDays: findWindowDays(lower),
    delta: findDelta(lower),
    otmPercent: findOtmPercent(lower),
    strike: findStrike(lower),
    optionType: findOptionType(lower),
    limit: findLimit(lower),
    risk: findRisk(lower),
    sort: findSort(lower),
    shares: findShares(lower),
    contracts: findContracts(lower),
    longCalls: callsAreLong(lower),
    alert: findAlert(lower),
    goal: findGoal(lower),
    topics: findTopics(lower),
    notes,
  };
};
