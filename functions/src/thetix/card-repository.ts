import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { DUE_PARTITION } from '../jobs/job-message';
import {
  batchGetConsistent,
  isConditionFailure,
  queryPartitionPrefix,
  setAttributes,
  writeIf,
  type Table,
} from '../platform/table';
import type { AlertRecord } from './alerts/alert-evaluation';
import {
  alertAttribute,
  alertItem,
  CARD_SK_PREFIX,
  cardGroupSk,
  cardKey,
  cardOf,
  cardPointerKey,
  collectionGroup,
  collectionItem,
  collectionKey,
  collectionOf,
  COLLECTION_GROUP_SK,
  COLLECTION_SK_PREFIX,
  SETUP_SK,
  THETIX_CARD_JOB,
  userPk,
  type StoredCard,
  type StoredCollection,
} from './card-entities';

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
  job_status: 'pending',
  job_progress: 'step 0 of 1',
  job_kind: THETIX_CARD_JOB,
  job_run: card.run,
  job_requested_at: card.now,
});

const pointerItem = (card: Pick<NewCard, 'id' | 'userId'>) => ({
  ...cardPointerKey(card.id),
  entity: 'thetix-card-owner',
  user_id: card.userId,
});

/** Card and collection storage (card-entities.ts has the keys; docs/data-model.md the access patterns). */
export function buildCardRepository(table: Table) {
  const send = table.client.send.bind(table.client);
  const conditional = writeIf;

  return {
    /** Whether the user's default collection and example cards were made. */
    async isSetUp(userId: string): Promise<boolean> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: { pk: userPk(userId), sk: SETUP_SK } }),
      );
      return Item !== undefined;
    },

    /**
     * The first use of Thetix: the setup marker, the default collection and its example cards in one transaction,
     * conditional on the marker's absence and on the user's profile (an uninvited identity stores nothing). False
     * when it was already done or there is no profile.
     */
    async setUp(
      userId: string,
      collection: StoredCollection,
      cards: readonly NewCard[],
    ): Promise<'done' | 'exists' | 'no-profile'> {
      try {
        await send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table.name,
                  Item: {
                    pk: userPk(userId),
                    sk: SETUP_SK,
                    entity: 'thetix-setup',
                    created_at: collection.createdAt,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                ConditionCheck: {
                  TableName: table.name,
                  Key: { pk: userPk(userId), sk: 'PROFILE' },
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              { Put: { TableName: table.name, Item: collectionItem(collection) } },
              ...cards.flatMap((card) => [
                { Put: { TableName: table.name, Item: newCardItem(card) } },
                { Put: { TableName: table.name, Item: pointerItem(card) } },
              ]),
            ],
          }),
        );
        return 'done';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await this.isSetUp(userId)) ? 'exists' : 'no-profile';
      }
    },

    /** A user's collections: Query `begins_with(sk, 'THETIX#COLL#')` in their partition. */
    async listCollections(userId: string): Promise<StoredCollection[]> {
      const items = await queryPartitionPrefix(table, userPk(userId), COLLECTION_SK_PREFIX);
      return items
        .map(collectionOf)
        .sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));
    },

    async getCollection(userId: string, id: string): Promise<StoredCollection | undefined> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: collectionKey(userId, id), ConsistentRead: true }),
      );
      return Item ? collectionOf(Item) : undefined;
    },

    async putCollection(collection: StoredCollection): Promise<void> {
      await send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table.name,
                Item: collectionItem(collection),
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              ConditionCheck: {
                TableName: table.name,
                Key: { pk: userPk(collection.userId), sk: 'PROFILE' },
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ],
        }),
      );
    },

    /** Name, description and public flag; false when the collection is gone. */
    updateCollection: (
      userId: string,
      id: string,
      changes: { name?: string; description?: string; isPublic?: boolean },
      now: string,
    ) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: collectionKey(userId, id),
            ...setAttributes({
              updated_at: now,
              name: changes.name,
              description: changes.description,
              is_public: changes.isPublic,
            }),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      ),

    /** Makes one collection the default and the former one not, together. */
    setDefault: (userId: string, id: string, formerId: string | undefined, now: string) =>
      conditional(() =>
        send(
          new TransactWriteCommand({
            TransactItems: [
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
            ],
          }),
        ),
      ),

    /** Deletes a collection unless it is the default (false then), then its cards. */
    async deleteCollection(userId: string, id: string, cardIds: readonly string[]): Promise<boolean> {
      const deleted = await conditional(() =>
        send(
          new DeleteCommand({
            TableName: table.name,
            Key: collectionKey(userId, id),
            ConditionExpression: 'attribute_exists(pk) AND is_default = :no',
            ExpressionAttributeValues: { ':no': false },
          }),
        ),
      );
      if (!deleted) return false;
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
        'id, collection_id, card_position, job_status, scheduled_update_at, materialized_updated_at, job_progress, job_error',
      );
      return items.map((item) => ({
        id: String(item.id),
        collectionId: String(item.collection_id),
        position: Number(item.card_position ?? 0),
        jobStatus: typeof item.job_status === 'string' ? item.job_status : null,
        scheduledAt: typeof item.scheduled_update_at === 'string' ? item.scheduled_update_at : null,
        materializedAt:
          typeof item.materialized_updated_at === 'string' ? item.materialized_updated_at : null,
        jobProgress:
          item.job_status === 'failed'
            ? typeof item.job_error === 'string'
              ? item.job_error
              : null
            : typeof item.job_progress === 'string'
              ? item.job_progress
              : null,
      }));
    },

    async getCard(userId: string, id: string): Promise<StoredCard | undefined> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: cardKey(userId, id), ConsistentRead: true }),
      );
      return Item ? cardOf(Item) : undefined;
    },

    /** Cards by id, strongly consistent, in no particular order; missing ids are left out. */
    async getCards(userId: string, ids: readonly string[]): Promise<StoredCard[]> {
      return (
        await batchGetConsistent(
          table,
          ids.map((id) => cardKey(userId, id)),
        )
      ).map(cardOf);
    },

    /** A card and its owner pointer, only while its collection exists. */
    createCard: (card: NewCard) =>
      conditional(() =>
        send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table.name,
                  Item: newCardItem(card),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              { Put: { TableName: table.name, Item: pointerItem(card) } },
              {
                ConditionCheck: {
                  TableName: table.name,
                  Key: collectionKey(card.userId, card.collectionId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        ),
      ),

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
    ) => {
      const sets = [
        'job_status = :pending',
        'job_run = :run',
        'job_progress = :progress',
        'job_kind = :kind',
        'job_requested_at = :now',
      ];
      const removes = ['gsi2pk', 'gsi2sk', 'job_error'];
      const values: Record<string, unknown> = {
        ':pending': 'pending',
        ':run': run,
        ':progress': 'step 0 of 1',
        ':kind': THETIX_CARD_JOB,
        ':now': now,
      };
      if (options.query !== undefined) {
        sets.push('#query = :query', 'query_updated_at = :now');
        values[':query'] = options.query;
      }
      if (options.cadenceSeconds !== undefined) {
        sets.push('update_cadence_seconds = :cadence');
        values[':cadence'] = options.cadenceSeconds;
      }
      if (options.cadenceSeconds === 0) removes.push('scheduled_update_at');
      if (options.replan) removes.push('plan_json', 'dsl_version');
      if (options.countsAsRefresh) sets.push('last_refresh_at = :now');
      let condition = 'attribute_exists(pk)';
      if (options.onlyIfIdle) {
        condition += ' AND (attribute_not_exists(job_status) OR NOT job_status IN (:pending, :processing))';
        values[':processing'] = 'processing';
      }
      return conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: cardKey(userId, id),
            UpdateExpression: `SET ${sets.join(', ')} REMOVE ${removes.join(', ')}`,
            ConditionExpression: condition,
            ExpressionAttributeNames: options.query !== undefined ? { '#query': 'query' } : undefined,
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },

    /**
     * Cancels a waiting or running card. A card that has a result keeps it and goes back to completed; one without
     * becomes `cancelled` (hidden from the board). Either way the run id changes, so the running job stops at its
     * next step and its result is never written.
     */
    cancel: (userId: string, id: string, hasResult: boolean, now: string) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: cardKey(userId, id),
            UpdateExpression: hasResult
              ? 'SET job_run = :cancelled, job_cancelled_at = :now REMOVE job_status, job_progress'
              : 'SET job_status = :status, job_run = :cancelled, job_cancelled_at = :now REMOVE job_progress',
            ConditionExpression: 'job_status IN (:pending, :processing)',
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':processing': 'processing',
              ':cancelled': `cancelled:${now}`,
              ':now': now,
              ...(hasResult ? {} : { ':status': 'cancelled' }),
            },
          }),
        ),
      ),

    /** Moves a card to another collection of the same user (which must exist) at a position. */
    moveCard: (userId: string, id: string, targetCollectionId: string, position: number) =>
      conditional(() =>
        send(
          new TransactWriteCommand({
            TransactItems: [
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
              {
                ConditionCheck: {
                  TableName: table.name,
                  Key: collectionKey(userId, targetCollectionId),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
          }),
        ),
      ),

    /** New positions for cards of one collection, all or none (a card moved away meanwhile refuses the lot). */
    reorder: (userId: string, collectionId: string, positions: readonly { id: string; position: number }[]) =>
      conditional(async () => {
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
      return conditional(() =>
        send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Delete: {
                  TableName: table.name,
                  Key: cardKey(userId, id),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
              { Delete: { TableName: table.name, Key: cardPointerKey(id) } },
            ],
          }),
        ),
      );
    },

    /** Writes a run's outcome while the run is still the card's and processing; false when superseded. */
    finishRun: (userId: string, id: string, run: string, result: RunResult) => {
      const sets = [
        'result_json = :result',
        'plan_json = :plan',
        'dsl_version = :version',
        'debug_json = :debug',
        'materialized_updated_at = :at',
        'model_prose = :modelProse',
        'job_progress = :progress',
      ];
      const removes: string[] = [];
      const values: Record<string, unknown> = {
        ':result': result.resultJson,
        ':plan': result.planJson,
        ':version': 1,
        ':debug': result.debugJson,
        ':at': result.materializedAt,
        ':modelProse': result.modelProse,
        ':processing': 'processing',
        ':run': run,
        ':progress': 'step 1 of 1',
      };
      if (result.planUpdatedAt) {
        sets.push('dsl_updated_at = :planAt');
        values[':planAt'] = result.planUpdatedAt;
      }
      if (result.scheduledAt) {
        sets.push('scheduled_update_at = :scheduled');
        values[':scheduled'] = result.scheduledAt;
      } else removes.push('scheduled_update_at');
      if (result.dueIndexAt) {
        sets.push('gsi2pk = :due', 'gsi2sk = :dueAt', 'job_kind = :kind');
        Object.assign(values, {
          ':due': DUE_PARTITION,
          ':dueAt': result.dueIndexAt,
          ':kind': THETIX_CARD_JOB,
        });
      } else removes.push('gsi2pk', 'gsi2sk');
      // The run id moves on, so a duplicate of this run's message claims nothing; a chained refresh's message names it.
      sets.push('job_run = :next');
      values[':next'] = result.chainRun ?? `done:${run}`;
      return conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: cardKey(userId, id),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'job_status = :processing AND job_run = :run',
            ExpressionAttributeValues: values,
          }),
        ),
      );
    },

    /**
     * Stores an alert's new state, only while the card exists and the alert is still at the revision the evaluation
     * read (`null`: not stored yet). False when another evaluation or a re-arm wrote first: of two concurrent
     * evaluations only one can move an alert to `triggered`, and only that one notifies.
     */
    saveAlert: (userId: string, id: string, alertId: string, record: AlertRecord, readRev: number | null) =>
      conditional(() =>
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
      conditional(() =>
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

    /** A collection and its cards by collection id alone (public pages): one Query of the `lookup` index. */
    async collectionGroup(
      collectionId: string,
    ): Promise<{ collection?: StoredCollection; cards: StoredCard[] }> {
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await send(
          new QueryCommand({
            TableName: table.name,
            IndexName: 'lookup',
            KeyConditionExpression: 'gsi1pk = :group',
            ExpressionAttributeValues: { ':group': collectionGroup(collectionId) },
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(page.Items ?? []));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      const head = items.find((item) => item.gsi1sk === COLLECTION_GROUP_SK);
      return {
        collection: head ? collectionOf(head) : undefined,
        cards: items.filter((item) => item.gsi1sk !== COLLECTION_GROUP_SK).map(cardOf),
      };
    },
  };
}

export type CardRepository = ReturnType<typeof buildCardRepository>;
