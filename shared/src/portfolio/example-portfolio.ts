import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { monthlyExpiration } from '../calendar/expirations';
import { formatOccSymbol } from '../calendar/occ-symbol';
import {
  isTradingDay,
  marketSession,
  newYorkDate,
  newYorkInstant,
  nextTradingDay,
  previousTradingDay,
} from '../calendar/nyse-calendar';
import type { MarketModel } from '../market/market-model';
import { optionRoot } from '../opportunities/covered-call-pricing';
import { addsShares, CONTRACT_SIZE, type LedgerLine } from './ledger';

/**
 * The example portfolio for onboarding (spec part 1 §3: "three tickers totalling 1,000,000 dollars"): well-known
 * optionable stocks from the company directory, held for a year (bought at the close a year ago), with a year of
 * monthly covered calls, the dividends they paid, and one short call on AAPL expiring within days so the roll and
 * close opportunities have something to work on.
 *
 * Every price is the market model's: shares at the session close, calls sold at the model's bid. Strikes are chosen
 * with hindsight so the story is the same on any day it is loaded: every call expires worthless except one, sold
 * just out of the money in the cycle whose stock rose most, which is assigned when the stock closes above the
 * strike (it is then bought back at the next close). Nothing is invented: if the market did not rise enough that
 * year, that call expires too.
 *
 * The example amount is what the portfolio is worth when it is loaded (issue 18 item 9): each ticker's share count is
 * a third of the amount at the last session's close, so the holdings add up to the amount (to within one share
 * each) on the day the example is created, and the positions' cost is what those shares cost a year earlier. Past
 * that day the value moves with the market like any portfolio.
 */
export const EXAMPLE_TICKERS = ['AAPL', 'MSFT', 'KO'] as const;
export const EXAMPLE_TOTAL_DOLLARS = 1_000_000;
/** Days of history the example covers. */
const HISTORY_DAYS = 365;
/** Monthly calls expire at least this many calendar days after their sale (the calculator's monthly rule). */
const MIN_DAYS_TO_EXPIRY = 14;
/** Strikes of the calls meant to expire: at least this far out of the money at sale... */
const EXPIRING_OTM = 1.05;
/** ...and this far above the stock's close on expiration day. */
const HINDSIGHT_MARGIN = 1.01;
/** The assigned call is sold just out of the money, in a cycle where the stock rose at least this much. */
const ASSIGNED_OTM = 1.01;
const ASSIGNED_MIN_RISE = 1.03;
/** The open call expires within this many days, so the review rules (roll at 3 days or less) come into play. */
const OPEN_CALL_DAYS = 7;

const cents = (value: number) => Math.round(value * 100) / 100;

interface Cycle {
  readonly ticker: string;
  readonly sale: CalendarDate;
  readonly expiration: CalendarDate;
  readonly rise: number;
}

export interface ExampleInput {
  readonly market: MarketModel;
  readonly now: Date;
  readonly accountId: string;
}

/** The last session whose close has passed at `now`. */
export const lastClosedSession = (market: MarketModel, now: Date, ticker: string): CalendarDate => {
  const quote = market.quote(ticker, now);
  if (!quote) throw new RangeError(`${ticker} is not covered by the market model`);
  return quote.marketOpen ? previousTradingDay(quote.sessionDate) : quote.sessionDate;
};

const onOrAfter = (date: CalendarDate) => (isTradingDay(date) ? date : nextTradingDay(date));
const onOrBefore = (date: CalendarDate) => (isTradingDay(date) ? date : previousTradingDay(date));

/** The first monthly expiration at least {@link MIN_DAYS_TO_EXPIRY} days after `sale`. */
const monthlyAfter = (sale: CalendarDate): CalendarDate => {
  const earliest = addDays(sale, MIN_DAYS_TO_EXPIRY);
  const [year, month] = earliest.split('-').map(Number) as [number, number];
  const candidate = monthlyExpiration(year, month);
  return candidate >= earliest
    ? candidate
    : monthlyExpiration(month === 12 ? year + 1 : year, (month % 12) + 1);
};

/**
 * `minutes` before the session's close: 16:00 New York time, or 13:00 on an early-close day (the day after
 * Thanksgiving), so a trade of the last session is never dated after the session, nor after `now`.
 */
const beforeClose = (date: CalendarDate, minutes: number): Date =>
  new Date((marketSession(date)?.close ?? newYorkInstant(date, 16, 0)).getTime() - minutes * 60_000);

/** Shares of one example ticker: a third of the example amount at the close of `session` (the day it is created). */
export const exampleShares = (market: MarketModel, ticker: string, session: CalendarDate): number =>
  Math.floor(EXAMPLE_TOTAL_DOLLARS / EXAMPLE_TICKERS.length / market.closeOn(ticker, session));

export function exampleLedger({ market, now, accountId }: ExampleInput): LedgerLine[] {
  const lastSession = lastClosedSession(market, now, EXAMPLE_TICKERS[0]);
  const start = onOrAfter(addDays(newYorkDate(now), -HISTORY_DAYS));
  const prefix = `ex-${accountId.slice(0, 8)}`;
  const lines: LedgerLine[] = [];
  let sequence = 0;
  const nextGroup = (ticker: string) =>
    `${prefix}-${ticker.replace('.', '')}-${String(++sequence).padStart(3, '0')}`;
  const base = { accountId, source: 'manual' as const, testData: true, fees: 0 };

  // The open call: the first listed AAPL expiration after now, sold about a week before it.
  const openTicker = EXAMPLE_TICKERS[0];
  const openExpiration = market.expirations(openTicker, now, addDays(newYorkDate(now), OPEN_CALL_DAYS + 7))[0]
    ?.date;
  const openSale = openExpiration
    ? [onOrBefore(addDays(openExpiration, -OPEN_CALL_DAYS)), lastSession].sort()[0]!
    : undefined;

  const cutoffOf = (ticker: string) => (ticker === openTicker && openSale ? openSale : lastSession);
  const cyclesOf = (ticker: string): Cycle[] => {
    const cycles: Cycle[] = [];
    for (let sale = start; ;) {
      const expiration = monthlyAfter(sale);
      if (expiration >= cutoffOf(ticker)) return cycles;
      cycles.push({
        ticker,
        sale,
        expiration,
        rise: market.closeOn(ticker, expiration) / market.closeOn(ticker, sale),
      });
      sale = nextTradingDay(expiration);
    }
  };
  const cycles = EXAMPLE_TICKERS.flatMap(cyclesOf);
  const assignedCycle = [...cycles]
    .filter((cycle) => cycle.rise >= ASSIGNED_MIN_RISE)
    .sort((a, b) => b.rise - a.rise)[0];

  for (const ticker of EXAMPLE_TICKERS) {
    const tickerLines: LedgerLine[] = [];
    const buyClose = market.closeOn(ticker, start);
    const shares = exampleShares(market, ticker, lastSession);
    const buyGroup = nextGroup(ticker);
    tickerLines.push({
      ...base,
      id: `${buyGroup}-1`,
      groupId: buyGroup,
      ticker,
      symbol: ticker,
      timestamp: beforeClose(start, 5).toISOString(),
      tickerType: 'equity',
      orderType: 'buy',
      quantity: shares,
      price: cents(buyClose),
    });

    const sellCall = (sale: CalendarDate, expiration: CalendarDate, strikeFloor: number) => {
      const spot = market.closeOn(ticker, sale);
      const increment = market.strikeIncrement(ticker, spot);
      const strike = Math.ceil(strikeFloor / increment - 1e-9) * increment;
      const contracts = Math.floor(shares / CONTRACT_SIZE);
      const instant = beforeClose(sale, 4);
      const bid = cents(
        market.priceOption({ ticker, date: sale, instant, spot, strike, expiration, type: 'call' }).bid,
      );
      if (contracts < 1 || bid < 0.01) return undefined;
      const groupId = nextGroup(ticker);
      const symbol = formatOccSymbol({ root: optionRoot(ticker), expiration, type: 'call', strike });
      const option = { ticker, symbol, optionType: 'call' as const, expiration, strike };
      tickerLines.push({
        ...base,
        ...option,
        id: `${groupId}-1`,
        groupId,
        timestamp: instant.toISOString(),
        tickerType: 'option',
        orderType: 'sell',
        quantity: contracts,
        price: bid,
      });
      return { groupId, option, contracts, strike };
    };

    for (const cycle of cycles.filter((candidate) => candidate.ticker === ticker)) {
      const spot = market.closeOn(ticker, cycle.sale);
      const expiryClose = market.closeOn(ticker, cycle.expiration);
      const floor =
        cycle === assignedCycle
          ? spot * ASSIGNED_OTM
          : Math.max(spot * EXPIRING_OTM, expiryClose * HINDSIGHT_MARGIN);
      const sold = sellCall(cycle.sale, cycle.expiration, floor);
      if (!sold) continue;
      const expiry = beforeClose(cycle.expiration, 0).toISOString();
      const close = { ...base, ...sold.option, groupId: sold.groupId, timestamp: expiry };
      if (expiryClose <= sold.strike) {
        tickerLines.push({
          ...close,
          id: `${sold.groupId}-2`,
          tickerType: 'option',
          orderType: 'expiry',
          quantity: sold.contracts,
          price: 0,
        });
        continue;
      }
      const delivered = sold.contracts * CONTRACT_SIZE;
      tickerLines.push(
        {
          ...close,
          id: `${sold.groupId}-2`,
          tickerType: 'option',
          orderType: 'assignment',
          quantity: sold.contracts,
          price: 0,
        },
        {
          ...base,
          id: `${sold.groupId}-3`,
          groupId: sold.groupId,
          ticker,
          symbol: ticker,
          timestamp: expiry,
          tickerType: 'equity',
          orderType: 'assignment',
          optionType: 'call',
          quantity: delivered,
          price: sold.strike,
        },
      );
      const rebuy = nextTradingDay(cycle.expiration);
      const rebuyGroup = nextGroup(ticker);
      tickerLines.push({
        ...base,
        id: `${rebuyGroup}-1`,
        groupId: rebuyGroup,
        ticker,
        symbol: ticker,
        timestamp: beforeClose(rebuy, 5).toISOString(),
        tickerType: 'equity',
        orderType: 'buy',
        quantity: delivered,
        price: cents(market.closeOn(ticker, rebuy)),
      });
    }

    if (ticker === openTicker && openExpiration && openSale) {
      sellCall(openSale, openExpiration, market.closeOn(ticker, openSale) * ASSIGNED_OTM);
    }

    lines.push(
      ...tickerLines,
      ...dividendLines(market, ticker, start, lastSession, tickerLines, base, nextGroup),
    );
  }
  return lines;
}

/** Dividends paid by `lastSession` on the shares held the evening before each ex-date. */
function dividendLines(
  market: MarketModel,
  ticker: string,
  start: CalendarDate,
  lastSession: CalendarDate,
  tickerLines: readonly LedgerLine[],
  base: Pick<LedgerLine, 'accountId' | 'source' | 'testData' | 'fees'>,
  nextGroup: (ticker: string) => string,
): LedgerLine[] {
  const result: LedgerLine[] = [];
  for (const dividend of market.dividends(ticker, addDays(start, 1), lastSession)) {
    if (dividend.payDate > lastSession) continue;
    const exOpen = newYorkInstant(dividend.exDate, 9, 30).toISOString();
    const held = tickerLines
      .filter((line) => line.tickerType === 'equity' && line.timestamp < exOpen)
      .reduce((sum, line) => sum + (addsShares(line) ? line.quantity : -line.quantity), 0);
    if (held <= 0) continue;
    const groupId = nextGroup(ticker);
    result.push({
      ...base,
      id: `${groupId}-1`,
      groupId,
      ticker,
      symbol: ticker,
      timestamp: newYorkInstant(dividend.payDate, 9, 0).toISOString(),
      tickerType: 'dividend',
      quantity: held,
      price: dividend.amount,
    });
  }
  return result;
}

/**
 * The example's cash and watchlist (issue 31 item 1), so a new user sees the wheel at work: cash beside the shares,
 * part of it set aside for cash-secured puts, and three dividend payers from the company directory that suit puts
 * (steady, liquid, not already held). Two carry a target price 5% under the last close (the buy-the-dip price a put
 * would aim at), one a target share of the portfolio instead.
 */
export const EXAMPLE_CASH_DOLLARS = 60_000;
export const EXAMPLE_CASH_SET_ASIDE_DOLLARS = 40_000;
const EXAMPLE_TARGET_DISCOUNT = 0.95;

export interface ExampleWatchlistEntry {
  readonly ticker: string;
  readonly targetPrice: number | null;
  readonly targetAllocationPercent: number | null;
  readonly riskLevel: 'conservative' | 'balanced' | 'aggressive';
}

const EXAMPLE_WATCHLIST = [
  { ticker: 'PEP', target: 'price', riskLevel: 'conservative' },
  { ticker: 'JNJ', target: 'price', riskLevel: 'conservative' },
  { ticker: 'VZ', target: 'allocation', riskLevel: 'balanced' },
] as const;
const EXAMPLE_ALLOCATION_PERCENT = 2;

export const EXAMPLE_WATCHLIST_TICKERS: readonly string[] = EXAMPLE_WATCHLIST.map((entry) => entry.ticker);

/** The example watchlist at `now`: target prices from the last session's close, rounded down to cents. */
export function exampleWatchlist({
  market,
  now,
}: Pick<ExampleInput, 'market' | 'now'>): ExampleWatchlistEntry[] {
  return EXAMPLE_WATCHLIST.map(({ ticker, target, riskLevel }) => ({
    ticker,
    targetPrice:
      target === 'price'
        ? Math.floor(
            market.closeOn(ticker, lastClosedSession(market, now, ticker)) * EXAMPLE_TARGET_DISCOUNT * 100,
          ) / 100
        : null,
    targetAllocationPercent: target === 'allocation' ? EXAMPLE_ALLOCATION_PERCENT : null,
    riskLevel,
  }));
}
