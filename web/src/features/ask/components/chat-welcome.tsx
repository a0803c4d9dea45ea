import { Box, Button, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSuggestions, type SuggestionKind } from '../api/get-suggestions';

/** Before the first question: the server's welcome for this place and its suggested questions as buttons. */
export function ChatWelcome({ kind, onAsk }: { kind: SuggestionKind; onAsk: (question: string) => void }) {
  const suggestions = useSuggestions(kind);
  return (
    <Stack gap="3">
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="4">
        {suggestions.data ? (
          <Text fontSize="sm" color="gray.800">
            {suggestions.data.welcome}
          </Text>
        ) : (
          <Skeleton h="4" />
        )}
      </Box>
      <Wrap gap="2" aria-label="Suggested questions">
        {(suggestions.data?.questions ?? []).map((question) => (
          <Button
            key={question}
            size="xs"
            variant="outline"
            rounded="full"
            whiteSpace="normal"
            h="auto"
            py="1.5"
            textAlign="start"
            onClick={() => onAsk(question)}
          >
            {question}
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
