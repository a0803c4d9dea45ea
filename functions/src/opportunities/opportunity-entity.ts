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

export function toOpportunityItem(userId: string, opportunity: Opportunity): Record<string, unknown> {
  const statusAt = opportunity.status === 'active' ? opportunity.expires_at : opportunity.generated_at;
  return {
    ...opportunityKey(userId, opportunity.id),
    ...statusAttributes(userId, opportunity.account_id, opportunity.id, opportunity.status, statusAt),
    entity: 'opportunity',
    user_id: userId,
    ...opportunity,
  };
}

/** The entity as the contract shapes it (keys and extras stripped by the schema), and the extras. */
export function fromOpportunityItem(item: Record<string, unknown>): StoredOpportunity {
  const { act_details, dismiss_reason, dismissed_at, feedback } = item as OpportunityExtras;
  return {
    opportunity: opportunitySchema.parse(item),
    extras: { act_details, dismiss_reason, dismissed_at, feedback },
  };
}
