import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryPartitionPrefix, type Table } from '../platform/table';
import { buildItemRuns, finishedRun, pendingRun } from '../thetix/rooms/item-runs';
import {
  buildOwnedItems,
  createItem,
  EXISTS_AND_NOT_DEFAULT,
  hasItem,
  setUpOnce,
} from '../thetix/rooms/owned-items';
import { collectionEdits, userPk } from '../thetix/rooms/room-item';
import {
  CHAT_COLLECTION_SK_PREFIX,
  CHAT_SK_PREFIX,
  chatCollectionItem,
  chatCollectionKey,
  chatCollectionOf,
  chatKey,
  chatOf,
  chatSetUpKey,
  THETIX_CHAT_JOB,
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
  /** Epoch seconds: TTL deletes the chat some time after (an unsaved chat); none: kept. */
  readonly expiresAt?: number;
}

/** Chat and chat-collection storage (chat-entities.ts has the keys). */
export function buildChatRepository(table: Table) {
  const send = table.client.send.bind(table.client);
  const collections = buildOwnedItems(table, { key: chatCollectionKey, of: chatCollectionOf });
  const chatItems = buildOwnedItems(table, { key: chatKey, of: chatOf });
  const chatRuns = buildItemRuns(table, { key: chatKey, jobKind: THETIX_CHAT_JOB });
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
    ...(chat.turn ? pendingRun(THETIX_CHAT_JOB, chat.turn.id, chat.now) : {}),
    ...(chat.expiresAt === undefined ? {} : { expiresAt: chat.expiresAt }),
  });

  return {
    isSetUp: (userId: string): Promise<boolean> => hasItem(table, chatSetUpKey(userId)),

    /** The default chat collections, once, with a marker; only for a user with a profile. */
    setUp: (userId: string, collections: readonly StoredChatCollection[]) =>
      setUpOnce(
        table,
        userId,
        { ...chatSetUpKey(userId), entity: 'thetix-chat-setup' },
        collections.map(chatCollectionItem),
      ),

    /** A user's chat collections: Query `begins_with(sk, 'THETIX#CHATCOLL#')`. */
    async listCollections(userId: string): Promise<StoredChatCollection[]> {
      const items = await queryPartitionPrefix(table, userPk(userId), CHAT_COLLECTION_SK_PREFIX);
      return items.map(chatCollectionOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    getCollection: collections.get,

    putCollection: (collection: StoredChatCollection) => createItem(table, chatCollectionItem(collection)),

    updateCollection: (
      userId: string,
      id: string,
      changes: { name?: string; description?: string; metaData?: Record<string, unknown> },
      now: string,
    ) =>
      collections.update(userId, id, {
        ...collectionEdits(changes, now),
        meta_json: changes.metaData === undefined ? undefined : JSON.stringify(changes.metaData),
      }),

    deleteCollection: (userId: string, id: string) => collections.remove(userId, id, EXISTS_AND_NOT_DEFAULT),

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

    getChat: chatItems.get,

    getChats: chatItems.getMany,

    /** A new chat (pending when it has a first question); false when the id is taken (a report already made). */
    createChat: (chat: NewChat) => createItem(table, newChatItem(chat)),

    /** Appends a pending turn to an idle chat (none running), written over the turns it read. */
    appendTurn: (
      userId: string,
      id: string,
      turns: readonly StoredTurn[],
      turn: StoredTurn,
      now: string,
      readUpdatedAt: string,
    ) =>
      chatRuns.requestRun(
        userId,
        id,
        turn.id,
        now,
        { set: { turns_json: fitTurns([...turns, turn]), updated_at: now } },
        { onlyIfIdle: true, readUpdatedAt },
      ),

    /** The answered turns, written while `run` is still the chat's run and processing. */
    finishTurn: (userId: string, id: string, run: string, turns: readonly StoredTurn[], now: string) =>
      chatRuns.finishRun(userId, id, run, { set: { turns_json: fitTurns(turns), updated_at: now } }),

    /** A report chat's answer: its turns and meta data, completed (no job status), whatever state it was in. */
    completeReport: (
      userId: string,
      id: string,
      turns: readonly StoredTurn[],
      metaData: StoredChat['metaData'],
      now: string,
    ) =>
      chatItems.change(userId, id, {
        set: {
          turns_json: fitTurns(turns),
          meta_json: JSON.stringify(metaData),
          updated_at: now,
          job_run: finishedRun(now),
        },
        remove: ['job_status', 'job_progress', 'job_error'],
      }),

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
      chatRuns.cancelRun(userId, id, now, {
        keepsResult: false,
        set: { turns_json: fitTurns(turns), updated_at: now },
      }),

    updateChat: (
      userId: string,
      id: string,
      changes: { title?: string; metaData?: StoredChat['metaData'] },
    ) =>
      chatItems.update(userId, id, {
        chat_title: changes.title,
        meta_json: changes.metaData === undefined ? undefined : JSON.stringify(changes.metaData),
      }),

    markViewed: (userId: string, id: string, now: string) => chatItems.update(userId, id, { viewed_at: now }),

    deleteChat: (userId: string, id: string) => chatItems.remove(userId, id),
  };
}

export type ChatRepository = ReturnType<typeof buildChatRepository>;
