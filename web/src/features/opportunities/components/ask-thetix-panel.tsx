import { Text } from '@chakra-ui/react';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { useOpportunityChatSlot, type ChatOpportunityType } from '../../../lib/opportunity-chat-slot';

const CHAT_TYPES: readonly string[] = [
  'covered_call',
  'option_roll',
  'option_close',
] satisfies ChatOpportunityType[];

/**
 * The drawer's Ask Thetix place: the opportunity chat the app layer provides (lib/opportunity-chat-slot), asked
 * about this opportunity. `question` is one the user picked from the drawer's questions; the chat asks it.
 */
export function AskThetixPanel({
  opportunity,
  question,
  onQuestionAsked,
}: {
  opportunity: Pick<Opportunity, 'id' | 'opportunity_type'>;
  question?: string | undefined;
  onQuestionAsked?: () => void;
}) {
  const Chat = useOpportunityChatSlot();
  if (!Chat || !CHAT_TYPES.includes(opportunity.opportunity_type))
    return (
      <Text fontSize="sm" color="gray.600">
        Ask Thetix is not available for this opportunity.
      </Text>
    );
  return (
    <Chat
      opportunityId={opportunity.id}
      opportunityType={opportunity.opportunity_type as ChatOpportunityType}
      question={question}
      onQuestionAsked={onQuestionAsked}
    />
  );
}
