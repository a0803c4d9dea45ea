import type { TransactionGroup } from '../contracts/portfolio';
import type { LedgerLine } from './ledger';
import { roundCents } from './money';
import { DEFAULT_TIME_ZONE, optionRealisations } from './realised-option-income';
import { groupTransactions } from './transaction-groups';

/**
 * The history of one account materialised (issue 19): its transaction groups as the API shows them, and the counts
 * behind the unfiltered history summary, so the history's first page reads O(page) items instead of grouping the
 * whole ledger. Rebuilt from the account's ledger after every ledger write, beside the book snapshots.
 */

/** Bumped when the groups' shape or the counters' meaning changes: a stored index of another version is rebuilt. */
export const HISTORY_INDEX_VERSION = 1;

/** What the unfiltered summary and the page's scope need of one account; money unrounded. */
export interface HistoryHead {
  readonly version: number;
  readonly accountId: string;
  /** Groups of the account. */
  readonly groups: number;
  /** Whether any group is example data. */
  readonly testData: boolean;
  /** Realised option income of the option groups (realised-option-income.ts), summed unrounded. */
  readonly optionsIncome: number;
  /** The dividend groups' cash, each rounded to cents as the API shows it, summed. */
  readonly dividends: number;
  /** Share (and crypto) groups. */
  readonly equityTrades: number;
  /**
   * False when a group is too large for one stored item (DynamoDB's 400 KB): no group is stored then and the
   * history is read from the ledger as before.
   */
  readonly indexed: boolean;
}

/**
 * A group whose JSON is longer than this is not stored as one item: DynamoDB items stop at 400 KB, and a character
 * takes at most three bytes of UTF-8.
 */
export const MAX_GROUP_CHARS = 120_000;

export interface HistoryIndex {
  readonly head: HistoryHead;
  /** The account's groups as the API shows them (money rounded), newest first. */
  readonly groups: readonly TransactionGroup[];
}

/** A group as the API shows it: the group's realised cash and each line's total cost rounded to cents. */
export const roundGroup = (group: TransactionGroup): TransactionGroup => ({
  ...group,
  profitLoss: group.profitLoss === null ? null : roundCents(group.profitLoss),
  transactions: group.transactions.map((line) => ({ ...line, totalCost: roundCents(line.totalCost) })),
});

/** The account's history index from its whole ledger (lines of other accounts are ignored). */
export function buildHistoryIndex(
  accountId: string,
  lines: readonly LedgerLine[],
  timeZone = DEFAULT_TIME_ZONE,
): HistoryIndex {
  const own = lines.filter((line) => line.accountId === accountId);
  const realisations = optionRealisations(own, () => timeZone);
  const groups = groupTransactions(own, realisations).map(roundGroup);
  const optionGroups = new Set(groups.filter((group) => group.type === 'option').map((group) => group.id));
  let optionsIncome = 0;
  for (const item of realisations) if (optionGroups.has(item.groupId)) optionsIncome += item.amount;
  let dividends = 0;
  let equityTrades = 0;
  for (const group of groups) {
    if (group.type === 'dividend') dividends += group.profitLoss ?? 0;
    if (group.type === 'equity' || group.type === 'crypto') equityTrades += 1;
  }
  const indexed = groups.every((group) => JSON.stringify(group).length <= MAX_GROUP_CHARS);
  return {
    head: {
      version: HISTORY_INDEX_VERSION,
      accountId,
      groups: groups.length,
      testData: groups.some((group) => group.testData),
      optionsIncome,
      dividends,
      equityTrades,
      indexed,
    },
    groups: indexed ? groups : [],
  };
}
