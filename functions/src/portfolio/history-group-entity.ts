import { createHash } from 'node:crypto';
import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';
import {
  DIGEST_KINDS,
  type HistoryDigest,
  type HistoryHead,
  HISTORY_INDEX_VERSION,
} from '@thetix/shared/portfolio/history-index';
import { userPartition } from './portfolio-entities';

/**
 * One account's materialised history (shared/src/portfolio/history-index.ts), in the user's partition beside the
 * ledger, all under `HIST#<accountId>#` (outside `AGG#`, so the snapshot writer never reads the groups):
 *
 * - head: sk `HIST#<accountId>#HEAD`: the version and the counters of the unfiltered summary and the page's scope.
 *   GetItem; a missing head or another version means "rebuild from the ledger". Writers of the ledger that do not
 *   rebuild the index (the brokerage sync's snapshot write) delete it, so the next read rebuilds once.
 * - group: sk `HIST#<accountId>#GROUP#<first line's time>#<groupId>`: one group as the API shows it. The history's
 *   pages Query the account's groups newest first (ScanIndexForward false) with a Limit: O(page).
 * - digests: sk `HIST#<accountId>#DIGEST#<YYYY-MM>#<part>`: what the filters and the summary need of each group
 *   whose time falls in that month, as compact tuples, at most 1,000 a row (about 100 KB). A filtered page Queries
 *   the scope's digests (about 120 rows for ten years of weekly trading), selects and sums them, then reads only the
 *   page's groups by key (BatchGetItem).
 *
 * Written change-only (a digest of each doc decides) after every ledger write of the account, head last.
 */
export const HISTORY_PREFIX = 'HIST#';
export const accountHistoryPrefix = (accountId: string) => `${HISTORY_PREFIX}${accountId}#`;
export const accountGroupsPrefix = (accountId: string) => `${accountHistoryPrefix(accountId)}GROUP#`;
export const historyHeadKey = (userId: string, accountId: string) => ({
  pk: userPartition(userId),
  sk: `${accountHistoryPrefix(accountId)}HEAD`,
});

/** The time a group sorts by in the history (history-page.ts): its first line's, else its date. */
export const groupTime = (group: TransactionGroup) => group.transactions[0]?.timestamp ?? group.date;

export const groupSortKey = (accountId: string, time: string, groupId: string) =>
  `${accountGroupsPrefix(accountId)}${time}#${groupId}`;

const digest = (doc: string) => createHash('sha1').update(doc).digest('base64url');

export const toHistoryHeadItem = (userId: string, head: HistoryHead) => {
  const doc = JSON.stringify(head);
  return { ...historyHeadKey(userId, head.accountId), entity: 'history-head', doc, docDigest: digest(doc) };
};

export const toHistoryGroupItem = (userId: string, group: TransactionGroup) => {
  const doc = JSON.stringify(group);
  return {
    pk: userPartition(userId),
    sk: groupSortKey(group.accountId, groupTime(group), group.id),
    entity: 'history-group',
    doc,
    docDigest: digest(doc),
  };
};

/** The head, if it is of this code's version. */
export function fromHistoryHeadItem(item: Record<string, unknown> | undefined): HistoryHead | undefined {
  if (!item || typeof item.doc !== 'string') return undefined;
  const head = JSON.parse(item.doc) as HistoryHead;
  return head.version === HISTORY_INDEX_VERSION ? head : undefined;
}

export const fromHistoryGroupItem = (item: Record<string, unknown>): TransactionGroup =>
  JSON.parse(String(item.doc)) as TransactionGroup;

export const accountDigestsPrefix = (accountId: string) => `${accountHistoryPrefix(accountId)}DIGEST#`;

/** Digests in one row at most: about 100 bytes each, far under DynamoDB's 400 KB item limit. */
export const DIGESTS_PER_ROW = 1_000;

/** A digest as stored: [id, time, ticker, date, through, type, kinds (bit mask of DIGEST_KINDS), test data, cash, realised]. */
type DigestTuple = [
  string,
  string,
  string,
  string,
  string,
  TransactionGroup['type'],
  number,
  0 | 1,
  number,
  HistoryDigest['realised'],
];

const kindsMask = (kinds: HistoryDigest['kinds']) =>
  DIGEST_KINDS.reduce((mask, kind, index) => (kinds.includes(kind) ? mask | (1 << index) : mask), 0);

/** The account's digests as rows, by month of their time (`YYYY-MM`), parts of at most DIGESTS_PER_ROW in order. */
export function toDigestItems(userId: string, accountId: string, digests: readonly HistoryDigest[]) {
  const byMonth = new Map<string, HistoryDigest[]>();
  for (const digest of [...digests].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0))) {
    const month = digest.time.slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(digest);
    else byMonth.set(month, [digest]);
  }
  const items = [];
  for (const [month, list] of byMonth) {
    for (let part = 0; part * DIGESTS_PER_ROW < list.length; part += 1) {
      const tuples: DigestTuple[] = list
        .slice(part * DIGESTS_PER_ROW, (part + 1) * DIGESTS_PER_ROW)
        .map((digest) => [
          digest.id,
          digest.time,
          digest.ticker,
          digest.date,
          digest.through,
          digest.type,
          kindsMask(digest.kinds),
          digest.testData ? 1 : 0,
          digest.cash,
          digest.realised,
        ]);
      const doc = JSON.stringify({ accountId, digests: tuples });
      items.push({
        pk: userPartition(userId),
        sk: `${accountDigestsPrefix(accountId)}${month}#${String(part).padStart(3, '0')}`,
        entity: 'history-digests',
        doc,
        docDigest: digest(doc),
      });
    }
  }
  return items;
}

export function fromDigestItem(item: Record<string, unknown>): HistoryDigest[] {
  const { accountId, digests } = JSON.parse(String(item.doc)) as {
    accountId: string;
    digests: DigestTuple[];
  };
  return digests.map(([id, time, ticker, date, through, type, mask, testData, cash, realised]) => ({
    accountId,
    id,
    time,
    ticker,
    date,
    through,
    type,
    kinds: DIGEST_KINDS.filter((_, index) => (mask & (1 << index)) !== 0),
    testData: testData === 1,
    cash,
    realised,
  }));
}

/** The key of a digest's group item. */
export const digestGroupKey = (userId: string, digest: HistoryDigest) => ({
  pk: userPartition(userId),
  sk: groupSortKey(digest.accountId, digest.time, digest.id),
});
