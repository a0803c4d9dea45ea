import type { MarketModel } from '@thetix/shared/market/market-model';
import { buildCampaignService } from '../campaigns/campaign-service';
import type { Clock } from '../platform/clock';
import type { Table } from '../platform/table';
import type { PortfolioRepository } from '../portfolio/portfolio-repository';
import { buildWheelRepository } from '../wheel/wheel-repository';
import { buildWheelService } from '../wheel/wheel-service';
import type { WheelData } from './materializer/wheel-data';

/**
 * The wheel reads of PortfolioData: campaigns from the campaign service the routes use (marked with the run's
 * market, so a card's figures are of one moment), and the watchlist and cash from the wheel service.
 */
export function buildWheelData(deps: {
  readonly portfolio: PortfolioRepository;
  readonly market: MarketModel;
  readonly clock: Clock;
  readonly wheelInputs: WheelData['wheelInputs'];
}): WheelData {
  const campaigns = buildCampaignService({
    portfolio: deps.portfolio,
    market: deps.market,
    loadMarket: async () => deps.market,
    clock: deps.clock,
  });
  return {
    wheelInputs: deps.wheelInputs,
    async campaigns(userId, ticker, accountId) {
      const list = await campaigns.list(userId, { ticker, ...(accountId ? { accountId } : {}) });
      return Promise.all(
        list.campaigns.map(async (summary) => (await campaigns.get(userId, summary.id)).campaign),
      );
    },
  };
}

/** The wheel inputs of a table: GET /api/watchlist's entries with their cash for puts, and GET /api/cash. */
export const tableWheelInputs = (table: Table, clock: Clock): WheelData['wheelInputs'] => {
  const wheel = buildWheelService({ wheel: buildWheelRepository(table), clock });
  return async (userId) => {
    const [watchlist, cash] = await Promise.all([wheel.watchlistForPuts(userId), wheel.cash(userId)]);
    return { watchlist, cash: cash.accounts };
  };
};
