import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Clock } from '../platform/clock';
import { randomId } from '../platform/ids';
import type { Table } from '../platform/table';
import { toLineItem } from '../portfolio/portfolio-entities';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildOpportunityTrigger } from './opportunity-trigger';
import type { TradeRecorder } from './opportunity-ports';

/**
 * The trade port over the portfolio feature: the held series is looked up in the position's lines
 * (`TXN#<accountId>#<TICKER>#`); the lines are the portfolio's own items (written in the act's transaction), and
 * afterwards the portfolio service rewrites the position projection and books an opportunity run exactly as after
 * any other change of holdings.
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
    lineItems: (userId, lines) => lines.map((line) => toLineItem(userId, line)),
    recorded: (userId, accountId) => portfolio.linesRecorded(userId, accountId),
  };
}
