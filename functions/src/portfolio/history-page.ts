import {
  HISTORY_DEFAULT_LIMIT,
  HISTORY_MAX_RESPONSE_BYTES,
  matchesHistoryDates,
  matchesHistoryType,
  type HistoryFilter,
  type HistorySummary,
  type TransactionGroup,
  type TransactionPage,
} from '@thetix/shared/contracts/portfolio';
import {
  digestMatches,
  type HistoryDigest,
  type HistoryHead,
  orderFreeSum,
  summarizeDigests,
} from '@thetix/shared/portfolio/history-index';
import type { OptionRealisation } from '@thetix/shared/portfolio/realised-option-income';
import { BadRequestError } from '../http/errors';

/** Room left under the 1 MB bound for the page's envelope (cursor, summary, scope). */
const ENVELOPE_BYTES = 1_000;

export const cursorMessage = 'cursor must be a next_cursor of this history';

/** A group's place in the history: newest first by its first line's time, then by id, then by account. */
type SortKey = readonly [timestamp: string, id: string, accountId: string];

const keyOf = (group: TransactionGroup): SortKey => [
  group.transactions[0]?.timestamp ?? group.date,
  group.id,
  group.accountId,
];

/** Negative when `a` comes before `b` in the history (a total order: no two groups share a key). */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a[0] !== b[0]) return a[0] > b[0] ? -1 : 1;
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  if (a[2] !== b[2]) return a[2] < b[2] ? -1 : 1;
  return 0;
}

/** Opaque to callers: base64url of the last group's sort key. */
export const encodeCursor = (group: TransactionGroup): string =>
  Buffer.from(JSON.stringify(keyOf(group)), 'utf8').toString('base64url');

export function decodeCursor(cursor: string): SortKey {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 3 && key.every((part) => typeof part === 'string'))
      return key as unknown as SortKey;
  } catch {
    // Falls through to the refusal.
  }
  throw new BadRequestError(cursorMessage);
}

export function matchesFilter(group: TransactionGroup, filter: HistoryFilter): boolean {
  return (
    (!filter.ticker || group.ticker === filter.ticker) &&
    matchesHistoryDates(group, filter.from, filter.to) &&
    matchesHistoryType(group, filter.type ?? 'all')
  );
}

/**
 * The summary of the selected groups. Options income is realised option income (realised-option-income.ts) closed
 * within the filter's dates, of the option groups the ticker and type filters select, so "Year to date" here is the
 * Gains view's Options YTD; without `realisations` it sums the selected groups' realised P&L.
 */
export function summarizeGroups(
  groups: readonly TransactionGroup[],
  options?: {
    all: readonly TransactionGroup[];
    filter: HistoryFilter;
    realisations: readonly OptionRealisation[];
  },
): HistorySummary {
  // Summed without regard to order (orderFreeSum), as the digests' summary is: the two agree to the cent.
  const income: number[] = [];
  const cash: number[] = [];
  let equityTrades = 0;
  if (options) {
    const { filter } = options;
    const undated = { ...filter, from: undefined, to: undefined };
    const optionGroups = new Map(
      options.all
        .filter((group) => group.type === 'option' && matchesFilter(group, undated))
        .map((group) => [`${group.accountId}#${group.id}`, group]),
    );
    for (const item of options.realisations) {
      if (filter.from && item.date < filter.from) continue;
      if (filter.to && item.date > filter.to) continue;
      if (optionGroups.has(`${item.accountId}#${item.groupId}`)) income.push(item.amount);
    }
  }
  for (const group of groups) {
    if (group.type === 'option' && !options) income.push(group.profitLoss ?? 0);
    if (group.type === 'dividend') cash.push(group.profitLoss ?? 0);
    if (group.type === 'equity' || group.type === 'crypto') equityTrades += 1;
  }
  return {
    count: groups.length,
    optionsIncome: Math.round(orderFreeSum(income) * 100) / 100,
    dividends: Math.round(orderFreeSum(cash) * 100) / 100,
    equityTrades,
  };
}

/** The first groups of `remaining` (in history order): at most `limit`, under `maxBytes` of JSON, at least one. */
function takePage(
  remaining: readonly TransactionGroup[],
  limit: number,
  maxBytes: number,
): TransactionGroup[] {
  const groups: TransactionGroup[] = [];
  let bytes = 2;
  for (const group of remaining) {
    if (groups.length >= limit) break;
    const size = Buffer.byteLength(JSON.stringify(group), 'utf8') + 1;
    if (groups.length > 0 && bytes + size > maxBytes) break;
    groups.push(group);
    bytes += size;
  }
  return groups;
}

export interface PageRequest {
  /** Groups at most; default 100. `Infinity` for the unpaged (array) answer, still bounded by bytes. */
  limit?: number;
  cursor?: string;
  /** The JSON bound; default 1 MB. */
  maxBytes?: number;
}

/**
 * What a page request selects: the items the filter keeps in history order, those after the cursor, and the page's
 * bounds (`limit`, default 100; bytes left under the 1 MB bound once the envelope is counted).
 */
function selectAfterCursor<T>(
  items: readonly T[],
  matches: (item: T) => boolean,
  key: (item: T) => SortKey,
  request: PageRequest,
) {
  const after = request.cursor ? decodeCursor(request.cursor) : undefined;
  const selected = items.filter(matches).sort((a, b) => compareKeys(key(a), key(b)));
  return {
    limit: request.limit ?? HISTORY_DEFAULT_LIMIT,
    maxBytes: (request.maxBytes ?? HISTORY_MAX_RESPONSE_BYTES) - ENVELOPE_BYTES,
    selected,
    remaining: after ? selected.filter((item) => compareKeys(key(item), after) > 0) : selected,
  };
}

/**
 * One page of the history: the groups of the scope the filter selects, newest first, after the cursor, at most
 * `limit` of them and stopping before the JSON passes `maxBytes` (at least one group, so a page always advances).
 * The summary covers every selected group, not just the page.
 */
export function historyPage(
  all: readonly TransactionGroup[],
  filter: HistoryFilter,
  request: PageRequest = {},
  realisations?: readonly OptionRealisation[],
): TransactionPage {
  const { limit, maxBytes, selected, remaining } = selectAfterCursor(
    all,
    (group) => matchesFilter(group, filter),
    keyOf,
    request,
  );
  const groups = takePage(remaining, limit, maxBytes);
  const more = groups.length < remaining.length;
  return {
    groups,
    next_cursor: more && groups.length > 0 ? encodeCursor(groups.at(-1)!) : null,
    summary: summarizeGroups(selected, realisations ? { all, filter, realisations } : undefined),
    scope: { groups: all.length, testData: all.some((group) => group.testData) },
  };
}

/** Whether a request selects every group of its scope (no filter), so the materialised history answers it. */
export const isUnfiltered = (filter: HistoryFilter) =>
  !filter.ticker && !filter.from && !filter.to && (filter.type ?? 'all') === 'all';

/** One Query page of an account's materialised groups, newest first (portfolio-repository.ts `historyGroups`). */
export type GroupQuery = (request: {
  upToTime?: string;
  limit: number;
  startKey?: Record<string, unknown>;
}) => Promise<{ groups: TransactionGroup[]; startKey?: Record<string, unknown> }>;

/**
 * An account's groups that may be on the page: its first `needed` groups after `after` in history order, and maybe
 * a few more. Groups arrive newest first by time but, within one time, by id descending, so the Query goes on until
 * the `needed`-th group's time is newer than the last group read (nothing unread can come before it).
 */
async function candidatesOf(
  query: GroupQuery,
  after: SortKey | undefined,
  needed: number,
): Promise<TransactionGroup[]> {
  const groups: TransactionGroup[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await query({ upToTime: after?.[0], limit: needed + 1, startKey });
    groups.push(
      ...(after ? page.groups.filter((group) => compareKeys(keyOf(group), after) > 0) : page.groups),
    );
    startKey = page.startKey;
    const last = page.groups.at(-1);
    if (last && groups.length > needed) {
      groups.sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
      if (keyOf(groups[needed - 1]!)[0] > keyOf(last)[0]) break;
    }
  } while (startKey);
  return groups;
}

/**
 * The unfiltered history's groups and cursor from the materialised history (history-group-entity.ts): each
 * account's newest groups after the cursor, merged and cut as `historyPage` cuts, reading O(page) items.
 */
export async function indexedGroups(
  queries: readonly GroupQuery[],
  request: PageRequest = {},
): Promise<Pick<TransactionPage, 'groups' | 'next_cursor'>> {
  const limit = request.limit ?? HISTORY_DEFAULT_LIMIT;
  const maxBytes = (request.maxBytes ?? HISTORY_MAX_RESPONSE_BYTES) - ENVELOPE_BYTES;
  const after = request.cursor ? decodeCursor(request.cursor) : undefined;
  const candidates = await Promise.all(
    queries.map((query) => candidatesOf(query, after, Math.max(1, limit))),
  );
  const remaining = candidates.flat().sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const groups = takePage(remaining, limit, maxBytes);
  const more = groups.length < remaining.length;
  return { groups, next_cursor: more && groups.length > 0 ? encodeCursor(groups.at(-1)!) : null };
}

/** The unfiltered history's summary and scope from the accounts' history heads (as `historyPage` with no filter). */
export function headsSummary(heads: readonly HistoryHead[]): Pick<TransactionPage, 'summary' | 'scope'> {
  let count = 0;
  let optionsIncome = 0;
  let dividends = 0;
  let equityTrades = 0;
  for (const head of heads) {
    count += head.groups;
    optionsIncome += head.optionsIncome;
    dividends += head.dividends;
    equityTrades += head.equityTrades;
  }
  return {
    summary: {
      count,
      optionsIncome: Math.round(optionsIncome * 100) / 100,
      dividends: Math.round(dividends * 100) / 100,
      equityTrades,
    },
    scope: { groups: count, testData: heads.some((head) => head.testData) },
  };
}

/** A digest's place in the history: its group's sort key. */
const digestKey = (digest: HistoryDigest): SortKey => [digest.time, digest.id, digest.accountId];

/** The groups of the page's candidates are read this many at a time (a BatchGetItem's worth). */
const GROUP_READ_SIZE = 100;

/**
 * One page of the history from the scope's digests (history-index.ts): the digests select and order the groups and
 * give the summary; only the page's groups are read (`groupsOf`, by key), a hundred at a time until the page is
 * full or the JSON bound is reached. Answers what `historyPage` answers over the same groups, or undefined when a
 * digest's group is missing (the index was rewritten meanwhile): the caller then reads the ledger.
 */
export async function digestPage(
  digests: readonly HistoryDigest[],
  filter: HistoryFilter,
  request: PageRequest,
  groupsOf: (wanted: readonly HistoryDigest[]) => Promise<TransactionGroup[]>,
): Promise<TransactionPage | undefined> {
  const { limit, maxBytes, selected, remaining } = selectAfterCursor(
    digests,
    (digest) => digestMatches(digest, filter),
    digestKey,
    request,
  );
  const candidates: TransactionGroup[] = [];
  let bytes = 2;
  for (let start = 0; start < Math.min(limit, remaining.length); start += GROUP_READ_SIZE) {
    const wanted = remaining.slice(start, Math.min(start + GROUP_READ_SIZE, limit));
    const read = new Map((await groupsOf(wanted)).map((group) => [`${group.accountId}#${group.id}`, group]));
    for (const digest of wanted) {
      const group = read.get(`${digest.accountId}#${digest.id}`);
      if (!group) return undefined;
      candidates.push(group);
      bytes += Buffer.byteLength(JSON.stringify(group), 'utf8') + 1;
    }
    if (bytes > maxBytes) break;
  }
  const groups = takePage(candidates, limit, maxBytes);
  const more = groups.length < remaining.length;
  return {
    groups,
    next_cursor: more && groups.length > 0 ? encodeCursor(groups.at(-1)!) : null,
    summary: summarizeDigests(digests, selected, filter),
    scope: { groups: digests.length, testData: digests.some((digest) => digest.testData) },
  };
}
