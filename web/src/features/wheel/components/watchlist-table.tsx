import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import type { WatchlistEntry } from '@thetix/shared/contracts/watchlist';
import { formatCents } from '../../../lib/money-format';

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

const targetOf = (entry: WatchlistEntry) =>
  [
    entry.targetPrice === null ? null : `at ${formatCents(entry.targetPrice)}`,
    entry.targetAllocationPercent === null ? null : `${entry.targetAllocationPercent}% of portfolio`,
  ]
    .filter(Boolean)
    .join(' · ') || '-';

/**
 * The watchlist's rows. On a phone the risk and the account move under the ticker, so the table fits 390 px without
 * scrolling sideways.
 */
export function WatchlistTable(props: {
  entries: readonly WatchlistEntry[];
  accountName: (accountId: string | null) => string;
  onRemove?: (ticker: string) => void;
}) {
  return (
    <Table.Root size="sm" aria-label="Watchlist">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Ticker</Table.ColumnHeader>
          <Table.ColumnHeader>Target</Table.ColumnHeader>
          <Table.ColumnHeader hideBelow="md">Risk</Table.ColumnHeader>
          <Table.ColumnHeader hideBelow="md">Cash from</Table.ColumnHeader>
          {props.onRemove ? <Table.ColumnHeader w="1" /> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {props.entries.map((entry) => (
          <Table.Row key={entry.ticker} data-ticker={entry.ticker}>
            <Table.Cell>
              <Stack
                gap={{ base: '0.5', md: '2' }}
                direction={{ base: 'column', md: 'row' }}
                align={{ md: 'center' }}
              >
                <Text fontWeight="semibold">
                  {entry.ticker}{' '}
                  {entry.testData ? (
                    <Badge size="sm" ms="1">
                      Example
                    </Badge>
                  ) : null}
                </Text>
                <Text color="fg.muted" fontSize="xs" hideBelow="md">
                  {entry.name}
                </Text>
                <Text color="fg.muted" fontSize="xs" hideFrom="md">
                  {capitalised(entry.riskLevel)} · {props.accountName(entry.accountId)}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>{targetOf(entry)}</Table.Cell>
            <Table.Cell hideBelow="md">{capitalised(entry.riskLevel)}</Table.Cell>
            <Table.Cell hideBelow="md">{props.accountName(entry.accountId)}</Table.Cell>
            {props.onRemove ? (
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Remove ${entry.ticker}`}
                  onClick={() => props.onRemove!(entry.ticker)}
                >
                  Remove
                </Button>
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
