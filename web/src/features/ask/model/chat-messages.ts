import type { Chat, ChatTurn } from '@thetix/shared/contracts/chats';

/** Spec part 3 §4 and §8: the in-thread text of a failed answer when the server gave none. */
export const CHAT_FAILURE_MESSAGE =
  'Sorry, I encountered an error processing your request. Please try again.';

/**
 * Spec part 3 §8 ("Chat query failed"): the in-thread text when asking itself failed (the process call threw) and
 * there is no message of the server's to show instead. Verbatim: it has no "Please try again." (§4's job failure has).
 */
export const CHAT_QUERY_FAILURE_MESSAGE = 'Sorry, I encountered an error processing your request.';

/** A message as the thread shows it (spec part 3 §3, Chat message). */
export interface ChatMessage {
  id: string;
  type: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: string;
  chatId: string;
  jobStatus: Chat['job_status'];
  materializedResult: unknown;
  error: string | null;
  /** The question Retry sends again; only on an error message. */
  retryQuery: string | null;
  debugInfo: { dsl: unknown; materialized: unknown; info: unknown } | null;
}

/**
 * The thread of a chat: each turn's question, then its widgets or its error. A failed turn that was asked again
 * right after keeps its question but loses its error (spec part 3 §4: Retry removes the error message). The last
 * turn of a failed chat shows the server's text or the fallback; a running last turn shows no answer until it has one.
 */
export function chatMessages(chat: Chat): ChatMessage[] {
  const last = chat.content.length - 1;
  return chat.content.flatMap((turn, index) => {
    // A report's turn is asked by the server under the report's title, which the header already shows.
    const asked = chat.chat_type === 'report' ? [] : [message(chat, turn, 'user', turn.user_query)];
    const retried = index < last && chat.content[index + 1]?.user_query === turn.user_query;
    const isLast = index === last;
    // An answer already there shows, even while the chat's status still says it is running.
    if (isLast && (chat.job_status === 'pending' || chat.job_status === 'processing') && !turn.completed_at)
      return asked;
    const failed = isLast && chat.job_status === 'failed';
    const error = failed
      ? turn.error || chat.job_progress || CHAT_FAILURE_MESSAGE
      : turn.error && !turn.response
        ? turn.error
        : null;
    if (error !== null) {
      if (retried) return asked;
      return [
        ...asked,
        {
          ...message(chat, turn, 'system', error),
          id: `${turn.id}-error`,
          error,
          retryQuery: isLast ? turn.user_query : null,
        },
      ];
    }
    if (turn.response === null) return asked;
    return [
      ...asked,
      {
        ...message(chat, turn, 'assistant', ''),
        id: `${turn.id}-answer`,
        timestamp: turn.completed_at ?? turn.created_at,
        materializedResult: turn.response,
        debugInfo: { dsl: turn.dsl_template, materialized: turn.response, info: turn.debug_info },
      },
    ];
  });
}

function message(chat: Chat, turn: ChatTurn, type: ChatMessage['type'], content: string): ChatMessage {
  return {
    id: `${turn.id}-${type}`,
    type,
    content,
    timestamp: turn.created_at,
    chatId: chat.id,
    jobStatus: chat.job_status,
    materializedResult: null,
    error: null,
    retryQuery: null,
    debugInfo: null,
  };
}
