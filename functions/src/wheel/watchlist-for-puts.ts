import type { WatchlistForPuts } from '@thetix/shared/contracts/watchlist';
import { systemClock } from '../platform/clock';
import { defaultTable, type Table } from '../platform/table';
import { buildWheelRepository } from './wheel-repository';
import { buildWheelService } from './wheel-service';

/**
 * A user's watchlist with the cash each entry's account holds for puts (set aside, at most the balance), by ticker:
 * the read the put opportunity engine calls. Two Queries of the user's partition (`WATCH#`, `ACCOUNT#`). The cash
 * is the account's, shared by every ticker it secures: the engine must not spend it once per ticker.
 */
export const buildWatchlistForPuts =
  (table: Table) =>
  (userId: string): Promise<WatchlistForPuts[]> =>
    buildWheelService({ wheel: buildWheelRepository(table), clock: systemClock }).watchlistForPuts(userId);

/** {@link buildWatchlistForPuts} on the process's table. */
export const watchlistForPuts = (userId: string): Promise<WatchlistForPuts[]> =>
  buildWatchlistForPuts(defaultTable())(userId);
