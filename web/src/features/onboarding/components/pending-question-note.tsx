import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { readPendingCard } from '../../../lib/pending-card';

/**
 * The question a visitor asked on a public page before signing up (lib/pending-card.ts), said back during
 * onboarding so it is not lost from view: the signed-in shell answers it on the board once onboarding is over.
 */
export function PendingQuestionNote({ finished = false }: { finished?: boolean }) {
  const [pending] = useState(() => readPendingCard());
  if (!pending) return null;
  return (
    <Text
      as="p"
      role="note"
      fontSize="sm"
      color="brand.900"
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      px="4"
      py="2.5"
      rounded="lg"
    >
      {finished
        ? `Next: Thetix answers your question “${pending.query}” on your board.`
        : `Your question “${pending.query}” is saved: Thetix answers it on your board once you finish.`}
    </Text>
  );
}
