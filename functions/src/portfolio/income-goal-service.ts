import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { ALL_ACCOUNTS } from '@thetix/shared/contracts/goals';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import type { Duration, RiskLevel } from '@thetix/shared/contracts/calculator';
import { dividendsAMonthOf, incomeGoalPlan } from '@thetix/shared/goals/income-goal';
import { solveGoalMix } from '@thetix/shared/goals/goal-mix';
import {
  currentGoalsPremium,
  solverOptions,
  type GoalHolding,
  type HoldingScenarios,
} from '@thetix/shared/goals/income-goal-forecast';
import { eligibleExpirations } from '@thetix/shared/opportunities/expiration-choice';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { CONTRACT_SIZE } from '@thetix/shared/portfolio/ledger';
import type { OpenOption } from '@thetix/shared/portfolio/ledger-book';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import { NotFoundError } from '../http/errors';
import type { MarketNeeds } from '../market-data/market-access';
import type { Clock } from '../platform/clock';
import { isConditionFailure, type Table } from '../platform/table';
import { profileKey } from '../profile/profile-entity';
import type { PortfolioService } from './portfolio-service';

/** The backtest's year and the realised-volatility window before it (as the calculator route loads). */
const BACKTEST_HISTORY_DAYS = 366 + 35;

const goalParts = (goalId: string): { risk: RiskLevel; duration: Duration } => {
  const [risk, duration] = goalId.split('_') as [RiskLevel, Duration];
  return { risk, duration };
};

/** What the tracking reads from the market: a year of closes for the backtest and the dividends due this year. */
export const incomeGoalNeeds = (tickers: readonly string[], now: Date): MarketNeeds => {
  const today = newYorkDate(now);
  return {
    tickers,
    barsFrom: addDays(today, -BACKTEST_HISTORY_DAYS),
    listExpirations: true,
    events: { from: today, to: `${today.slice(0, 4)}-12-31` },
    backtest: true,
  };
};

export interface IncomeGoalTrackingInput {
  readonly monthlyGoal: number | null;
  /** A ticker's goal id (`balanced_weekly`): its own, else the default goal; undefined when neither is set. */
  readonly goalOf: (ticker: string) => string | undefined;
  /** Books per account and ticker: shares and open options. */
  readonly held: readonly { ticker: string; shares: number; options: readonly OpenOption[] }[];
  readonly actualDays: readonly { date: string; options: number; dividends: number }[];
  readonly market: MarketModel;
  readonly now: Date;
}

/** The tracking from what was read: the route and Thetix's `income_goal` query both answer with it. */
export function incomeGoalTracking(input: IncomeGoalTrackingInput): IncomeGoalResponse {
  const { market, now } = input;
  const today = newYorkDate(now);
  const year = today.slice(0, 4);
  const byTicker = new Map<string, { shares: number; calls: OpenOption[] }>();
  for (const book of input.held) {
    const seen = byTicker.get(book.ticker) ?? { shares: 0, calls: [] };
    seen.shares += book.shares;
    seen.calls.push(...book.options.filter((option) => option.type === 'call' && option.contracts < 0));
    byTicker.set(book.ticker, seen);
  }
  const holdings: GoalHolding[] = [];
  const allHoldings: GoalHolding[] = [];
  const withoutGoal: string[] = [];
  const expectedDividends: Record<string, number> = {};
  const openCallPremium: Record<string, number> = {};
  const addTo = (into: Record<string, number>, month: string, amount: number) => {
    into[month] = (into[month] ?? 0) + amount;
  };
  for (const [ticker, { shares, calls }] of byTicker) {
    if (shares <= 0 || !market.covers(ticker)) continue;
    const price = market.quote(ticker, now)?.price;
    if (price === undefined) continue;
    const dollars = shares * price;
    const goalId = input.goalOf(ticker);
    allHoldings.push({ ticker, dollars, risk: 'balanced', duration: 'weekly' });
    if (goalId) holdings.push({ ticker, dollars, ...goalParts(goalId) });
    else withoutGoal.push(ticker);
    for (const dividend of market.dividends(ticker, addDays(today, 1), `${year}-12-31`))
      addTo(expectedDividends, dividend.payDate.slice(0, 7), dividend.amount * shares);
    for (const call of calls)
      if (call.expiration >= today && call.expiration.startsWith(year))
        addTo(
          openCallPremium,
          call.expiration.slice(0, 7),
          -call.contracts * CONTRACT_SIZE * call.averagePrice,
        );
  }
  const asOf = addDays(today, -1);
  const perHolding: HoldingScenarios = new Map();
  const plan = incomeGoalPlan({
    today,
    monthlyGoal: input.monthlyGoal,
    actualDays: input.actualDays,
    openCallPremium,
    expectedDividends,
    currentGoals:
      holdings.length > 0
        ? currentGoalsPremium({ holdings, asOf, market })
        : { yearlyPremium: { low: 0, median: 0, high: 0 } },
    solverOptions: solverOptions({ holdings: allHoldings, asOf, market, perHolding }),
  });
  const goalMix = solveGoalMix({
    monthlyGoal: input.monthlyGoal,
    dividendsAMonth: dividendsAMonthOf(expectedDividends, today),
    holdings: perHolding,
    expirationOf: (ticker, cadence) =>
      eligibleExpirations({ market, ticker, now, cadence }).expirations[0] ?? null,
  });
  return {
    monthlyGoal: input.monthlyGoal,
    ...plan,
    months: [...plan.months],
    solver: [...plan.solver],
    goalMix: goalMix && { ...goalMix, holdings: [...goalMix.holdings] },
    withoutGoal,
    asOf: now.toISOString(),
    dataSource: market.dataSource,
  };
}

/** The profile's monthly goal (null when none) and default goal id; a missing profile is a 404. */
export async function readIncomeGoalSettings(
  table: Table,
  userId: string,
): Promise<{ monthlyGoal: number | null; defaultGoal: string | undefined }> {
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
}

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

  const readSettings = (userId: string) => readIncomeGoalSettings(table, userId);

  const track = async (userId: string): Promise<IncomeGoalResponse> => {
    const now = clock.now();
    const today = newYorkDate(now);
    const [settings, held, chosen, actualDays] = await Promise.all([
      readSettings(userId),
      portfolio.holdingsWithOptions(userId),
      selections.listSelections(userId, ALL_ACCOUNTS),
      portfolio.incomeDays(userId, { from: `${today.slice(0, 4)}-01-01`, to: today }),
    ]);
    const tickers = [...new Set(held.filter((book) => book.shares > 0).map((book) => book.ticker))];
    const market = await deps.loadMarket(incomeGoalNeeds(tickers, now), now);
    return incomeGoalTracking({
      monthlyGoal: settings.monthlyGoal,
      goalOf: (ticker) =>
        chosen.find((selection) => selection.ticker === ticker)?.goalId ?? settings.defaultGoal,
      held,
      actualDays,
      market,
      now,
    });
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
