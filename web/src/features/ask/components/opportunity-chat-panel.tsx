import type { OpportunityChatSlotProps } from '../../../lib/opportunity-chat-slot';
import { ChatPanel } from './chat-panel';

/** Spec part 3 §2: the opportunity panel's input placeholder, verbatim. */
export const OPPORTUNITY_CHAT_PLACEHOLDER = 'Ask about risk, returns, or strategy...';

/**
 * Ask Thetix in an opportunity drawer: a chat in the "Opportunity Chats" collection about this opportunity (POST
 * /api/thetix-chats/process-opportunity), with the welcome and suggested questions of its type.
 */
export function OpportunityChatPanel({
  opportunityId,
  opportunityType,
  question,
  onQuestionAsked,
  showDebug = false,
}: OpportunityChatSlotProps & { showDebug?: boolean }) {
  return (
    <ChatPanel
      key={opportunityId}
      heading="Ask Thetix"
      target={{ kind: 'opportunity', opportunityId }}
      chatType="opportunity"
      matches={(chat) => chat.meta_data.opportunity_id === opportunityId}
      suggestions={opportunityType}
      placeholder={OPPORTUNITY_CHAT_PLACEHOLDER}
      showDebug={showDebug}
      threadHeight={{ base: '45vh', lg: '28rem' }}
      question={question}
      onQuestionAsked={onQuestionAsked}
    />
  );
}
