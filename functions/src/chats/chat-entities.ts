import type { Chat, ChatMetaData, ChatTurn, ChatType } from '@thetix/shared/contracts/chats';
import { CHAT_TITLE_MAX, chatMetaDataSchema } from '@thetix/shared/contracts/chats';
import type { JobMessage } from '../jobs/job-message';
import {
  ownedIdsOfKey,
  ownedKey,
  progressText,
  storedJson,
  storedString,
  userPk,
} from '../thetix/rooms/room-item';

/** The job kind of a chat turn's plan-and-materialize run (functions/src/jobs/job-processors.ts). */
export const THETIX_CHAT_JOB = 'thetix-chat';

/**
 * Keys (docs/data-model.md, "Chats"): chat collections and chats live in their owner's partition. A chat item holds
 * every turn as one JSON string (`turns_json`); the turn being answered is the last one and its id is the job's run.
 */
export const CHAT_COLLECTION_SK_PREFIX = 'THETIX#CHATCOLL#';
export const CHAT_SK_PREFIX = 'THETIX#CHAT#';
export const CHAT_SETUP_SK = 'THETIX#CHATSETUP';
export const chatCollectionKey = (userId: string, id: string) =>
  ownedKey(userId, CHAT_COLLECTION_SK_PREFIX, id);
export const chatKey = (userId: string, id: string) => ownedKey(userId, CHAT_SK_PREFIX, id);
export const chatSetUpKey = (userId: string) => ({ pk: userPk(userId), sk: CHAT_SETUP_SK });

export function chatOfKey(key: JobMessage['key']): { userId: string; chatId: string } | undefined {
  const ids = ownedIdsOfKey(key, CHAT_SK_PREFIX);
  return ids && { userId: ids.userId, chatId: ids.id };
}

export interface StoredTurn {
  readonly id: string;
  readonly query: string;
  readonly plan: unknown[] | null;
  readonly widgets: unknown[] | null;
  readonly createdAt: string;
  readonly completedAt: string | null;
  readonly error: string | null;
  readonly debug: Record<string, unknown> | null;
  /** An opportunity chat's opportunity, a dashboard chat's account: what the turn is about. */
  readonly opportunityId?: string;
  readonly accountId?: string;
  /** The asker's extra instructions for a language-model planner (`custom_prompt`). */
  readonly customPrompt?: string;
}

export interface StoredChat {
  readonly userId: string;
  readonly id: string;
  readonly collectionId: string;
  readonly title: string;
  readonly chatType: ChatType;
  readonly metaData: ChatMetaData;
  readonly turns: StoredTurn[];
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly viewedAt: string | null;
  readonly jobStatus: 'pending' | 'processing' | 'failed' | 'cancelled' | null;
  readonly jobProgress: string | null;
  readonly jobError: string | null;
  readonly jobRun: string | null;
  /** Epoch seconds after which the chat is gone (an unsaved chat); none: kept. */
  readonly expiresAt?: number;
}

export type ChatCollectionType = 'opportunity' | 'general' | 'reports';
export interface StoredChatCollection {
  readonly userId: string;
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly collectionType: ChatCollectionType;
  readonly metaData: Record<string, unknown>;
  readonly isDefault: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Spec part 3 §2: titles are cut at 50 characters. */
export const chatTitle = (text: string): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= CHAT_TITLE_MAX ? clean : `${clean.slice(0, CHAT_TITLE_MAX - 1).trimEnd()}…`;
};

export function chatOf(item: Record<string, unknown>): StoredChat {
  const turns = storedJson(item.turns_json);
  const meta = chatMetaDataSchema.safeParse(storedJson(item.meta_json) ?? {});
  return {
    userId: String(item.user_id),
    id: String(item.id),
    collectionId: String(item.collection_id),
    title: String(item.chat_title ?? ''),
    chatType: (storedString(item.chat_type) ?? 'general') as ChatType,
    metaData: meta.success ? meta.data : {},
    turns: Array.isArray(turns) ? (turns as StoredTurn[]) : [],
    createdAt: String(item.created_at),
    updatedAt: String(item.updated_at ?? item.created_at),
    viewedAt: storedString(item.viewed_at),
    jobStatus: storedString(item.job_status) as StoredChat['jobStatus'],
    jobProgress: storedString(item.job_progress),
    jobError: storedString(item.job_error),
    jobRun: storedString(item.job_run),
    ...(typeof item.expiresAt === 'number' ? { expiresAt: item.expiresAt } : {}),
  };
}

export function chatCollectionOf(item: Record<string, unknown>): StoredChatCollection {
  return {
    userId: String(item.user_id),
    id: String(item.id),
    name: String(item.name),
    description: String(item.description ?? ''),
    collectionType: (storedString(item.collection_type) ?? 'general') as ChatCollectionType,
    metaData: (storedJson(item.meta_json) as Record<string, unknown> | null) ?? {},
    isDefault: item.is_default === true,
    createdAt: String(item.created_at),
    updatedAt: String(item.updated_at ?? item.created_at),
  };
}

export function chatCollectionItem(collection: StoredChatCollection): Record<string, unknown> {
  return {
    ...chatCollectionKey(collection.userId, collection.id),
    entity: 'thetix-chat-collection',
    user_id: collection.userId,
    id: collection.id,
    name: collection.name,
    description: collection.description,
    collection_type: collection.collectionType,
    meta_json: JSON.stringify(collection.metaData),
    is_default: collection.isDefault,
    created_at: collection.createdAt,
    updated_at: collection.updatedAt,
  };
}

const toTurn = (turn: StoredTurn, chat: StoredChat, last: boolean): ChatTurn => ({
  id: turn.id,
  user_query: turn.query,
  response: (turn.widgets as ChatTurn['response']) ?? null,
  created_at: turn.createdAt,
  completed_at: turn.completedAt,
  // A failed or cancelled last turn shows why (spec part 3 §4: the progress text, or the cancel message).
  error: turn.error ?? (last && chat.jobStatus === 'failed' ? chat.jobError : null),
  debug_info: turn.debug,
  dsl_template: (turn.plan as ChatTurn['dsl_template']) ?? null,
});

/** The chat as the API answers it; `withContent: false` for lists, which leave the turns out. */
export function toChat(chat: StoredChat, withContent = true): Chat {
  const last = chat.turns.at(-1);
  return {
    id: chat.id,
    collection_id: chat.collectionId,
    title: chat.title,
    // A last turn stored damaged (its query not text) is left out of `content` by the response check; so is its query.
    query: typeof last?.query === 'string' ? last.query : '',
    content: withContent
      ? chat.turns.map((turn, index) => toTurn(turn, chat, index === chat.turns.length - 1))
      : [],
    chat_type: chat.chatType,
    job_status: chat.jobStatus,
    job_progress: progressText(chat),
    meta_data: chat.metaData,
    viewed: chat.viewedAt !== null && chat.viewedAt >= chat.updatedAt,
    created_at: chat.createdAt,
    updated_at: chat.updatedAt,
  };
}
