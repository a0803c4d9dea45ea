import { Alert, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AccountCash } from '@thetix/shared/contracts/watchlist';
import { useRemoveWatchlistEntry, useWatchlist } from '../api/watchlist';
import { WatchlistForm } from './watchlist-form';
import { WatchlistTable } from './watchlist-table';

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
  const names = new Map(accounts.map((account) => [account.accountId, account.name]));
  const accountName = (accountId: string | null) =>
    accountId ? (names.get(accountId) ?? '-') : 'No account yet';
  return (
    <Stack gap="3" p="4" bg="white" rounded="xl" borderWidth="1px">
      {entries.length === 0 ? (
        <Text color="fg.muted">
          No watchlist yet. Add a stock you would like to own at a better price, and Thetix will look for puts
          that pay you to wait for it.
        </Text>
      ) : (
        <WatchlistTable
          entries={entries}
          accountName={accountName}
          {...(readOnly ? {} : { onRemove: (ticker: string) => remove.mutate(ticker) })}
        />
      )}
      {readOnly ? null : <WatchlistForm accounts={accounts} />}
      <Text fontSize="xs" color="fg.muted">
        {entries.length} of {limit} tickers.
      </Text>
    </Stack>
  );
}
