import type { WatchlistForPuts } from '@thetix/shared/contracts/watchlist';
import { collateralPerContract } from '@thetix/shared/opportunities/put-sell';
import type { PositionInput, WatchlistPutInput } from '@thetix/shared/opportunities/opportunity-inputs';

/** An open short put's collateral: strike × 100 × contracts. */
const collateralOf = (put: { strike: number; contracts: number }) =>
  collateralPerContract(put.strike) * put.contracts;

/**
 * The watchlist entries an account secures, as the put engine's inputs (decision 361). The account's cash for puts
 * is one pot shared by every ticker it secures, like a broker's buying power: each ticker's put is sized against
 * what the pot holds once the collateral of the account's open puts on the *other* tickers is taken out (the engine
 * takes a ticker's own open puts out itself). The cards are alternatives; once one is sold, the next run sizes the
 * others against what is left, and recording a put caps its contracts at the cash.
 */
export function watchlistPutInputs(
  entries: readonly WatchlistForPuts[],
  accountId: string,
  positions: readonly Pick<PositionInput, 'ticker' | 'openShortPuts'>[],
): WatchlistPutInput[] {
  const secured = entries.filter((entry) => entry.accountId === accountId && entry.cashForPuts > 0);
  if (secured.length === 0) return [];
  const openByTicker = new Map<string, number>();
  for (const position of positions)
    for (const put of position.openShortPuts ?? [])
      openByTicker.set(position.ticker, (openByTicker.get(position.ticker) ?? 0) + collateralOf(put));
  const openInAll = [...openByTicker.values()].reduce((sum, value) => sum + value, 0);
  const pot = secured[0]!.cashForPuts;
  return secured.map((entry) => ({
    ticker: entry.ticker,
    ...(entry.targetPrice !== null ? { targetPrice: entry.targetPrice } : {}),
    riskLevel: entry.riskLevel,
    cash: Math.max(0, pot - (openInAll - (openByTicker.get(entry.ticker) ?? 0))),
  }));
}
