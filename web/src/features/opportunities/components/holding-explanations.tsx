import { List, Stack, Text } from '@chakra-ui/react';
import type { HoldingReview } from '@thetix/shared/contracts/opportunities';
import { unexplainedHoldings } from '../model/holdings';

/** The dashboard's compact list: why a holding has no suggestion (issue 18 item 11). Nothing when all have one. */
export function HoldingExplanations({ holdings }: { holdings: readonly HoldingReview[] }) {
  const items = unexplainedHoldings(holdings);
  if (items.length === 0) return null;
  return (
    <Stack
      as="section"
      aria-label="Holdings without a suggestion"
      gap="2"
      p="4"
      bg="white"
      rounded="xl"
      borderWidth="1px"
    >
      <Text fontWeight="semibold" fontSize="sm">
        Holdings without a suggestion
      </Text>
      <List.Root gap="2" variant="plain">
        {items.map((item) => (
          <List.Item key={item.ticker} display="block" fontSize="sm" color="gray.700">
            <Text as="span" fontWeight="medium" color="gray.900">
              Why no suggestion for {item.ticker}:
            </Text>{' '}
            {item.message}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
