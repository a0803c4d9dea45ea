import {
  opportunitySchema,
  type Opportunity,
  type OpportunityStatus,
} from '@thetix/shared/contracts/opportunities';
import type { OpportunityFeedbackRecord } from '@thetix/shared/contracts/opportunity-actions';

/**
 * Opportunities live in their user's partition, so no key can reach another user's:
 *
 * - item: pk `USER#<userId>`, sk `OPP#<id>`. One GetItem answers GET /api/opportunities/{id}; the id is a content
 *   hash that includes the account (`shared/src/opportunities/opportunity-id.ts`), so it is unique per user.
 * - gsi1 (lookup): gsi1pk `OPPS#<userId>#<accountId>#<status>`, gsi1sk `<status time>#<id>`. One account's
 *   opportunities of one status, oldest first or (ScanIndexForward false) newest first: the list tabs and the
 *   job's "active ones of this account". The status time is `expires_at` while active, else when the status began
 *   (acted, dismissed, expired), so each history tab reads newest first and stops at its limit.
 * - TTL `expiresAt`: 90 days after an active or expired card's expiry or a dismissal, a year after an act.
 * - layout: the state (`status`, `created_at`, `expires_at`, `acted_at`, `viewed_at`, `actual_outcome`) and the
 *   user's extras are attributes of their own; the rest of the entity (type, tickers, details, outcome, ...) is one
 *   JSON string `doc`, written whole by a create or a refresh. A list reads `doc` and the state only. Items from
 *   before `doc` keep the entity as nested attributes: they are still read, and rewritten on a list or a refresh.
 */
export const OPPORTUNITY_SK_PREFIX = 'OPP#';
const DAY_SECONDS = 86_400;
const KEEP_DAYS: Readonly<Record<OpportunityStatus, number>> = {
  active: 90,
  expired: 90,
  dismissed: 90,
  acted_upon: 365,
};

export const opportunityKey = (userId: string, id: string) => ({
  pk: `USER#${userId}`,
  sk: `${OPPORTUNITY_SK_PREFIX}${id}`,
});

export const opportunityStatusPartition = (userId: string, accountId: string, status: OpportunityStatus) =>
  `OPPS#${userId}#${accountId}#${status}`;

/** The index keys and TTL that go with a status entered at `statusAt` (ISO). */
export const statusAttributes = (
  userId: string,
  accountId: string,
  id: string,
  status: OpportunityStatus,
  statusAt: string,
) => ({
  gsi1pk: opportunityStatusPartition(userId, accountId, status),
  gsi1sk: `${statusAt}#${id}`,
  status_at: statusAt,
  expiresAt: Math.floor(Date.parse(statusAt) / 1000) + KEEP_DAYS[status] * DAY_SECONDS,
});

/** What the store keeps beside the entity: the user's own words, which the entity contract does not carry. */
export interface OpportunityExtras {
  /** The `details` the user sent with `act` (selected strike, expiration, contracts, or a note). */
  act_details?: unknown;
  dismiss_reason?: string;
  dismissed_at?: string;
  feedback?: Omit<OpportunityFeedbackRecord, 'opportunity_id'>;
}

export interface StoredOpportunity {
  readonly opportunity: Opportunity;
  readonly extras: OpportunityExtras;
}

/**
 * The attributes kept beside the document: what act, dismiss, expire and viewed change and what their conditions
 * read. Each lives in one place only, so a conditional status write never has to rewrite the document.
 */
const STATE_FIELDS = [
  'status',
  'created_at',
  'expires_at',
  'acted_at',
  'viewed_at',
  'actual_outcome',
] as const;
type StateField = (typeof STATE_FIELDS)[number];

/** The attribute holding the rest of the entity as one JSON string. */
export const DOCUMENT_ATTRIBUTE = 'doc';

/**
 * The entity fields the document holds. Items written before the document existed kept them as top-level attributes
 * (nested maps); a rewrite of the document removes those.
 */
export const DOCUMENT_FIELDS: readonly string[] = [
  ...new Set(opportunitySchema.options.flatMap((option) => Object.keys(option.shape))),
].filter((field) => !(STATE_FIELDS as readonly string[]).includes(field));

/** What a list reads of an item: the document, the state beside it, and `sk` to find an old-format item in full. */
export const LIST_ATTRIBUTES: readonly string[] = ['sk', DOCUMENT_ATTRIBUTE, ...STATE_FIELDS];

/**
 * The document of a validated entity: every field but the state, as one JSON string, so DynamoDB and the SDK move
 * one string instead of a deep map.
 */
export function opportunityDocument(opportunity: Opportunity): string {
  const document: Record<string, unknown> = { ...opportunity };
  for (const field of STATE_FIELDS) delete document[field];
  return JSON.stringify(document);
}

/** The item of a new opportunity; the entity is validated against the contract before it is stored. */
export function toOpportunityItem(userId: string, input: Opportunity): Record<string, unknown> {
  const opportunity = opportunitySchema.parse(input);
  const statusAt = opportunity.status === 'active' ? opportunity.expires_at : opportunity.generated_at;
  return {
    ...opportunityKey(userId, opportunity.id),
    ...statusAttributes(userId, opportunity.account_id, opportunity.id, opportunity.status, statusAt),
    entity: 'opportunity',
    user_id: userId,
    status: opportunity.status,
    created_at: opportunity.created_at,
    expires_at: opportunity.expires_at,
    acted_at: opportunity.acted_at,
    viewed_at: opportunity.viewed_at,
    actual_outcome: opportunity.actual_outcome,
    [DOCUMENT_ATTRIBUTE]: opportunityDocument(opportunity),
  };
}

/** An item written before the document existed: the entity's fields are its own attributes. */
export const isOldFormatItem = (item: Record<string, unknown>): boolean =>
  typeof item[DOCUMENT_ATTRIBUTE] !== 'string';

/** Documents kept parsed per container: about 10 lists of 200 cards; a Lambda container serves one user at a time. */
export const READ_MEMO_SIZE = 2_000;

/** Entities this container has checked against the contract (and frozen, so none changes after its check). */
const checked = new WeakSet<object>();
/** The last entity read per item, with the exact `doc` and state strings it was built from. */
const readMemo = new Map<string, { doc: string; state: string; opportunity: Opportunity }>();

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const nested of Object.values(value)) deepFreeze(nested);
  }
  return value;
};

/** Parses with the contract, once; the result is frozen and known as checked. */
const checkedOpportunity = (input: unknown): Opportunity => {
  const opportunity = deepFreeze(opportunitySchema.parse(input));
  checked.add(opportunity);
  return opportunity;
};

/**
 * Whether this very object came out of the contract's parse in this container: the list route's response check
 * passes it without walking 200 cards again (anything else, such as a card re-marked expired, is parsed in full).
 */
export const isCheckedOpportunity = (value: unknown): value is Opportunity =>
  typeof value === 'object' && value !== null && checked.has(value);

/**
 * The entity of an item (full, or projected to `LIST_ATTRIBUTES`), checked against the contract. An item whose
 * `doc` and state are exactly those of its last read in this container gives back that read's entity (no
 * `JSON.parse`, no second check); the memo is keyed by `sk` but compares the strings themselves, so it can never
 * answer for content it did not read. An old-format item is parsed with the contract as before.
 */
export function opportunityOf(item: Record<string, unknown>): Opportunity {
  if (isOldFormatItem(item)) return checkedOpportunity(item);
  const doc = item[DOCUMENT_ATTRIBUTE] as string;
  const stateFields = Object.fromEntries(STATE_FIELDS.map((field) => [field, item[field] ?? null]));
  const state = JSON.stringify(stateFields);
  const key = String(item.sk);
  const memo = readMemo.get(key);
  if (memo && memo.doc === doc && memo.state === state) return memo.opportunity;
  const opportunity = checkedOpportunity({
    ...(JSON.parse(doc) as Omit<Opportunity, StateField>),
    ...(stateFields as Pick<Opportunity, StateField>),
  });
  readMemo.delete(key);
  readMemo.set(key, { doc, state, opportunity });
  if (readMemo.size > READ_MEMO_SIZE) readMemo.delete(readMemo.keys().next().value!);
  return opportunity;
}

/** The entity as the contract shapes it (keys and extras left out), and the extras. */
export function fromOpportunityItem(item: Record<string, unknown>): StoredOpportunity {
  const { act_details, dismiss_reason, dismissed_at, feedback } = item as OpportunityExtras;
  return {
    opportunity: opportunityOf(item),
    extras: { act_details, dismiss_reason, dismissed_at, feedback },
  };
}
