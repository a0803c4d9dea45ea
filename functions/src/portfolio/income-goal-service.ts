import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { ALL_ACCOUNTS, type GoalId } from '@thetix/shared/contracts/goals';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import type { Duration, RiskLevel } from '@thetix/shared/contracts/calculator';
import { incomeGoalPlan } from '@thetix/shared/goals/income-goal';
import {
  currentGoalsPremium,
  solverOptions,
  type GoalHolding,
} from '@thetix/shared/goals/income-goal-forecast';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { CONTRACT_SIZE } from '@thetix/shared/portfolio/ledger';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import { NotFoundError } from '../http/errors';
import type { MarketNeeds } from '../market-data/market-access';
import type { Clock } from '../platform/clock';
import { isConditionFailure, type Table } from '../platform/table';
import { profileKey } from '../profile/profile-entity';
import type { PortfolioService } from './portfolio-service';

/** The backtest's year and the realised-volatility window before it (as the calculator route loads). */
const BACKTEST_HISTORY_DAYS = 366 + 35;

const goalParts = (goalId: GoalId | string): { risk: RiskLevel; duration: Duration } => {
  const [risk, duration] = goalId.split('_') as [RiskLevel, Duration];
  return { risk, duration };
};

/**
 * The income goal (issue 32 item 4): kept on the profile item as `monthlyIncomeGoal`; the tracking is made on read
 * from the income days the pages add up (portfolio-service `incomeDays`), the books' open calls, the holdings'
 * dividends and the calculator's backtest of the user's goals (shared/src/goals/income-goal.ts).
 */
export function buildIncomeGoalService(deps: {
  table: Table;
  portfolio: PortfolioService;
  loadMarket: (needs: MarketNeeds, now: Date) => Promise<MarketModel>;
  clock: Clock;
}) {
  const { table, portfolio, clock } = deps;
  const selections = buildGoalSelectionRepository(table);

  const readSettings = async (userId: string) => {
    const { Item } = await table.client.send(
      new GetCommand({
        TableName: table.name,
        Key: profileKey(userId),
        ProjectionExpression: 'pk, monthlyIncomeGoal, defaultGoals',
      }),
    );
    if (!Item) throw new NotFoundError('Profile not found');
    return {
      monthlyGoal: typeof Item.monthlyIncomeGoal === 'number' ? Item.monthlyIncomeGoal : null,
      defaultGoal: (Item.defaultGoals as { income?: string } | undefined)?.income,
    };
  };

  const track = async (userId: string): Promise<IncomeGoalResponse> => {
    const now = clock.now();
    const today = newYorkDate(now);
    const year = today.slice(0, 4);
    const [settings, held, chosen, actualDays] = await Promise.all([
      readSettings(userId),
      portfolio.holdingsWithOptions(userId),
      selections.listSelections(userId, ALL_ACCOUNTS),
      portfolio.incomeDays(userId, { from: `${year}-01-01`, to: today }),
    ]);
    const byTicker = new Map<string, { shares: number; calls: (typeof held)[number]['options'] }>();
    for (const book of held) {
      const seen = byTicker.get(book.ticker) ?? { shares: 0, calls: [] };
      seen.shares += book.shares;
      seen.calls = [
        ...seen.calls,
        ...book.options.filter((option) => option.type === 'call' && option.contracts < 0),
      ];
      byTicker.set(book.ticker, seen);
    }
    const tickers = [...byTicker.keys()].filter((ticker) => byTicker.get(ticker)!.shares > 0);
    const market = await deps.loadMarket(
      {
        tickers,
        barsFrom: addDays(today, -BACKTEST_HISTORY_DAYS),
        listExpirations: true,
        // The rest of the year's dividends.
        events: { from: today, to: `${year}-12-31` },
        backtest: true,
      },
      now,
    );
    const goalOf = new Map(chosen.map((selection) => [selection.ticker, selection.goalId]));
    const holdings: GoalHolding[] = [];
    const withoutGoal: string[] = [];
    const allHoldings: GoalHolding[] = [];
    const expectedDividends: Record<string, number> = {};
    const openCallPremium: Record<string, number> = {};
    for (const ticker of tickers) {
      const { shares, calls } = byTicker.get(ticker)!;
      const price = market.quote(ticker, now)?.price;
      if (price === undefined || !market.covers(ticker)) continue;
      const dollars = shares * price;
      const goalId = goalOf.get(ticker) ?? settings.defaultGoal;
      allHoldings.push({ ticker, dollars, risk: 'balanced', duration: 'weekly' });
      if (goalId) holdings.push({ ticker, dollars, ...goalParts(goalId) });
      else withoutGoal.push(ticker);
      for (const dividend of market.dividends(ticker, addDays(today, 1), `${year}-12-31`))
        expectedDividends[dividend.payDate.slice(0, 7)] =
          (expectedDividends[dividend.payDate.slice(0, 7)] ?? 0) + dividend.amount * shares;
      for (const call of calls)
        if (call.expiration >= today && call.expiration.startsWith(year))
          openCallPremium[call.expiration.slice(0, 7)] =
            (openCallPremium[call.expiration.slice(0, 7)] ?? 0) +
            -call.contracts * CONTRACT_SIZE * call.averagePrice;
    }
    const asOf = addDays(today, -1);
    const plan = incomeGoalPlan({
      today,
      monthlyGoal: settings.monthlyGoal,
      actualDays,
      openCallPremium,
      expectedDividends,
      currentGoals:
        holdings.length > 0
          ? currentGoalsPremium({ holdings, asOf, market })
          : { yearlyPremium: { low: 0, median: 0, high: 0 } },
      solverOptions: solverOptions({ holdings: allHoldings, asOf, market }),
    });
    return {
      monthlyGoal: settings.monthlyGoal,
      ...plan,
      months: [...plan.months],
      solver: [...plan.solver],
      withoutGoal,
      asOf: now.toISOString(),
      dataSource: market.dataSource,
    };
  };

  return {
    /** GET /api/portfolio/income-goal. */
    get: track,

    /** PUT /api/portfolio/income-goal: sets (or with null clears) the monthly goal, then answers the tracking. */
    async set(userId: string, monthlyAmount: number | null): Promise<IncomeGoalResponse> {
      try {
        await table.client.send(
          new UpdateCommand({
            TableName: table.name,
            Key: profileKey(userId),
            ConditionExpression: 'attribute_exists(pk)',
            ...(monthlyAmount === null
              ? { UpdateExpression: 'REMOVE monthlyIncomeGoal' }
              : {
                  UpdateExpression: 'SET monthlyIncomeGoal = :amount',
                  ExpressionAttributeValues: { ':amount': monthlyAmount },
                }),
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new NotFoundError('Profile not found');
        throw error;
      }
      return track(userId);
    },
  };
}
export type IncomeGoalService = ReturnType<typeof buildIncomeGoalService>;
