import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DUE_PARTITION } from '../jobs/job-message';
import {
  batchGetConsistent,
  isConditionFailure,
  queryPartitionPrefix,
  writeIf,
  type Table,
} from '../platform/table';
import type { AlertRecord } from './alerts/alert-evaluation';
import {
  alertAttribute,
  alertItem,
  CARD_RESULT_ATTRIBUTES,
  CARD_RESULT_SK_PREFIX,
  CARD_SK_PREFIX,
  cardGroupSk,
  cardKey,
  cardOf,
  cardPointerKey,
  cardResultKey,
  collectionGroup,
  collectionItem,
  collectionKey,
  collectionOf,
  COLLECTION_GROUP_SK,
  COLLECTION_SK_PREFIX,
  setUpKey,
  THETIX_CARD_JOB,
  type StoredCard,
  type StoredCollection,
} from './card-entities';
import { buildItemRuns, pendingRun } from './rooms/item-runs';
import {
  buildOwnedItems,
  existsCheck,
  EXISTS_AND_NOT_DEFAULT,
  hasItem,
  profileCheck,
  putNew,
  setUpOnce,
  transactIf,
} from './rooms/owned-items';
import { collectionEdits, progressText, storedString, userPk } from './rooms/room-item';

const TRANSACT_SIZE = 100;

/** A new card as it is first written: pending, its first run named. */
export interface NewCard {
  readonly userId: string;
  readonly id: string;
  readonly collectionId: string;
  readonly query: string;
  readonly position: number;
  readonly cadenceSeconds: number;
  readonly run: string;
  readonly now: string;
}

/** The outcome of a run, written only while the run is still the card's (`job_run`) and processing. */
export interface RunResult {
  readonly resultJson: string;
  /** The stored result and debug notes the run started from: an unchanged pair is not written again (decision 283). */
  readonly previous?: {
    readonly resultJson: string | null;
    readonly debugJson: string | null;
    /** Whether it sits in the result item already (not in a card item written before decision 282). */
    readonly storedApart: boolean;
    /** The card's `result_seq` the run read; this run's result is the next. */
    readonly seq: number;
  };
  readonly planJson: string;
  readonly planUpdatedAt: string | null;
  readonly debugJson: string;
  readonly materializedAt: string;
  readonly modelProse: boolean;
  /** The next scheduled refresh; null: none. */
  readonly scheduledAt: string | null;
  /** Where the slot sits in the `due` index (a chained sub-minute slot sits a minute later, as a backstop). */
  readonly dueIndexAt: string | null;
  /** Set for a chained sub-minute refresh: the run id its delayed message names (the card stays completed). */
  readonly chainRun: string | null;
}

const newCardItem = (card: NewCard) => ({
  ...cardKey(card.userId, card.id),
  entity: 'thetix-card',
  gsi1pk: collectionGroup(card.collectionId),
  gsi1sk: cardGroupSk(card.id),
  user_id: card.userId,
  id: card.id,
  collection_id: card.collectionId,
  query: card.query,
  card_position: card.position,
  update_cadence_seconds: card.cadenceSeconds,
  created_at: card.now,
  query_updated_at: card.now,
  ...pendingRun(THETIX_CARD_JOB, card.run, card.now),
});

const pointerItem = (card: Pick<NewCard, 'id' | 'userId'>) => ({
  ...cardPointerKey(card.id),
  entity: 'thetix-card-owner',
  user_id: card.userId,
});

const resultKeyOf = (card: Record<string, unknown>) => ({
  pk: String(card.pk),
  sk: `${CARD_RESULT_SK_PREFIX}${String(card.sk).slice(CARD_SK_PREFIX.length)}`,
});
const keyText = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;

/**
 * Card items with their result items laid over them (decision 282): a card refreshed before the result item existed
 * keeps its own `result_json` until its next run.
 */
async function withResults(table: Table, items: Record<string, unknown>[]): Promise<StoredCard[]> {
  const results = await batchGetConsistent(table, items.map(resultKeyOf));
  const byCard = new Map(results.map((result) => [keyText(result), result]));
  return items.map((item) => {
    const result = byCard.get(keyText(resultKeyOf(item)));
    if (!result) return { ...cardOf(item), resultStoredApart: false };
    return {
      ...cardOf({
        ...item,
        ...Object.fromEntries(CARD_RESULT_ATTRIBUTES.map((name) => [name, result[name]])),
        ...(result.result_gz instanceof Uint8Array
          ? { result_json: gunzipSync(result.result_gz).toString('utf8') }
          : {}),
      }),
      resultStoredApart: true,
    };
  });
}

/** Card and collection storage (card-entities.ts has the keys; docs/data-model.md the access patterns). */
export function buildCardRepository(table: Table) {
  const send = table.client.send.bind(table.client);
  const collections = buildOwnedItems(table, { key: collectionKey, of: collectionOf });
  const cardItems = buildOwnedItems(table, { key: cardKey, of: (item) => item });
  const cardRuns = buildItemRuns(table, { key: cardKey, jobKind: THETIX_CARD_JOB });

  return {
    /** Whether the user's default collection and example cards were made. */
    isSetUp: (userId: string): Promise<boolean> => hasItem(table, setUpKey(userId)),

    /**
     * The first use of Thetix: the setup marker, the default collection and its example cards in one transaction,
     * conditional on the marker's absence and on the user's profile (an uninvited identity stores nothing).
     */
    setUp: (userId: string, collection: StoredCollection, cards: readonly NewCard[]) =>
      setUpOnce(
        table,
        userId,
        { ...setUpKey(userId), entity: 'thetix-setup', created_at: collection.createdAt },
        [collectionItem(collection), ...cards.flatMap((card) => [newCardItem(card), pointerItem(card)])],
      ),

    /** A user's collections: Query `begins_with(sk, 'THETIX#COLL#')` in their partition. */
    async listCollections(userId: string): Promise<StoredCollection[]> {
      const items = await queryPartitionPrefix(table, userPk(userId), COLLECTION_SK_PREFIX);
      return items
        .map(collectionOf)
        .sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));
    },

    getCollection: collections.get,

    async putCollection(collection: StoredCollection): Promise<void> {
      await send(
        new TransactWriteCommand({
          TransactItems: [putNew(table, collectionItem(collection)), profileCheck(table, collection.userId)],
        }),
      );
    },

    /** Name, description, public flag and hidden amounts; false when the collection is gone. */
    updateCollection: (
      userId: string,
      id: string,
      changes: { name?: string; description?: string; isPublic?: boolean; hideAmounts?: boolean },
      now: string,
    ) =>
      collections.update(userId, id, {
        ...collectionEdits(changes, now),
        is_public: changes.isPublic,
        hide_amounts: changes.hideAmounts,
      }),

    /** Makes one collection the default and the former one not, together. */
    setDefault: (userId: string, id: string, formerId: string | undefined, now: string) =>
      transactIf(table, [
        {
          Update: {
            TableName: table.name,
            Key: collectionKey(userId, id),
            UpdateExpression: 'SET is_default = :yes, updated_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':yes': true, ':now': now },
          },
        },
        ...(formerId && formerId !== id
          ? [
              {
                Update: {
                  TableName: table.name,
                  Key: collectionKey(userId, formerId),
                  UpdateExpression: 'SET is_default = :no, updated_at = :now',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':no': false, ':now': now },
                },
              },
            ]
          : []),
      ]),

    /** Deletes a collection unless it is the default (false then), then its cards. */
    async deleteCollection(userId: string, id: string, cardIds: readonly string[]): Promise<boolean> {
      if (!(await collections.remove(userId, id, EXISTS_AND_NOT_DEFAULT))) return false;
      for (const cardId of cardIds) await this.deleteCard(userId, cardId);
      return true;
    },

    /**
     * Every card of a user in brief (id, collection, position, job status), strongly consistent: the service picks
     * a collection's cards from it and reads those in full.
     */
    async cardIndex(userId: string) {
      const items = await queryPartitionPrefix(
        table,
        userPk(userId),
        CARD_SK_PREFIX,
        'id, collection_id, card_position, created_at, job_status, scheduled_update_at, materialized_updated_at, job_progress, job_error',
      );
      return items.map((item) => ({
        id: String(item.id),
        collectionId: String(item.collection_id),
        position: Number(item.card_position ?? 0),
        createdAt: String(item.created_at ?? ''),
        jobStatus: storedString(item.job_status),
        scheduledAt: storedString(item.scheduled_update_at),
        materializedAt: storedString(item.materialized_updated_at),
        jobProgress: progressText({
          jobStatus: storedString(item.job_status),
          jobProgress: storedString(item.job_progress),
          jobError: storedString(item.job_error),
        }),
      }));
    },

    /** A card with its result (two items, one BatchGetItem each, strongly consistent). */
    async getCard(userId: string, id: string): Promise<StoredCard | undefined> {
      const item = await cardItems.get(userId, id);
      return item ? (await withResults(table, [item]))[0] : undefined;
    },

    /** Cards by id with their results, strongly consistent, in no particular order; missing ids are left out. */
    getCards: async (userId: string, ids: readonly string[]): Promise<StoredCard[]> =>
      withResults(table, await cardItems.getMany(userId, ids)),

    /** A card and its owner pointer, only while its collection exists. */
    createCard: (card: NewCard) =>
      transactIf(table, [
        putNew(table, newCardItem(card)),
        { Put: { TableName: table.name, Item: pointerItem(card) } },
        existsCheck(table, collectionKey(card.userId, card.collectionId)),
      ]),

    /**
     * Starts a new run of a card (refresh, new question, new cadence): pending under a new run id, out of the
     * `due` index until the run books the next slot. `onlyIfIdle` refuses while a run is pending or processing.
     */
    requestRun: (
      userId: string,
      id: string,
      run: string,
      now: string,
      options: {
        onlyIfIdle: boolean;
        query?: string;
        cadenceSeconds?: number;
        replan?: boolean;
        countsAsRefresh?: boolean;
      },
    ) =>
      cardRuns.requestRun(
        userId,
        id,
        run,
        now,
        {
          set: {
            query: options.query,
            query_updated_at: options.query !== undefined ? now : undefined,
            update_cadence_seconds: options.cadenceSeconds,
            last_refresh_at: options.countsAsRefresh ? now : undefined,
          },
          remove: [
            'gsi2pk',
            'gsi2sk',
            ...(options.cadenceSeconds === 0 ? ['scheduled_update_at'] : []),
            ...(options.replan ? ['plan_json', 'plan_gz', 'dsl_version'] : []),
          ],
        },
        { onlyIfIdle: options.onlyIfIdle },
      ),

    /**
     * Cancels a waiting or running card. A card that has a result keeps it and goes back to completed; one without
     * becomes `cancelled` (hidden from the board). Either way the run id changes, so the running job stops at its
     * next step and its result is never written.
     */
    cancel: (userId: string, id: string, hasResult: boolean, now: string) =>
      cardRuns.cancelRun(userId, id, now, { keepsResult: hasResult, set: { job_cancelled_at: now } }),

    /** Moves a card to another collection of the same user (which must exist) at a position. */
    moveCard: (userId: string, id: string, targetCollectionId: string, position: number) =>
      transactIf(table, [
        {
          Update: {
            TableName: table.name,
            Key: cardKey(userId, id),
            UpdateExpression: 'SET collection_id = :target, gsi1pk = :group, card_position = :position',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: {
              ':target': targetCollectionId,
              ':group': collectionGroup(targetCollectionId),
              ':position': position,
            },
          },
        },
        existsCheck(table, collectionKey(userId, targetCollectionId)),
      ]),

    /** New positions for cards of one collection, all or none (a card moved away meanwhile refuses the lot). */
    reorder: (userId: string, collectionId: string, positions: readonly { id: string; position: number }[]) =>
      writeIf(async () => {
        for (let start = 0; start < positions.length; start += TRANSACT_SIZE)
          await send(
            new TransactWriteCommand({
              TransactItems: positions.slice(start, start + TRANSACT_SIZE).map((entry) => ({
                Update: {
                  TableName: table.name,
                  Key: cardKey(userId, entry.id),
                  UpdateExpression: 'SET card_position = :position',
                  ConditionExpression: 'collection_id = :collection',
                  ExpressionAttributeValues: { ':position': entry.position, ':collection': collectionId },
                },
              })),
            }),
          );
      }),

    async deleteCard(userId: string, id: string): Promise<boolean> {
      return transactIf(table, [
        {
          Delete: {
            TableName: table.name,
            Key: cardKey(userId, id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Delete: { TableName: table.name, Key: cardPointerKey(id) } },
        { Delete: { TableName: table.name, Key: cardResultKey(userId, id) } },
      ]);
    },

    /**
     * Writes a run's outcome while the run is still the card's and processing; false when superseded. One
     * conditional UpdateItem of the small card item ends the run: its time, the next slot (back into the `due`
     * index) and the job's completion (the worker writes nothing after it, decision 283), and moves a result an
     * older card item still holds out of it. Then the result item, only when the result or its notes changed and
     * only over an older one (`seq`): a late put of an overtaken run never replaces a newer result. The card's time
     * (`materialized_updated_at`) says when the result was last made, changed or not.
     */
    async finishRun(userId: string, id: string, run: string, result: RunResult): Promise<boolean> {
      const ended = await cardRuns.finishRun(
        userId,
        id,
        run,
        {
          set: {
            plan_gz: gzipSync(result.planJson),
            dsl_version: 1,
            materialized_updated_at: result.materializedAt,
            model_prose: result.modelProse,
            job_completed_at: result.materializedAt,
            result_seq: (result.previous?.seq ?? 0) + 1,
            dsl_updated_at: result.planUpdatedAt || undefined,
            scheduled_update_at: result.scheduledAt || undefined,
            ...(result.dueIndexAt
              ? { gsi2pk: DUE_PARTITION, gsi2sk: result.dueIndexAt, job_kind: THETIX_CARD_JOB }
              : {}),
          },
          remove: [
            'plan_json',
            'job_status',
            'job_progress',
            'job_error',
            ...CARD_RESULT_ATTRIBUTES,
            ...(result.scheduledAt ? [] : ['scheduled_update_at']),
            ...(result.dueIndexAt ? [] : ['gsi2pk', 'gsi2sk']),
          ],
        },
        // A chained refresh's message names the next run; otherwise a duplicate of this run's message claims nothing.
        result.chainRun ?? undefined,
      );
      if (!ended) return false;
      const previous = result.previous;
      if (
        previous?.storedApart &&
        previous.resultJson === result.resultJson &&
        previous.debugJson === result.debugJson
      )
        return true;
      try {
        await send(
          new PutCommand({
            TableName: table.name,
            Item: {
              ...cardResultKey(userId, id),
              entity: 'thetix-card-result',
              // Gzipped: widgets' JSON shrinks several times, and a write is billed per KB (decision 282).
              result_gz: gzipSync(result.resultJson),
              debug_json: result.debugJson,
              materialized_at: result.materializedAt,
              seq: (result.previous?.seq ?? 0) + 1,
            },
            // A run that ended later read this run's end (it could only be requested after it), so its number is
            // higher: a put delayed past a later run's never replaces that newer result.
            ConditionExpression: 'attribute_not_exists(pk) OR seq < :seq',
            ExpressionAttributeValues: { ':seq': (result.previous?.seq ?? 0) + 1 },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      return true;
    },

    /**
     * Stores an alert's new state, only while the card exists and the alert is still at the revision the evaluation
     * read (`null`: not stored yet). False when another evaluation or a re-arm wrote first: of two concurrent
     * evaluations only one can move an alert to `triggered`, and only that one notifies.
     */
    saveAlert: (userId: string, id: string, alertId: string, record: AlertRecord, readRev: number | null) =>
      writeIf(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: cardKey(userId, id),
            UpdateExpression: 'SET #alert = :record',
            ConditionExpression:
              readRev === null
                ? 'attribute_exists(pk) AND attribute_not_exists(#alert)'
                : 'attribute_exists(pk) AND #alert.#rev = :rev',
            ExpressionAttributeNames: {
              '#alert': alertAttribute(alertId),
              ...(readRev === null ? {} : { '#rev': 'rev' }),
            },
            ExpressionAttributeValues: {
              ':record': alertItem(record),
              ...(readRev === null ? {} : { ':rev': readRev }),
            },
          }),
        ),
      ),

    /** Records that a triggered alert's notification is settled, while it is still that arming's trigger. */
    markAlertNotified: (userId: string, id: string, alertId: string, armedAt: string, at: string) =>
      writeIf(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: cardKey(userId, id),
            UpdateExpression: 'SET #alert.#notified = :at',
            ConditionExpression: '#alert.#state = :triggered AND #alert.#armed = :armedAt',
            ExpressionAttributeNames: {
              '#alert': alertAttribute(alertId),
              '#notified': 'notified_at',
              '#state': 'state',
              '#armed': 'armed_at',
            },
            ExpressionAttributeValues: { ':at': at, ':triggered': 'triggered', ':armedAt': armedAt },
          }),
        ),
      ),

    /** The owner of a card id (public card links). */
    async cardOwner(id: string): Promise<string | undefined> {
      const { Item } = await send(new GetCommand({ TableName: table.name, Key: cardPointerKey(id) }));
      return typeof Item?.user_id === 'string' ? Item.user_id : undefined;
    },

    /**
     * A collection and its cards by collection id alone (public pages): a Query of the `lookup` index for their keys
     * (it projects no card attributes: decision 280), then the items themselves, strongly consistent.
     */
    async collectionGroup(
      collectionId: string,
    ): Promise<{ collection?: StoredCollection; cards: StoredCard[] }> {
      const keys: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await send(
          new QueryCommand({
            TableName: table.name,
            IndexName: 'lookup',
            KeyConditionExpression: 'gsi1pk = :group',
            ExpressionAttributeValues: { ':group': collectionGroup(collectionId) },
            ProjectionExpression: 'pk, sk',
            ExclusiveStartKey: startKey,
          }),
        );
        keys.push(...(page.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk })));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      // An item moved out of the group (a card moved to another collection) since the index was read is left out.
      const items = (await batchGetConsistent(table, keys)).filter(
        (item) => item.gsi1pk === collectionGroup(collectionId),
      );
      const head = items.find((item) => item.gsi1sk === COLLECTION_GROUP_SK);
      return {
        collection: head ? collectionOf(head) : undefined,
        cards: await withResults(
          table,
          items.filter((item) => item.gsi1sk !== COLLECTION_GROUP_SK),
        ),
      };
    },
  };
}

export type CardRepository = ReturnType<typeof buildCardRepository>;
