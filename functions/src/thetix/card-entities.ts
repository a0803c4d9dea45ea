import type { Card, CardCollection, CardJobStatus, PublicCard } from '@thetix/shared/contracts/thetix';
import { PLAN_VERSION, planSchema, type Plan } from '@thetix/shared/thetix/plan';
import { sanitizeWidgets, type Widget } from '@thetix/shared/thetix/widgets';
import type { JobMessage } from '../jobs/job-message';
import { ownedIdsOfKey, ownedKey, progressText, storedJson, storedString, userPk } from './rooms/room-item';

/** The job kind of a card's plan-and-materialize run (functions/src/jobs/job-processors.ts). */
export const THETIX_CARD_JOB = 'thetix-card';

/**
 * Keys (docs/data-model.md, "Thetix"). Collections and cards live in their owner's partition; the `lookup` index
 * groups a collection with its cards under `THETIX#COLL#<id>` (the public pages read a collection in one query);
 * a small pointer item `THETIX#CARD#<id>` / `OWNER` lets a public card link find its owner's partition.
 */
export const COLLECTION_SK_PREFIX = 'THETIX#COLL#';
export const CARD_SK_PREFIX = 'THETIX#CARD#';
export const SETUP_SK = 'THETIX#SETUP';
export const collectionKey = (userId: string, id: string) => ownedKey(userId, COLLECTION_SK_PREFIX, id);
export const cardKey = (userId: string, id: string) => ownedKey(userId, CARD_SK_PREFIX, id);
export const setUpKey = (userId: string) => ({ pk: userPk(userId), sk: SETUP_SK });
export const cardPointerKey = (id: string) => ({ pk: `${CARD_SK_PREFIX}${id}`, sk: 'OWNER' });
export const collectionGroup = (collectionId: string) => `${COLLECTION_SK_PREFIX}${collectionId}`;
/** Sorts before every `CARD#` entry, so the collection comes first in its group. */
export const COLLECTION_GROUP_SK = '#COLLECTION';
export const cardGroupSk = (cardId: string) => `CARD#${cardId}`;

/** The card's owner and id, from a job message's key; undefined when the key is not a card's. */
export function cardOfKey(key: JobMessage['key']): { userId: string; cardId: string } | undefined {
  const ids = ownedIdsOfKey(key, CARD_SK_PREFIX);
  return ids && { userId: ids.userId, cardId: ids.id };
}

export interface StoredCollection {
  readonly userId: string;
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly isDefault: boolean;
  readonly isPublic: boolean;
  readonly position: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface StoredCard {
  readonly userId: string;
  readonly id: string;
  readonly collectionId: string;
  readonly query: string;
  readonly position: number;
  readonly cadenceSeconds: number;
  readonly result: Widget[] | null;
  readonly materializedAt: string | null;
  readonly scheduledAt: string | null;
  /** Null when the stored plan is missing, of another version, or no longer valid: the next run plans again. */
  readonly plan: Plan | null;
  readonly debug: Record<string, unknown> | null;
  readonly createdAt: string;
  readonly queryUpdatedAt: string;
  readonly planUpdatedAt: string | null;
  /** When the last refresh was asked for (the `llm` cooldown counts from it). */
  readonly lastRefreshAt: string | null;
  /** Whether the last run's prose was written by a language model (the 600 s refresh cooldown applies). */
  readonly modelProse: boolean;
  readonly jobStatus: CardJobStatus | null;
  readonly jobProgress: string | null;
  readonly jobError: string | null;
  readonly jobRun: string | null;
}

export function collectionOf(item: Record<string, unknown>): StoredCollection {
  return {
    userId: String(item.user_id),
    id: String(item.id),
    name: String(item.name),
    description: String(item.description ?? ''),
    isDefault: item.is_default === true,
    isPublic: item.is_public === true,
    position: Number(item.position ?? 0),
    createdAt: String(item.created_at),
    updatedAt: String(item.updated_at ?? item.created_at),
  };
}

export function collectionItem(collection: StoredCollection): Record<string, unknown> {
  return {
    ...collectionKey(collection.userId, collection.id),
    entity: 'thetix-collection',
    gsi1pk: collectionGroup(collection.id),
    gsi1sk: COLLECTION_GROUP_SK,
    user_id: collection.userId,
    id: collection.id,
    name: collection.name,
    description: collection.description,
    is_default: collection.isDefault,
    is_public: collection.isPublic,
    position: collection.position,
    created_at: collection.createdAt,
    updated_at: collection.updatedAt,
  };
}

/** A stored plan is used only if it is of this version and still valid; else the card plans again. */
function storedPlan(item: Record<string, unknown>): Plan | null {
  if (item.dsl_version !== PLAN_VERSION) return null;
  const parsed = planSchema.safeParse(storedJson(item.plan_json));
  return parsed.success ? parsed.data : null;
}

export function cardOf(item: Record<string, unknown>): StoredCard {
  const status = storedString(item.job_status) as CardJobStatus | null;
  return {
    userId: String(item.user_id),
    id: String(item.id),
    collectionId: String(item.collection_id),
    query: String(item.query),
    position: Number(item.card_position ?? 0),
    cadenceSeconds: Number(item.update_cadence_seconds ?? 0),
    result: item.result_json === undefined ? null : sanitizeWidgets(storedJson(item.result_json)),
    materializedAt: storedString(item.materialized_updated_at),
    scheduledAt: storedString(item.scheduled_update_at),
    plan: storedPlan(item),
    debug: (storedJson(item.debug_json) as Record<string, unknown> | null) ?? null,
    createdAt: String(item.created_at),
    queryUpdatedAt: String(item.query_updated_at ?? item.created_at),
    planUpdatedAt: storedString(item.dsl_updated_at),
    lastRefreshAt: storedString(item.last_refresh_at),
    modelProse: item.model_prose === true,
    jobStatus: status,
    jobProgress: storedString(item.job_progress),
    jobError: storedString(item.job_error),
    jobRun: storedString(item.job_run),
  };
}

export function toCollection(collection: StoredCollection, cardCount: number): CardCollection {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    is_default: collection.isDefault,
    is_public: collection.isPublic,
    position: collection.position,
    card_count: cardCount,
    created_at: collection.createdAt,
    updated_at: collection.updatedAt,
  };
}

/** A card as its owner sees it: what a public page shows, with its plan, times and debug information. */
export function toCard(card: StoredCard, refreshAvailableAt: string | null): Card {
  return {
    ...toPublicCard(card),
    user_query: card.query,
    dsl_template: card.plan,
    dsl_version: card.plan ? PLAN_VERSION : null,
    created_at: card.createdAt,
    query_updated_at: card.queryUpdatedAt,
    dsl_updated_at: card.planUpdatedAt,
    refresh_available_at: refreshAvailableAt,
    debug_info: card.debug
      ? {
          planner: String(card.debug.planner ?? 'rules'),
          notes: Array.isArray(card.debug.notes) ? card.debug.notes.map(String) : [],
          ...(Array.isArray(card.debug.intents) ? { intents: card.debug.intents.map(String) } : {}),
          ...(typeof card.debug.untraceable_numbers === 'number'
            ? { untraceable_numbers: card.debug.untraceable_numbers }
            : {}),
          ...(typeof card.debug.dropped_widgets === 'number'
            ? { dropped_widgets: card.debug.dropped_widgets }
            : {}),
        }
      : null,
  };
}

/** What a public page may show: the card's question and result, never its owner, plan or debug information. */
export function toPublicCard(card: StoredCard): PublicCard {
  return {
    id: card.id,
    collection_id: card.collectionId,
    query: card.query,
    position: card.position,
    update_cadence_seconds: card.cadenceSeconds,
    materialized_result: card.result,
    materialized_updated_at: card.materializedAt,
    scheduled_update_at: card.scheduledAt,
    job_status: card.jobStatus,
    job_progress: progressText(card),
  };
}
