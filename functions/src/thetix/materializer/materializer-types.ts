import type { MarketModel } from '@thetix/shared/market/market-model';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import type { Performance, Position, TransactionGroup } from '@thetix/shared/contracts/portfolio';

/** A widget as a query builds it, before the shared validator (shared/src/thetix/widgets.ts) checks it. */
export type RawWidget = Record<string, unknown> & { widget: string };

/**
 * One plan item's outcome: the widget, and the plain values it was made from, which `llm` items summarise (rule
 * templates read them; a language model is shown them and its numbers are checked against them).
 */
export interface MaterializedItem {
  readonly widget: RawWidget;
  readonly facts: Record<string, unknown>;
}

/**
 * The caller's own data, read through the portfolio and opportunity services: every method reads one user's
 * partition, so a plan can never reach another user's accounts.
 */
export interface PortfolioData {
  /** Each read covers every visible account of the user, or one account when `accountId` is given. */
  positions(userId: string, accountId?: string): Promise<Position[]>;
  performance(userId: string, accountId?: string): Promise<Performance>;
  transactionGroups(userId: string, accountId?: string): Promise<TransactionGroup[]>;
  /** Active opportunities of every account of the user (or one), best first. */
  opportunities(userId: string, accountId?: string): Promise<Opportunity[]>;
  /** One of the user's opportunities, any status; undefined when it is not theirs or does not exist. */
  opportunity(userId: string, id: string): Promise<Opportunity | undefined>;
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
