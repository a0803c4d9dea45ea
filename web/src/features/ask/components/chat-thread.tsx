import { Box, Stack } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ChatSession } from '../hooks/use-chat-session';
import { isReportInProgress } from '../model/chat-progress';
import { ChatMessageView } from './chat-message';
import { ChatProgress } from './chat-progress';
import { ReportProgressCard } from './report-progress-card';

/** Spec part 3 §2 and §9: the thread follows new messages while the reader is within 100 px of the bottom. */
export const SCROLL_STICK_PX = 100;
/** Spec part 3 §9: a scroll to the bottom is scheduled 100 ms after sending. */
export const SCROLL_AFTER_SEND_MS = 100;

/**
 * The scrolling message area of a chat: messages, the report card or progress bar while something is being made,
 * and `intro` (a welcome with suggested questions) before the first message. `sentCount` changes on every send.
 */
export function ChatThread({
  session,
  showDebug,
  intro,
  sentCount,
}: {
  session: ChatSession;
  showDebug: boolean;
  intro?: ReactNode;
  sentCount: number;
}) {
  const area = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const scrollToEnd = () => {
    const element = area.current;
    if (element) element.scrollTop = element.scrollHeight;
  };
  useLayoutEffect(() => {
    if (stuck.current) scrollToEnd();
  }, [session.messages, session.busy, session.chat?.job_progress]);
  useEffect(() => {
    if (sentCount === 0) return;
    stuck.current = true;
    const timer = setTimeout(scrollToEnd, SCROLL_AFTER_SEND_MS);
    return () => clearTimeout(timer);
  }, [sentCount]);

  const reportInProgress = session.chat && isReportInProgress(session.chat) ? session.chat : undefined;
  const empty = session.messages.length === 0 && !session.busy && !reportInProgress;
  return (
    <Box
      ref={area}
      flex="1"
      minH="0"
      overflowY="auto"
      onScroll={(event) => {
        const element = event.currentTarget;
        stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight <= SCROLL_STICK_PX;
      }}
      aria-label="Messages"
      role="log"
    >
      <Stack gap="4" p={{ base: '3', md: '4' }}>
        {empty && intro ? intro : null}
        {session.messages.map((message) => (
          <ChatMessageView
            key={message.id}
            message={message}
            showDebug={showDebug}
            busy={session.busy}
            onAsk={session.send}
            onRetry={session.retry}
          />
        ))}
        {reportInProgress ? <ReportProgressCard chat={reportInProgress} /> : null}
        {session.busy ? (
          <ChatProgress
            percent={session.progress}
            text={session.running ? session.progressText : null}
            onCancel={session.cancel}
            cancelling={session.cancelling}
            canCancel={session.running}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
