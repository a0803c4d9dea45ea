import { gunzipSync } from 'node:zlib';
import type { Card, CardCollection, CardJobStatus, PublicCard } from '@thetix/shared/contracts/thetix';
import { PLAN_VERSION, planSchema, type Plan } from '@thetix/shared/thetix/plan';
import { sanitizeWidgets, type Widget } from '@thetix/shared/thetix/widgets';
import type { JobMessage } from '../jobs/job-message';
import type { AlertRecord } from './alerts/alert-evaluation';
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
/**
 * A card's result (`result_json`, `debug_json`) lives in an item of its own that no index copies (decision 282), so
 * the frequent writes to the card item (claims, completion, the next slot) stay one write unit. Outside
 * `THETIX#CARD#`, so the board's card index never reads it.
 */
export const CARD_RESULT_SK_PREFIX = 'THETIX#RESULT#';
export const cardResultKey = (userId: string, id: string) => ownedKey(userId, CARD_RESULT_SK_PREFIX, id);
/** The attributes the result item holds; an item of a card refreshed before it may still hold them itself. */
export const CARD_RESULT_ATTRIBUTES = ['result_json', 'debug_json'] as const;
export const setUpKey = (userId: string) => ({ pk: userPk(userId), sk: SETUP_SK });
export const cardPointerKey = (id: string) => ({ pk: `${CARD_SK_PREFIX}${id}`, sk: 'OWNER' });
export const collectionGroup = (collectionId: string) => `${COLLECTION_SK_PREFIX}${collectionId}`;
/** Sorts before every `CARD#` entry, so the collection comes first in its group. */
export const COLLECTION_GROUP_SK = '#COLLECTION';
export const cardGroupSk = (cardId: string) => `CARD#${cardId}`;
/**
 * A price alert's state is an attribute of its card, one per alert (`alert#AAPL-above-25000`): read with the card,
 * and written by an update conditional on its revision (card-repository.ts `saveAlert`).
 */
export const ALERT_ATTRIBUTE_PREFIX = 'alert#';
export const alertAttribute = (alertId: string) => `${ALERT_ATTRIBUTE_PREFIX}${alertId}`;

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
  /** Public pages mask this collection's dollar amounts (public-amounts.ts). */
  readonly hideAmounts: boolean;
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
  /** Price alerts' states by alert id (shared/src/thetix/price-alert.ts); empty when the card holds none. */
  readonly alerts: ReadonlyMap<string, AlertRecord>;
  /** Whether the result was read from its own item (decision 282); false: from the card item, or none yet. */
  readonly resultStoredApart?: boolean;
  /** How many runs ended on the card (`result_seq`): orders result writes without trusting clocks. */
  readonly resultSeq?: number;
}

export function collectionOf(item: Record<string, unknown>): StoredCollection {
  return {
    userId: String(item.user_id),
    id: String(item.id),
    name: String(item.name),
    description: String(item.description ?? ''),
    isDefault: item.is_default === true,
    isPublic: item.is_public === true,
    hideAmounts: item.hide_amounts === true,
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
    hide_amounts: collection.hideAmounts,
    position: collection.position,
    created_at: collection.createdAt,
    updated_at: collection.updatedAt,
  };
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** An alert as stored (snake_case, as every attribute); undefined when it is not one. */
function alertRecordOf(value: unknown): AlertRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<string, unknown>;
  const state = stored.state;
  if (state !== 'armed' && state !== 'tracking' && state !== 'triggered') return undefined;
  return {
    state,
    armedAt: String(stored.armed_at),
    rev: Number(stored.rev ?? 0),
    lastCents: num(stored.last_cents),
    checkedAt: storedString(stored.checked_at),
    triggeredAt: storedString(stored.triggered_at),
    triggeredCents: num(stored.triggered_cents),
    notifiedAt: storedString(stored.notified_at),
  };
}

export const alertItem = (record: AlertRecord): Record<string, unknown> => ({
  state: record.state,
  armed_at: record.armedAt,
  rev: record.rev,
  last_cents: record.lastCents,
  checked_at: record.checkedAt,
  triggered_at: record.triggeredAt,
  triggered_cents: record.triggeredCents,
  notified_at: record.notifiedAt,
});

function alertsOf(item: Record<string, unknown>): Map<string, AlertRecord> {
  const alerts = new Map<string, AlertRecord>();
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(ALERT_ATTRIBUTE_PREFIX)) continue;
    const record = alertRecordOf(value);
    if (record) alerts.set(name.slice(ALERT_ATTRIBUTE_PREFIX.length), record);
  }
  return alerts;
}

/** A stored plan is used only if it is of this version and still valid; else the card plans again. */
function storedPlan(item: Record<string, unknown>): Plan | null {
  if (item.dsl_version !== PLAN_VERSION) return null;
  // Gzipped since decision 282 (`plan_gz`), so the card item stays under 1 KB; a card from before keeps `plan_json`.
  const text =
    item.plan_gz instanceof Uint8Array ? gunzipSync(item.plan_gz).toString('utf8') : item.plan_json;
  const parsed = planSchema.safeParse(storedJson(text));
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
    alerts: alertsOf(item),
    resultSeq: Number(item.result_seq ?? 0),
  };
}

export function toCollection(collection: StoredCollection, cardCount: number): CardCollection {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    is_default: collection.isDefault,
    is_public: collection.isPublic,
    hide_amounts: collection.hideAmounts,
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
