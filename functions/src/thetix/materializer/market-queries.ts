import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { daysToExpiry } from '@thetix/shared/calendar/expirations';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { findCompany } from '@thetix/shared/market/company-directory';
import type { MarketModel, OptionChainSnapshot, OptionQuote } from '@thetix/shared/market/market-model';
import { isSimulatedSource, provenanceLabel } from '@thetix/shared/market/provenance-label';
import { chooseStrike, sellableCalls } from '@thetix/shared/opportunities/strike-choice';
import { eligibleExpirations } from '@thetix/shared/opportunities/expiration-choice';
import { roundCents, roundPercent } from '@thetix/shared/portfolio/money';
import type { ExpirationSelector, QueryParams, StrikeSelector } from '@thetix/shared/thetix/plan';
import { resolveRange } from './date-range';
import { NoDataError, type MaterializedItem, type QueryContext, type RawWidget } from './materializer-types';
import { alarmWidget } from '../alerts/alert-evaluation';

/** How far out an expiration selector looks. */
const EXPIRATION_HORIZON_DAYS = 400;
/** A chain widget shows the strikes nearest the price, not every listed one. */
const CHAIN_STRIKES_PER_TYPE = 15;

export const SIMULATED_FOOTNOTE = 'Simulated market data: prices and option quotes are not real.';

/** The simulator's warning, or where live figures came from ("Massive · Delayed 15 min · as of 10:32 AM ET"). */
export const marketFootnote = (market: MarketModel): { footnote?: string } =>
  market.provenance
    ? {
        footnote: isSimulatedSource(market.provenance.source)
          ? `${provenanceLabel(market.provenance, market.provenance.asOf)}. ${SIMULATED_FOOTNOTE}`
          : provenanceLabel(market.provenance, market.provenance.asOf),
      }
    : market.dataSource === 'simulated'
      ? { footnote: SIMULATED_FOOTNOTE }
      : {};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const companyName = (ticker: string) => findCompany(ticker)?.name ?? ticker;

/** The ticker's live quote; a ticker the market does not cover is the honest "No market data for X". */
export function requireQuote(context: QueryContext, ticker: string) {
  const quote = context.market.covers(ticker) ? context.market.quote(ticker, context.now) : undefined;
  if (!quote) throw new NoDataError(`No market data for ${ticker}`);
  return quote;
}

/** The listed expiration a selector means at `now`. */
export function resolveExpiration(
  context: QueryContext,
  ticker: string,
  selector: ExpirationSelector,
): CalendarDate {
  requireQuote(context, ticker);
  const today = newYorkDate(context.now);
  const listed = context.market.expirations(ticker, context.now, addDays(today, EXPIRATION_HORIZON_DAYS));
  if (listed.length === 0) throw new NoDataError(`No listed options for ${ticker}`);
  const first = (accept: (date: CalendarDate, kind: string) => boolean) =>
    listed.find((entry) => accept(entry.date, entry.kind))?.date;
  let found: CalendarDate | undefined;
  switch (selector.kind) {
    case 'next_weekly':
      found = listed[0]?.date;
      break;
    case 'next_monthly':
      found = first((_, kind) => kind === 'monthly');
      break;
    case 'next_friday': {
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      const friday = addDays(today, (5 - weekday + 7) % 7 || 7);
      // A holiday Friday's expiration moves to the Thursday before it.
      found = first((date) => date >= addDays(friday, -1));
      break;
    }
    case 'in_days': {
      const target = addDays(today, selector.days);
      found = [...listed].sort(
        (a, b) => distance(a.date, target) - distance(b.date, target) || (a.date < b.date ? -1 : 1),
      )[0]?.date;
      break;
    }
    case 'date':
      found = first((date) => date >= selector.date);
      break;
  }
  if (!found) throw new NoDataError(`No listed expiration for ${ticker} matches`);
  return found;
}

const distance = (a: CalendarDate, b: CalendarDate) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`));

function chainOf(context: QueryContext, ticker: string, expiration: CalendarDate): OptionChainSnapshot {
  const chain = context.market.optionChain(ticker, expiration, context.now);
  if (!chain || chain.options.length === 0)
    throw new NoDataError(`No option chain for ${ticker} on ${expiration}`);
  return chain;
}

/** One contract of a chain by delta, strike or distance out of the money. */
export function pickContract(
  chain: OptionChainSnapshot,
  type: 'call' | 'put',
  select: StrikeSelector,
): OptionQuote {
  const candidates = chain.options.filter((option) => option.type === type);
  const spot = chain.underlyingPrice;
  const score = (option: OptionQuote) => {
    switch (select.by) {
      case 'delta':
        return Math.abs(Math.abs(option.delta) - select.delta);
      case 'strike':
        return Math.abs(option.strike - select.strike);
      case 'otm_percent':
        return Math.abs(
          option.strike - spot * (type === 'call' ? 1 + select.percent / 100 : 1 - select.percent / 100),
        );
    }
  };
  const best = [...candidates].sort((a, b) => score(a) - score(b) || b.strike - a.strike)[0];
  if (!best) throw new NoDataError(`No ${type}s listed for ${chain.ticker} on ${chain.expiration}`);
  return best;
}

const contractFields = (option: OptionQuote) => ({
  type: option.type,
  strike: option.strike,
  premium: round(option.mid, 2),
  bid: option.bid,
  ask: option.ask,
  volume: option.volume,
  open_interest: option.openInterest,
  implied_volatility: round(option.impliedVolatility, 4),
  delta: round(option.delta, 4),
  gamma: round(option.gamma, 4),
  theta: round(option.theta, 4),
  vega: round(option.vega, 4),
});

export function quote(
  context: QueryContext,
  params: QueryParams<'quote'>,
  kind: string,
  title: string,
): MaterializedItem {
  const rows = params.tickers.map((ticker) => {
    const live = requireQuote(context, ticker);
    const change = live.price - live.previousClose;
    return {
      ticker,
      name: companyName(ticker),
      price: roundCents(live.price),
      change: roundCents(change),
      change_percent: roundPercent((change / live.previousClose) * 100),
    };
  });
  const [only] = rows;
  const widget: RawWidget =
    rows.length === 1 && only && kind === 'price'
      ? {
          widget: 'price',
          title: title || `${only.name} (${only.ticker})`,
          symbol: only.ticker,
          value: only.price,
          change: only.change,
          change_percent: only.change_percent,
        }
      : {
          widget: 'table',
          title,
          columns: [
            { key: 'ticker', header: 'Ticker', type: 'string' },
            { key: 'name', header: 'Company', type: 'string' },
            { key: 'price', header: 'Price ($)', type: 'number' },
            { key: 'change', header: 'Change ($)', type: 'number' },
            { key: 'change_percent', header: 'Change (%)', type: 'number' },
          ],
          rows,
        };
  return { widget: { ...widget, ...marketFootnote(context.market) }, facts: { quotes: rows } };
}

export function priceHistory(
  context: QueryContext,
  params: QueryParams<'price_history'>,
  kind: string,
  title: string,
): MaterializedItem {
  const range = resolveRange(params.range, context.now);
  const compare = params.tickers.length > 1;
  const series = params.tickers.map((ticker) => {
    requireQuote(context, ticker);
    const bars = context.market.dailyBars(ticker, range.from, range.to, context.now);
    if (bars.length === 0) throw new NoDataError(`No price history for ${ticker} ${range.label}`);
    const base = bars[0]!.close;
    return {
      name: ticker,
      x: bars.map((bar) => bar.date),
      y: bars.map((bar) =>
        compare ? roundPercent(((bar.close - base) / base) * 100) : roundCents(bar.close),
      ),
      first: roundCents(base),
      last: roundCents(bars.at(-1)!.close),
      change_percent: roundPercent(((bars.at(-1)!.close - base) / base) * 100),
    };
  });
  const facts = {
    range: range.label,
    from: range.from,
    to: range.to,
    tickers: series.map(({ name, first, last, change_percent }) => ({
      ticker: name,
      first,
      last,
      change_percent,
    })),
  };
  if (kind === 'table')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Ticker', `First close ($)`, 'Last close ($)', 'Change (%)'],
        rows: facts.tickers.map((row) => [row.ticker, row.first, row.last, row.change_percent]),
        ...marketFootnote(context.market),
      },
      facts,
    };
  return {
    widget: {
      widget: 'chart',
      kind: 'line',
      title,
      series: series.map(({ name, x, y }) => ({ name, x, y })),
      xlabel: 'Date',
      ylabel: compare ? `Change since ${range.from} (%)` : 'Close ($)',
      ...marketFootnote(context.market),
    },
    facts,
  };
}

export function optionChain(
  context: QueryContext,
  params: QueryParams<'option_chain'>,
  kind: string,
  title: string,
): MaterializedItem {
  const expiration = resolveExpiration(context, params.ticker, params.expiration);
  const chain = chainOf(context, params.ticker, expiration);
  const spot = chain.underlyingPrice;
  const nearest = (type: 'call' | 'put') =>
    chain.options
      .filter((option) => option.type === type)
      .sort((a, b) => Math.abs(a.strike - spot) - Math.abs(b.strike - spot))
      .slice(0, CHAIN_STRIKES_PER_TYPE)
      .sort((a, b) => a.strike - b.strike);
  const types: ('call' | 'put')[] = params.type === 'both' ? ['call', 'put'] : [params.type];
  const contracts = types.flatMap(nearest).map(contractFields);
  const facts = {
    ticker: params.ticker,
    expiration,
    current_price: roundCents(spot),
    contracts: contracts.length,
  };
  if (kind === 'table')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Type', 'Strike', 'Bid', 'Ask', 'Mid', 'Delta', 'IV (%)', 'Open interest'],
        rows: contracts.map((c) => [
          c.type,
          c.strike,
          c.bid,
          c.ask,
          c.premium,
          c.delta,
          roundPercent(c.implied_volatility * 100),
          c.open_interest,
        ]),
        ...marketFootnote(context.market),
      },
      facts,
    };
  return {
    widget: {
      widget: 'optionsChain',
      title,
      symbol: params.ticker,
      expiration,
      current_price: roundCents(spot),
      contracts,
      show_greeks: true,
      show_volume: true,
      ...marketFootnote(context.market),
    },
    facts,
  };
}

export function optionContract(
  context: QueryContext,
  params: QueryParams<'option_contract'>,
  kind: string,
  title: string,
): MaterializedItem {
  const expiration = resolveExpiration(context, params.ticker, params.expiration);
  const chain = chainOf(context, params.ticker, expiration);
  const option = pickContract(chain, params.type, params.select);
  const fields = contractFields(option);
  const facts = {
    ticker: params.ticker,
    expiration,
    current_price: roundCents(chain.underlyingPrice),
    ...fields,
  };
  if (kind === 'table')
    return {
      widget: {
        widget: 'table',
        title,
        columns: ['Field', 'Value'],
        rows: Object.entries(facts).map(([field, value]) => [field, value]),
        ...marketFootnote(context.market),
      },
      facts,
    };
  return {
    widget: {
      widget: 'optionContract',
      title,
      symbol: params.ticker,
      expiration,
      current_price: roundCents(chain.underlyingPrice),
      last_updated: context.now.toISOString(),
      ...fields,
      ...marketFootnote(context.market),
    },
    facts,
  };
}

/** The covered call a goal of this risk and cadence would sell on a ticker now, with its returns. */
export function coveredCallFor(
  context: QueryContext,
  ticker: string,
  risk: 'conservative' | 'balanced' | 'aggressive',
  duration: 'weekly' | 'monthly',
  costBasis: number | undefined,
) {
  const live = requireQuote(context, ticker);
  const { expirations } = eligibleExpirations({
    market: context.market,
    ticker,
    now: context.now,
    cadence: duration,
  });
  const expiration = expirations[0];
  if (!expiration) return undefined;
  const chain = context.market.optionChain(ticker, expiration, context.now);
  if (!chain) return undefined;
  const calls = chain.options.filter((option) => option.type === 'call');
  const call = chooseStrike(sellableCalls(calls, chain.underlyingPrice, false), risk);
  if (!call) return undefined;
  const days = Math.max(1, Math.ceil(daysToExpiry(context.now, expiration)));
  const spot = live.price;
  const basis = costBasis && costBasis > 0 ? costBasis : spot;
  const yieldFraction = call.mid / spot;
  return {
    ticker,
    expiration,
    days,
    strike: call.strike,
    delta: round(call.delta, 2),
    premium: roundCents(call.mid),
    yield_percent: roundPercent(yieldFraction * 100),
    annualized_percent: roundPercent(yieldFraction * (365 / days) * 100),
    if_called_percent: roundPercent(((call.strike - basis + call.mid) / basis) * 100),
    assignment_percent: roundPercent(Math.abs(call.delta) * 100),
  };
}

export function yieldEstimate(
  context: QueryContext,
  params: QueryParams<'yield_estimate'>,
  title: string,
): MaterializedItem {
  const rows = params.tickers.map((ticker) => {
    const live = requireQuote(context, ticker);
    const { expirations } = eligibleExpirations({
      market: context.market,
      ticker,
      now: context.now,
      cadence: params.duration,
    });
    const expiration = expirations[0];
    if (!expiration) throw new NoDataError(`No ${params.duration} expiration listed for ${ticker}`);
    const option = pickContract(chainOf(context, ticker, expiration), 'call', {
      by: 'delta',
      delta: params.delta,
    });
    const days = Math.max(1, Math.ceil(daysToExpiry(context.now, expiration)));
    const yieldFraction = option.mid / live.price;
    return {
      ticker,
      expiration,
      strike: option.strike,
      delta: round(option.delta, 2),
      premium: roundCents(option.mid),
      yield_percent: roundPercent(yieldFraction * 100),
      annualized_percent: roundPercent(yieldFraction * (365 / days) * 100),
      assignment_percent: roundPercent(Math.abs(option.delta) * 100),
    };
  });
  return {
    widget: {
      widget: 'table',
      title,
      columns: [
        { key: 'ticker', header: 'Ticker' },
        { key: 'expiration', header: 'Expiration', type: 'date' },
        { key: 'strike', header: 'Strike', type: 'number' },
        { key: 'delta', header: 'Delta', type: 'number' },
        { key: 'premium', header: 'Premium ($/share)', type: 'number' },
        { key: 'yield_percent', header: 'Yield (%)', type: 'number' },
        { key: 'annualized_percent', header: 'Annualized (%)', type: 'number' },
        { key: 'assignment_percent', header: 'Assignment odds (%)', type: 'number' },
      ],
      rows,
      ...marketFootnote(context.market),
    },
    facts: { estimates: rows },
  };
}

export function payoff(
  context: QueryContext,
  params: QueryParams<'payoff'>,
  title: string,
): MaterializedItem {
  const live = requireQuote(context, params.ticker);
  const legs: Record<string, unknown>[] = [];
  if (params.shares > 0)
    legs.push({ type: 'stock', premium: roundCents(live.price), quantity: params.shares });
  for (const call of params.calls) {
    const expiration = resolveExpiration(context, params.ticker, call.expiration);
    const option = pickContract(chainOf(context, params.ticker, expiration), 'call', call.select);
    legs.push({
      type: 'call',
      strike: option.strike,
      premium: roundCents(option.mid),
      quantity: call.quantity,
      expiration,
    });
  }
  if (legs.length === 0) throw new NoDataError('A payoff needs shares or an option');
  return {
    widget: {
      widget: 'payoff',
      title,
      legs,
      current_price: roundCents(live.price),
      underlying_range: [roundCents(live.price * 0.8), roundCents(live.price * 1.2)],
      show_breakeven: true,
      show_max_profit_loss: true,
      at_expiration: true,
      ...marketFootnote(context.market),
    },
    facts: { ticker: params.ticker, current_price: roundCents(live.price), legs },
  };
}

export function alert(context: QueryContext, params: QueryParams<'alert'>, title: string): MaterializedItem {
  const live = requireQuote(context, params.ticker);
  const price = roundCents(live.price);
  // The widget's words live with the alert's evaluation (alerts/alert-evaluation.ts); a card's refresh adds its state.
  const widget = alarmWidget({ alert: params, title, price: live.price, ...marketFootnote(context.market) });
  return {
    widget,
    facts: {
      ticker: params.ticker,
      price,
      threshold: params.price,
      direction: params.direction,
      triggered: widget.value === true,
    },
  };
}

/** Upcoming dividends or earnings of some tickers, each against the next expirations. */
export function corporateCalendar(
  context: QueryContext,
  which: 'dividends' | 'earnings',
  tickers: readonly string[],
  days: number,
  shares: ReadonlyMap<string, number>,
  title: string,
): MaterializedItem {
  const today = newYorkDate(context.now);
  const through = addDays(today, days);
  const rows: Record<string, string | number | boolean | null>[] = [];
  for (const ticker of tickers) {
    if (!context.market.covers(ticker)) continue;
    const listed = context.market.expirations(ticker, context.now, addDays(through, 45));
    const nextWeekly = listed[0]?.date ?? null;
    const nextMonthly = listed.find((entry) => entry.kind === 'monthly')?.date ?? null;
    if (which === 'dividends')
      for (const dividend of context.market.dividends(ticker, today, through)) {
        const held = shares.get(ticker) ?? 0;
        rows.push({
          ticker,
          ex_date: dividend.exDate,
          pay_date: dividend.payDate,
          amount: roundCents(dividend.amount),
          shares: held,
          expected_cash: roundCents(dividend.amount * held),
          before_next_weekly: nextWeekly !== null && dividend.exDate <= nextWeekly,
          before_next_monthly: nextMonthly !== null && dividend.exDate <= nextMonthly,
        });
      }
    else
      for (const earnings of context.market.earnings(ticker, today, through))
        rows.push({
          ticker,
          date: earnings.date,
          time: earnings.time === 'before-open' ? 'Before open' : 'After close',
          next_weekly: nextWeekly,
          before_next_weekly: nextWeekly !== null && earnings.date <= nextWeekly,
          next_monthly: nextMonthly,
          before_next_monthly: nextMonthly !== null && earnings.date <= nextMonthly,
        });
  }
  rows.sort((a, b) => String(a.ex_date ?? a.date).localeCompare(String(b.ex_date ?? b.date)));
  const columns =
    which === 'dividends'
      ? [
          { key: 'ticker', header: 'Ticker' },
          { key: 'ex_date', header: 'Ex-dividend', type: 'date' },
          { key: 'pay_date', header: 'Pay date', type: 'date' },
          { key: 'amount', header: 'Per share ($)', type: 'number' },
          { key: 'shares', header: 'Shares held', type: 'number' },
          { key: 'expected_cash', header: 'Expected ($)', type: 'number' },
          { key: 'before_next_weekly', header: 'Before next weekly expiry' },
          { key: 'before_next_monthly', header: 'Before next monthly expiry' },
        ]
      : [
          { key: 'ticker', header: 'Ticker' },
          { key: 'date', header: 'Earnings', type: 'date' },
          { key: 'time', header: 'When' },
          { key: 'next_weekly', header: 'Next weekly expiry', type: 'date' },
          { key: 'before_next_weekly', header: 'Before it' },
          { key: 'next_monthly', header: 'Next monthly expiry', type: 'date' },
          { key: 'before_next_monthly', header: 'Before it' },
        ];
  return {
    widget: { widget: 'table', title, columns, rows, ...marketFootnote(context.market) },
    facts: { events: rows, days },
  };
}
