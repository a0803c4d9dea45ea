import { Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { RiskLevel } from '@thetix/shared/contracts/calculator';
import type { AccountCash } from '@thetix/shared/contracts/watchlist';
import { useState, type FormEvent } from 'react';
import { useSaveWatchlistEntry } from '../api/watchlist';

const RISKS: { value: RiskLevel; label: string }[] = [
  { value: 'conservative', label: 'Conservative' },
  { value: 'balanced', label: 'Balanced' },
  { value: 'aggressive', label: 'Aggressive' },
];

/** An optional number: empty is absent, NaN when it is not a number (refused before sending). */
const optionalNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(/[,$%\s]/g, ''));

/** Adds a ticker to the watchlist: target price or allocation, risk level, and the account securing its puts. */
export function WatchlistForm({ accounts }: { accounts: readonly AccountCash[] }) {
  const save = useSaveWatchlistEntry();
  const [ticker, setTicker] = useState('');
  const [price, setPrice] = useState('');
  const [allocation, setAllocation] = useState('');
  const [riskLevel, setRiskLevel] = useState<RiskLevel>('conservative');
  // Untouched, the choice follows the first account, which may arrive after the form first renders.
  const [picked, setAccountId] = useState<string | undefined>(undefined);
  const accountId = picked ?? accounts[0]?.accountId ?? '';
  const [mistake, setMistake] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ([optionalNumber(price), optionalNumber(allocation)].some((value) => Number.isNaN(value)))
      return setMistake('Target price and allocation must be numbers, for example 142.50 or 3');
    setMistake(null);
    const body = {
      targetPrice: optionalNumber(price),
      targetAllocationPercent: optionalNumber(allocation),
      riskLevel,
      accountId: accountId === '' ? null : accountId,
    };
    save.mutate(
      { ticker: ticker.trim().toUpperCase(), body },
      {
        onSuccess: () => {
          setTicker('');
          setPrice('');
          setAllocation('');
        },
      },
    );
  };
  return (
    <Stack as="form" onSubmit={submit} gap="2" aria-label="Add to watchlist">
      <HStack gap="2" wrap="wrap" align="end">
        <Input
          aria-label="Ticker"
          placeholder="Ticker"
          maxW="28"
          value={ticker}
          onChange={(e) => setTicker(e.target.value)}
        />
        <Input
          aria-label="Target price"
          placeholder="Target price $"
          inputMode="decimal"
          maxW="36"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <Input
          aria-label="Target allocation"
          placeholder="Allocation %"
          inputMode="decimal"
          maxW="32"
          value={allocation}
          onChange={(e) => setAllocation(e.target.value)}
        />
        <NativeSelect.Root maxW="40">
          <NativeSelect.Field
            aria-label="Risk level"
            value={riskLevel}
            onChange={(e) => setRiskLevel(e.target.value as RiskLevel)}
            bg="white"
          >
            {RISKS.map((risk) => (
              <option key={risk.value} value={risk.value}>
                {risk.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root maxW="48">
          <NativeSelect.Field
            aria-label="Cash from account"
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
            bg="white"
          >
            {accounts.map((account) => (
              <option key={account.accountId} value={account.accountId}>
                {account.name}
              </option>
            ))}
            <option value="">No account yet</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" size="sm" loading={save.isPending} disabled={ticker.trim() === ''}>
          Add
        </Button>
      </HStack>
      {(mistake ?? (save.isError ? save.error.message : null)) ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {mistake ?? save.error?.message}
        </Text>
      ) : null}
    </Stack>
  );
}
