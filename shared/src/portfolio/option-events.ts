import { toDayNumber, type CalendarDate } from '../calendar/calendar-date';
import { newYorkDate, newYorkInstant } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, sortLines, type LedgerLine } from './ledger';

/**
 * The end of a short option recorded by hand (issue 31, decision 364): a manual account's broker does not report
 * assignments and expiries to Thetix, so the user records them. The lines are those the brokerage sync writes for
 * the same event (functions/src/brokerage/ledger-mapping.ts): the option's `assignment` or `expiry` line at price 0
 * in the series' group, and on an assignment the equity `assignment` line moving 100 shares a contract at the
 * strike (a put receives them, a call delivers them).
 */

export interface OptionEventRequest {
  readonly accountId: string;
  readonly ticker: string;
  readonly symbol: string;
  readonly event: 'assignment' | 'expiry';
  readonly contracts?: number;
  readonly date?: CalendarDate;
}

export type OptionEventOutcome =
  | { readonly ok: true; readonly lines: readonly LedgerLine[] }
  | { readonly ok: false; readonly status: 400 | 404 | 409; readonly message: string };

const refuse = (status: 400 | 404 | 409, message: string): OptionEventOutcome => ({
  ok: false,
  status,
  message,
});

/** Contracts of `symbol` still sold short after `lines` (sales open, buys, expiries and assignments close). */
const openShortContracts = (series: readonly LedgerLine[]): number =>
  series.reduce((open, line) => open + (line.orderType === 'sell' ? line.quantity : -line.quantity), 0);

/** The shares of `ticker` held after `lines` (buys and put assignments add, sales and call assignments take). */
const sharesHeld = (lines: readonly LedgerLine[]): number =>
  lines
    .filter((line) => line.tickerType === 'equity')
    .reduce((held, line) => {
      const adds = line.orderType === 'buy' || (line.orderType === 'assignment' && line.optionType === 'put');
      return held + (adds ? line.quantity : -line.quantity);
    }, 0);

export function optionEventLines(params: {
  /** The account's lines of the ticker. */
  readonly lines: readonly LedgerLine[];
  readonly request: OptionEventRequest;
  readonly now: Date;
  readonly newId: () => string;
}): OptionEventOutcome {
  const { request, now } = params;
  const series = sortLines(
    params.lines.filter(
      (line) =>
        line.tickerType === 'option' && line.symbol === request.symbol && line.ticker === request.ticker,
    ),
  );
  const first = series[0];
  if (
    !first ||
    first.orderType !== 'sell' ||
    !first.optionType ||
    first.strike === undefined ||
    !first.expiration
  )
    return refuse(404, `No option ${request.symbol} was sold in this account`);
  const open = openShortContracts(series);
  if (open <= 0) return refuse(409, `${request.symbol} has no contract still open: nothing to record`);
  const contracts = request.contracts ?? open;
  if (contracts > open)
    return refuse(409, `contracts must be at most ${open}: only ${open} of ${request.symbol} are still open`);
  const today = newYorkDate(now);
  const date = request.date ?? first.expiration;
  if (toDayNumber(date) > toDayNumber(today))
    return refuse(400, `date must not be in the future (today is ${today})`);
  const soldOn = newYorkDate(new Date(series.at(-1)!.timestamp));
  if (toDayNumber(date) < toDayNumber(soldOn))
    return refuse(400, `date must be on or after ${soldOn}, the option's last trade`);
  if (toDayNumber(date) > toDayNumber(first.expiration))
    return refuse(400, `date must be on or before the expiration, ${first.expiration}`);
  if (request.event === 'expiry' && date !== first.expiration)
    return refuse(400, `An option expires on its expiration date, ${first.expiration}`);
  const shares = contracts * CONTRACT_SIZE;
  if (request.event === 'assignment' && first.optionType === 'call') {
    const held = sharesHeld(
      params.lines.filter((line) => line.timestamp <= newYorkInstant(date, 16, 0).toISOString()),
    );
    if (held + 1e-9 < shares)
      return refuse(
        409,
        `An assignment of ${contracts} calls delivers ${shares} shares; this account holds ${held}`,
      );
  }
  // At the session's close (or now, when recorded before it), and always after the option's last trade: a sale
  // made after the close is recorded later than 16:00.
  const close = newYorkInstant(date, 16, 0);
  const lastTrade = Date.parse(series.at(-1)!.timestamp);
  const timestamp = new Date(
    Math.max(lastTrade + 1000, Math.min(close.getTime(), now.getTime())),
  ).toISOString();
  const id = params.newId();
  const base = {
    accountId: request.accountId,
    groupId: first.groupId,
    ticker: request.ticker,
    timestamp,
    fees: 0,
    source: 'manual' as const,
    testData: false,
  };
  const optionLine: LedgerLine = {
    ...base,
    id,
    symbol: request.symbol,
    tickerType: 'option',
    orderType: request.event,
    optionType: first.optionType,
    strike: first.strike,
    expiration: first.expiration,
    quantity: contracts,
    price: 0,
  };
  if (request.event === 'expiry') return { ok: true, lines: [optionLine] };
  return {
    ok: true,
    lines: [
      optionLine,
      {
        ...base,
        id: `${id}-e`,
        symbol: request.ticker,
        tickerType: 'equity',
        orderType: 'assignment',
        optionType: first.optionType,
        quantity: shares,
        price: first.strike,
      },
    ],
  };
}
