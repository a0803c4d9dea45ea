import type { PlanItem, QueryParams } from '@thetix/shared/thetix/plan';
import { item } from './rule-items';

/**
 * The fixed answers of the rule planner, in place of data it must not or cannot give, with questions it can
 * answer instead. Every suggestion is a question the rule planner plans to data (the tests plan each one), so a
 * user who clicks one never meets another notice.
 */

export type NoticeCode = QueryParams<'notice'>['code'];

export const notice = (code: NoticeCode, suggestions: readonly string[] = [], subject?: string): PlanItem =>
  item(
    'notice',
    { code, suggestions: suggestions.slice(0, 3), ...(subject ? { subject: subject.slice(0, 40) } : {}) },
    'message',
  );

export interface SuggestionHints {
  /** Lower-cased question, to lean the suggestions towards its topic. */
  readonly lower: string;
  /** Tickers the question named. */
  readonly named: readonly string[];
  /** The caller's held tickers. */
  readonly held: readonly string[];
}

const TOPICAL: readonly [RegExp, string][] = [
  [/\b(income|earn|made|make|money|profit|cash)\b/, 'Income this year'],
  [/\bdividends?\b/, 'Upcoming dividends on my holdings'],
  [/\bearnings\b/, 'Earnings dates for my holdings'],
  [/\b(risk|assign\w*|called away|in the money)\b/, 'Which of my calls are at risk of assignment?'],
  [/\b(roll|rolls|rolling)\b/, 'Which of my calls should I roll?'],
  [/\b(close|closing|buy back)\b/, 'Which of my calls should I close?'],
  [/\b(expir\w*|expire)\b/, 'Which of my calls expire this week?'],
  [/\b(worth|value|balance|performance)\b/, 'Chart my portfolio value this year'],
];

const DEFAULTS = ['Best covered calls on my holdings', 'Show my open calls', 'What is a covered call?'];

const aboutTicker = (ticker: string): string[] => [
  `Price of ${ticker}`,
  `${ticker} 30 delta call next month`,
  `Chart ${ticker} over the last 90 days`,
];

/**
 * Three questions the planner can answer: first any that match the topic of the question, then about the tickers
 * it named, else one about a held ticker between the general ones.
 */
export const suggestionsFor = (hints: SuggestionHints): string[] => {
  const suggestions: string[] = [];
  const add = (question: string) => {
    if (suggestions.length < 3 && !suggestions.includes(question)) suggestions.push(question);
  };
  for (const [pattern, question] of TOPICAL) if (pattern.test(hints.lower)) add(question);
  const [named] = hints.named;
  const [held] = hints.held;
  if (named) aboutTicker(named).forEach(add);
  add(DEFAULTS[0] ?? '');
  if (held) add(`Price of ${held}`);
  DEFAULTS.forEach(add);
  return suggestions;
};

/** A trade request: Thetix only looks; these show what it can find instead. */
export const noTradingSuggestions = (tickers: readonly string[]): string[] => {
  const [ticker] = tickers;
  return [
    'Show covered call ideas on my holdings',
    ticker ? `${ticker} 30 delta call next month` : 'Show my open calls',
    'Which of my calls should I roll?',
  ];
};

export const OWN_DATA_SUGGESTIONS = [
  'Show my positions',
  'Income this year',
  'Best covered calls on my holdings',
];
