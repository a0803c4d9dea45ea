import { Box, HStack, List, Text } from '@chakra-ui/react';

const points = [
  'Read-only brokerage connection',
  'Never trades on your behalf',
  'Analytical software, not investment advice',
];

function CheckIcon() {
  return (
    <Box
      as="span"
      display="inline-flex"
      boxSize="5"
      rounded="full"
      bg="brand.100"
      color="brand.700"
      flexShrink={0}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <path
          d="M6 10.5l2.5 2.5L14 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </Box>
  );
}

/** What a cautious investor asks first: can it touch my money? (spec part 1 §1: read-only, never trades). */
export function TrustPoints() {
  return (
    <List.Root as="ul" listStyle="none" gap="2.5">
      {points.map((point) => (
        <List.Item key={point}>
          <HStack gap="2.5" align="center">
            <CheckIcon />
            <Text fontSize={{ base: 'sm', md: 'md' }} color="gray.700">
              {point}
            </Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
