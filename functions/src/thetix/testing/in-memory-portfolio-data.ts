import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import type { TickerGoal } from '@thetix/shared/opportunities/opportunity-inputs';
import { positionInputsAt } from '@thetix/shared/portfolio/holdings';
import type { PortfolioService } from '../../portfolio/portfolio-service';
import { incomeGoalTracking } from '../../portfolio/income-goal-service';
import type { PortfolioRepository } from '../../portfolio/portfolio-repository';
import type { EngineInputs, PortfolioData } from '../materializer/materializer-types';
import { reviewsOf } from '../portfolio-data';
import { buildWheelData } from '../wheel-portfolio-data';
import type { AccountCash, WatchlistForPuts } from '@thetix/shared/contracts/watchlist';

export interface InMemoryPortfolioDataOptions {
  readonly service: PortfolioService;
  readonly repository: PortfolioRepository;
  readonly market: MarketModel;
  readonly now: Date;
  /** The goal of each ticker, for every account. */
  readonly goals?: Readonly<Record<string, TickerGoal>>;
  readonly allocations?: Readonly<Record<string, number>>;
  readonly opportunities?: readonly Opportunity[];
  /** The monthly income goal in dollars; none by default. */
  readonly monthlyIncomeGoal?: number;
  /** The watchlist with its cash for puts, and the accounts' cash; none by default. */
  readonly watchlist?: readonly WatchlistForPuts[];
  readonly cash?: readonly AccountCash[];
}

/**
 * PortfolioData over the portfolio service and an in-memory repository, for unit tests of queries and answers: the
 * same service, the same engine inputs (folded from the ledger) and the same holdings review as the table-backed
 * adapter (portfolio-data.ts), with goals and opportunities given.
 */
export function buildInMemoryPortfolioData(options: InMemoryPortfolioDataOptions): PortfolioData {
  const { service, repository, market, now } = options;
  const engineInputs = async (userId: string, accountId?: string): Promise<EngineInputs[]> => {
    const accounts = (await service.listAccounts(userId)).filter(
      (account) => !account.hidden && (accountId === undefined || account.id === accountId),
    );
    return Promise.all(
      accounts.map(async (account) => ({
        accountId: account.id,
        positions: positionInputsAt(await repository.listLines(userId, { accountId: account.id }), now),
        goals: options.goals ?? {},
        allocations: options.allocations ?? {},
      })),
    );
  };
  return {
    ...buildWheelData({
      portfolio: repository,
      market,
      clock: { now: () => now },
      wheelInputs: async () => ({
        watchlist: [...(options.watchlist ?? [])],
        cash: [...(options.cash ?? [])],
      }),
    }),
    positions: (userId, accountId) => service.listPositions(userId, accountId),
    performance: (userId, accountId) => service.performance(userId, { accountId }),
    transactionGroups: (userId, accountId) => service.transactions(userId, { accountId }),
    opportunities: async () => [...(options.opportunities ?? [])],
    opportunity: async (_userId, id) => options.opportunities?.find((opportunity) => opportunity.id === id),
    incomeDays: (userId, range, accountId) => service.incomeDays(userId, { accountId, ...range }),
    engineInputs,
    holdingReviews: async (userId, accountId) =>
      reviewsOf(await engineInputs(userId, accountId), market, now),
    taxLots: (userId, ticker, accountId) => service.taxLots(userId, ticker, { accountId }),
    incomeGoal: async (userId) => {
      const today = now.toISOString().slice(0, 10);
      return incomeGoalTracking({
        monthlyGoal: options.monthlyIncomeGoal ?? null,
        goalOf: (ticker) => {
          const goal = options.goals?.[ticker];
          return goal ? `${goal.riskLevel}_${goal.cadence}` : undefined;
        },
        held: await service.holdingsWithOptions(userId),
        actualDays: await service.incomeDays(userId, { from: `${today.slice(0, 4)}-01-01`, to: today }),
        market,
        now,
      });
    },
  };
}
