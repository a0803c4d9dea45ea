import type { CalendarDate } from '../calendar/calendar-date';
import { newYorkDate } from '../calendar/nyse-calendar';
import { CONTRACT_SIZE, sortLines, type LedgerLine } from '../portfolio/ledger';

/**
 * Tax lots of one stock in one account, built from the ledger (the one source of truth of holdings).
 *
 * - A buy opens a lot at its price plus fees. A put assignment opens a lot at the strike, lowered by the premium the
 *   put was sold for (IRS Publication 550, "Puts and calls": the writer of an exercised put reduces the basis of the
 *   shares bought by the premium received); the premium is read from the option lines of the same group.
 * - A sale or a call assignment closes shares from the lots the account's method picks. Past sales are replayed with
 *   the same method: the ledger does not record which lot a broker matched.
 * - The pages' cost basis is the average cost of the shares held (shared/src/portfolio/ledger-book.ts). Lots are the
 *   tax view beside it; the two totals differ once shares have been sold, and the lots view says so.
 */

export interface TaxLot {
  /** The ledger line that opened the lot. */
  readonly id: string;
  readonly acquiredOn: CalendarDate;
  readonly origin: 'buy' | 'put_assignment';
  /** Shares still held from this lot. */
  readonly shares: number;
  /** Cost per share, fees and put premium included. */
  readonly costPerShare: number;
  /**
   * The day the holding period counts from when a past call moved it (past-calls.ts): later than `acquiredOn` after an
   * in-the-money qualified call suspended it or a call that was not qualified restarted it. Absent: `acquiredOn`.
   */
  readonly holdingFrom?: CalendarDate;
}

/** The day a lot's holding period counts from. */
export const holdingStart = (lot: Pick<TaxLot, 'acquiredOn' | 'holdingFrom'>): CalendarDate =>
  lot.holdingFrom ?? lot.acquiredOn;

/** How shares leave the lots: first in first out (the IRS default for stock), last in, highest cost, or named lots. */
export type LotMethod =
  | { readonly kind: 'fifo' }
  | { readonly kind: 'lifo' }
  | { readonly kind: 'highest_cost' }
  | { readonly kind: 'specific'; readonly lotIds: readonly string[] };

export const FIFO: LotMethod = { kind: 'fifo' };

export interface LotSlice {
  readonly lot: TaxLot;
  readonly shares: number;
}

const SHARE_EPSILON = 1e-9;

/** The order a method takes lots in; named lots first, in the order named, then FIFO for any remainder. */
const lotOrder = (lots: readonly TaxLot[], method: LotMethod): TaxLot[] => {
  const byAge = [...lots].sort((a, b) =>
    a.acquiredOn < b.acquiredOn ? -1 : a.acquiredOn > b.acquiredOn ? 1 : 0,
  );
  switch (method.kind) {
    case 'fifo':
      return byAge;
    case 'lifo':
      return byAge.reverse();
    case 'highest_cost':
      return [...byAge].sort((a, b) => b.costPerShare - a.costPerShare);
    case 'specific': {
      const named = method.lotIds.flatMap((id) => byAge.filter((lot) => lot.id === id));
      return [...named, ...byAge.filter((lot) => !method.lotIds.includes(lot.id))];
    }
  }
};

/** The slices of lots that `shares` shares would leave under a method (fewer when fewer are held). */
export function pickLots(lots: readonly TaxLot[], shares: number, method: LotMethod = FIFO): LotSlice[] {
  const slices: LotSlice[] = [];
  let left = shares;
  for (const lot of lotOrder(lots, method)) {
    if (left <= SHARE_EPSILON) break;
    const take = Math.min(lot.shares, left);
    if (take > SHARE_EPSILON) slices.push({ lot, shares: take });
    left -= take;
  }
  return slices;
}

const removeSlices = (lots: readonly TaxLot[], slices: readonly LotSlice[]): TaxLot[] =>
  lots
    .map((lot) => {
      const taken = slices
        .filter((slice) => slice.lot.id === lot.id)
        .reduce((sum, slice) => sum + slice.shares, 0);
      return taken > 0 ? { ...lot, shares: lot.shares - taken } : lot;
    })
    .filter((lot) => lot.shares > SHARE_EPSILON);

/** Net premium per share a group's sold puts brought in (sale proceeds minus their fees, over the shares covered). */
const putPremiumPerShare = (lines: readonly LedgerLine[], groupId: string): number => {
  const sold = lines.filter(
    (line) =>
      line.groupId === groupId &&
      line.tickerType === 'option' &&
      line.optionType === 'put' &&
      line.orderType === 'sell',
  );
  const contracts = sold.reduce((sum, line) => sum + line.quantity, 0);
  if (contracts <= 0) return 0;
  const net = sold.reduce((sum, line) => sum + line.quantity * line.price * CONTRACT_SIZE - line.fees, 0);
  return net / (contracts * CONTRACT_SIZE);
};

/**
 * The open lots of `ticker` in `accountId` after every line up to `at` (ledger order), past sales matched by
 * `method`.
 */
export function taxLotsOf(params: {
  readonly lines: readonly LedgerLine[];
  readonly accountId: string;
  readonly ticker: string;
  readonly at: Date;
  readonly method?: LotMethod;
}): TaxLot[] {
  const method = params.method ?? FIFO;
  const atIso = params.at.toISOString();
  const mine = sortLines(
    params.lines.filter(
      (line) =>
        line.accountId === params.accountId && line.ticker === params.ticker && line.timestamp <= atIso,
    ),
  );
  let lots: TaxLot[] = [];
  for (const line of mine) {
    if (line.tickerType !== 'equity' || line.quantity <= 0) continue;
    const acquiredOn = newYorkDate(new Date(line.timestamp));
    if (line.orderType === 'buy') {
      lots.push({
        id: line.id,
        acquiredOn,
        origin: 'buy',
        shares: line.quantity,
        costPerShare: (line.quantity * line.price + line.fees) / line.quantity,
      });
    } else if (line.orderType === 'assignment' && line.optionType === 'put') {
      const premium = putPremiumPerShare(mine, line.groupId);
      lots.push({
        id: line.id,
        acquiredOn,
        origin: 'put_assignment',
        shares: line.quantity,
        costPerShare: (line.quantity * line.price + line.fees) / line.quantity - premium,
      });
    } else if (line.orderType === 'sell' || (line.orderType === 'assignment' && line.optionType === 'call')) {
      lots = removeSlices(lots, pickLots(lots, line.quantity, method));
    }
  }
  return lots;
}
