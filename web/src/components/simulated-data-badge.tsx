import { Box, HStack, Text } from '@chakra-ui/react';
import { useRuntimeConfig } from '../lib/runtime-config';

/**
 * Whenever prices come from the local market simulator the UI must say so (DESIGN.md, "The market simulator").
 * It sits in the shells' headers: always visible, never covering content.
 */
export function SimulatedDataBadge() {
  const { marketData } = useRuntimeConfig();
  if (marketData !== 'simulated') return null;
  return (
    <HStack
      gap="1.5"
      px="2"
      py="0.5"
      rounded="full"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      flexShrink={0}
      title="Prices come from a deterministic market simulator, not a live market feed."
    >
      <Box boxSize="1.5" rounded="full" bg="orange.500" aria-hidden="true" />
      <Text fontSize="xs" fontWeight="medium" color="orange.800" whiteSpace="nowrap">
        Simulated market data
      </Text>
    </HStack>
  );
}
