import { glossary } from '@thetix/shared/thetix/glossary';
import type {
  AnswerSpec,
  PlanItem,
  PlanWidgetKind,
  QueryName,
  QueryParams,
  StrikeSelector,
} from '@thetix/shared/thetix/plan';
import { planItem, queryParamSchemas, queryWidgetKinds } from '@thetix/shared/thetix/plan';
import type * as z from 'zod';
import { describeExpiration, describeRange } from './rule-dates';

/**
 * Plan items as the rule planner writes them: the parameters are parsed first, so a title is always written from
 * the values the materializer will run (defaults included), and a follow-up that changes a parameter gets a title
 * that says so ({@link retitle}).
 */

const TITLE_MAX = 120;

const clip = (title: string): string =>
  title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1)}…`;

const list = (tickers: readonly string[]): string => tickers.join(', ');

const sourceText = (source: 'holdings' | readonly string[]): string =>
  source === 'holdings' ? 'your holdings' : list(source);

/** "0.30 delta", "$450", "5% OTM", "at-the-money". */
export const describeSelect = (select: StrikeSelector): string => {
  if (select.by === 'delta') return `${select.delta.toFixed(2)} delta`;
  if (select.by === 'strike') return `$${select.strike}`;
  return select.percent === 0 ? 'at-the-money' : `${select.percent}% OTM`;
};

const TRANSACTION_WORDS = { option: 'Option', equity: 'Stock', dividend: 'Dividend' } as const;

const incomeName = (sources: readonly string[]): string => {
  if (sources.length === 1 && sources[0] === 'dividends') return 'Dividend income';
  if (sources.length === 1 && sources[0] === 'options') return 'Option income';
  return 'Income';
};

/** The title of a data item, written from its parsed parameters. */
const titleOf = <Q extends QueryName>(query: Q, parameters: QueryParams<Q>): string => {
  const params = parameters as QueryParams<QueryName> & Record<string, unknown>;
  switch (query) {
    case 'quote': {
      const { tickers } = params as QueryParams<'quote'>;
      return tickers.length === 1 ? `${tickers[0]} price` : `Prices: ${list(tickers)}`;
    }
    case 'price_history': {
      const { tickers, range } = params as QueryParams<'price_history'>;
      return `${tickers.join(' vs ')}, ${describeRange(range)}`;
    }
    case 'option_chain': {
      const { ticker, expiration, type } = params as QueryParams<'option_chain'>;
      return `${ticker} ${type === 'both' ? 'options' : `${type}s`}, ${describeExpiration(expiration)}`;
    }
    case 'option_contract': {
      const { ticker, expiration, type, select } = params as QueryParams<'option_contract'>;
      return `${ticker} ${describeSelect(select)} ${type}, ${describeExpiration(expiration)}`;
    }
    case 'covered_call_candidates': {
      const { source, duration, risk } = params as QueryParams<'covered_call_candidates'>;
      const goal = [risk, duration].filter(Boolean).join(' ');
      return `Covered calls on ${sourceText(source)} (${goal || 'your goals'})`;
    }
    case 'opportunities': {
      const { type, ticker } = params as QueryParams<'opportunities'>;
      const name =
        type === 'option_roll'
          ? 'Calls to roll'
          : type === 'option_close'
            ? 'Calls to close'
            : type === 'covered_call'
              ? 'Covered call opportunities'
              : 'Opportunities';
      return ticker ? `${name} on ${ticker}` : name;
    }
    case 'positions': {
      const { ticker } = params as QueryParams<'positions'>;
      return ticker ? `Your ${ticker} position` : 'Your positions';
    }
    case 'open_calls': {
      const { ticker } = params as QueryParams<'open_calls'>;
      return ticker ? `Your open ${ticker} calls` : 'Your open calls';
    }
    case 'portfolio_value_history': {
      const { range } = params as QueryParams<'portfolio_value_history'>;
      return `Portfolio value, ${describeRange(range)}`;
    }
    case 'tax_status': {
      const { ticker } = params as QueryParams<'tax_status'>;
      return ticker ? `Your ${ticker} calls and lots: taxes` : 'Your open calls: taxes';
    }
    case 'roll_decision': {
      const { ticker } = params as QueryParams<'roll_decision'>;
      return `Your ${ticker} call: roll, close or let it go`;
    }
    case 'position_what_if': {
      const { ticker, move_percent: move } = params as QueryParams<'position_what_if'>;
      return `Your ${ticker} position if the stock ${move < 0 ? 'falls' : 'rises'} ${Math.abs(move)}%`;
    }
    case 'income_goal':
      return 'Income against your monthly goal';
    case 'wheel_puts': {
      const { ticker, max_strike: ceiling } = params as QueryParams<'wheel_puts'>;
      return `${ticker} put to sell${ceiling !== undefined ? ` under $${ceiling}` : ''}`;
    }
    case 'wheel_watchlist':
      return 'Your watchlist and cash for puts';
    case 'wheel_campaign': {
      const { ticker } = params as QueryParams<'wheel_campaign'>;
      return `Your ${ticker} wheel`;
    }
    case 'income_summary': {
      const { range, sources } = params as QueryParams<'income_summary'>;
      return `${incomeName(sources)}, ${describeRange(range)}`;
    }
    case 'transactions': {
      const { range, ticker, type } = params as QueryParams<'transactions'>;
      const name = type ? `${TRANSACTION_WORDS[type]} transactions` : 'Transactions';
      return `${name}${ticker ? ` in ${ticker}` : ''}${range ? `, ${describeRange(range)}` : ''}`;
    }
    case 'dividend_calendar': {
      const { source, days } = params as QueryParams<'dividend_calendar'>;
      return `Upcoming dividends: ${sourceText(source)}, next ${days} days`;
    }
    case 'earnings_calendar': {
      const { source, days } = params as QueryParams<'earnings_calendar'>;
      return `Upcoming earnings: ${sourceText(source)}, next ${days} days`;
    }
    case 'payoff': {
      const { ticker, shares, calls } = params as QueryParams<'payoff'>;
      const legs = calls.map(
        (call) =>
          `${Math.abs(call.quantity)} ${call.quantity < 0 ? 'short' : 'long'} ${describeSelect(call.select)} call${Math.abs(call.quantity) === 1 ? '' : 's'}`,
      );
      return `Payoff: ${shares} ${ticker} shares${legs.length ? ` + ${legs.join(' + ')}` : ''}`;
    }
    case 'yield_estimate': {
      const { tickers, delta, duration } = params as QueryParams<'yield_estimate'>;
      return `Estimated yield: ${list(tickers)}, ${delta.toFixed(2)} delta ${duration} calls`;
    }
    case 'alert': {
      const { ticker, direction, price } = params as QueryParams<'alert'>;
      return `Alert: ${ticker} ${direction} $${price}`;
    }
    case 'explain': {
      const { topic } = params as QueryParams<'explain'>;
      return glossary[topic].title;
    }
    case 'notice': {
      const { code, subject } = params as QueryParams<'notice'>;
      if (code === 'unknown_ticker') return `Unknown ticker${subject ? ` ${subject}` : ''}`;
      if (code === 'no_trading') return 'Thetix does not place trades';
      if (code === 'own_data_only') return 'Only your own data';
      return 'Not something I can answer yet';
    }
    case 'llm':
      return 'Summary';
  }
  return query;
};

/**
 * A plan item with its title written from its parameters; `kind` defaults to the query's first widget kind
 * (plan.ts `queryWidgetKinds`).
 */
export const item = <Q extends QueryName>(
  query: Q,
  params: z.input<(typeof queryParamSchemas)[Q]>,
  kind?: PlanWidgetKind,
): PlanItem => {
  const parsed = queryParamSchemas[query].parse(params) as QueryParams<Q>;
  const widget = kind ?? queryWidgetKinds[query][0] ?? 'table';
  return planItem(query, widget, clip(titleOf(query, parsed)), params);
};

/** The same item with a title written again from its (changed) parameters; prose items keep theirs. */
export const retitle = (planned: PlanItem): PlanItem => {
  if (planned.data.query === 'llm') return planned;
  return { ...planned, title: clip(titleOf(planned.data.query, planned.data.params)) } as PlanItem;
};

/** The item with what the question asked of it: its answer is said first (plan.ts `answerSpecSchema`). */
export const answered = (planned: PlanItem, answer: AnswerSpec): PlanItem =>
  ({ ...planned, answer }) as PlanItem;

/** A summary over earlier items of the same part; `refs` are indexes within the part, offset when parts join. */
export const prose = (
  template: QueryParams<'llm'>['template'],
  instruction: string,
  refs: readonly number[],
): PlanItem => planItem('llm', 'markdown', 'Summary', { instruction, refs: [...refs], template });
