import type { AccountSource } from '@thetix/shared/contracts/portfolio';
import type { PositionInput, TickerGoal } from '@thetix/shared/opportunities/opportunity-inputs';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';

/**
 * What opportunities need from the portfolio and goals features, as ports: the service and the job depend on these
 * function types only, and the adapters (`portfolio-reader.ts`, `goal-reader.ts`) read the other features' items.
 */

export interface AccountSummary {
  readonly id: string;
  readonly name: string;
  readonly source: AccountSource;
  readonly hidden: boolean;
  /** The brokerage's name for a connected account. */
  readonly institutionName?: string;
}

export interface PortfolioReader {
  /** Every account of the user, hidden ones included. */
  accounts(userId: string): Promise<AccountSummary[]>;
  /** The engine's view of one account at `now`: shares, cost basis and open short calls per ticker. */
  positions(userId: string, accountId: string, now: Date): Promise<PositionInput[]>;
}

export interface GoalReader {
  /** The goal per ticker in effect for the account (the account's own selection, else the All-accounts one). */
  goals(userId: string, accountId: string): Promise<Record<string, TickerGoal>>;
  /** Custom allocations (fractions 0-1) in effect for the account; a ticker left out has the default, 1. */
  allocations(userId: string, accountId: string): Promise<Record<string, number>>;
}

export interface TradeRecorder {
  /**
   * The group of the account's option series with this OCC symbol (the latest, if the symbol was traded before),
   * so a buy-back joins the series it closes; undefined when the ledger has none.
   */
  seriesGroup(
    userId: string,
    accountId: string,
    ticker: string,
    optionSymbol: string,
  ): Promise<string | undefined>;
  /**
   * The ledger items of an act's lines, to be written in the act's own transaction (each only if absent), so the
   * status change and the trade land together or not at all.
   */
  lineItems(userId: string, lines: readonly LedgerLine[]): LedgerItem[];
  /** After the act's transaction wrote the lines: rewrites the account's positions (and books an opportunity run). */
  recorded(userId: string, accountId: string): Promise<void>;
}

/** A ledger line as the table stores it: its key and the line. */
export interface LedgerItem extends Record<string, unknown> {
  readonly pk: string;
  readonly sk: string;
}
