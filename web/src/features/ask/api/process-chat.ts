import { processResponseSchema, type Chat, type ChatMetaData } from '@thetix/shared/contracts/chats';
import { api } from '../../../lib/api-client';

/**
 * Where a question goes (spec part 3 §7): the Ask page's general chats, an opportunity drawer's chat about that
 * opportunity, or the dashboard's action plan for an account. Each answers 202 with the pending `saved_chat`.
 */
export type ChatTarget =
  | { kind: 'general' }
  | { kind: 'opportunity'; opportunityId: string }
  | { kind: 'dashboard'; accountId: string | undefined; accountName: string | undefined };

export interface AskInput {
  query: string;
  /** The chat to continue; undefined starts a new one (spec part 3 §2: only on New chat or a first question). */
  chatId: string | undefined;
}

export async function processChat(target: ChatTarget, input: AskInput): Promise<Chat> {
  const base = { query: input.query, ...(input.chatId ? { chat_id: input.chatId } : {}) };
  switch (target.kind) {
    case 'general':
      return (
        await api.request('POST /api/thetix-chats/process', {
          schema: processResponseSchema,
          body: { ...base, chat_type: 'general' },
        })
      ).saved_chat;
    case 'opportunity':
      return (
        await api.request('POST /api/thetix-chats/process-opportunity', {
          schema: processResponseSchema,
          body: { ...base, opportunity: target.opportunityId },
        })
      ).saved_chat;
    case 'dashboard': {
      const meta: ChatMetaData = target.accountName ? { account_name: target.accountName } : {};
      return (
        await api.request('POST /api/thetix-chats/process-dashboard', {
          schema: processResponseSchema,
          body: { ...base, ...(target.accountId ? { account_id: target.accountId } : {}), meta_data: meta },
        })
      ).saved_chat;
    }
  }
}
