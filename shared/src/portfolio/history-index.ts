import type { CalendarDate } from '../calendar/calendar-date';
import { newYorkDate } from '../calendar/nyse-calendar';
import {
  type HistoryFilter,
  type HistorySummary,
  historyTypeFilterSchema,
  type HistoryTypeFilter,
  matchesHistoryType,
  type TransactionGroup,
} from '../contracts/portfolio';
import type { LedgerLine } from './ledger';
import { roundCents } from './money';
import { DEFAULT_TIME_ZONE, type OptionRealisation, optionRealisations } from './realised-option-income';
import { groupTransactions } from './transaction-groups';

/**
 * The history of one account materialised (issue 19): its transaction groups as the API shows them, and the counts
 * behind the unfiltered history summary, so the history's first page reads O(page) items instead of grouping the
 * whole ledger. Rebuilt from the account's ledger after every ledger write, beside the book snapshots.
 */

/** Bumped when the groups' shape or the counters' meaning changes: a stored index of another version is rebuilt. */
export const HISTORY_INDEX_VERSION = 2;

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
  /** One digest per group, in the same order (empty when the groups are not stored). */
  readonly digests: readonly HistoryDigest[];
}

/**
 * What the history's filters and summary need of one group, without its lines (issue 19): a filtered page reads the
 * scope's digests (a few dozen bytes a group), selects and sums them, then reads only the page's groups.
 */
export interface HistoryDigest {
  readonly accountId: string;
  readonly id: string;
  /** The group's place in the history: its first line's time, else its date (history-group-entity.ts). */
  readonly time: string;
  readonly ticker: string;
  /** The group's New York date (when it was opened). */
  readonly date: CalendarDate;
  /** The later of its date and its last line's New York date (matchesHistoryDates). */
  readonly through: CalendarDate;
  readonly type: TransactionGroup['type'];
  /** The history type filters other than `all` that select the group (matchesHistoryType). */
  readonly kinds: readonly Exclude<HistoryTypeFilter, 'all'>[];
  readonly testData: boolean;
  /** A dividend group's cash as shown (rounded), else 0. */
  readonly cash: number;
  /** An option group's realised income (realised-option-income.ts) by close date, unrounded; else empty. */
  readonly realised: readonly (readonly [date: CalendarDate, amount: number])[];
}

/** Every type filter but `all`, in the contract's order (the digest item stores them as a bit mask). */
export const DIGEST_KINDS = historyTypeFilterSchema.options.filter(
  (kind): kind is Exclude<HistoryTypeFilter, 'all'> => kind !== 'all',
);

/** A group's digest; `realisations` are the group's own (or any: others are ignored). */
export function digestOf(group: TransactionGroup, realisations: readonly OptionRealisation[]): HistoryDigest {
  const last = group.transactions.at(-1);
  const lastDate = last ? newYorkDate(new Date(last.timestamp)) : group.date;
  return {
    accountId: group.accountId,
    id: group.id,
    time: group.transactions[0]?.timestamp ?? group.date,
    ticker: group.ticker,
    date: group.date,
    through: lastDate > group.date ? lastDate : group.date,
    type: group.type,
    kinds: DIGEST_KINDS.filter((kind) => matchesHistoryType(group, kind)),
    testData: group.testData,
    cash: group.type === 'dividend' ? (group.profitLoss ?? 0) : 0,
    realised:
      group.type === 'option'
        ? realisations
            .filter((item) => item.groupId === group.id && item.accountId === group.accountId)
            .map((item) => [item.date, item.amount] as const)
        : [],
  };
}

/** The filter without its dates: which groups' realised income the summary may count. */
const matchesUndated = (digest: HistoryDigest, filter: HistoryFilter) =>
  (!filter.ticker || digest.ticker === filter.ticker) &&
  (!filter.type || filter.type === 'all' || digest.kinds.includes(filter.type));

/** Whether the history's filter selects the group (the digest form of history-page.ts `matchesFilter`). */
export const digestMatches = (digest: HistoryDigest, filter: HistoryFilter): boolean =>
  matchesUndated(digest, filter) &&
  !(filter.to && digest.date > filter.to) &&
  !(filter.from && digest.through < filter.from);

/**
 * A sum that does not depend on the order of its terms (they are added smallest first): the summary is the same
 * whether it is summed over the ledger's realisations or over the groups' digests.
 */
export function orderFreeSum(values: readonly number[]): number {
  let total = 0;
  for (const value of [...values].sort((a, b) => a - b)) total += value;
  return total;
}

/**
 * The summary of the groups a filter selects, from the scope's digests (history-page.ts `summarizeGroups` with
 * realisations): options income is the realised income closed within the dates of the option groups the ticker and
 * type select, dividends the selected dividend groups' cash, equity trades the selected share groups.
 */
export function summarizeDigests(
  all: readonly HistoryDigest[],
  selected: readonly HistoryDigest[],
  filter: HistoryFilter,
): HistorySummary {
  const income: number[] = [];
  for (const digest of all) {
    if (digest.type !== 'option' || !matchesUndated(digest, filter)) continue;
    for (const [date, amount] of digest.realised)
      if (!(filter.from && date < filter.from) && !(filter.to && date > filter.to)) income.push(amount);
  }
  return {
    count: selected.length,
    optionsIncome: Math.round(orderFreeSum(income) * 100) / 100,
    dividends:
      Math.round(orderFreeSum(selected.filter((d) => d.type === 'dividend').map((d) => d.cash)) * 100) / 100,
    equityTrades: selected.filter((d) => d.type === 'equity' || d.type === 'crypto').length,
  };
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
  const realisationsOf = new Map<string, OptionRealisation[]>();
  for (const item of realisations) {
    const list = realisationsOf.get(item.groupId);
    if (list) list.push(item);
    else realisationsOf.set(item.groupId, [item]);
  }
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
    digests: indexed ? groups.map((group) => digestOf(group, realisationsOf.get(group.id) ?? [])) : [],
  };
}
