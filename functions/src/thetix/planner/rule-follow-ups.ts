import type { Duration, RiskLevel } from '@thetix/shared/contracts/calculator';
import type { GlossaryTopic } from '@thetix/shared/thetix/glossary';
import type {
  DateRange,
  ExpirationSelector,
  Plan,
  PlanItem,
  QueryParams,
  StrikeSelector,
} from '@thetix/shared/thetix/plan';
import { MAX_PLAN_ITEMS } from '@thetix/shared/thetix/plan';
import { incomeItem } from './rule-builders';
import type { IntentName } from './rule-intents';
import { item, prose, retitle } from './rule-items';
import type { Slots } from './rule-slots';

/**
 * Follow-ups of a chat ("and MSFT?", "what about monthly?", "same for last year"): the previous turn's plan is run
 * again with what the new words change. The plan is changed rather than the old question re-read, so a follow-up
 * works the same after a turn planned by a language model.
 */

const MAX_TICKERS = 6;

export interface FollowUpChange {
  readonly tickers?: readonly string[];
  /** "add KO", "plus KO", "KO too": the tickers join the old ones instead of replacing them. */
  readonly addTickers: boolean;
  readonly holdings: boolean;
  readonly range?: DateRange;
  readonly expiration?: ExpirationSelector;
  readonly duration?: Duration;
  readonly select?: StrikeSelector;
  readonly optionType?: 'call' | 'put' | 'both';
  readonly limit?: number;
  readonly risk?: RiskLevel;
  readonly sort?: 'premium' | 'yield' | 'if_called_return';
  readonly windowDays?: number;
  readonly topics?: readonly GlossaryTopic[];
  readonly alert?: { readonly direction: 'above' | 'below'; readonly price: number };
  /** "what about dividends?" after an income question. */
  readonly incomeSources?: QueryParams<'income_summary'>['sources'];
}

/** Expirations for a duration: "what about monthly?" means the next monthly for a contract or chain. */
const expirationOfDuration = (duration: Duration): ExpirationSelector =>
  duration === 'monthly' ? { kind: 'next_monthly' } : { kind: 'next_weekly' };

/** What a follow-up's words change; an option type only counts when it is the point ("what about puts?"). */
export const followUpChange = (slots: Slots): FollowUpChange => {
  const select: StrikeSelector | undefined =
    slots.delta !== undefined
      ? { by: 'delta', delta: slots.delta }
      : slots.strike !== undefined
        ? { by: 'strike', strike: slots.strike }
        : slots.otmPercent !== undefined
          ? { by: 'otm_percent', percent: slots.otmPercent }
          : undefined;
  const expiration = slots.expiration ?? (slots.duration ? expirationOfDuration(slots.duration) : undefined);
  return {
    ...(slots.tickers.length ? { tickers: slots.tickers } : {}),
    addTickers: /\b(add|adding|plus|include|including|too|also|as well)\b/.test(slots.lower),
    holdings: slots.holdings,
    ...(slots.range ? { range: slots.range } : {}),
    ...(expiration ? { expiration } : {}),
    ...(slots.duration ? { duration: slots.duration } : {}),
    ...(select ? { select } : {}),
    ...(slots.optionType && /\b(puts?|calls?)\b/.test(slots.lower) ? { optionType: slots.optionType } : {}),
    ...(slots.limit ? { limit: slots.limit } : {}),
    ...(slots.risk ? { risk: slots.risk } : {}),
    ...(slots.sort ? { sort: slots.sort } : {}),
    ...(slots.windowDays ? { windowDays: slots.windowDays } : {}),
    ...(slots.topics.length ? { topics: slots.topics } : {}),
    ...(slots.alert ? { alert: slots.alert } : {}),
    ...incomeSourcesOf(slots.lower),
  };
};

const incomeSourcesOf = (lower: string): { incomeSources?: QueryParams<'income_summary'>['sources'] } => {
  const dividends = /\bdividends?\b/.test(lower);
  const options = /\b(premiums?|options?|calls?)\b/.test(lower);
  if (dividends && options) return { incomeSources: ['options', 'dividends'] };
  if (dividends) return { incomeSources: ['dividends'] };
  if (options) return { incomeSources: ['options'] };
  return {};
};

const tickerList = (old: readonly string[], change: FollowUpChange): string[] => {
  if (!change.tickers) return [...old];
  const tickers = change.addTickers ? [...old, ...change.tickers] : [...change.tickers];
  return [...new Set(tickers)].slice(0, MAX_TICKERS);
};

const firstTicker = (old: string | undefined, change: FollowUpChange): string | undefined =>
  change.tickers?.[0] ?? old;

const source = (old: 'holdings' | string[], change: FollowUpChange): 'holdings' | string[] => {
  if (change.holdings) return 'holdings';
  if (!change.tickers) return old;
  return tickerList(old === 'holdings' ? [] : old, change);
};

const limited = (limit: number | undefined, max: number): number | undefined =>
  limit === undefined ? undefined : Math.min(Math.max(limit, 1), max);

/** One item changed by a follow-up; several for an explanation of new topics, none for a notice. */
const changeItem = (planned: PlanItem, change: FollowUpChange): PlanItem[] => {
  const { data } = planned;
  const same = (params: unknown, kind = planned.kind): PlanItem[] => [
    retitle({ ...planned, kind, data: { query: data.query, params } } as PlanItem),
  ];
  switch (data.query) {
    case 'quote': {
      const tickers = tickerList(data.params.tickers, change);
      return same({ tickers }, tickers.length > 1 ? 'table' : 'price');
    }
    case 'price_history':
      return same({
        tickers: tickerList(data.params.tickers, change),
        range: change.range ?? data.params.range,
      });
    case 'option_chain':
      return same({
        ticker: firstTicker(data.params.ticker, change),
        expiration: change.expiration ?? data.params.expiration,
        type: change.optionType ?? data.params.type,
      });
    case 'option_contract':
      return same({
        ticker: firstTicker(data.params.ticker, change),
        expiration: change.expiration ?? data.params.expiration,
        type:
          change.optionType === 'call' || change.optionType === 'put' ? change.optionType : data.params.type,
        select: change.select ?? data.params.select,
      });
    case 'covered_call_candidates':
      return same({
        ...data.params,
        source: source(data.params.source, change),
        duration: change.duration ?? data.params.duration,
        risk: change.risk ?? data.params.risk,
        limit: limited(change.limit, 20) ?? data.params.limit,
        sort: change.sort ?? data.params.sort,
      });
    case 'opportunities':
      return same({
        ...data.params,
        ...(change.tickers ? { ticker: change.tickers[0] } : {}),
        limit: limited(change.limit, 50) ?? data.params.limit,
      });
    case 'positions':
    case 'open_calls':
      return same({
        ...(firstTicker(data.params.ticker, change)
          ? { ticker: firstTicker(data.params.ticker, change) }
          : {}),
      });
    case 'portfolio_value_history':
      return same({ range: change.range ?? data.params.range });
    case 'income_summary':
      return [incomeItem(change.range ?? data.params.range, change.incomeSources ?? data.params.sources)];
    case 'transactions':
      return same({
        ...data.params,
        ...(change.range ? { range: change.range } : {}),
        ...(change.tickers ? { ticker: change.tickers[0] } : {}),
        limit: limited(change.limit, 200) ?? data.params.limit,
      });
    case 'dividend_calendar':
    case 'earnings_calendar':
      return same({
        source: source(data.params.source, change),
        days: change.windowDays ?? data.params.days,
      });
    case 'payoff':
      return same({
        ...data.params,
        ticker: firstTicker(data.params.ticker, change),
        calls: data.params.calls.map((call) => ({
          ...call,
          expiration: change.expiration ?? call.expiration,
          select: change.select ?? call.select,
        })),
      });
    case 'yield_estimate':
      return same({
        tickers: change.holdings ? data.params.tickers : tickerList(data.params.tickers, change),
        delta: change.select?.by === 'delta' ? change.select.delta : data.params.delta,
        duration: change.duration ?? data.params.duration,
      });
    case 'alert':
      return same({
        ticker: firstTicker(data.params.ticker, change),
        direction: change.alert?.direction ?? data.params.direction,
        price: change.alert?.price ?? data.params.price,
      });
    case 'explain':
      return change.topics ? change.topics.slice(0, 4).map((topic) => item('explain', { topic })) : [planned];
    case 'notice':
      return [];
    case 'llm':
      return [planned];
  }
  return [planned];
};

const itemKey = (planned: PlanItem): string => JSON.stringify([planned.kind, planned.data]);

/**
 * The previous plan with the follow-up's changes, prose re-pointed at the items it summarised; undefined when the
 * follow-up changes nothing in it (the caller then plans the words on their own).
 */
export const applyFollowUp = (previous: Plan, change: FollowUpChange): Plan | undefined => {
  const result: PlanItem[] = [];
  const newIndex = new Map<number, number>();
  let explained = false;
  previous.forEach((planned, index) => {
    if (planned.data.query === 'explain' && change.topics) {
      if (explained) return;
      explained = true;
    }
    const changed = changeItem(planned, change);
    if (changed.length > 0 && planned.data.query !== 'llm') newIndex.set(index, result.length);
    for (const next of changed) {
      if (next.data.query !== 'llm') {
        result.push(next);
        continue;
      }
      const refs = next.data.params.refs.flatMap((ref) => {
        const moved = newIndex.get(ref);
        return moved === undefined ? [] : [moved];
      });
      if (refs.length)
        result.push({ ...next, data: { query: 'llm', params: { ...next.data.params, refs } } } as PlanItem);
    }
  });
  const compared = withComparisons(result);
  if (!compared.some((planned) => planned.data.query !== 'llm')) return undefined;
  const before = new Set(previous.map(itemKey));
  return compared.some((planned) => !before.has(itemKey(planned)))
    ? compared.slice(0, MAX_PLAN_ITEMS)
    : undefined;
};

const tickerCount = (planned: PlanItem | undefined): number =>
  planned?.data.query === 'quote' || planned?.data.query === 'price_history'
    ? planned.data.params.tickers.length
    : 0;

/**
 * A comparison summary only where several tickers are compared: dropped when a follow-up leaves one ticker
 * ("and KO?" after "MSFT vs GOOGL"), added when it makes several ("add AAPL").
 */
const withComparisons = (plan: PlanItem[]): PlanItem[] => {
  const kept = plan.filter(
    (planned) =>
      planned.data.query !== 'llm' ||
      planned.data.params.template !== 'comparison' ||
      planned.data.params.refs.some((ref) => tickerCount(plan[ref]) > 1),
  );
  if (kept.length !== plan.length) return withComparisons(reindex(plan, kept));
  const summarised = new Set(
    kept.flatMap((planned) => (planned.data.query === 'llm' ? planned.data.params.refs : [])),
  );
  // An item that carries its answer compares its tickers there (answers.ts): no prose is added for it.
  const uncompared = kept.flatMap((planned, index) =>
    tickerCount(planned) > 1 && !summarised.has(index) && !planned.answer ? [index] : [],
  );
  return uncompared.length > 0 && kept.length < MAX_PLAN_ITEMS
    ? [
        ...kept,
        prose('comparison', 'Compare these tickers: which gained the most and which the least.', uncompared),
      ]
    : kept;
};

/** `kept` with prose refs pointing at the items' new places (only prose items are ever removed). */
const reindex = (plan: PlanItem[], kept: PlanItem[]): PlanItem[] =>
  kept.map((planned) =>
    planned.data.query === 'llm'
      ? ({
          ...planned,
          data: {
            query: 'llm',
            params: {
              ...planned.data.params,
              refs: planned.data.params.refs.map((ref) => kept.indexOf(plan[ref] as PlanItem)),
            },
          },
        } as PlanItem)
      : planned,
  );

/** The tickers a plan is about, in order: what "it" means in the next turn. */
export const tickersOfPlan = (plan: Plan): string[] => {
  const tickers: string[] = [];
  for (const planned of plan) {
    const params = planned.data.params as Record<string, unknown>;
    const found = [
      ...(Array.isArray(params.tickers) ? params.tickers : []),
      ...(Array.isArray(params.source) ? params.source : []),
      ...(typeof params.ticker === 'string' ? [params.ticker] : []),
    ];
    for (const ticker of found)
      if (typeof ticker === 'string' && !tickers.includes(ticker)) tickers.push(ticker);
  }
  return tickers;
};

/** The rule planner's name for what a plan item answers, for the debug tab of a follow-up. */
export const intentOfItem = (planned: PlanItem): IntentName | undefined => {
  const { data } = planned;
  switch (data.query) {
    case 'quote':
      return data.params.tickers.length > 1 ? 'compare_quotes' : 'quote';
    case 'price_history':
      return data.params.tickers.length > 1 ? 'compare_chart' : 'price_chart';
    case 'option_chain':
      return 'option_chain';
    case 'option_contract':
      return data.params.select.by === 'delta'
        ? 'option_contract_by_delta'
        : data.params.select.by === 'strike'
          ? 'option_contract_by_strike'
          : 'option_contract_otm';
    case 'covered_call_candidates':
      return data.params.source === 'holdings'
        ? 'covered_call_candidates_holdings'
        : 'covered_call_candidates_tickers';
    case 'opportunities':
      return data.params.type === 'option_roll'
        ? 'rolls'
        : data.params.type === 'option_close'
          ? 'closes'
          : 'opportunities';
    case 'positions':
      return data.params.ticker ? 'position_detail' : 'positions';
    case 'open_calls':
      return 'open_calls';
    case 'portfolio_value_history':
      return 'portfolio_value';
    case 'income_summary': {
      const sources: QueryParams<'income_summary'>['sources'] = data.params.sources;
      if (sources.length === 1 && sources[0] === 'dividends') return 'dividend_income';
      if (sources.length === 1 && sources[0] === 'options') return 'option_income';
      return 'income_summary';
    }
    case 'transactions':
      return 'transactions';
    case 'dividend_calendar':
      return 'dividend_calendar';
    case 'earnings_calendar':
      return 'earnings_calendar';
    case 'payoff':
      return 'payoff';
    case 'yield_estimate':
      return 'yield_estimate';
    case 'alert':
      return data.params.direction === 'above' ? 'alert_above' : 'alert_below';
    case 'explain':
      return 'explain';
    case 'notice':
      return data.params.code;
    case 'llm':
      return undefined;
  }
  return undefined;
};
