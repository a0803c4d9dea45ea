import {
  ACTION_PLAN_TITLE,
  MAX_CHAT_TURNS,
  OPPORTUNITY_CHATS_NAME,
  QUERY_CANCELLED_MESSAGE,
  UNSAVED_CHAT_TTL_SECONDS,
  type Chat,
  type ChatMetaData,
  type ChatType,
} from '@thetix/shared/contracts/chats';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../http/errors';
import { progressText } from '../thetix/rooms/room-item';
import {
  chatKey,
  chatTitle,
  THETIX_CHAT_JOB,
  toChat,
  type ChatCollectionType,
  type StoredChat,
  type StoredChatCollection,
  type StoredTurn,
} from './chat-entities';
import { OPPORTUNITY_SUGGESTIONS } from './chat-planning';
import { pageOfList, type ListPage, type ListPageRequest } from '../http/list-page';
import type { ChatRepository } from './chat-repository';
import {
  found,
  oncePerUser,
  shortIds,
  type RoomCaller,
  type RoomServiceDependencies,
} from '../thetix/rooms/room-service';

export const messages = {
  chatNotFound: 'Chat not found',
  collectionNotFound: 'No collection found',
  opportunityNotFound: 'Opportunity not found',
  accountNotFound: 'Account not found',
  busy: 'This chat is still answering: wait for it or cancel it first',
  full: `This chat has ${MAX_CHAT_TURNS} questions: start a new chat`,
  defaultNotDeletable: 'A default chat collection cannot be deleted',
  notRunning: 'This chat is not answering anything: there is nothing to cancel',
  notInvited: 'Thetix is available to invited users: your profile is not set up yet',
};

/** Meta data as a caller sends it: whether a chat is saved is the server's to set, from `save_to_collection`. */
const requestedMeta = ({ save_to_collection: _saved, ...meta }: ChatMetaData = {}): ChatMetaData => meta;

/** Chats are listed newest first by their last update, then by id (a total order for the cursor). */
const CHAT_ORDER = ['desc', 'asc'] as const;

/** The chat collections every user has (spec part 3 §3: the default opportunity one is "Opportunity Chats"). */
export const DEFAULT_CHAT_COLLECTIONS: readonly {
  name: string;
  type: ChatCollectionType;
  description: string;
}[] = [
  {
    name: OPPORTUNITY_CHATS_NAME,
    type: 'opportunity',
    description: 'Questions about one opportunity at a time.',
  },
  { name: 'Ask Thetix', type: 'general', description: 'Your questions and the dashboard action plan.' },
  { name: 'Reports', type: 'reports', description: 'Daily, weekly and onboarding reports.' },
];

/** The default chat collections of a user, made once (reports and chats both need them). */
export async function ensureChatCollections(
  chats: ChatRepository,
  userId: string,
  at: string,
  newId: () => string,
): Promise<'done' | 'exists' | 'no-profile'> {
  if (await chats.isSetUp(userId)) return 'exists';
  return chats.setUp(
    userId,
    DEFAULT_CHAT_COLLECTIONS.map((collection) => ({
      userId,
      id: newId(),
      name: collection.name,
      description: collection.description,
      collectionType: collection.type,
      metaData: {},
      isDefault: true,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

export interface ChatServiceDependencies extends RoomServiceDependencies {
  readonly chats: ChatRepository;
  /** Whether an opportunity is the caller's (any status). */
  readonly opportunityExists: (userId: string, id: string) => Promise<boolean>;
  /** Whether an account is the caller's. */
  readonly accountExists: (userId: string, id: string) => Promise<boolean>;
}

export type ChatCaller = RoomCaller;

/**
 * Ask Thetix chats (spec part 3 §2-§7). A process call stores the question as a pending turn and sends a chat job,
 * which plans it with the chat's earlier turns and materializes the answer (chat-job.ts).
 */
export function buildChatService(deps: ChatServiceDependencies) {
  const { chats, clock } = deps;
  const now = () => clock.now().toISOString();
  const shortId = shortIds(deps.newId);

  const ensureSetUp = oncePerUser(async (caller) => {
    const outcome = await ensureChatCollections(chats, caller.userId, now(), shortId);
    if (outcome === 'no-profile') throw new ForbiddenError(messages.notInvited, 'NOT_INVITED');
  });

  /** The collection a new chat goes to: the one named, else the default of its type. */
  const collectionFor = async (caller: ChatCaller, type: ChatCollectionType, id?: string) => {
    await ensureSetUp(caller);
    if (id) return found(chats.getCollection(caller.userId, id), messages.collectionNotFound);
    const byDefault = (await chats.listCollections(caller.userId)).find(
      (collection) => collection.collectionType === type && collection.isDefault,
    );
    if (!byDefault) throw new NotFoundError(messages.collectionNotFound);
    return byDefault;
  };

  /** A chat past its expiry (an unsaved one, which TTL deletes some time later) is gone already. */
  const live = async (userId: string, id: string) => {
    const chat = await chats.getChat(userId, id);
    return chat && (chat.expiresAt === undefined || chat.expiresAt * 1000 > clock.now().getTime())
      ? chat
      : undefined;
  };
  const requireChat = (userId: string, id: string) => found(live(userId, id), messages.chatNotFound);

  const newTurn = (query: string, extra: Partial<StoredTurn> = {}): StoredTurn => ({
    id: `turn-${shortId()}`,
    query,
    plan: null,
    widgets: null,
    createdAt: now(),
    completedAt: null,
    error: null,
    debug: null,
    ...extra,
  });

  /** Asks `query` in an existing chat of the caller, or in a new one. */
  const ask = async (
    caller: ChatCaller,
    input: {
      query: string;
      chatId?: string;
      collectionType: ChatCollectionType;
      collectionId?: string;
      chatType: ChatType;
      title?: string;
      metaData: ChatMetaData;
      turn?: Partial<StoredTurn>;
      /** false: a new chat is kept out of its collection's list and expires after a day (spec part 3 §7). */
      saveToCollection?: boolean;
    },
  ): Promise<{ saved_chat: Chat }> => {
    const turn = newTurn(input.query, input.turn);
    const unsaved = input.saveToCollection === false;
    let chatId = input.chatId;
    if (chatId) {
      const chat = await requireChat(caller.userId, chatId);
      if (chat.jobStatus === 'pending' || chat.jobStatus === 'processing')
        throw new ConflictError(messages.busy);
      if (chat.turns.length >= MAX_CHAT_TURNS) throw new ConflictError(messages.full);
      if (!(await chats.appendTurn(caller.userId, chatId, chat.turns, turn, now(), chat.updatedAt)))
        throw new ConflictError(messages.busy);
    } else {
      const collection = await collectionFor(caller, input.collectionType, input.collectionId);
      chatId = shortId();
      await chats.createChat({
        userId: caller.userId,
        id: chatId,
        collectionId: collection.id,
        title: chatTitle(input.title ?? input.query),
        chatType: input.chatType,
        metaData: {
          ...requestedMeta(input.metaData),
          collection_type: collection.collectionType,
          ...(unsaved ? { save_to_collection: false as const } : {}),
        },
        now: turn.createdAt,
        turn,
        ...(unsaved
          ? { expiresAt: Math.floor(clock.now().getTime() / 1000) + UNSAVED_CHAT_TTL_SECONDS }
          : {}),
      });
    }
    await deps.enqueue({ kind: THETIX_CHAT_JOB, key: chatKey(caller.userId, chatId), run: turn.id });
    return { saved_chat: toChat(await requireChat(caller.userId, chatId)) };
  };

  const collectionView = (collection: StoredChatCollection) => ({
    id: collection.id,
    name: collection.name,
    description: collection.description,
    collection_type: collection.collectionType,
    meta_data: collection.metaData,
    is_default: collection.isDefault,
    created_at: collection.createdAt,
    updated_at: collection.updatedAt,
  });

  return {
    /** GET /api/thetix-chat-collections: a page of the caller's chat collections, oldest first. */
    async listCollections(caller: ChatCaller, type: ChatCollectionType | undefined, page: ListPageRequest) {
      await ensureSetUp(caller);
      return pageOfList({
        entries: (await chats.listCollections(caller.userId))
          .filter((collection) => !type || collection.collectionType === type)
          .map(collectionView),
        keyOf: (collection) => [collection.created_at, collection.id],
        order: ['asc', 'asc'],
        request: page,
        load: async (chunk) => chunk,
      });
    },
    async getCollection(caller: ChatCaller, id: string) {
      return collectionView(await found(chats.getCollection(caller.userId, id), messages.collectionNotFound));
    },
    async createCollection(
      caller: ChatCaller,
      body: {
        name: string;
        description: string;
        collection_type: ChatCollectionType;
        meta_data: Record<string, unknown>;
      },
    ) {
      await ensureSetUp(caller);
      const at = now();
      const collection: StoredChatCollection = {
        userId: caller.userId,
        id: shortId(),
        name: body.name,
        description: body.description,
        collectionType: body.collection_type,
        metaData: body.meta_data,
        isDefault: false,
        createdAt: at,
        updatedAt: at,
      };
      await chats.putCollection(collection);
      return collectionView(collection);
    },
    async updateCollection(
      caller: ChatCaller,
      id: string,
      body: { name?: string; description?: string; meta_data?: Record<string, unknown> },
    ) {
      if (
        !(await chats.updateCollection(
          caller.userId,
          id,
          { name: body.name, description: body.description, metaData: body.meta_data },
          now(),
        ))
      )
        throw new NotFoundError(messages.collectionNotFound);
      return this.getCollection(caller, id);
    },
    async deleteCollection(caller: ChatCaller, id: string) {
      const collection = await found(chats.getCollection(caller.userId, id), messages.collectionNotFound);
      if (collection.isDefault) throw new ConflictError(messages.defaultNotDeletable);
      for (const chat of (await chats.chatIndex(caller.userId)).filter((item) => item.collectionId === id))
        await chats.deleteChat(caller.userId, chat.id);
      await chats.deleteCollection(caller.userId, id);
    },

    /** Newest first. With `chat_ids` the chats come whole; a plain list leaves out their turns (GET one for those). */
    /**
     * GET /api/thetix-chats: a page of the caller's chats, newest first. By `chat_ids` whole (their turns read for
     * the page only), otherwise in brief without their turns; the brief index picks the page either way.
     */
    async listChats(
      caller: ChatCaller,
      query: { collection_id?: string; chat_type?: ChatType; chat_ids?: string[] },
      page: ListPageRequest,
    ): Promise<ListPage<Chat>> {
      await ensureSetUp(caller);
      const wanted = query.chat_ids ? new Set(query.chat_ids) : undefined;
      const entries = (await chats.chatIndex(caller.userId)).filter(
        (chat) =>
          // An unsaved chat is not in its collection's list; asked for by id it is there (its answer is polled).
          (wanted || chat.metaData.save_to_collection !== false) &&
          (!query.collection_id || chat.collectionId === query.collection_id) &&
          (!query.chat_type || chat.chatType === query.chat_type) &&
          (!wanted || wanted.has(chat.id)),
      );
      return pageOfList({
        entries,
        keyOf: (chat) => [chat.updatedAt, chat.id],
        order: CHAT_ORDER,
        request: page,
        load: async (chunk) =>
          wanted
            ? (
                await chats.getChats(
                  caller.userId,
                  chunk.map((chat) => chat.id),
                )
              ).map((chat) => toChat(chat))
            : chunk.map((chat) => toChat(chat, false)),
      });
    },
    async getChat(caller: ChatCaller, id: string) {
      return toChat(await requireChat(caller.userId, id));
    },
    async createChat(
      caller: ChatCaller,
      body: { collection_id?: string; title?: string; chat_type: ChatType; meta_data: ChatMetaData },
    ) {
      const type: ChatCollectionType = body.chat_type === 'opportunity' ? 'opportunity' : 'general';
      const collection = await collectionFor(caller, type, body.collection_id);
      const id = shortId();
      const at = now();
      await chats.createChat({
        userId: caller.userId,
        id,
        collectionId: collection.id,
        title: chatTitle(body.title || (body.chat_type === 'dashboard' ? ACTION_PLAN_TITLE : 'New chat')),
        chatType: body.chat_type,
        metaData: { ...requestedMeta(body.meta_data), collection_type: collection.collectionType },
        now: at,
      });
      return toChat(await requireChat(caller.userId, id));
    },
    async updateChat(caller: ChatCaller, id: string, body: { title?: string; meta_data?: ChatMetaData }) {
      const chat = await requireChat(caller.userId, id);
      await chats.updateChat(caller.userId, id, {
        title: body.title === undefined ? undefined : chatTitle(body.title),
        metaData:
          body.meta_data === undefined ? undefined : { ...chat.metaData, ...requestedMeta(body.meta_data) },
      });
      return toChat(await requireChat(caller.userId, id));
    },
    async deleteChat(caller: ChatCaller, id: string) {
      if (!(await chats.deleteChat(caller.userId, id))) throw new NotFoundError(messages.chatNotFound);
    },

    process: (
      caller: ChatCaller,
      body: {
        query: string;
        chat_id?: string;
        collection_id?: string;
        chat_type?: ChatType;
        meta_data?: ChatMetaData;
        custom_prompt?: string;
        save_to_collection?: boolean;
      },
    ) =>
      ask(caller, {
        query: body.query,
        chatId: body.chat_id,
        collectionId: body.collection_id,
        collectionType: body.chat_type === 'opportunity' ? 'opportunity' : 'general',
        chatType: body.chat_type ?? 'general',
        metaData: body.meta_data ?? {},
        turn: body.custom_prompt ? { customPrompt: body.custom_prompt } : {},
        saveToCollection: body.save_to_collection,
      }),

    async processOpportunity(
      caller: ChatCaller,
      body: {
        query: string;
        opportunity: string | { id: string };
        chat_id?: string;
        collection_id?: string;
        meta_data?: ChatMetaData;
      },
    ) {
      const opportunityId = typeof body.opportunity === 'string' ? body.opportunity : body.opportunity.id;
      if (!(await deps.opportunityExists(caller.userId, opportunityId)))
        throw new NotFoundError(messages.opportunityNotFound);
      if (body.chat_id) {
        const chat = await requireChat(caller.userId, body.chat_id);
        if (chat.metaData.opportunity_id && chat.metaData.opportunity_id !== opportunityId)
          throw new BadRequestError('This chat is about another opportunity: start a new chat for this one');
      }
      return ask(caller, {
        query: body.query,
        chatId: body.chat_id,
        collectionId: body.collection_id,
        collectionType: 'opportunity',
        chatType: 'opportunity',
        metaData: { ...body.meta_data, opportunity_id: opportunityId },
        turn: { opportunityId },
      });
    },

    // Another user's account (or none) is a 404 now, not a job that fails later: the id is checked before asking.
    processDashboard: async (
      caller: ChatCaller,
      body: {
        query: string;
        account_id?: string;
        chat_id?: string;
        collection_id?: string;
        meta_data?: ChatMetaData;
      },
    ) => {
      if (body.account_id && !(await deps.accountExists(caller.userId, body.account_id)))
        throw new NotFoundError(messages.accountNotFound);
      return ask(caller, {
        query: body.query,
        chatId: body.chat_id,
        collectionId: body.collection_id,
        collectionType: 'general',
        chatType: 'dashboard',
        title: ACTION_PLAN_TITLE,
        metaData: { ...body.meta_data, ...(body.account_id ? { account_id: body.account_id } : {}) },
        turn: body.account_id ? { accountId: body.account_id } : {},
      });
    },

    async cancel(caller: ChatCaller, id: string) {
      const chat = await requireChat(caller.userId, id);
      if (chat.jobStatus !== 'pending' && chat.jobStatus !== 'processing')
        throw new ConflictError(messages.notRunning);
      const turns = chat.turns.map((turn, index) =>
        index === chat.turns.length - 1 ? { ...turn, error: QUERY_CANCELLED_MESSAGE } : turn,
      );
      if (!(await chats.cancel(caller.userId, id, turns, now())))
        throw new ConflictError(messages.notRunning);
      return toChat(await requireChat(caller.userId, id));
    },
    async markViewed(caller: ChatCaller, id: string) {
      if (!(await chats.markViewed(caller.userId, id, now()))) throw new NotFoundError(messages.chatNotFound);
      return toChat(await requireChat(caller.userId, id));
    },
    async viewedStatus(caller: ChatCaller, ids: string[]) {
      const found = await chats.getChats(caller.userId, ids);
      return found.map((chat) => ({ id: chat.id, viewed: toChat(chat, false).viewed }));
    },
    async status(caller: ChatCaller, query: { chat_ids?: string[]; collection_id?: string }) {
      const index = await chats.chatIndex(caller.userId);
      const wanted = query.chat_ids ? new Set(query.chat_ids) : undefined;
      return index
        .filter(
          (chat) =>
            (!wanted || wanted.has(chat.id)) &&
            (!query.collection_id || chat.collectionId === query.collection_id),
        )
        .map((chat) => ({
          id: chat.id,
          job_status: chat.jobStatus,
          job_progress: progressText(chat),
          updated_at: chat.updatedAt,
        }));
    },
    suggestions: (type: keyof typeof OPPORTUNITY_SUGGESTIONS) => OPPORTUNITY_SUGGESTIONS[type],
  };
}

export type ChatService = ReturnType<typeof buildChatService>;
export type { StoredChat };
