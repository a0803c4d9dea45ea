import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { expiryEpochMs, expiryInstant } from '../calendar/expirations';
import { newYorkDate } from '../calendar/nyse-calendar';
import type { MarketModel } from '../market/market-model';
import type { OpenOption } from './ledger-book';
import { CHART_DAYS, type Marks, type PerformanceMarks } from './performance';

const intrinsic = (option: OpenOption, spot: number): number =>
  Math.max(0, option.type === 'call' ? spot - option.strike : option.strike - spot);

/**
 * Marks from the market model: live quotes at `now`, session closes for the chart, and options priced by the
 * model's own pricing (the chain's mid) at the spot of the moment. Closes of the chart's year are read once per
 * ticker. Tickers the model does not cover have no price (valued at cost); their options are valued at the
 * premium paid, so they show no unrealised result.
 */
export function marketMarks(market: MarketModel, now: Date): PerformanceMarks {
  const today = newYorkDate(now);
  const closeCache = new Map<string, Map<CalendarDate, number>>();

  const closesOf = (ticker: string): Map<CalendarDate, number> => {
    let closes = closeCache.get(ticker);
    if (closes) return closes;
    closes = new Map();
    if (market.covers(ticker)) {
      // A year and a fortnight back: the chart's year plus the previous year's last session for year to date.
      const from = addDays(today, -CHART_DAYS - 14);
      const first = from < market.dataRange.first ? market.dataRange.first : from;
      const series = market.closes(ticker, first, today);
      series.dates.forEach((date, index) => closes!.set(date, series.closes[index]!));
    }
    closeCache.set(ticker, closes);
    return closes;
  };

  const closeOn = (ticker: string, date: CalendarDate): number | undefined => {
    const cached = closesOf(ticker).get(date);
    if (cached !== undefined || !market.covers(ticker) || date < market.dataRange.first) return cached;
    return market.closeOn(ticker, date);
  };

  const optionMark = (option: OpenOption, spot: number | undefined, date: CalendarDate, instant: Date) => {
    if (spot === undefined) return option.averagePrice;
    if (instant.getTime() >= expiryEpochMs(option.expiration)) return intrinsic(option, spot);
    // The core quote: the same mid as the full chain row, without the fields a mark does not use.
    return market.priceOptionCore({
      ticker: option.ticker,
      date,
      instant,
      spot,
      strike: option.strike,
      expiration: option.expiration,
      type: option.type,
    }).mid;
  };

  const liveCache = new Map<string, ReturnType<MarketModel['quote']>>();
  const quoteOf = (ticker: string) => {
    if (!liveCache.has(ticker)) liveCache.set(ticker, market.quote(ticker, now));
    return liveCache.get(ticker);
  };

  const live: Marks = {
    spot: (ticker) => quoteOf(ticker)?.price,
    option: (option) => {
      const quote = quoteOf(option.ticker);
      return optionMark(option, quote?.price, quote?.sessionDate ?? today, now);
    },
  };

  return {
    now,
    live,
    previousClose: (ticker) => quoteOf(ticker)?.previousClose,
    atClose: (date) => {
      const instant = expiryInstant(date);
      return {
        spot: (ticker) => closeOn(ticker, date),
        option: (option) => optionMark(option, closeOn(option.ticker, date), date, instant),
      };
    },
  };
}
