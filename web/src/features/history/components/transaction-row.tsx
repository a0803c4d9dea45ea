import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { GroupStatus, TransactionGroup } from '@thetix/shared/contracts/portfolio';
import { money, signedMoney } from '../model/format';

const STATUS_PALETTE: Record<GroupStatus, string> = {
  Open: 'blue',
  'Partially Closed': 'yellow',
  Closed: 'gray',
  Expired: 'green',
  Assigned: 'orange',
};

const STRATEGY_LABELS: Record<string, string> = {
  covered_call: 'Covered call',
  option_roll: 'Option roll',
  option_close: 'Option close',
  put_sell: 'Put sell',
  increase_position: 'Buy',
  trim_position: 'Sell',
  dividend: 'Dividend',
};

function describe(group: TransactionGroup): { title: string; detail: string } | undefined {
  const first = group.transactions[0];
  if (!first) return undefined;
  switch (group.type) {
    case 'option': {
      const kind = first.optionType === 'put' ? 'Put' : 'Call';
      return {
        title: `${group.ticker} ${money(first.strike ?? 0)} ${kind} · ${first.expiration ?? ''}`,
        detail: group.transactions
          .map((line) => `${line.orderType ?? ''} ${line.quantity} @ ${money(line.price)}`)
          .join(' · '),
      };
    }
    case 'equity':
    case 'crypto': {
      const decimals = group.type === 'crypto' ? 6 : 2;
      return {
        title: `${first.orderType === 'sell' ? 'Sold' : 'Bought'} ${first.quantity.toLocaleString('en-US', { maximumFractionDigits: decimals })} ${group.ticker}`,
        detail: `at ${money(first.price)} · total ${money(Math.abs(first.totalCost))}`,
      };
    }
    case 'dividend':
      return {
        title: `${group.ticker} dividend`,
        detail: `${money(first.price)} per share on ${first.quantity.toLocaleString('en-US')} shares`,
      };
  }
}

/** A trading-history row for an option, equity, crypto or dividend group; manual ones can be removed on hover. */
export function TransactionRow({
  group,
  onRemove,
}: {
  group: TransactionGroup;
  onRemove?: (group: TransactionGroup) => void;
}) {
  const text = describe(group);
  return (
    <HStack
      className="group"
      justify="space-between"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="gray.100"
      _hover={{ bg: 'gray.50' }}
      data-group-id={group.id}
    >
      <Stack gap="0.5" minW="0">
        {text ? (
          <>
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="medium" color="gray.900">
                {text.title}
              </Text>
              <Badge size="sm" variant="outline" rounded="full">
                {STRATEGY_LABELS[group.strategy] ?? group.strategy}
              </Badge>
              {group.status ? (
                <Badge size="sm" colorPalette={STATUS_PALETTE[group.status]} variant="subtle" rounded="full">
                  {group.status}
                </Badge>
              ) : null}
              {group.source === 'manual' ? (
                <Badge size="sm" variant="subtle" rounded="full">
                  Manual
                </Badge>
              ) : null}
            </HStack>
            <Text fontSize="xs" color="gray.600" truncate>
              {text.detail}
            </Text>
          </>
        ) : (
          <Text color="red.700">Unknown position type: {group.strategy}</Text>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        {group.profitLoss === null ? null : (
          <Text
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            color={group.profitLoss < 0 ? 'red.600' : 'green.700'}
          >
            {signedMoney(group.profitLoss)}
          </Text>
        )}
        {onRemove && group.source === 'manual' ? (
          <Box opacity={{ base: 1, md: 0 }} _groupHover={{ opacity: 1 }} _focusWithin={{ opacity: 1 }}>
            <IconButton
              aria-label={`Remove ${group.ticker} entry`}
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onRemove(group)}
            >
              ✕
            </IconButton>
          </Box>
        ) : null}
      </HStack>
    </HStack>
  );
}
