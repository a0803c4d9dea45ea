import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@thetix/shared/contracts/chats';
import { useEffect } from 'react';
import { getChatStatus } from '../api/get-chat-status';
import { chatQueryKey, chatsQueryKey } from '../api/get-chats';

/** Spec part 3 §4 and §9: chat status is polled every 2000 ms while any chat runs. */
export const CHAT_STATUS_POLL_MS = 2_000;

/**
 * Polls GET /api/thetix-chats/status for the given chats (those answering a question or a report being made) and
 * stops when none is left. A new step only moves the progress bar; a changed job state or update time refetches the
 * chats, which brings the answer. Polling errors are ignored silently (spec part 3 §4): the next tick tries again.
 */
export function useChatStatusPolling(active: readonly Chat[]): void {
  const queryClient = useQueryClient();
  const ids = active.map((chat) => chat.id).sort();
  const status = useQuery({
    queryKey: ['thetix-chat-status', ids],
    queryFn: ({ signal }) => getChatStatus(ids, signal),
    enabled: ids.length > 0,
    refetchInterval: CHAT_STATUS_POLL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
    meta: { suppressErrorToast: true },
  });
  const entries = status.data;
  useEffect(() => {
    if (!entries) return;
    for (const entry of entries) {
      const known = active.find((chat) => chat.id === entry.id);
      if (!known) continue;
      if (entry.job_status !== known.job_status || entry.updated_at !== known.updated_at) {
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
        return;
      }
      if (entry.job_progress !== known.job_progress)
        queryClient.setQueryData<Chat>(chatQueryKey(entry.id), (chat) =>
          chat ? { ...chat, job_progress: entry.job_progress } : chat,
        );
    }
    // Only a new answer of the status call is news; `active` follows from the caches it updates.
  }, [entries, queryClient]);
}
