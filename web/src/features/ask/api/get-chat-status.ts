import { chatStatusListSchema } from '@thetix/shared/contracts/chats';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';

export type ChatStatus = z.infer<typeof chatStatusListSchema>[number];

/** GET /api/thetix-chats/status?chat_ids=a,b: the job state of the chats being answered or made. */
export function getChatStatus(chatIds: readonly string[], signal?: AbortSignal): Promise<ChatStatus[]> {
  return api.request('GET /api/thetix-chats/status', {
    schema: chatStatusListSchema,
    query: { chat_ids: chatIds.join(',') },
    signal,
  });
}
