import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { AccountCash } from '@thetix/shared/contracts/watchlist';
import { useState, type FormEvent } from 'react';
import { formatCents } from '../../../lib/money-format';
import { useSetCash } from '../api/cash';

/** Dollars typed with or without commas or a $; undefined for anything else. */
const dollars = (text: string): number | undefined => {
  const value = Number(text.replace(/[,$\s]/g, ''));
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
};

/** Sends only what changed, so saving the set-aside part alone keeps a synced balance synced. */
export function CashForm({ account, onDone }: { account: AccountCash; onDone: () => void }) {
  const save = useSetCash();
  const [balance, setBalance] = useState(String(account.cashBalance));
  const [aside, setAside] = useState(String(account.cashSetAside));
  const [mistake, setMistake] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [cashBalance, cashSetAside] = [dollars(balance), dollars(aside)];
    if (cashBalance === undefined || cashSetAside === undefined)
      return setMistake('Enter both amounts in dollars, for example 25000 or 25,000.50');
    setMistake(null);
    const body = {
      ...(cashBalance !== account.cashBalance ? { cashBalance } : {}),
      ...(cashSetAside !== account.cashSetAside ? { cashSetAside } : {}),
    };
    if (Object.keys(body).length === 0) return onDone();
    save.mutate({ accountId: account.accountId, body }, { onSuccess: onDone });
  };
  const backToSynced = () =>
    save.mutate({ accountId: account.accountId, body: { cashBalance: null } }, { onSuccess: onDone });
  const problem = mistake ?? (save.isError ? save.error.message : null);
  return (
    <Stack as="form" onSubmit={submit} gap="2" aria-label={`Cash of ${account.name}`}>
      <HStack gap="2" align="end" wrap="wrap">
        <Input
          aria-label="Cash balance"
          inputMode="decimal"
          maxW="36"
          value={balance}
          onChange={(event) => setBalance(event.target.value)}
        />
        <Input
          aria-label="Set aside for puts"
          inputMode="decimal"
          maxW="36"
          value={aside}
          onChange={(event) => setAside(event.target.value)}
        />
        <Button type="submit" size="sm" loading={save.isPending}>
          Save cash
        </Button>
      </HStack>
      {account.cashSource === 'manual' && account.syncedCashBalance !== null ? (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={backToSynced}>
          Use the brokerage balance ({formatCents(account.syncedCashBalance)})
        </Button>
      ) : null}
      {account.cashSource === 'synced' ? (
        <Text fontSize="xs" color="fg.muted">
          A balance you enter is kept across brokerage syncs.
        </Text>
      ) : null}
      {problem ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
