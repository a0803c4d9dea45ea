import type { DateRange, PlanItem, QueryParams, StrikeSelector } from '@thetix/shared/thetix/plan';
import type { IntentName } from './rule-intents';
import { intentForTickers, tickerNeeds } from './rule-intents';
import { item, prose } from './rule-items';
import { notice } from './rule-notices';
import type { Slots } from './rule-slots';

/**
 * What each intent becomes: plan items built from the slots of its part (rule-slots.ts), with the defaults a
 * question leaves out chosen here once: prices over the last 90 days, income and portfolio value year to date,
 * chains at the nearest expiration, single contracts at the next monthly, calendars 60 days ahead.
 */

const MAX_TICKERS = 6;
const MAX_UNKNOWN_NOTICES = 2;
const DEFAULT_PRICE_RANGE: DateRange = { kind: 'last_days', days: 90 };
const DEFAULT_SUMMARY_RANGE: DateRange = { kind: 'year_to_date' };

export interface BuildEnvironment {
  /** The caller's held tickers: what "my holdings" means where a query needs a ticker list. */
  readonly heldTickers: readonly string[];
}

export interface BuiltPart {
  readonly intent: IntentName;
  readonly items: readonly PlanItem[];
}

const clamp = (value: number | undefined, max: number): number | undefined =>
  value === undefined ? undefined : Math.min(Math.max(Math.round(value), 1), max);

/** Ranges shorter than about a month are summed, longer ones shown per month. */
const isShortRange = (range: DateRange): boolean =>
  range.kind === 'this_week' ||
  range.kind === 'this_month' ||
  range.kind === 'last_month' ||
  (range.kind === 'last_days' && range.days <= 31) ||
  (range.kind === 'between' && range.from.slice(0, 7) === range.to.slice(0, 7));

export const incomeItem = (range: DateRange, sources: QueryParams<'income_summary'>['sources']): PlanItem => {
  const total = isShortRange(range);
  return item(
    'income_summary',
    { range, group_by: total ? 'total' : 'month', sources },
    total ? 'table' : 'chart',
  );
};

const selectOf = (slots: Slots): StrikeSelector | undefined => {
  if (slots.delta !== undefined) return { by: 'delta', delta: slots.delta };
  if (slots.strike !== undefined) return { by: 'strike', strike: slots.strike };
  if (slots.otmPercent !== undefined) return { by: 'otm_percent', percent: slots.otmPercent };
  return undefined;
};

const contractType = (slots: Slots): 'call' | 'put' => (slots.optionType === 'put' ? 'put' : 'call');

const sourceOf = (slots: Slots, tickers: readonly string[]): 'holdings' | string[] =>
  tickers.length > 0 && !slots.holdings ? tickers.slice(0, MAX_TICKERS) : 'holdings';

const incomeSources = (intent: IntentName, lower: string): QueryParams<'income_summary'>['sources'] => {
  if (intent === 'dividend_income') return ['dividends'];
  if (intent === 'option_income') return ['options'];
  if (/\b(equity|equities|stock sales|capital gains?|realized|realised|share sales)\b/.test(lower))
    return ['options', 'dividends', 'equity'];
  return ['options', 'dividends'];
};

const openCallsFor = (tickers: readonly string[]): PlanItem =>
  item('open_calls', tickers[0] ? { ticker: tickers[0] } : {});

type Builder = (slots: Slots, tickers: readonly string[], environment: BuildEnvironment) => PlanItem[];

const BUILDERS: Readonly<Record<IntentName, Builder | undefined>> = {
  quote: (_slots, tickers) => [item('quote', { tickers: tickers.slice(0, 1) }, 'price')],
  compare_quotes: (_slots, tickers) => [
    item('quote', { tickers: tickers.slice(0, MAX_TICKERS) }, 'table'),
    prose('comparison', 'Compare the prices and today’s moves of these tickers.', [0]),
  ],
  price_chart: (slots, tickers) => [
    item('price_history', { tickers: tickers.slice(0, 1), range: slots.range ?? DEFAULT_PRICE_RANGE }),
  ],
  compare_chart: (slots, tickers) => [
    item('price_history', {
      tickers: tickers.slice(0, MAX_TICKERS),
      range: slots.range ?? DEFAULT_PRICE_RANGE,
    }),
    prose(
      'comparison',
      'Compare how these tickers moved over the range: which gained the most and which the least.',
      [0],
    ),
  ],
  ticker_overview: (slots, [ticker = '']) => [
    item('quote', { tickers: [ticker] }, 'price'),
    item('price_history', { tickers: [ticker], range: slots.range ?? DEFAULT_PRICE_RANGE }),
    item('earnings_calendar', { source: [ticker], days: 90 }),
    prose('quote', `Summarise where ${ticker} trades, how it moved and when it next reports.`, [0, 1, 2]),
  ],
  option_chain: (slots, [ticker = '']) => [
    item('option_chain', {
      ticker,
      expiration: slots.expiration ?? { kind: 'next_weekly' },
      type: slots.optionType ?? 'call',
    }),
  ],
  option_contract_by_delta: (slots, tickers) => contract(slots, tickers),
  option_contract_by_strike: (slots, tickers) => contract(slots, tickers),
  option_contract_otm: (slots, tickers) => contract(slots, tickers),
  covered_call_candidates_holdings: (slots) => candidates(slots, 'holdings'),
  covered_call_candidates_tickers: (slots, tickers) => candidates(slots, sourceOf(slots, tickers)),
  opportunities: (slots, tickers) => [
    item('opportunities', {
      ...(/\bcovered calls?\b/.test(slots.lower) ? { type: 'covered_call' as const } : {}),
      ...(tickers[0] ? { ticker: tickers[0] } : {}),
      ...(slots.limit ? { limit: clamp(slots.limit, 50) } : {}),
    }),
  ],
  rolls: (slots, tickers) => [
    item('opportunities', {
      type: 'option_roll',
      ...(tickers[0] ? { ticker: tickers[0] } : {}),
      ...(slots.limit ? { limit: clamp(slots.limit, 50) } : {}),
    }),
  ],
  closes: (slots, tickers) => [
    item('opportunities', {
      type: 'option_close',
      ...(tickers[0] ? { ticker: tickers[0] } : {}),
      ...(slots.limit ? { limit: clamp(slots.limit, 50) } : {}),
    }),
  ],
  positions: () => [
    item('positions', {}),
    prose(
      'positions',
      'Summarise the holdings: the largest positions and which have calls sold against them.',
      [0],
    ),
  ],
  position_detail: (_slots, [ticker = '']) => [
    item('positions', { ticker }),
    item('open_calls', { ticker }),
    item('quote', { tickers: [ticker] }, 'price'),
  ],
  portfolio_overview: (slots) => [
    item('portfolio_value_history', { range: slots.range ?? DEFAULT_SUMMARY_RANGE }),
    item('positions', {}),
    incomeItem(slots.range ?? DEFAULT_SUMMARY_RANGE, ['options', 'dividends']),
    prose(
      'positions',
      'Summarise the portfolio: its value, the largest positions and the income so far.',
      [0, 1, 2],
    ),
  ],
  open_calls: (_slots, tickers) => [
    openCallsFor(tickers),
    prose(
      'open_calls',
      'Summarise the open calls: premium kept so far, days left and any in the money.',
      [0],
    ),
  ],
  expiring_this_week: () => [
    item('open_calls', {}),
    prose('open_calls', 'List the calls that expire this week and say whether each is in the money.', [0]),
  ],
  assignment_risk: (_slots, tickers) => [
    openCallsFor(tickers),
    prose(
      'open_calls',
      'Say which calls are in the money or close to their strike, and so at risk of assignment.',
      [0],
    ),
  ],
  portfolio_value: (slots) => [
    item('portfolio_value_history', { range: slots.range ?? DEFAULT_SUMMARY_RANGE }),
  ],
  income_summary: (slots) => income(slots, 'income_summary'),
  dividend_income: (slots) => income(slots, 'dividend_income'),
  option_income: (slots) => income(slots, 'option_income'),
  transactions: (slots, tickers) => {
    const type = /\bdividends?\b/.test(slots.lower)
      ? 'dividend'
      : /\b(options?|calls?|puts?|premiums?|contracts?)\b/.test(slots.lower)
        ? 'option'
        : /\b(stocks?|shares|equity|equities)\b/.test(slots.lower)
          ? 'equity'
          : undefined;
    return [
      item('transactions', {
        ...(slots.range ? { range: slots.range } : {}),
        ...(tickers[0] ? { ticker: tickers[0] } : {}),
        ...(type ? { type } : {}),
        ...(slots.limit ? { limit: clamp(slots.limit, 200) } : {}),
      }),
    ];
  },
  dividend_calendar: (slots, tickers) => [
    item('dividend_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 60 }),
  ],
  ex_dividend_risk: (slots, tickers) => [
    item('dividend_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 45 }),
    openCallsFor(tickers),
    prose(
      'generic',
      'Flag open calls that are in the money ahead of an ex-dividend date, where early assignment is likely.',
      [0, 1],
    ),
  ],
  earnings_calendar: (slots, tickers) => [
    item('earnings_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 60 }),
  ],
  earnings_before_expiry: (slots, tickers) => [
    item('earnings_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 60 }),
    openCallsFor(tickers),
    prose('generic', 'Flag open calls that expire after the next earnings date of their stock.', [0, 1]),
  ],
  payoff: (slots, [ticker = '']) => {
    const shares = slots.shares ?? 100;
    const mentionsCall = /\bcalls?\b/.test(slots.lower);
    const count = slots.contracts ?? Math.max(1, Math.floor(shares / 100));
    return [
      item('payoff', {
        ticker,
        shares,
        calls: mentionsCall
          ? [
              {
                quantity: slots.longCalls ? count : -count,
                expiration: slots.expiration ?? { kind: 'next_monthly' },
                select: selectOf(slots) ?? { by: 'delta', delta: 0.3 },
              },
            ]
          : [],
      }),
    ];
  },
  yield_estimate: (slots, tickers, environment) => {
    const named = tickers.length > 0 && !slots.holdings ? tickers : environment.heldTickers;
    if (named.length === 0) return candidates({ ...slots, sort: 'yield' }, 'holdings');
    return [
      item('yield_estimate', {
        tickers: named.slice(0, MAX_TICKERS),
        ...(slots.delta !== undefined ? { delta: slots.delta } : {}),
        ...(slots.duration ? { duration: slots.duration } : {}),
      }),
    ];
  },
  alert_above: (slots, tickers) => alert(slots, tickers),
  alert_below: (slots, tickers) => alert(slots, tickers),
  explain: (slots) => slots.topics.slice(0, 4).map((topic) => item('explain', { topic })),
  follow_up: undefined,
  cannot_answer: undefined,
  no_trading: undefined,
  own_data_only: undefined,
  unknown_ticker: undefined,
};

function contract(slots: Slots, [ticker = '']: readonly string[]): PlanItem[] {
  return [
    item('option_contract', {
      ticker,
      expiration: slots.expiration ?? { kind: 'next_monthly' },
      type: contractType(slots),
      select: selectOf(slots) ?? { by: 'delta', delta: 0.3 },
    }),
  ];
}

function candidates(slots: Slots, source: 'holdings' | string[]): PlanItem[] {
  return [
    item('covered_call_candidates', {
      source,
      ...(slots.risk ? { risk: slots.risk } : {}),
      ...(slots.duration ? { duration: slots.duration } : {}),
      ...(slots.limit ? { limit: clamp(slots.limit, 20) } : {}),
      ...(slots.sort ? { sort: slots.sort } : {}),
    }),
    prose('candidates', 'Say which call pays the most for its risk, and why.', [0]),
  ];
}

function income(slots: Slots, intent: IntentName): PlanItem[] {
  return [
    incomeItem(slots.range ?? DEFAULT_SUMMARY_RANGE, incomeSources(intent, slots.lower)),
    prose('income', 'Summarise the income: the total, the best month and where it came from.', [0]),
  ];
}

function alert(slots: Slots, [ticker = '']: readonly string[]): PlanItem[] {
  if (!slots.alert) return [];
  return [
    item('alert', { ticker, direction: slots.alert.direction, price: slots.alert.price }),
    item('quote', { tickers: [ticker] }, 'price'),
  ];
}

/**
 * Builds one part. An intent that needs a ticker and names only unknown symbols gets an `unknown_ticker` notice
 * for each; one that names none builds nothing (the caller turns that into `cannot_answer`). Unknown symbols next
 * to known ones add a notice each after the data.
 */
export const buildPart = (
  detected: IntentName,
  slots: Slots,
  environment: BuildEnvironment,
): BuiltPart | undefined => {
  const need = tickerNeeds[detected];
  const { tickers } = slots;
  const unknownNotices =
    need === 'none'
      ? []
      : slots.unknownSymbols
          .slice(0, MAX_UNKNOWN_NOTICES)
          .map((symbol) => notice('unknown_ticker', [], symbol));
  if (tickers.length === 0 && unknownNotices.length > 0)
    return { intent: 'unknown_ticker', items: unknownNotices };
  if (tickers.length === 0 && (need === 'one' || need === 'many')) return undefined;
  const intent = intentForTickers(detected, tickers.length);
  const build = BUILDERS[intent];
  if (!build) return undefined;
  const items = build(slots, tickers, environment);
  if (items.length === 0) return undefined;
  return { intent, items: [...items, ...unknownNotices] };
};
