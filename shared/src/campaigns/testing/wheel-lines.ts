import type { CalendarDate } from '../../calendar/calendar-date';
import type { LedgerLine, LineOptionType } from '../../portfolio/ledger';
import type { CampaignMarks } from '../campaigns';

/**
 * Ledger lines of a wheel, written the way the brokerage sync maps them (functions/src/brokerage/ledger-mapping.ts):
 * trades at 10:00 New York (15:00 UTC in winter; a sale five minutes after a buy-back, as a roll's two legs), expiries and assignments at the close (21:00 UTC), an assignment as
 * the option's line and the equity line of the same group.
 */

export interface OptionSpec {
  readonly ticker?: string;
  readonly type: LineOptionType;
  readonly strike: number;
  readonly expiration: CalendarDate;
}

const symbolOf = (spec: OptionSpec) =>
  `${spec.ticker ?? 'KO'}${spec.expiration.slice(2).replaceAll('-', '')}${spec.type === 'put' ? 'P' : 'C'}${String(
    Math.round(spec.strike * 1000),
  ).padStart(8, '0')}`;

const at = (date: CalendarDate, time = '15:00') => `${date}T${time}:00.000Z`;

const base = (id: string, ticker: string) => ({
  id,
  accountId: 'account-1',
  groupId: id,
  ticker,
  symbol: ticker,
  fees: 0,
  source: 'manual' as const,
  testData: false,
});

const optionLine = (
  id: string,
  spec: OptionSpec,
  date: CalendarDate,
  orderType: LedgerLine['orderType'],
  contracts: number,
  price: number,
  fees: number,
  time?: string,
): LedgerLine => ({
  ...base(id, spec.ticker ?? 'KO'),
  groupId: symbolOf(spec),
  symbol: symbolOf(spec),
  timestamp: at(date, time),
  tickerType: 'option',
  orderType,
  optionType: spec.type,
  strike: spec.strike,
  expiration: spec.expiration,
  quantity: contracts,
  price,
  fees,
});

export const sellToOpen = (
  id: string,
  spec: OptionSpec,
  date: CalendarDate,
  contracts: number,
  premium: number,
  fees = 0,
) => optionLine(id, spec, date, 'sell', contracts, premium, fees, '15:05');

export const buyToClose = (
  id: string,
  spec: OptionSpec,
  date: CalendarDate,
  contracts: number,
  price: number,
  fees = 0,
) => optionLine(id, spec, date, 'buy', contracts, price, fees, '15:00');

export const expire = (id: string, spec: OptionSpec, contracts: number) =>
  optionLine(id, spec, spec.expiration, 'expiry', contracts, 0, 0, '21:00');

/** The option's assignment line and the shares moving at the strike (received for a put, delivered for a call). */
export const assign = (
  id: string,
  spec: OptionSpec,
  contracts: number,
  date: CalendarDate = spec.expiration,
) => [
  optionLine(`${id}-option`, spec, date, 'assignment', contracts, 0, 0, '21:00'),
  {
    ...base(`${id}-shares`, spec.ticker ?? 'KO'),
    groupId: symbolOf(spec),
    timestamp: at(date, '21:00'),
    tickerType: 'equity' as const,
    orderType: 'assignment' as const,
    optionType: spec.type,
    quantity: contracts * 100,
    price: spec.strike,
  },
];

export const buyShares = (
  id: string,
  ticker: string,
  date: CalendarDate,
  shares: number,
  price: number,
): LedgerLine => ({
  ...base(id, ticker),
  timestamp: at(date),
  tickerType: 'equity',
  orderType: 'buy',
  quantity: shares,
  price,
});

export const dividend = (
  id: string,
  ticker: string,
  date: CalendarDate,
  shares: number,
  perShare: number,
): LedgerLine => ({
  ...base(id, ticker),
  timestamp: at(date, '13:00'),
  tickerType: 'dividend',
  quantity: shares,
  price: perShare,
});

/** Marks from tables: today's spot, closes by date, open options at a fixed mid (their premium when not listed). */
export function tableMarks(
  spot: Record<string, number>,
  closes: Record<string, Record<CalendarDate, number>> = {},
  optionMids: Record<string, number> = {},
): CampaignMarks {
  return {
    spot: (ticker) => spot[ticker],
    option: (option) => optionMids[option.symbol],
    closeOn: (ticker, date) => closes[ticker]?.[date],
  };
}
