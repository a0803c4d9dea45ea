import { HStack, List, Text } from '@chakra-ui/react';
import { CheckIcon } from './check-icon';

const points = [
  'Read-only brokerage connection',
  'Never trades on your behalf',
  'Analytical software, not investment advice',
];

/** What a cautious investor asks first: can it touch my money? (spec part 1 §1: read-only, never trades). */
export function TrustPoints() {
  return (
    <List.Root as="ul" listStyle="none" gap="2.5">
      {points.map((point) => (
        <List.Item key={point}>
          <HStack gap="2.5" align="start">
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
