import { createHash } from 'node:crypto';
import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';
import { type HistoryHead, HISTORY_INDEX_VERSION } from '@thetix/shared/portfolio/history-index';
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
