import type { Chat, ChatTurn } from '@thetix/shared/contracts/chats';

/** A chat turn answered with one markdown widget; overrides for errors and running turns. */
export function createTurn(overrides: Partial<ChatTurn> = {}): ChatTurn {
  return {
    id: 'turn-1',
    user_query: 'What is delta?',
    response: [{ widget: 'markdown', content: 'Delta is about 0.30 here.' }] as ChatTurn['response'],
    created_at: '2026-11-25T14:00:00.000Z',
    completed_at: '2026-11-25T14:00:02.000Z',
    error: null,
    debug_info: null,
    dsl_template: null,
    ...overrides,
  };
}

/** A completed, viewed general chat with one turn; overrides for everything else. */
export function createChat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 'chat-1',
    collection_id: 'col-general',
    title: 'What is delta?',
    query: 'What is delta?',
    content: [createTurn()],
    chat_type: 'general',
    job_status: null,
    job_progress: null,
    meta_data: { collection_type: 'general' },
    viewed: true,
    created_at: '2026-11-25T14:00:00.000Z',
    updated_at: '2026-11-25T14:00:02.000Z',
    ...overrides,
  };
}
