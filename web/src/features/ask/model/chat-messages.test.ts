import { QUERY_CANCELLED_MESSAGE } from '@thetix/shared/contracts/chats';
import { describe, expect, it } from 'vitest';
import { createChat, createTurn } from '../testing/chat-fixture';
import { CHAT_FAILURE_MESSAGE, chatMessages } from './chat-messages';

describe('chat messages (spec part 3 §3, §4)', () => {
  it('shows each question and its widgets', () => {
    const messages = chatMessages(createChat());

    expect(messages.map((message) => message.type)).toEqual(['user', 'assistant']);
    expect(messages[0]!.content).toBe('What is delta?');
    expect(messages[1]!.materializedResult).toEqual([
      { widget: 'markdown', content: 'Delta is about 0.30 here.' },
    ]);
  });

  it('shows only the question of a turn still being answered', () => {
    const chat = createChat({
      job_status: 'processing',
      content: [createTurn({ response: null, completed_at: null })],
    });

    expect(chatMessages(chat).map((message) => message.type)).toEqual(['user']);
  });

  it('shows a failed turn with the fallback text and Retry for its question', () => {
    const chat = createChat({
      job_status: 'failed',
      job_progress: null,
      content: [createTurn({ response: null, completed_at: null })],
    });

    const failure = chatMessages(chat)[1]!;
    expect(failure).toMatchObject({
      type: 'system',
      content: CHAT_FAILURE_MESSAGE,
      retryQuery: 'What is delta?',
    });
  });

  it('shows "Query was cancelled." on a cancelled turn', () => {
    const chat = createChat({
      job_status: 'cancelled',
      content: [createTurn({ response: null, completed_at: null, error: QUERY_CANCELLED_MESSAGE })],
    });

    expect(chatMessages(chat)[1]).toMatchObject({ type: 'system', content: QUERY_CANCELLED_MESSAGE });
  });

  it('drops the error of a failed turn that was asked again (Retry removes it)', () => {
    const chat = createChat({
      content: [
        createTurn({ id: 'a', response: null, completed_at: null, error: 'The planner failed' }),
        createTurn({ id: 'b' }),
      ],
    });

    expect(chatMessages(chat).map((message) => message.type)).toEqual(['user', 'user', 'assistant']);
  });
});

describe('report chats (spec part 3 §2)', () => {
  it('show the report without the question the server asked under its title', () => {
    const report = createChat({
      chat_type: 'report',
      title: '☀️ Daily action plan · Wed, Nov 25',
      content: [createTurn({ user_query: '☀️ Daily action plan · Wed, Nov 25' })],
    });

    expect(chatMessages(report).map((message) => message.type)).toEqual(['assistant']);
  });
});
