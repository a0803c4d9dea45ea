import { chatSchema, type Chat } from '@thetix/shared/contracts/chats';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

/** POST /api/thetix-chats/{id}/cancel: the chat becomes cancelled and its last turn says "Query was cancelled.". */
export function cancelChat(id: string): Promise<Chat> {
  return api.request('POST /api/thetix-chats/{id}/cancel', { schema: chatSchema, params: { id } });
}

/** DELETE /api/thetix-chats/{id}. */
export async function deleteChat(id: string): Promise<void> {
  await api.request('DELETE /api/thetix-chats/{id}', { schema: z.null(), params: { id } });
}

/** POST /api/thetix-chats/{id}/viewed: clears the unread dot until the chat changes again. */
export function markChatViewed(id: string): Promise<Chat> {
  return api.request('POST /api/thetix-chats/{id}/viewed', { schema: chatSchema, params: { id } });
}
