import type {
  AnswerKind,
  DateRange,
  PlanItem,
  QueryParams,
  StrikeSelector,
} from '@thetix/shared/thetix/plan';
import type { IntentName } from './rule-intents';
import { intentForTickers, moveOf, strikeCeilingOf, tickerNeeds } from './rule-intents';
import { answered, item } from './rule-items';
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

/** An item whose answer is said first: `what` names the sentences (answers.ts), the goal comes from the question. */
const asked = (planned: PlanItem, what: AnswerKind, slots?: Slots): PlanItem =>
  answered(planned, { kind: what, ...(slots?.goal ? { goal: slots.goal } : {}) });

const ATM: StrikeSelector = { by: 'otm_percent', percent: 0 };

const positionsFor = (tickers: readonly string[]): PlanItem =>
  item('positions', tickers[0] ? { ticker: tickers[0] } : {});

const BUILDERS: Readonly<Record<IntentName, Builder | undefined>> = {
  quote: (_slots, tickers) => [asked(item('quote', { tickers: tickers.slice(0, 1) }, 'price'), 'quote')],
  compare_quotes: (_slots, tickers) => [
    asked(item('quote', { tickers: tickers.slice(0, MAX_TICKERS) }, 'table'), 'comparison'),
  ],
  price_chart: (slots, tickers) => [
    asked(
      item('price_history', { tickers: tickers.slice(0, 1), range: slots.range ?? DEFAULT_PRICE_RANGE }),
      'price_move',
    ),
  ],
  compare_chart: (slots, tickers) => [
    asked(
      item('price_history', {
        tickers: tickers.slice(0, MAX_TICKERS),
        range: slots.range ?? DEFAULT_PRICE_RANGE,
      }),
      'price_move',
    ),
  ],
  ticker_overview: (slots, [ticker = '']) => [
    asked(item('quote', { tickers: [ticker] }, 'price'), 'quote'),
    asked(
      item('price_history', { tickers: [ticker], range: slots.range ?? DEFAULT_PRICE_RANGE }),
      'price_move',
    ),
    asked(item('earnings_calendar', { source: [ticker], days: 90 }), 'earnings_calendar'),
  ],
  implied_volatility: (slots, [ticker = '']) => [
    asked(
      item('option_contract', {
        ticker,
        expiration: slots.expiration ?? { kind: 'next_monthly' },
        type: contractType(slots),
        select: selectOf(slots) ?? ATM,
      }),
      'implied_volatility',
    ),
  ],
  option_chain: (slots, [ticker = '']) => [
    asked(
      item('option_chain', {
        ticker,
        expiration: slots.expiration ?? { kind: 'next_weekly' },
        type: slots.optionType ?? 'call',
      }),
      'chain',
    ),
  ],
  option_contract_by_delta: (slots, tickers) => contract(slots, tickers),
  option_contract_by_strike: (slots, tickers) => contract(slots, tickers),
  option_contract_otm: (slots, tickers) => contract(slots, tickers),
  covered_call_candidates_holdings: (slots) => candidates(slots, 'holdings'),
  covered_call_candidates_tickers: (slots, tickers) => candidates(slots, sourceOf(slots, tickers)),
  premium_for_all: (slots, tickers) => [
    asked(
      item('covered_call_candidates', {
        source: sourceOf(slots, tickers),
        ...(slots.risk ? { risk: slots.risk } : {}),
        ...(slots.duration ? { duration: slots.duration } : {}),
        sort: 'premium',
      }),
      'premium_for_all',
      slots,
    ),
  ],
  opportunities: (slots, tickers) => [
    asked(
      item('opportunities', {
        ...(/\bcovered calls?\b/.test(slots.lower) ? { type: 'covered_call' as const } : {}),
        ...(tickers[0] ? { ticker: tickers[0] } : {}),
        ...(slots.limit ? { limit: clamp(slots.limit, 50) } : {}),
      }),
      'opportunities',
    ),
  ],
  rolls: (slots, tickers) => [
    asked(
      item('opportunities', {
        type: 'option_roll',
        ...(tickers[0] ? { ticker: tickers[0] } : {}),
        ...(slots.limit ? { limit: clamp(slots.limit, 50) } : {}),
      }),
      'opportunities',
    ),
  ],
  closes: (slots, tickers) => [
    asked(
      item('opportunities', {
        type: 'option_close',
        ...(tickers[0] ? { ticker: tickers[0] } : {}),
        ...(slots.limit ? { limit: clamp(slots.limit, 50) } : {}),
      }),
      'opportunities',
    ),
  ],
  positions: () => [asked(item('positions', {}), 'positions')],
  position_detail: (_slots, [ticker = '']) => [
    asked(item('positions', { ticker }), 'position'),
    asked(item('open_calls', { ticker }), 'open_calls'),
    item('quote', { tickers: [ticker] }, 'price'),
  ],
  writable_contracts: (_slots, tickers) => [asked(positionsFor(tickers), 'writable_contracts')],
  coverage: (_slots, tickers) => [asked(positionsFor(tickers), 'coverage')],
  average_cost: (_slots, tickers) => [asked(positionsFor(tickers), 'average_cost')],
  losing_money: () => [item('open_calls', {}), asked(item('positions', {}), 'losing_money')],
  open_call_decision: (_slots, tickers) => [asked(openCallsFor(tickers), 'open_call_decision')],
  tax_status: (_slots, tickers) => [
    asked(item('tax_status', tickers[0] ? { ticker: tickers[0] } : {}), 'tax_status'),
  ],
  income_goal: () => [asked(item('income_goal', {}), 'income_goal')],
  roll_decision: (_slots, [ticker = '']) => [asked(item('roll_decision', { ticker }), 'roll_decision')],
  puts_to_sell: (slots, [ticker = '']) => {
    const ceiling = strikeCeilingOf(slots.lower);
    return [
      asked(
        item('wheel_puts', { ticker, ...(ceiling !== undefined ? { max_strike: ceiling } : {}) }),
        'wheel_puts',
      ),
    ];
  },
  wheel_campaign: (_slots, [ticker = '']) => [
    asked(item('wheel_campaign', { ticker }, 'chart'), 'wheel_campaign'),
  ],
  wheel_watchlist: () => [asked(item('wheel_watchlist', {}), 'wheel_watchlist')],
  wheel_basis: (_slots, [ticker = '']) => [asked(item('wheel_campaign', { ticker }, 'table'), 'wheel_basis')],
  position_what_if: (slots, [ticker = '']) => [
    asked(item('position_what_if', { ticker, move_percent: moveOf(slots.lower) ?? -10 }), 'position_what_if'),
  ],
  portfolio_overview: (slots) => [
    asked(
      item('portfolio_value_history', { range: slots.range ?? DEFAULT_SUMMARY_RANGE }),
      'portfolio_value',
    ),
    asked(item('positions', {}), 'positions'),
    asked(incomeItem(slots.range ?? DEFAULT_SUMMARY_RANGE, ['options', 'dividends']), 'income', slots),
  ],
  open_calls: (_slots, tickers) => [asked(openCallsFor(tickers), 'open_calls')],
  expiring_this_week: () => [asked(item('open_calls', {}), 'expiring')],
  assignment_risk: (_slots, tickers) => [asked(openCallsFor(tickers), 'assignment_risk')],
  portfolio_value: (slots) => [
    asked(
      item('portfolio_value_history', { range: slots.range ?? DEFAULT_SUMMARY_RANGE }),
      'portfolio_value',
    ),
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
      asked(
        item('transactions', {
          ...(slots.range ? { range: slots.range } : {}),
          ...(tickers[0] ? { ticker: tickers[0] } : {}),
          ...(type ? { type } : {}),
          ...(slots.limit ? { limit: clamp(slots.limit, 200) } : {}),
        }),
        'transactions',
      ),
    ];
  },
  dividend_calendar: (slots, tickers) => [
    asked(
      item('dividend_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 60 }),
      'dividends_calendar',
    ),
  ],
  ex_dividend_risk: (slots, tickers) => [
    item('dividend_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 45 }),
    asked(openCallsFor(tickers), 'ex_dividend_risk'),
  ],
  // A named ticker's next report may be a quarter away: look far enough to find it.
  earnings_calendar: (slots, tickers) => [
    asked(
      item('earnings_calendar', {
        source: sourceOf(slots, tickers),
        days: slots.windowDays ?? (sourceOf(slots, tickers) === 'holdings' ? 60 : 120),
      }),
      'earnings_calendar',
    ),
  ],
  earnings_before_expiry: (slots, tickers) => [
    item('earnings_calendar', { source: sourceOf(slots, tickers), days: slots.windowDays ?? 60 }),
    asked(openCallsFor(tickers), 'earnings_before_expiry'),
  ],
  payoff: (slots, [ticker = '']) => {
    const shares = slots.shares ?? 100;
    const mentionsCall = /\bcalls?\b/.test(slots.lower);
    const count = slots.contracts ?? Math.max(1, Math.floor(shares / 100));
    return [
      asked(
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
        'payoff',
      ),
    ];
  },
  yield_estimate: (slots, tickers, environment) => {
    const named = tickers.length > 0 && !slots.holdings ? tickers : environment.heldTickers;
    if (named.length === 0) return candidates({ ...slots, sort: 'yield' }, 'holdings');
    return [
      asked(
        item('yield_estimate', {
          tickers: named.slice(0, MAX_TICKERS),
          ...(slots.delta !== undefined ? { delta: slots.delta } : {}),
          ...(slots.duration ? { duration: slots.duration } : {}),
        }),
        'yield_estimate',
      ),
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
    asked(
      item('option_contract', {
        ticker,
        expiration: slots.expiration ?? { kind: 'next_monthly' },
        type: contractType(slots),
        select: selectOf(slots) ?? { by: 'delta', delta: 0.3 },
      }),
      'option_contract',
    ),
  ];
}

function candidates(slots: Slots, source: 'holdings' | string[]): PlanItem[] {
  return [
    asked(
      item('covered_call_candidates', {
        source,
        ...(slots.risk ? { risk: slots.risk } : {}),
        ...(slots.duration ? { duration: slots.duration } : {}),
        ...(slots.limit ? { limit: clamp(slots.limit, 20) } : {}),
        ...(slots.sort ? { sort: slots.sort } : {}),
      }),
      'candidates',
      slots,
    ),
  ];
}

function income(slots: Slots, intent: IntentName): PlanItem[] {
  return [
    asked(
      incomeItem(slots.range ?? DEFAULT_SUMMARY_RANGE, incomeSources(intent, slots.lower)),
      'income',
      slots,
    ),
  ];
}

function alert(slots: Slots, [ticker = '']: readonly string[]): PlanItem[] {
  if (!slots.alert) return [];
  return [
    asked(item('alert', { ticker, direction: slots.alert.direction, price: slots.alert.price }), 'alert'),
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
