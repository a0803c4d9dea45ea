import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { reviewHoldings } from '@thetix/shared/opportunities/holding-review';
import type { Clock } from '../platform/clock';
import { randomId } from '../platform/ids';
import type { Table } from '../platform/table';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { buildIncomeGoalService } from '../portfolio/income-goal-service';
import { buildGoalReader } from '../opportunities/goal-reader';
import { buildOpportunityRepository } from '../opportunities/opportunity-repository';
import { buildPortfolioReader } from '../opportunities/portfolio-reader';
import { buildWheelData, tableWheelInputs } from './wheel-portfolio-data';
import type { AccountHoldingReview, EngineInputs, PortfolioData } from './materializer/materializer-types';

/** Opportunities a card lists per account, at most. */
const OPPORTUNITIES_PER_ACCOUNT = 50;

/**
 * The caller's portfolio as Thetix queries read it: the same services and the same engine the pages use (so a card,
 * a chat or a report never disagrees with Gains, History, the dashboard or the position page), read-only. Hidden
 * accounts are left out as the dashboard's "All accounts" does.
 */
export function buildPortfolioData(table: Table, market: MarketModel, clock: Clock): PortfolioData {
  const portfolio = buildPortfolioService({
    portfolio: buildPortfolioRepository(table),
    market,
    clock,
    ids: randomId,
  });
  const opportunities = buildOpportunityRepository(table);
  const engine = buildPortfolioReader(table);
  const goals = buildGoalReader(table);

  const visibleAccounts = async (userId: string, accountId: string | undefined) =>
    (await portfolio.listAccounts(userId)).filter(
      (account) => !account.hidden && (accountId === undefined || account.id === accountId),
    );

  /** The inputs GET /api/opportunities/holdings and a generation run read, account by account. */
  const engineInputs = async (userId: string, accountId?: string): Promise<EngineInputs[]> => {
    const now = clock.now();
    const accounts = await visibleAccounts(userId, accountId);
    return Promise.all(
      accounts.map(async (account) => {
        const [positions, tickerGoals, allocations] = await Promise.all([
          engine.positions(userId, account.id, now),
          goals.goals(userId, account.id),
          goals.allocations(userId, account.id),
        ]);
        return { accountId: account.id, positions, goals: tickerGoals, allocations };
      }),
    );
  };

  const incomeGoals = buildIncomeGoalService({ table, portfolio, loadMarket: async () => market, clock });

  return {
    ...buildWheelData({
      portfolio: buildPortfolioRepository(table),
      market,
      clock,
      wheelInputs: tableWheelInputs(table, clock),
    }),
    taxLots: (userId, ticker, accountId) => portfolio.taxLots(userId, ticker, { accountId }),
    incomeGoal: (userId) => incomeGoals.get(userId),
    positions: (userId, accountId) => portfolio.listPositions(userId, accountId),
    performance: (userId, accountId) => portfolio.performance(userId, { accountId }),
    transactionGroups: (userId, accountId) => portfolio.transactions(userId, { accountId }),
    opportunity: async (userId, id) => (await opportunities.get(userId, id))?.opportunity,
    async opportunities(userId, accountId): Promise<Opportunity[]> {
      const accounts = await visibleAccounts(userId, accountId);
      const lists = await Promise.all(
        accounts.map((account) =>
          opportunities.listByStatus(userId, account.id, 'active', { limit: OPPORTUNITIES_PER_ACCOUNT }),
        ),
      );
      return lists.flat();
    },
    incomeDays: (userId, range, accountId) => portfolio.incomeDays(userId, { accountId, ...range }),
    engineInputs,
    async holdingReviews(userId, accountId) {
      return reviewsOf(await engineInputs(userId, accountId), market, clock.now());
    },
  };
}

/** Each account's holdings as GET /api/opportunities/holdings reviews them, from the inputs a run reads. */
export const reviewsOf = (
  inputs: readonly EngineInputs[],
  market: MarketModel,
  now: Date,
): AccountHoldingReview[] =>
  inputs.flatMap((input) =>
    reviewHoldings({
      accountId: input.accountId,
      positions: input.positions.filter(
        (position) => position.shares > 0 || position.openShortCalls.length > 0,
      ),
      goals: input.goals,
      allocations: input.allocations,
      market,
      now,
    }).map((review) => ({ ...review, accountId: input.accountId })),
  );
