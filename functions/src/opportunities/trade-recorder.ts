import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Clock } from '../platform/clock';
import { randomId } from '../platform/ids';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildOpportunityTrigger } from './opportunity-trigger';
import type { TradeRecorder } from './opportunity-ports';

/**
 * The trade port over the portfolio feature: the held series is looked up in the position's lines
 * (`TXN#<accountId>#<TICKER>#`), and recording goes through the portfolio service, so the position projection is
 * rewritten and an opportunity run booked exactly as after any other change of holdings.
 */
export function buildTradeRecorder(table: Table, market: MarketModel, clock: Clock): TradeRecorder {
  const repository = buildPortfolioRepository(table);
  const trigger = buildOpportunityTrigger(table, clock);
  const portfolio = buildPortfolioService({
    portfolio: repository,
    market,
    clock,
    ids: randomId,
    holdingsChanged: trigger.holdingsChanged,
  });
  return {
    async seriesGroup(userId, accountId, ticker, optionSymbol) {
      const lines = await repository.listLines(userId, { accountId, ticker });
      return lines.findLast((line) => line.tickerType === 'option' && line.symbol === optionSymbol)?.groupId;
    },
    record: (userId, accountId, lines) => portfolio.recordTrade(userId, accountId, lines),
  };
}
