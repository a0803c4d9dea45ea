import { Alert, Badge, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { AccountCash } from '@thetix/shared/contracts/watchlist';
import { formatCents } from '../../../lib/money-format';
import { useRemoveWatchlistEntry, useWatchlist } from '../api/watchlist';
import { WatchlistForm } from './watchlist-form';

const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** The tickers the user would like to own, each with its target and the account whose cash secures its puts. */
export function WatchlistSection({
  accounts,
  readOnly,
}: {
  accounts: readonly AccountCash[];
  readOnly: boolean;
}) {
  const watchlist = useWatchlist();
  const remove = useRemoveWatchlistEntry();
  if (watchlist.isPending) return <Skeleton h="24" rounded="xl" />;
  if (watchlist.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{watchlist.error.message}</Alert.Title>
      </Alert.Root>
    );
  const { entries, limit } = watchlist.data;
  const accountName = new Map(accounts.map((account) => [account.accountId, account.name]));
  return (
    <Stack gap="3" p="4" bg="white" rounded="xl" borderWidth="1px">
      {entries.length === 0 ? (
        <Text color="fg.muted">No tickers on your watchlist yet.</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Watchlist">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Ticker</Table.ColumnHeader>
                <Table.ColumnHeader>Target</Table.ColumnHeader>
                <Table.ColumnHeader>Risk</Table.ColumnHeader>
                <Table.ColumnHeader>Cash from</Table.ColumnHeader>
                {readOnly ? null : <Table.ColumnHeader />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={entry.ticker} data-ticker={entry.ticker}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Text fontWeight="semibold">{entry.ticker}</Text>
                      <Text color="fg.muted" fontSize="xs" hideBelow="md">
                        {entry.name}
                      </Text>
                      {entry.testData ? <Badge size="sm">Example</Badge> : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    {[
                      entry.targetPrice === null ? null : `at ${formatCents(entry.targetPrice)}`,
                      entry.targetAllocationPercent === null
                        ? null
                        : `${entry.targetAllocationPercent}% of portfolio`,
                    ]
                      .filter(Boolean)
                      .join(' · ') || '-'}
                  </Table.Cell>
                  <Table.Cell>{capitalised(entry.riskLevel)}</Table.Cell>
                  <Table.Cell>{entry.accountId ? (accountName.get(entry.accountId) ?? '-') : '-'}</Table.Cell>
                  {readOnly ? null : (
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Remove ${entry.ticker}`}
                        onClick={() => remove.mutate(entry.ticker)}
                      >
                        Remove
                      </Button>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {readOnly ? null : <WatchlistForm accounts={accounts} />}
      <Text fontSize="xs" color="fg.muted">
        {entries.length} of {limit} tickers.
      </Text>
    </Stack>
  );
}
