import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatListResponseSchema, chatSchema, type Chat, type ChatType } from '@thetix/shared/contracts/chats';
import { ROOM_LIST_MAX_LIMIT } from '@thetix/shared/contracts/paging';
import { api } from '../../../lib/api-client';
import { followPages } from '../../../lib/follow-pages';

/** Prefix of every chat entry (lists and single chats), for invalidation after a question, delete or view. */
export const chatsQueryKey = ['thetix-chats'] as const;

/** GET /api/thetix-chats: newest first, without their turns (GET one for them), every page. */
export function getChats(chatType: ChatType | undefined, signal?: AbortSignal): Promise<Chat[]> {
  return followPages(async (cursor) => {
    const page = await api.request('GET /api/thetix-chats', {
      schema: chatListResponseSchema,
      query: { chat_type: chatType, limit: ROOM_LIST_MAX_LIMIT, cursor },
      signal,
    });
    return Array.isArray(page)
      ? { items: page, next_cursor: null }
      : { items: page.chats, next_cursor: page.next_cursor };
  });
}

export const chatListQueryOptions = (chatType?: ChatType) =>
  queryOptions({
    queryKey: [...chatsQueryKey, 'list', chatType ?? 'all'],
    queryFn: ({ signal }) => getChats(chatType, signal),
  });

/** Every chat of the given type (all types when none). */
export const useChats = (chatType?: ChatType) => useQuery(chatListQueryOptions(chatType));

/** GET /api/thetix-chats/{id}: the chat with its turns. */
export function getChat(id: string, signal?: AbortSignal): Promise<Chat> {
  return api.request('GET /api/thetix-chats/{id}', { schema: chatSchema, params: { id }, signal });
}

export const chatQueryKey = (id: string) => [...chatsQueryKey, 'one', id] as const;

export const chatQueryOptions = (id: string) =>
  queryOptions({ queryKey: chatQueryKey(id), queryFn: ({ signal }) => getChat(id, signal) });

/** The open chat; nothing while a new chat has not been asked yet. */
export const useChat = (id: string | null) =>
  useQuery({ ...chatQueryOptions(id ?? ''), enabled: id !== null });
