import type { AccountSource } from '@thetix/shared/contracts/portfolio';
import type { AccountCashBody, CashSource } from '@thetix/shared/contracts/watchlist';

/**
 * The cash rule (issue 31 item 1, decision 331), as pure functions over the cash attributes of the Account item:
 *
 * - A brokerage sync that reports a balance always records it as `syncedCashBalance`, and it becomes the account's
 *   `cashBalance` unless the balance was entered by hand (`cashSource` manual) or is the example's: a synced balance
 *   is refreshed by each sync, a hand-entered one is kept. A sync that reports none changes nothing.
 * - Entering a balance by hand makes it `manual`; entering null goes back to the last synced balance (or 0 with no
 *   sync) and to `synced` (or none).
 * - The part set aside for puts is at most the balance when it is set; a later sync may lower the balance below
 *   it, so what puts may use is the smaller of the two.
 */

/** The cash attributes as stored on the Account item (sk `ACCOUNT#<id>`) beside the portfolio's own. */
export interface StoredCash {
  readonly source: AccountSource;
  readonly cashBalance?: number;
  readonly cashSource?: CashSource;
  readonly cashUpdatedAt?: string;
  readonly syncedCashBalance?: number;
  readonly cashSetAside?: number;
}

export interface CashFigures {
  readonly cashBalance: number;
  readonly cashSource: CashSource | null;
  readonly cashUpdatedAt: string | null;
  readonly syncedCashBalance: number | null;
  readonly cashSetAside: number;
  readonly cashForPuts: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The figures of an account's cash. A connected account written before the source was recorded holds a balance
 * only its syncs wrote, so it reads as `synced`.
 */
export function cashFigures(stored: StoredCash): CashFigures {
  const cashBalance = cents(Math.max(0, stored.cashBalance ?? 0));
  const cashSetAside = cents(Math.max(0, stored.cashSetAside ?? 0));
  const cashSource =
    stored.cashSource ?? (stored.source !== 'manual' && stored.cashBalance !== undefined ? 'synced' : null);
  return {
    cashBalance,
    cashSource,
    cashUpdatedAt: stored.cashUpdatedAt ?? null,
    syncedCashBalance: stored.syncedCashBalance === undefined ? null : cents(stored.syncedCashBalance),
    cashSetAside,
    cashForPuts: Math.min(cashSetAside, cashBalance),
  };
}

/** True when a sync's reported balance replaces the account's balance: not over one entered by hand or the example's. */
export const syncReplacesBalance = (cashSource: CashSource | undefined): boolean =>
  cashSource === undefined || cashSource === 'synced';

/** The attributes a hand entry sets, or the reason it is refused (a 400 naming the field). */
export type CashEntry =
  | {
      readonly ok: true;
      readonly set: {
        cashBalance: number;
        cashSetAside: number;
        cashUpdatedAt: string;
        cashSource?: CashSource;
      };
      /** Attributes to remove: the source, when going back to synced with no sync ever reported. */
      readonly remove: readonly 'cashSource'[];
    }
  | { readonly ok: false; readonly field: 'cashSetAside'; readonly message: string };

/** Applies PUT /api/accounts/{id}/cash to what is stored, at `now`. */
export function applyCashEntry(stored: StoredCash, body: AccountCashBody, now: Date): CashEntry {
  const current = cashFigures(stored);
  let cashBalance = current.cashBalance;
  let cashSource: CashSource | undefined = current.cashSource ?? undefined;
  if (body.cashBalance === null) {
    cashBalance = current.syncedCashBalance ?? 0;
    cashSource = current.syncedCashBalance === null ? undefined : 'synced';
  } else if (body.cashBalance !== undefined) {
    cashBalance = body.cashBalance;
    cashSource = 'manual';
  }
  const cashSetAside = body.cashSetAside ?? current.cashSetAside;
  if (body.cashSetAside !== undefined && body.cashSetAside > cashBalance)
    return {
      ok: false,
      field: 'cashSetAside',
      message: `must be at most the cash balance (${cashBalance.toFixed(2)})`,
    };
  return {
    ok: true,
    // A lower hand-entered balance lowers the set-aside part with it, so it never exceeds what is there.
    set: {
      cashBalance,
      cashSetAside: Math.min(cashSetAside, cashBalance),
      cashUpdatedAt: now.toISOString(),
      ...(cashSource ? { cashSource } : {}),
    },
    remove: cashSource ? [] : ['cashSource'],
  };
}
