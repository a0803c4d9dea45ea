import { addDays } from '../calendar/calendar-date';
import { newYorkDate, previousTradingDay } from '../calendar/nyse-calendar';
import type { MarketModel } from '../market/market-model';
import type { TickerMarket } from './option-market';
import { formatDate, formatUsd } from './wording';

/**
 * The drawers' 'Market Context' (`rationale.news_summary`, spec part 2 §2-3): what the market model knows about the
 * ticker, in one short paragraph. No news feed is licensed, so there are no headlines; the paragraph is the recent
 * move and the corporate events ahead (earnings, ex-dividend), and says so when the data is simulated, as the
 * market-data badge does.
 */

/** How far ahead an event is worth mentioning: a quarter holds one report and one ex-date of a quarterly payer. */
export const MARKET_CONTEXT_HORIZON_DAYS = 91;
/** The recent move is measured over a trading week. */
export const RECENT_MOVE_TRADING_DAYS = 5;

export const SIMULATED_DATA_NOTE = 'Simulated market data, not news.';

/** "up 1.25%" / "down 0.40%" / "unchanged", from a fractional change. */
const move = (change: number): string => {
  const percent = Math.abs(change * 100).toFixed(2);
  if (percent === '0.00') return 'unchanged';
  return `${change > 0 ? 'up' : 'down'} ${percent}%`;
};

export interface MarketContextInput {
  readonly market: MarketModel;
  readonly tickerMarket: TickerMarket;
  readonly now: Date;
}

/**
 * "Simulated market data, not news. AAPL is at $231.40, up 0.85% today and down 2.10% over 5 trading days. Next
 * earnings Jan 29, 2027, after the close. Next ex-dividend date Feb 9, 2027 ($0.26 a share)." A sentence is left
 * out when the model has nothing for it.
 */
export function marketContextSummary({ market, tickerMarket, now }: MarketContextInput): string {
  const { ticker, spot, sessionDate } = tickerMarket;
  const sentences: string[] = [];
  if (market.dataSource === 'simulated') sentences.push(SIMULATED_DATA_NOTE);

  const quote = market.quote(ticker, now);
  let weekAgo = sessionDate;
  for (let day = 0; day < RECENT_MOVE_TRADING_DAYS; day += 1) weekAgo = previousTradingDay(weekAgo);
  const weekAgoClose = market.closeOn(ticker, weekAgo);
  const moves = [
    quote && quote.previousClose > 0 ? `${move(spot / quote.previousClose - 1)} today` : undefined,
    weekAgoClose > 0
      ? `${move(spot / weekAgoClose - 1)} over ${RECENT_MOVE_TRADING_DAYS} trading days`
      : undefined,
  ].filter((text): text is string => text !== undefined);
  sentences.push(`${ticker} is at ${formatUsd(spot)}${moves.length ? `, ${moves.join(' and ')}` : ''}.`);

  const today = newYorkDate(now);
  const horizon = addDays(today, MARKET_CONTEXT_HORIZON_DAYS);
  // Today's report is still ahead only if it comes after the close (the engine runs during the session).
  const report = market
    .earnings(ticker, today, horizon)
    .find((event) => event.date > today || (event.date === today && event.time === 'after-close'));
  if (report)
    sentences.push(
      `Next earnings ${formatDate(report.date)}, ${report.time === 'before-open' ? 'before the open' : 'after the close'}.`,
    );
  const dividend = market.dividends(ticker, addDays(today, 1), horizon).find((event) => event.exDate > today);
  if (dividend)
    sentences.push(
      `Next ex-dividend date ${formatDate(dividend.exDate)} (${formatUsd(dividend.amount)} a share).`,
    );
  return sentences.join(' ');
}
