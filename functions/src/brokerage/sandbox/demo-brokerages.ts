import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { monthlyExpiration } from '@thetix/shared/calendar/expirations';
import { formatOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import {
  isTradingDay,
  newYorkDate,
  newYorkInstant,
  nextTradingDay,
  previousTradingDay,
} from '@thetix/shared/calendar/nyse-calendar';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { optionRoot } from '@thetix/shared/opportunities/covered-call-pricing';
import { CONTRACT_SIZE } from '@thetix/shared/portfolio/ledger';
import type { BrokerageActivity } from '../brokerage-port';

/**
 * The sandbox aggregator's demo brokerages: fictional institutions whose accounts hold realistic covered-call
 * portfolios priced by the market simulator. Each history is a pure function of the day the user connected (its
 * anchor) and `now`, and only ever grows: an activity, once reported, keeps its id and figures at every later
 * sync, as a real broker's would. Calls are sold with hindsight so they expire, as in the example portfolio
 * (shared/src/portfolio/example-portfolio.ts), and weekly writers always hold a call expiring within a week, so
 * roll and close opportunities appear.
 */

export interface DemoHolding {
  readonly ticker: string;
  readonly shares: number;
  /** `before`: bought before the history the aggregator reports, so the sync needs an opening balance. */
  readonly since: 'history' | 'before';
  readonly calls: 'weekly' | 'monthly' | 'none';
}

export interface DemoAccount {
  readonly key: string;
  readonly name: string;
  readonly cashBalance: number;
  readonly holdings: readonly DemoHolding[];
}

export interface DemoBrokerage {
  readonly id: string;
  readonly name: string;
  readonly tagline: string;
  readonly accounts: readonly DemoAccount[];
}

export const demoBrokerages: readonly DemoBrokerage[] = [
  {
    id: 'northwind',
    name: 'Northwind Brokerage',
    tagline: 'Individual brokerage account',
    accounts: [
      {
        key: 'individual',
        name: 'Individual Brokerage',
        cashBalance: 25_000,
        holdings: [
          { ticker: 'AAPL', shares: 300, since: 'history', calls: 'weekly' },
          { ticker: 'MSFT', shares: 200, since: 'history', calls: 'monthly' },
          { ticker: 'KO', shares: 500, since: 'before', calls: 'none' },
        ],
      },
    ],
  },
  {
    id: 'harbor',
    name: 'Harbor Street Investing',
    tagline: 'Roth IRA and a joint account',
    accounts: [
      {
        key: 'roth',
        name: 'Roth IRA',
        cashBalance: 8_400.5,
        holdings: [
          { ticker: 'JPM', shares: 400, since: 'before', calls: 'monthly' },
          { ticker: 'PG', shares: 150, since: 'history', calls: 'none' },
        ],
      },
      {
        key: 'joint',
        name: 'Joint Account',
        cashBalance: 3_250,
        holdings: [{ ticker: 'SPY', shares: 200, since: 'history', calls: 'weekly' }],
      },
    ],
  },
  {
    id: 'summit',
    name: 'Summit Trade',
    tagline: 'A small account: one position under 100 shares',
    accounts: [
      {
        key: 'individual',
        name: 'Individual',
        cashBalance: 12_000,
        holdings: [
          { ticker: 'XOM', shares: 300, since: 'history', calls: 'monthly' },
          { ticker: 'NVDA', shares: 60, since: 'history', calls: 'none' },
        ],
      },
    ],
  },
];

export const findDemoBrokerage = (id: string) => demoBrokerages.find((brokerage) => brokerage.id === id);

/** Days of history the sandbox reports before the anchor (a year, like most aggregators). */
export const HISTORY_DAYS = 365;
/** Holdings bought before the history were bought this many days before the anchor. */
const BEFORE_HISTORY_DAYS = 800;
/** Strikes at least this far out of the money at sale (weeklies nearer, or their bids round to nothing)... */
const EXPIRING_OTM = { weekly: 1.02, monthly: 1.05 } as const;
/** ...and this far above the stock's close on expiration day, so every call expires (hindsight). */
const HINDSIGHT_MARGIN = 1.01;
const MIN_MONTHLY_DAYS = 14;

const cents = (value: number) => Math.round(value * 100) / 100;
const onOrAfter = (date: CalendarDate) => (isTradingDay(date) ? date : nextTradingDay(date));

const monthlyAfter = (sale: CalendarDate): CalendarDate => {
  const earliest = addDays(sale, MIN_MONTHLY_DAYS);
  const [year, month] = earliest.split('-').map(Number) as [number, number];
  const candidate = monthlyExpiration(year, month);
  return candidate >= earliest
    ? candidate
    : monthlyExpiration(month === 12 ? year + 1 : year, (month % 12) + 1);
};

/** The Friday (or the trading day before it) at least 4 days after `sale`: a weekly expiration. */
const weeklyAfter = (sale: CalendarDate): CalendarDate => {
  let date = addDays(sale, 4);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 5) date = addDays(date, 1);
  return isTradingDay(date) ? date : previousTradingDay(date);
};

/**
 * Every activity of one demo account dated up to `now`: the purchases (those before the history included, for the
 * holdings), covered calls from the anchor's history start onward, their expiries, and the dividends paid.
 */
export function demoActivities(input: {
  market: MarketModel;
  account: DemoAccount;
  /** The day the user connected: fixes the history so it never shifts between syncs. */
  anchor: CalendarDate;
  now: Date;
}): BrokerageActivity[] {
  const { market, account, now } = input;
  const nowIso = now.toISOString();
  const historyStart = onOrAfter(addDays(input.anchor, -HISTORY_DAYS));
  const activities: BrokerageActivity[] = [];
  const push = (activity: BrokerageActivity) => {
    if (activity.timestamp <= nowIso) activities.push(activity);
  };

  for (const holding of account.holdings) {
    const { ticker, shares } = holding;
    const bought =
      holding.since === 'before' ? onOrAfter(addDays(input.anchor, -BEFORE_HISTORY_DAYS)) : historyStart;
    push({
      id: `${account.key}-${ticker}-buy-${bought}`,
      kind: 'buy',
      ticker,
      quantity: shares,
      price: cents(market.closeOn(ticker, bought)),
      fees: 0,
      timestamp: newYorkInstant(bought, 15, 55).toISOString(),
    });

    const contracts = Math.floor(shares / CONTRACT_SIZE);
    if (holding.calls !== 'none' && contracts > 0) {
      const nextExpiration = holding.calls === 'weekly' ? weeklyAfter : monthlyAfter;
      let sale = historyStart;
      while (newYorkInstant(sale, 15, 56).toISOString() <= nowIso) {
        const expiration = nextExpiration(sale);
        const spot = market.closeOn(ticker, sale);
        const expiryClose = market.closeOn(ticker, expiration);
        const increment = market.strikeIncrement(ticker, spot);
        const floor = Math.max(spot * EXPIRING_OTM[holding.calls], expiryClose * HINDSIGHT_MARGIN);
        const strike = Math.ceil(floor / increment - 1e-9) * increment;
        const instant = newYorkInstant(sale, 15, 56);
        const bid = cents(
          market.priceOption({ ticker, date: sale, instant, spot, strike, expiration, type: 'call' }).bid,
        );
        if (bid >= 0.05) {
          const optionSymbol = formatOccSymbol({
            root: optionRoot(ticker),
            expiration,
            type: 'call',
            strike,
          });
          push({
            id: `${account.key}-${optionSymbol}-sell`,
            kind: 'sell',
            ticker,
            optionSymbol,
            quantity: contracts,
            price: bid,
            fees: cents(0.65 * contracts),
            timestamp: instant.toISOString(),
          });
          push({
            id: `${account.key}-${optionSymbol}-expiry`,
            kind: 'expiry',
            ticker,
            optionSymbol,
            quantity: contracts,
            price: 0,
            fees: 0,
            timestamp: newYorkInstant(expiration, 16, 0).toISOString(),
          });
        }
        sale = nextTradingDay(expiration);
      }
    }

    const today = newYorkDate(now);
    for (const dividend of market.dividends(ticker, addDays(bought, 1), today)) {
      push({
        id: `${account.key}-${ticker}-dividend-${dividend.payDate}`,
        kind: 'dividend',
        ticker,
        quantity: shares,
        price: dividend.amount,
        fees: 0,
        timestamp: newYorkInstant(dividend.payDate, 9, 0).toISOString(),
      });
    }
  }
  return activities.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}
