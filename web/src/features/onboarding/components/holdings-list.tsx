import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Position } from '@thetix/shared/contracts/portfolio';
import { Monogram } from '../../../components/monogram';
import { formatDollars } from '../../../lib/money-format';

const shares = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** The positions entered so far, so the user sees what the footer button will continue with. */
export function HoldingsList({ positions, loading }: { positions: readonly Position[]; loading: boolean }) {
  if (loading) return <Skeleton h="16" rounded="xl" />;
  if (positions.length === 0)
    return (
      <Text fontSize="sm" color="gray.600">
        No assets yet. Add an equity, or try the example portfolio.
      </Text>
    );
  return (
    <Stack
      as="ul"
      aria-label="Your assets"
      gap="0"
      listStyleType="none"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
    >
      {positions.map((position, index) => (
        <HStack
          as="li"
          key={position.ticker}
          gap="3"
          px="4"
          py="3"
          borderTopWidth={index === 0 ? '0' : '1px'}
          borderColor="gray.100"
        >
          <Monogram letters={position.ticker} boxSize="9" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="semibold" color="gray.900">
              {position.ticker}
            </Text>
            <Text fontSize="sm" color="gray.600" truncate>
              {position.name}
            </Text>
          </Stack>
          <Stack gap="0" textAlign="end" fontVariantNumeric="tabular-nums">
            <Text fontWeight="medium" color="gray.900">
              {formatDollars(position.amount * position.currentPrice)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {shares.format(position.amount)} shares
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
