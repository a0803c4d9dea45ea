import { config } from '../../config';
import type { JobProcessor } from '../../jobs/job-worker';
import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Plan } from '@thetix/shared/thetix/plan';
import { loadMarket, marketAccess, marketModel } from '../../market-data/market-source';
import { systemClock } from '../../platform/clock';
import type { Table } from '../../platform/table';
import { configuredPlanning } from '../planner/configured-planner';
import type { PortfolioData } from '../materializer/materializer-types';
import { thetixNeeds } from '../market-needs';
import { buildPortfolioData } from '../portfolio-data';

/**
 * What a room's job (a card's run, a chat turn) plans and materializes with in this process: the configured planner
 * and prose writer, the market model, the user's portfolio data and the real clock.
 */
export function roomJobDependencies(table: Table) {
  const planning = configuredPlanning(config());
  const portfolio = buildPortfolioData(table, marketModel(), systemClock);
  return {
    planner: planning.planner,
    prose: planning.prose,
    market: marketModel(),
    portfolio,
    marketFor: roomMarket(table, portfolio),
    clock: systemClock,
  };
}

/** The market and portfolio data one run materializes with, given its plan. */
export type RoomMarket = (input: {
  readonly plan: Plan;
  readonly userId: string;
  readonly accountId?: string;
  readonly now: Date;
}) => Promise<{ readonly market: MarketModel; readonly portfolio: PortfolioData }>;

/**
 * The simulator whole, or (live) one vendor snapshot of what the plan and the user's holdings read
 * (../market-needs.ts), with the portfolio data read over that same snapshot: a run's figures are of one moment.
 */
export function roomMarket(table: Table, simulated: PortfolioData): RoomMarket {
  return async ({ plan, userId, accountId, now }) => {
    if (marketAccess().source === 'simulator') return { market: marketModel(), portfolio: simulated };
    const inputs = await simulated.engineInputs(userId, accountId);
    const market = await loadMarket(
      thetixNeeds(
        plan,
        inputs.flatMap((input) => input.positions),
        now,
      ),
      now,
    );
    return { market, portfolio: buildPortfolioData(table, market, systemClock) };
  };
}

/** A job processor built on its first message, so that importing the jobs worker reads no configuration. */
export function builtOnFirstUse(build: () => JobProcessor): JobProcessor {
  let processor: JobProcessor | undefined;
  return (context) => (processor ??= build())(context);
}
