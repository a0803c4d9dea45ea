import type { MarketModel } from '@thetix/shared/market/market-model';
import type { HoldingReview, Opportunity } from '@thetix/shared/contracts/opportunities';
import type { PositionInput, TickerGoal } from '@thetix/shared/opportunities/opportunity-inputs';
import type { Performance, Position, TransactionGroup } from '@thetix/shared/contracts/portfolio';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import type { TaxLotsResponse } from '@thetix/shared/contracts/tax';
import type { WheelData } from './wheel-data';

/** A widget as a query builds it, before the shared validator (shared/src/thetix/widgets.ts) checks it. */
export type RawWidget = Record<string, unknown> & { widget: string };

/**
 * One plan item's outcome: the widget, and the plain values it was made from, which `llm` items summarise (rule
 * templates read them; a language model is shown them and its numbers are checked against them).
 */
export interface MaterializedItem {
  readonly widget: RawWidget;
  readonly facts: Record<string, unknown>;
  /** A widget shown right after this one (a notice's suggested questions, as buttons that ask). */
  readonly after?: RawWidget;
}

/**
 * The caller's own data, read through the portfolio and opportunity services: every method reads one user's
 * partition, so a plan can never reach another user's accounts.
 */
export interface PortfolioData extends WheelData {
  /** Each read covers every visible account of the user, or one account when `accountId` is given. */
  positions(userId: string, accountId?: string): Promise<Position[]>;
  performance(userId: string, accountId?: string): Promise<Performance>;
  transactionGroups(userId: string, accountId?: string): Promise<TransactionGroup[]>;
  /** Active opportunities of every account of the user (or one), best first. */
  opportunities(userId: string, accountId?: string): Promise<Opportunity[]>;
  /** One of the user's opportunities, any status; undefined when it is not theirs or does not exist. */
  opportunity(userId: string, id: string): Promise<Opportunity | undefined>;
  /**
   * Realised income per day (account dates) from `from` to `to`: the income days Gains and the dashboard add up,
   * so an answer's income is the pages' income. Unrounded dollars.
   */
  incomeDays(
    userId: string,
    range: { from: string; to: string },
    accountId?: string,
  ): Promise<{ date: string; options: number; dividends: number; equity: number }[]>;
  /**
   * What the opportunity engine works from, per visible account (or the one given): positions with their open
   * calls, the goal and the allocation of each ticker, as a run reads them.
   */
  engineInputs(userId: string, accountId?: string): Promise<EngineInputs[]>;
  /**
   * Each holding of each visible account (or the one given) as GET /api/opportunities/holdings reviews it: its open
   * calls with the rules' action and reason, and why it has no covered call when it has none.
   */
  holdingReviews(userId: string, accountId?: string): Promise<AccountHoldingReview[]>;
  /** One ticker's lots, open calls' tax status and assignment outcome: the position page's Taxes tab. */
  taxLots(userId: string, ticker: string, accountId?: string): Promise<TaxLotsResponse>;
  /** The income goal's tracking over every visible account: the dashboard's Income goal card. */
  incomeGoal(userId: string): Promise<IncomeGoalResponse>;
}

export interface EngineInputs {
  readonly accountId: string;
  readonly positions: readonly PositionInput[];
  readonly goals: Readonly<Record<string, TickerGoal | undefined>>;
  readonly allocations: Readonly<Record<string, number | undefined>>;
}

export interface AccountHoldingReview extends HoldingReview {
  readonly accountId: string;
}

/** What every query runs with. */
export interface QueryContext {
  readonly userId: string;
  /** The account a dashboard action plan is about; absent: all visible accounts. */
  readonly accountId?: string;
  readonly now: Date;
  readonly market: MarketModel;
  readonly portfolio: PortfolioData;
  /** The user's question, for prose. */
  readonly question: string;
}

/** A query that found nothing to show: its message becomes the item's widget, it is not a failure of the card. */
export class NoDataError extends Error {}
