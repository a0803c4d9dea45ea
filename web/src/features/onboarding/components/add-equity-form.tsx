import { Button, Field, Grid, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { manualPositionBodySchema } from '@thetix/shared/contracts/portfolio';
import { useState, type FormEvent, type ReactNode } from 'react';
import { GENERIC_FAILURE } from '../../../lib/api-client';
import { useAddManualPosition } from '../api/add-manual-position';

type FieldName = 'ticker' | 'amount' | 'costBasisPerShare' | 'purchaseDate';
const empty = { ticker: '', amount: '', costBasisPerShare: '', purchaseDate: '' };

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[,$\s]/g, '')));

/** 'Add Equity' (spec part 1 §2): shares bought by hand, checked with the shared schema before they are sent. */
export function AddEquityForm({ onAdded }: { onAdded?: (ticker: string) => void }) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const add = useAddManualPosition();
  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [name]: name === 'ticker' ? event.target.value.toUpperCase().slice(0, 6) : event.target.value,
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = manualPositionBodySchema.safeParse({
      ticker: values.ticker,
      amount: toNumber(values.amount),
      costBasisPerShare: toNumber(values.costBasisPerShare),
      purchaseDate: values.purchaseDate || undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        setValues(empty);
        onAdded?.(parsed.data.ticker);
      },
    });
  };

  const field = (name: FieldName, label: string, input: ReactNode, hint?: string) => (
    <Field.Root invalid={errors[name] !== undefined}>
      <Field.Label>{label}</Field.Label>
      {input}
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : null}
      {hint && !errors[name] ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label="Add Equity">
      <Grid templateColumns={{ base: '1fr 1fr', md: '1fr 1fr 1fr 1.2fr' }} gap="3" alignItems="start">
        {field(
          'ticker',
          'Ticker',
          <Input value={values.ticker} onChange={set('ticker')} placeholder="AAPL" autoComplete="off" />,
        )}
        {field(
          'amount',
          'Shares',
          <Input value={values.amount} onChange={set('amount')} inputMode="decimal" placeholder="100" />,
        )}
        {field(
          'costBasisPerShare',
          'Cost per share',
          <InputGroup startElement={<Text color="gray.500">$</Text>}>
            <Input
              value={values.costBasisPerShare}
              onChange={set('costBasisPerShare')}
              inputMode="decimal"
              placeholder="150.00"
            />
          </InputGroup>,
        )}
        {field(
          'purchaseDate',
          'Purchase date',
          <Input type="date" value={values.purchaseDate} onChange={set('purchaseDate')} />,
          'Optional, today if empty',
        )}
      </Grid>
      {add.isError ? (
        <Text role="alert" color="red.700" fontSize="sm">
          {add.error.message || GENERIC_FAILURE}
        </Text>
      ) : null}
      <Button type="submit" alignSelf="start" colorPalette="brand" variant="outline" loading={add.isPending}>
        Add Equity
      </Button>
    </Stack>
  );
}
