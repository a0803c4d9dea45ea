import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import type { Clock } from '../platform/clock';
import { randomId } from '../platform/ids';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildOpportunityRepository } from '../opportunities/opportunity-repository';
import type { PortfolioData } from './materializer/materializer-types';

/** Opportunities a card lists per account, at most. */
const OPPORTUNITIES_PER_ACCOUNT = 50;

/**
 * The caller's portfolio as Thetix queries read it: the same services the dashboard uses (so a card and a page
 * never disagree), read-only. Hidden accounts are left out as the dashboard's "All accounts" does.
 */
export function buildPortfolioData(table: Table, market: MarketModel, clock: Clock): PortfolioData {
  const portfolio = buildPortfolioService({
    portfolio: buildPortfolioRepository(table),
    market,
    clock,
    ids: randomId,
  });
  const opportunities = buildOpportunityRepository(table);
  return {
    positions: (userId, accountId) => portfolio.listPositions(userId, accountId),
    performance: (userId, accountId) => portfolio.performance(userId, { accountId }),
    transactionGroups: (userId, accountId) => portfolio.transactions(userId, { accountId }),
    opportunity: async (userId, id) => (await opportunities.get(userId, id))?.opportunity,
    async opportunities(userId, accountId): Promise<Opportunity[]> {
      const accounts = (await portfolio.listAccounts(userId)).filter(
        (account) => !account.hidden && (accountId === undefined || account.id === accountId),
      );
      const lists = await Promise.all(
        accounts.map((account) =>
          opportunities.listByStatus(userId, account.id, 'active', { limit: OPPORTUNITIES_PER_ACCOUNT }),
        ),
      );
      return lists.flat();
    },
  };
}
