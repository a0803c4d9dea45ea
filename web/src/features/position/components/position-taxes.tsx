import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { LotMethodKind, StoredLotMethod } from '@thetix/shared/contracts/tax';
import { useState, type FormEvent } from 'react';
import { useTaxLots, type CallToCheck } from '../../../lib/portfolio/get-tax-lots';
import { CallTaxCard } from './call-tax-card';
import { TaxLotsTable } from './tax-lots-table';
import { formatCents } from '../../../lib/money-format';
import { useImpersonation } from '../../../lib/impersonation';
import { LOT_METHOD_LABELS, useSetLotMethod } from '../../../lib/portfolio/set-lot-method';

/** Said under an account's lots when a past call moved the holding period of any of them (decision 363). */
export const PAST_CALLS_SENTENCE =
  'Past calls moved the holding period of some lots: a call that was not a qualified covered call (a weekly, for one) starts it again when the call ends, and an in-the-money qualified call pauses it while open (IRC §1092).';

/** How the account's lots are matched, said under its table. */
const METHOD_SENTENCES: Record<LotMethodKind, string> = {
  fifo: 'Lots are matched first in, first out (the IRS default for stock).',
  lifo: 'Lots are matched last in, first out, as set for this account.',
  highest_cost: 'The highest-cost lots are matched first, as set for this account.',
  specific: 'The lots you picked are matched first.',
};

/**
 * The account's lot method (issue 32 item 3): kept per account, so the lots an assignment would sell follow the
 * method the user has with their broker. A specific lot is picked per sale, so it is not offered here.
 */
function LotMethodPicker({ accountId, method }: { accountId: string; method: LotMethodKind }) {
  const save = useSetLotMethod();
  // An admin viewing as the user reads, never writes (spec part 3 view-as).
  const readOnly = useImpersonation() !== null;
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <Text fontSize="sm" color="gray.600">
          Lots sold first
        </Text>
        <NativeSelect.Root size="sm" width="auto" disabled={save.isPending || readOnly}>
          <NativeSelect.Field
            aria-label="Lots sold first"
            value={method === 'specific' ? 'fifo' : method}
            onChange={(event) => save.mutate({ accountId, method: event.target.value as StoredLotMethod })}
            bg="white"
          >
            {Object.entries(LOT_METHOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {save.isError ? (
        <Text color="red.600" fontSize="sm" role="alert">
          {save.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A call about to be sold, checked before selling it: the four figures of a trade ticket. */
function CheckCallForm({ onCheck }: { onCheck: (call: CallToCheck) => void }) {
  const [fields, setFields] = useState({ strike: '', expiration: '', contracts: '1', premium: '' });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCheck({
      strike: Number(fields.strike),
      expiration: fields.expiration,
      contracts: Number(fields.contracts),
      premium: Number(fields.premium),
    });
  };
  return (
    <Stack as="form" onSubmit={submit} gap="3" aria-label="Check a call before selling it">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Field.Root required>
          <Field.Label>Strike</Field.Label>
          <Input inputMode="decimal" value={fields.strike} onChange={set('strike')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Expiration</Field.Label>
          <Input type="date" value={fields.expiration} onChange={set('expiration')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Contracts</Field.Label>
          <Input inputMode="numeric" value={fields.contracts} onChange={set('contracts')} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Premium a share</Field.Label>
          <Input inputMode="decimal" value={fields.premium} onChange={set('premium')} />
        </Field.Root>
      </SimpleGrid>
      <Button type="submit" size="sm" alignSelf="start" variant="outline">
        Check this call
      </Button>
    </Stack>
  );
}

/**
 * The position's Taxes tab (issue 32 item 3): lots per account, each open call's qualified covered call status and
 * what its assignment would sell, and a call checked before it is sold. Information, never tax advice.
 */
export function PositionTaxes({ ticker, accountId }: { ticker: string; accountId: string }) {
  const [call, setCall] = useState<CallToCheck | undefined>();
  const lots = useTaxLots(ticker, accountId);
  const checked = useTaxLots(ticker, accountId, call);
  if (lots.isPending) return <Skeleton h="48" rounded="xl" />;
  // A failed refetch keeps what was shown; only a first load that failed shows the error.
  if (lots.isError && !lots.data)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{lots.error.message}</Alert.Title>
      </Alert.Root>
    );
  const data = lots.data;
  return (
    <Stack gap="5" p="5" bg="white" rounded="xl" borderWidth="1px">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          Tax lots
        </Heading>
        <Text fontSize="sm" color="gray.600">
          {data.notice}
        </Text>
      </Stack>
      {data.accounts.map((account) => (
        <Stack key={account.accountId} gap="2">
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="medium">{account.accountName}</Text>
            <LotMethodPicker accountId={account.accountId} method={account.method} />
          </HStack>
          <TaxLotsTable lots={account.lots} />
          <Text fontSize="xs" color="gray.600">
            {METHOD_SENTENCES[account.method]}
            {account.lots.some((lot) => lot.holdingPeriodAdjustments.length > 0)
              ? ` ${PAST_CALLS_SENTENCE}`
              : ''}
            {account.averageCostPerShare !== null
              ? ` The cost basis on the other tabs is the average cost, ${formatCents(account.averageCostPerShare)} a share.`
              : ''}
            {data.dataSource === 'simulated' ? ' Unrealized gains use simulated prices.' : ''}
          </Text>
        </Stack>
      ))}
      {data.openCalls.map((open) => (
        <CallTaxCard
          key={`${open.accountId}-${open.symbol}`}
          call={open}
          title={`Open call: ${open.contracts} × ${formatCents(open.strike)} expiring ${open.expiration}, sold ${open.grantedOn}`}
        />
      ))}
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Check a call before you sell it
        </Heading>
        <CheckCallForm onCheck={setCall} />
        {call && checked.isError ? (
          <Text color="red.600" fontSize="sm" role="alert">
            {checked.error.message}
          </Text>
        ) : null}
        {call && checked.data?.proposedCall ? (
          <CallTaxCard
            call={checked.data.proposedCall}
            title={`${call.contracts} × ${formatCents(call.strike)} call expiring ${call.expiration}`}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
