import { HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Position } from '@thetix/shared/contracts/portfolio';
import { Link as RouterLink } from 'react-router';
import { money, signedPercent } from '../model/format';

/** Spec part 2 §2: holdings with shares or open contracts, each linking to its ticker; 'No assets in portfolio' when none. */
export function AssetsList({
  positions,
  hrefFor,
  isPending = false,
  error = null,
}: {
  positions: readonly Position[];
  hrefFor: (ticker: string) => string;
  isPending?: boolean;
  error?: Error | null;
}) {
  if (error)
    return (
      <Text color="red.600" py="8" textAlign="center">
        Error: {error.message}
      </Text>
    );
  if (isPending) return <Skeleton h="32" rounded="xl" />;
  const held = positions.filter((position) => position.amount > 0 || position.totalOpenContracts > 0);
  if (held.length === 0)
    return (
      <Text color="gray.600" py="8" textAlign="center">
        No assets in portfolio
      </Text>
    );
  return (
    <Stack gap="0" bg="white" rounded="xl" borderWidth="1px" overflow="hidden">
      {held.map((position) => (
        <RouterLink key={position.ticker} to={hrefFor(position.ticker)}>
          <HStack
            justify="space-between"
            px="4"
            py="3"
            borderBottomWidth="1px"
            borderColor="gray.100"
            _hover={{ bg: 'gray.50' }}
          >
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold">{position.ticker}</Text>
              <Text fontSize="xs" color="gray.600" truncate>
                {position.amount.toLocaleString('en-US')} shares
                {position.totalOpenContracts > 0 ? ` · ${position.totalOpenContracts} open contracts` : ''}
              </Text>
            </Stack>
            <Stack gap="0" align="end">
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {money(position.amount * position.currentPrice)}
              </Text>
              <Text fontSize="xs" color={position.totalGainPercent < 0 ? 'red.600' : 'green.700'}>
                {signedPercent(position.totalGainPercent)}
              </Text>
            </Stack>
          </HStack>
        </RouterLink>
      ))}
    </Stack>
  );
}
