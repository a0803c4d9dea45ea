import type { MarketModel } from '@thetix/shared/market/market-model';
import {
  EXAMPLE_CASH_DOLLARS,
  EXAMPLE_CASH_SET_ASIDE_DOLLARS,
  exampleWatchlist,
} from '@thetix/shared/portfolio/example-portfolio';
import type { Clock } from '../platform/clock';
import type { Table } from '../platform/table';
import { buildWheelRepository } from './wheel-repository';
import { buildWheelService } from './wheel-service';

/** What the example portfolio adds to the wheel, and takes away again: the hooks PortfolioService calls. */
export interface ExampleWheel {
  loaded(userId: string, accountId: string): Promise<void>;
  removed(userId: string, accountId?: string): Promise<void>;
}

/** The example's cash and watchlist (example-portfolio.ts), priced from `market` at the clock's time. */
export function buildExampleWheel(table: Table, market: MarketModel, clock: Clock): ExampleWheel {
  const wheel = buildWheelService({ wheel: buildWheelRepository(table), clock });
  return {
    loaded: (userId, accountId) =>
      wheel.loadExample(userId, accountId, {
        cash: EXAMPLE_CASH_DOLLARS,
        setAside: EXAMPLE_CASH_SET_ASIDE_DOLLARS,
        watchlist: exampleWatchlist({ market, now: clock.now() }),
      }),
    removed: (userId, accountId) => wheel.removeExample(userId, accountId),
  };
}
