import { HStack, Link, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Monogram } from '../../../components/monogram';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/money-format';
import { isActivePosition, usePositions } from '../../../lib/portfolio/get-positions';
import { usePrices } from '../api/get-prices';
import { useEffectiveAccountId } from './account-switcher';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });

/** The sidebar's positions of the selected account with live prices; inactive ones behind a toggle (spec part 1 §2). */
export function SidebarPositions({ expanded }: { expanded: boolean }) {
  const accountId = useEffectiveAccountId();
  const positions = usePositions(accountId);
  const [showInactive, setShowInactive] = useState(false);
  const all = positions.data ?? [];
  const inactiveCount = all.filter((position) => !isActivePosition(position)).length;
  const shown = showInactive ? all : all.filter(isActivePosition);
  const prices = usePrices(
    shown.map((position) => position.ticker),
    'standard',
  );
  const priceOf = (ticker: string) => prices.data?.find((price) => price.ticker === ticker)?.price;

  if (positions.isPending) return <Skeleton h="24" mx="3" rounded="lg" />;
  if (positions.isError)
    return expanded ? (
      <Text px="3" fontSize="sm" color="red.600">
        Error: {positions.error.message}
      </Text>
    ) : null;
  return (
    <Stack gap="1">
      {expanded ? (
        <Text
          px="3"
          fontSize="xs"
          fontWeight="semibold"
          color="gray.500"
          textTransform="uppercase"
          letterSpacing="wider"
        >
          Positions
        </Text>
      ) : null}
      {shown.length === 0 && expanded ? (
        <Text px="3" fontSize="sm" color="gray.600">
          No positions found
        </Text>
      ) : null}
      <Stack as="ul" gap="0.5" listStyleType="none" aria-label="Positions">
        {shown.map((position) => {
          const price = priceOf(position.ticker) ?? position.currentPrice;
          const gain = position.avgCostBasis > 0 ? (price / position.avgCostBasis - 1) * 100 : 0;
          return (
            <li key={position.ticker}>
              <Link asChild unstyled display="block">
                <NavLink to={paths.position.root.getHref(position.ticker)} title={position.name}>
                  {({ isActive }) => (
                    <HStack
                      gap="2.5"
                      px="3"
                      py="1.5"
                      rounded="lg"
                      bg={isActive ? 'brand.50' : undefined}
                      _hover={{ bg: isActive ? 'brand.50' : 'gray.100' }}
                      opacity={isActivePosition(position) ? 1 : 0.6}
                    >
                      <Monogram letters={position.ticker} boxSize="8" />
                      {expanded ? (
                        <>
                          <Stack gap="0" flex="1" minW="0">
                            <Text fontSize="sm" fontWeight="semibold" color="gray.900">
                              {position.ticker}
                            </Text>
                            <Text fontSize="xs" color="gray.600" truncate>
                              {position.name || 'Not found'}
                            </Text>
                          </Stack>
                          <Stack gap="0" textAlign="end" fontVariantNumeric="tabular-nums">
                            <Text fontSize="sm" color="gray.900">
                              {formatCents(price)}
                            </Text>
                            {position.amount > 0 ? (
                              <Text fontSize="xs" color={gain >= 0 ? 'green.700' : 'red.700'}>
                                {percent.format(gain)}%
                              </Text>
                            ) : null}
                          </Stack>
                        </>
                      ) : null}
                    </HStack>
                  )}
                </NavLink>
              </Link>
            </li>
          );
        })}
      </Stack>
      {expanded && inactiveCount > 0 ? (
        <Switch.Root
          size="sm"
          px="3"
          pt="2"
          colorPalette="brand"
          checked={showInactive}
          onCheckedChange={(details) => setShowInactive(details.checked)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontSize="xs" color="gray.600">
            Show inactive positions ({inactiveCount})
          </Switch.Label>
        </Switch.Root>
      ) : null}
    </Stack>
  );
}
