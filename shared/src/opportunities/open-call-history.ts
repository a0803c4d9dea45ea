import { type CalendarDate, toDayNumber } from '../calendar/calendar-date';
import { marketSession, previousTradingDay, tradingDaysBetween } from '../calendar/nyse-calendar';
import { backtestCoveredCalls, type TradeRecord } from '../calculator/covered-call-backtest';
import { createStrikeSelector } from '../calculator/strike-selection';
import { buildTradeSchedule, oneYearBefore } from '../calculator/trade-schedule';
import type { RiskLevel, Duration } from '../contracts/calculator';
import type { OpenCallRule } from '../contracts/opportunities';
import type { DecisionChoice, RuleHistory } from '../contracts/what-if';
import type { MarketModel } from '../market/market-model';
import { SHARES_PER_CONTRACT } from '../options/covered-call-payoff';
import { roundCents } from '../portfolio/money';
import { decideOpenCall } from './open-call-rules';

/**
 * How the same rule has done on this ticker over the last two years (issue 32 item 2), with the calculator's
 * backtest machinery (`shared/src/calculator`): the goal's covered calls are sold on the ticker's real closes of the
 * past two years (`buildTradeSchedule`, `createStrikeSelector`, `backtestCoveredCalls`), and each call is looked at
 * `daysBeforeExpiry` calendar days before its expiry, priced by the market model on that day. Where the open-call
 * rules (`decideOpenCall`) fire with the same rule as today's call, each of the three choices is played out on the
 * real closes, per share, from that day to the choice's expiry:
 *
 *   let it go:  min(S_T, K) − S_t                       (assigned at K, or keeps shares worth S_T)
 *   close now:  S_T − S_t − ask_t                       (buys the call back, keeps the shares to T)
 *   roll:       S_T2 − S_t − ask_t + bid2_t − max(S_T2 − K2, 0)
 *
 * where the roll goes out by today's roll's extension (to the first trading day at or after T + extension, the last
 * session of the window at the latest ignored) at today's roll's strike ratio K2 / K, rounded to the listed
 * increment. Results are per contract (× 100), averaged over the times the rule fired. Commissions are left out, as
 * in the calculator.
 */

export interface OpenCallHistoryInput {
  readonly market: MarketModel;
  readonly ticker: string;
  /** The last session of the window (the day before today's session). */
  readonly to: CalendarDate;
  readonly rule: OpenCallRule;
  readonly daysBeforeExpiry: number;
  readonly riskLevel?: RiskLevel;
  readonly cadence?: Duration;
  /** Today's roll: calendar days added and new strike ÷ held strike; without one the roll is not played. */
  readonly roll?: { readonly timeExtension: number; readonly strikeRatio: number };
}

export interface OpenCallHistory {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  readonly byChoice: Record<DecisionChoice, RuleHistory>;
}

const summary = (results: readonly number[]): RuleHistory => ({
  times: results.length,
  average_per_contract:
    results.length === 0
      ? null
      : roundCents((results.reduce((sum, value) => sum + value, 0) / results.length) * SHARES_PER_CONTRACT),
  gains: results.filter((value) => value > 0).length,
});

/** Undefined when the market cannot answer two years of closes or option prices for the ticker. */
export const openCallRuleHistory = (input: OpenCallHistoryInput): OpenCallHistory | undefined => {
  const { market, ticker, rule, daysBeforeExpiry, roll } = input;
  const to = input.to;
  const from = oneYearBefore(oneYearBefore(to));
  if (from < market.dataRange.first) return undefined;
  const dates = tradingDaysBetween(from, to);
  const { closes } = market.closes(ticker, from, to);
  if (closes.length !== dates.length) return undefined;
  const schedule = buildTradeSchedule({
    dates,
    cadence: input.cadence ?? 'monthly',
    firstEntryIndex: 0,
    riskFreeRate: (date) => market.riskFreeRate(date),
  });
  const record: TradeRecord[] = [];
  backtestCoveredCalls({
    dates,
    path: closes,
    schedule,
    selectStrike: createStrikeSelector(market, ticker, input.riskLevel ?? 'balanced'),
    record,
  });
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  const firstAtOrAfter = (dayNumber: number): number =>
    dates.findIndex((date) => toDayNumber(date) >= dayNumber);
  const results: Record<DecisionChoice, number[]> = { roll: [], close: [], let_go: [] };
  for (const trade of record) {
    const expiry = indexOf.get(trade.expiration);
    const entry = indexOf.get(trade.entryDate);
    if (expiry === undefined || entry === undefined) continue;
    const trigger = firstAtOrAfter(toDayNumber(trade.expiration) - daysBeforeExpiry);
    if (trigger <= entry || trigger >= expiry) continue;
    const day = dates[trigger] as CalendarDate;
    const instant = marketSession(day)?.close;
    if (!instant) continue;
    const spot = closes[trigger] as number;
    const quote = market.priceOptionCore({
      ticker,
      date: day,
      instant,
      spot,
      strike: trade.strike,
      expiration: trade.expiration,
      type: 'call',
    });
    const decision = decideOpenCall({
      spot,
      strike: trade.strike,
      days: toDayNumber(trade.expiration) - toDayNumber(day),
      delta: quote.delta,
      ask: quote.ask,
      averagePremium: trade.bid,
      ...(input.riskLevel ? { riskLevel: input.riskLevel } : {}),
    });
    if (decision.rule !== rule) continue;
    const atExpiry = closes[expiry] as number;
    results.let_go.push(Math.min(atExpiry, trade.strike) - spot);
    results.close.push(atExpiry - spot - quote.ask);
    if (!roll) continue;
    const rolledExpiry = firstAtOrAfter(toDayNumber(trade.expiration) + roll.timeExtension);
    if (rolledExpiry < 0 || rolledExpiry >= dates.length - 1) continue;
    const increment = market.strikeIncrement(ticker, spot);
    const rolledStrike = Math.max(
      trade.strike,
      Math.round((trade.strike * roll.strikeRatio) / increment) * increment,
    );
    const rolled = market.priceOptionCore({
      ticker,
      date: day,
      instant,
      spot,
      strike: rolledStrike,
      expiration: dates[rolledExpiry] as CalendarDate,
      type: 'call',
    });
    const atRolledExpiry = closes[rolledExpiry] as number;
    results.roll.push(
      atRolledExpiry - spot - quote.ask + rolled.bid - Math.max(atRolledExpiry - rolledStrike, 0),
    );
  }
  return {
    from,
    to,
    byChoice: { roll: summary(results.roll), close: summary(results.close), let_go: summary(results.let_go) },
  };
};

/** The window's last session: the trading day before `session`. */
export const historyEnd = (session: CalendarDate): CalendarDate => previousTradingDay(session);
