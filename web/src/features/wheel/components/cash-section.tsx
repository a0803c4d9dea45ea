import { Alert, Badge, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { AccountCash } from '@thetix/shared/contracts/watchlist';
import { useState } from 'react';
import { formatCents } from '../../../lib/money-format';
import { useCash } from '../api/cash';
import { CashForm } from './cash-form';

const SOURCE_LABEL: Record<NonNullable<AccountCash['cashSource']>, string> = {
  synced: 'From brokerage',
  manual: 'Entered by hand',
  example: 'Example',
};

/** Each visible account's cash and the part set aside for cash-secured puts (issue 31 item 1). */
export function CashSection({ readOnly }: { readOnly: boolean }) {
  const cash = useCash();
  const [editing, setEditing] = useState<string | null>(null);
  if (cash.isPending) return <Skeleton h="24" rounded="xl" />;
  if (cash.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{cash.error.message}</Alert.Title>
      </Alert.Root>
    );
  const accounts = cash.data.accounts.filter((account) => !account.hidden);
  if (accounts.length === 0) return <Text color="fg.muted">No accounts yet.</Text>;
  return (
    <Stack gap="3">
      {accounts.map((account) => (
        <Stack key={account.accountId} gap="2" p="4" bg="white" rounded="xl" borderWidth="1px">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold">{account.name}</Text>
            {account.cashSource ? <Badge variant="subtle">{SOURCE_LABEL[account.cashSource]}</Badge> : null}
          </HStack>
          <Table.Root size="sm" variant="line" aria-label={`${account.name} cash`}>
            <Table.Body>
              <Table.Row>
                <Table.Cell>Cash balance</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(account.cashBalance)}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>Set aside for puts</Table.Cell>
                <Table.Cell textAlign="end">{formatCents(account.cashSetAside)}</Table.Cell>
              </Table.Row>
              <Table.Row>
                <Table.Cell>Available for puts</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatCents(account.cashForPuts)}
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
          {readOnly ? null : editing === account.accountId ? (
            <CashForm account={account} onDone={() => setEditing(null)} />
          ) : (
            <Button
              size="xs"
              variant="outline"
              alignSelf="start"
              onClick={() => setEditing(account.accountId)}
            >
              Edit cash
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
