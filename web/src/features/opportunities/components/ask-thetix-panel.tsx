import { Badge, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * The Ask Thetix tab's place. The chat is specified in another document and not built yet, so the panel says so
 * plainly and shows the question the user picked, instead of inventing an answer.
 */
export function AskThetixPanel({ question }: { question?: string | undefined }) {
  return (
    <Stack gap="3" p="5" bg="gray.50" rounded="lg" borderWidth="1px" borderStyle="dashed">
      <Stack direction="row" align="center" gap="2">
        <Heading as="h4" size="sm">
          Ask Thetix
        </Heading>
        <Badge colorPalette="purple" variant="subtle" rounded="full">
          Coming soon
        </Badge>
      </Stack>
      {question ? (
        <Text fontSize="sm" color="gray.800" fontWeight="medium">
          “{question}”
        </Text>
      ) : null}
      <Text fontSize="sm" color="gray.600">
        Thetix's assistant will answer questions about this trade here. Until it arrives, the Overview and
        Full Details tabs hold every figure behind the recommendation.
      </Text>
    </Stack>
  );
}
