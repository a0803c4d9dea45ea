import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  batchGetConsistent,
  isConditionFailure,
  queryPartitionPrefix,
  setAttributes,
  writeIf,
  type Table,
} from '../platform/table';
import {
  CHAT_COLLECTION_SK_PREFIX,
  CHAT_SETUP_SK,
  CHAT_SK_PREFIX,
  chatCollectionItem,
  chatCollectionKey,
  chatCollectionOf,
  chatKey,
  chatOf,
  THETIX_CHAT_JOB,
  userPk,
  type StoredChat,
  type StoredChatCollection,
  type StoredTurn,
} from './chat-entities';

/** DynamoDB items stay under 400 KB: older turns lose their widgets (their questions stay) past this size. */
const MAX_TURNS_BYTES = 300_000;

/** Keeps the turns' JSON under the item limit by dropping the widgets of the oldest turns first. */
export function fitTurns(turns: readonly StoredTurn[]): string {
  const kept = [...turns];
  let json = JSON.stringify(kept);
  for (let index = 0; Buffer.byteLength(json) > MAX_TURNS_BYTES && index < kept.length - 1; index += 1) {
    kept[index] = { ...kept[index]!, widgets: null, plan: null, debug: null };
    json = JSON.stringify(kept);
  }
  return json;
}

export interface NewChat {
  readonly userId: string;
  readonly id: string;
  readonly collectionId: string;
  readonly title: string;
  readonly chatType: StoredChat['chatType'];
  readonly metaData: StoredChat['metaData'];
  readonly now: string;
  /** The first question, pending under its turn id; none for an empty chat. */
  readonly turn?: StoredTurn;
}

/** Chat and chat-collection storage (chat-entities.ts has the keys). */
export function buildChatRepository(table: Table) {
  const send = table.client.send.bind(table.client);
  const conditional = writeIf;
  const newChatItem = (chat: NewChat) => ({
    ...chatKey(chat.userId, chat.id),
    entity: 'thetix-chat',
    user_id: chat.userId,
    id: chat.id,
    collection_id: chat.collectionId,
    chat_title: chat.title,
    chat_type: chat.chatType,
    meta_json: JSON.stringify(chat.metaData),
    turns_json: JSON.stringify(chat.turn ? [chat.turn] : []),
    created_at: chat.now,
    updated_at: chat.now,
    job_kind: THETIX_CHAT_JOB,
    ...(chat.turn
      ? {
          job_status: 'pending',
          job_run: chat.turn.id,
          job_progress: 'step 0 of 1',
          job_requested_at: chat.now,
        }
      : {}),
  });

  return {
    async isSetUp(userId: string): Promise<boolean> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: { pk: userPk(userId), sk: CHAT_SETUP_SK } }),
      );
      return Item !== undefined;
    },

    /** The default chat collections, once, with a marker; only for a user with a profile. */
    async setUp(
      userId: string,
      collections: readonly StoredChatCollection[],
    ): Promise<'done' | 'exists' | 'no-profile'> {
      try {
        await send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table.name,
                  Item: { pk: userPk(userId), sk: CHAT_SETUP_SK, entity: 'thetix-chat-setup' },
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
              ...collections.map((collection) => ({
                Put: { TableName: table.name, Item: chatCollectionItem(collection) },
              })),
            ],
          }),
        );
        return 'done';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await this.isSetUp(userId)) ? 'exists' : 'no-profile';
      }
    },

    /** A user's chat collections: Query `begins_with(sk, 'THETIX#CHATCOLL#')`. */
    async listCollections(userId: string): Promise<StoredChatCollection[]> {
      const items = await queryPartitionPrefix(table, userPk(userId), CHAT_COLLECTION_SK_PREFIX);
      return items.map(chatCollectionOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async getCollection(userId: string, id: string): Promise<StoredChatCollection | undefined> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: chatCollectionKey(userId, id), ConsistentRead: true }),
      );
      return Item ? chatCollectionOf(Item) : undefined;
    },

    putCollection: (collection: StoredChatCollection) =>
      conditional(() =>
        send(
          new PutCommand({
            TableName: table.name,
            Item: chatCollectionItem(collection),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      ),

    updateCollection: (
      userId: string,
      id: string,
      changes: { name?: string; description?: string; metaData?: Record<string, unknown> },
      now: string,
    ) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatCollectionKey(userId, id),
            ...setAttributes({
              updated_at: now,
              name: changes.name,
              description: changes.description,
              meta_json: changes.metaData === undefined ? undefined : JSON.stringify(changes.metaData),
            }),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      ),

    deleteCollection: (userId: string, id: string) =>
      conditional(() =>
        send(
          new DeleteCommand({
            TableName: table.name,
            Key: chatCollectionKey(userId, id),
            ConditionExpression: 'attribute_exists(pk) AND is_default = :no',
            ExpressionAttributeValues: { ':no': false },
          }),
        ),
      ),

    /**
     * Every chat of a user in brief (no turns): Query `begins_with(sk, 'THETIX#CHAT#')` with a projection. Chat
     * collection items share the `THETIX#CHAT` prefix, so they are told apart by entity.
     */
    async chatIndex(userId: string) {
      const items = await queryPartitionPrefix(
        table,
        userPk(userId),
        CHAT_SK_PREFIX,
        'id, entity, collection_id, chat_title, chat_type, meta_json, created_at, updated_at, viewed_at, job_status, job_progress, job_error, user_id',
      );
      return items.filter((item) => item.entity === 'thetix-chat').map(chatOf);
    },

    async getChat(userId: string, id: string): Promise<StoredChat | undefined> {
      const { Item } = await send(
        new GetCommand({ TableName: table.name, Key: chatKey(userId, id), ConsistentRead: true }),
      );
      return Item ? chatOf(Item) : undefined;
    },

    async getChats(userId: string, ids: readonly string[]): Promise<StoredChat[]> {
      return (
        await batchGetConsistent(
          table,
          ids.map((id) => chatKey(userId, id)),
        )
      ).map(chatOf);
    },

    /** A new chat (pending when it has a first question); false when the id is taken (a report already made). */
    createChat: (chat: NewChat) =>
      conditional(() =>
        send(
          new PutCommand({
            TableName: table.name,
            Item: newChatItem(chat),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      ),

    /** Appends a pending turn to an idle chat (none running), written over the turns it read. */
    appendTurn: (
      userId: string,
      id: string,
      turns: readonly StoredTurn[],
      turn: StoredTurn,
      now: string,
      readUpdatedAt: string,
    ) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            UpdateExpression:
              'SET turns_json = :turns, job_status = :pending, job_run = :run, job_progress = :progress, job_kind = :kind, job_requested_at = :now, updated_at = :now REMOVE job_error',
            ConditionExpression:
              'attribute_exists(pk) AND updated_at = :read AND (attribute_not_exists(job_status) OR NOT job_status IN (:pending, :processing))',
            ExpressionAttributeValues: {
              ':turns': fitTurns([...turns, turn]),
              ':pending': 'pending',
              ':processing': 'processing',
              ':run': turn.id,
              ':progress': 'step 0 of 1',
              ':kind': THETIX_CHAT_JOB,
              ':now': now,
              ':read': readUpdatedAt,
            },
          }),
        ),
      ),

    /** The answered turns, written while `run` is still the chat's run and processing. */
    finishTurn: (userId: string, id: string, run: string, turns: readonly StoredTurn[], now: string) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            UpdateExpression: 'SET turns_json = :turns, updated_at = :now, job_run = :done',
            ConditionExpression: 'job_status = :processing AND job_run = :run',
            ExpressionAttributeValues: {
              ':turns': fitTurns(turns),
              ':now': now,
              ':processing': 'processing',
              ':run': run,
              ':done': `done:${run}`,
            },
          }),
        ),
      ),

    /** A report chat's answer: its turns and meta data, completed (no job status), whatever state it was in. */
    completeReport: (
      userId: string,
      id: string,
      turns: readonly StoredTurn[],
      metaData: StoredChat['metaData'],
      now: string,
    ) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            UpdateExpression:
              'SET turns_json = :turns, meta_json = :meta, updated_at = :now, job_run = :done REMOVE job_status, job_progress, job_error',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: {
              ':turns': fitTurns(turns),
              ':meta': JSON.stringify(metaData),
              ':now': now,
              ':done': `done:${now}`,
            },
          }),
        ),
      ),

    /**
     * Progress of a report being made ("step N of M"). A report chat carries no job status of its own (its job is the
     * report item's), so a report whose job dies never leaves a chat spinning; `agent_report_completed` says it is ready.
     */
    reportProgress: (userId: string, id: string, progress: string) =>
      send(
        new UpdateCommand({
          TableName: table.name,
          Key: chatKey(userId, id),
          UpdateExpression: 'SET job_progress = :progress',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':progress': progress },
        }),
      ),

    /** Cancels the running turn: the chat shows "Query was cancelled." on it and the job stops at its next step. */
    cancel: (userId: string, id: string, turns: readonly StoredTurn[], now: string) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            UpdateExpression:
              'SET job_status = :cancelled, job_run = :run, turns_json = :turns, updated_at = :now REMOVE job_progress',
            ConditionExpression: 'job_status IN (:pending, :processing)',
            ExpressionAttributeValues: {
              ':cancelled': 'cancelled',
              ':run': `cancelled:${now}`,
              ':turns': fitTurns(turns),
              ':now': now,
              ':pending': 'pending',
              ':processing': 'processing',
            },
          }),
        ),
      ),

    updateChat: (
      userId: string,
      id: string,
      changes: { title?: string; metaData?: StoredChat['metaData'] },
    ) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            ...setAttributes({
              chat_title: changes.title,
              meta_json: changes.metaData === undefined ? undefined : JSON.stringify(changes.metaData),
            }),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      ),

    markViewed: (userId: string, id: string, now: string) =>
      conditional(() =>
        send(
          new UpdateCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            UpdateExpression: 'SET viewed_at = :now',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':now': now },
          }),
        ),
      ),

    deleteChat: (userId: string, id: string) =>
      conditional(() =>
        send(
          new DeleteCommand({
            TableName: table.name,
            Key: chatKey(userId, id),
            ConditionExpression: 'attribute_exists(pk)',
          }),
        ),
      ),
  };
}

export type ChatRepository = ReturnType<typeof buildChatRepository>;
