import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@thetix/shared/contracts/chats';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { cancelChat, markChatViewed } from '../api/chat-commands';
import { chatQueryKey, chatsQueryKey, useChat } from '../api/get-chats';
import { processChat, type ChatTarget } from '../api/process-chat';
import { CHAT_QUERY_FAILURE_MESSAGE, chatMessages, type ChatMessage } from '../model/chat-messages';
import { chatProgressPercent, isActive, isRunning } from '../model/chat-progress';
import { useChatStatusPolling } from './use-chat-status-polling';

/** Spec part 3 §8: texts of the chat's toasts, verbatim. */
export const chatToasts = {
  processFailed: 'Failed to process chat query',
  cancelled: 'Chat processing cancelled',
  cancelFailed: 'Failed to cancel chat',
  deleted: 'Chat deleted',
  deleteFailed: 'Failed to delete chat',
  cleared: 'All chats cleared',
  clearFailed: 'Failed to clear some chats',
} as const;

/** Every question being sent, whichever panel sends it: a panel that asks by itself waits while one is on its way. */
export const processChatMutationKey = [...chatsQueryKey, 'process'] as const;

/**
 * A question the server refused (409 busy, 404 "No collection found", 400 too long) says why, naming the field's
 * problem rather than a bare "Validation failed"; anything else (a 5xx, the network) the spec's fallback, since a
 * browser's own text ("Failed to fetch") or "Internal server error" tells the user nothing.
 */
const failureText = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.message)
    return CHAT_QUERY_FAILURE_MESSAGE;
  const field = error.fieldErrors?.[0];
  // "must be at most 1000 characters" reads as a sentence about the question.
  if (field && /^[a-z]/.test(field.message)) return `Your question ${field.message}.`;
  return field?.message ?? error.message;
};

/** Asking again helps after a failure of the server or the network, never after a refusal of the question itself. */
const retryable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 409 || error.status === 429;

const localMessage = (id: string, type: ChatMessage['type'], content: string): ChatMessage => ({
  id,
  type,
  content,
  timestamp: new Date().toISOString(),
  chatId: '',
  jobStatus: null,
  materializedResult: null,
  error: type === 'system' ? content : null,
  retryQuery: null,
  debugInfo: null,
});

/**
 * One chat's conversation for any place that shows it (Ask page, opportunity drawer, dashboard action plan): the
 * thread, sending (blank text and a second question while one runs are refused), Retry, Cancel, status polling and
 * marking the chat viewed. `chatId` null is a new chat: the first answer's `saved_chat` id is reported by `onChatId`.
 */
export function useChatSession({
  target,
  chatId,
  onChatId,
}: {
  target: ChatTarget;
  chatId: string | null;
  onChatId: (id: string) => void;
}) {
  const queryClient = useQueryClient();
  const chat = useChat(chatId);
  const [pendingQuery, setPendingQuery] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ query: string; message: string; retry: boolean } | null>(null);

  useEffect(() => setFailure(null), [chatId]);

  const saved = (next: Chat) => {
    queryClient.setQueryData(chatQueryKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'list'] });
  };

  const ask = useMutation({
    mutationKey: processChatMutationKey,
    mutationFn: (query: string) => processChat(target, { query, chatId: chatId ?? undefined }),
    meta: { suppressErrorToast: true },
    onSuccess: (next) => {
      saved(next);
      if (next.id !== chatId) onChatId(next.id);
    },
    onError: (error, query) => {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: chatToasts.processFailed,
        closable: true,
      });
      setFailure({ query, message: failureText(error), retry: retryable(error) });
    },
    onSettled: () => setPendingQuery(null),
  });

  const cancel = useMutation({
    mutationFn: (id: string) => cancelChat(id),
    meta: { suppressErrorToast: true },
    onSuccess: (next) => {
      saved(next);
      toaster.create({ type: 'success', title: chatToasts.cancelled });
    },
    onError: (error, id) => {
      // 409: the answer came first. The chat is done, not failed to cancel: show the answer.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: chatQueryKey(id) });
        return;
      }
      toaster.create({ type: 'error', title: chatToasts.cancelFailed, closable: true });
    },
  });

  const current = chat.data;
  // Running until the answer is there: a status still saying "processing" beside a completed last turn is over.
  const answered = current?.content.at(-1)?.completed_at != null;
  const running = isRunning(current) && !answered;
  useChatStatusPolling(current && isActive(current) ? [current] : []);

  // Viewing a chat clears its unread dot; once per version of the chat, and not while it is still changing.
  const marked = useRef('');
  useEffect(() => {
    if (!current || current.viewed || isActive(current)) return;
    const version = `${current.id}@${current.updated_at}`;
    if (marked.current === version) return;
    marked.current = version;
    markChatViewed(current.id)
      .then((next) => saved(next))
      .catch(() => undefined);
    // `saved` only touches the query cache.
  }, [current]);

  const messages = useMemo(() => {
    const list = current && current.id === chatId ? chatMessages(current) : [];
    if (pendingQuery !== null) list.push(localMessage('pending-question', 'user', pendingQuery));
    if (failure) {
      list.push(localMessage('failed-question', 'user', failure.query));
      list.push({
        ...localMessage('failed-answer', 'system', failure.message),
        retryQuery: failure.retry ? failure.query : null,
      });
    }
    return list;
  }, [current, chatId, pendingQuery, failure]);

  const busy = running || ask.isPending;
  /** Sends `text` as the next question; false when it was blank or a question is still being answered. */
  const send = (text: string): boolean => {
    const query = text.trim();
    if (!query || busy) return false;
    setFailure(null);
    setPendingQuery(query);
    ask.mutate(query);
    return true;
  };

  return {
    chat: current,
    isLoading: chatId !== null && chat.isPending,
    messages,
    busy,
    running,
    progress: current ? chatProgressPercent(current.job_status, current.job_progress) : 25,
    progressText: current?.job_progress ?? null,
    send,
    /** Spec part 3 §4: Retry removes the error message and asks the same question again. */
    retry: (query: string) => {
      setFailure(null);
      send(query);
    },
    cancel: () => {
      if (chatId && running) cancel.mutate(chatId);
    },
    cancelling: cancel.isPending,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
