import { CloseButton, Field, Grid, Input, InputGroup, Text } from '@chakra-ui/react';
import { TICKER_MAX_LENGTH } from '../model/calculator-form';
import { formatAmountInput, formatDollars } from '../../../lib/money-format';
import type { CalculatorRowView } from '../hooks/use-calculator';
import { TickerStatus } from './ticker-status';

interface PositionRowProps {
  view: CalculatorRowView;
  index: number;
  onTickerChange: (value: string) => void;
  onAmountChange: (value: string) => void;
  /** Absent on the trailing blank row: there is nothing to remove. */
  onRemove?: () => void;
}

/** One position: ticker and dollars, with the directory check under the ticker and the 100-share hint. */
export function PositionRow({ view, index, onTickerChange, onAmountChange, onRemove }: PositionRowProps) {
  const { row, check, company, shortfall, excluded } = view;
  const statusId = `calculator-ticker-status-${row.id}`;
  const hintId = `calculator-amount-hint-${row.id}`;
  const excludedId = `calculator-row-excluded-${row.id}`;
  const first = index === 0;
  return (
    <Grid
      templateColumns={{
        base: 'minmax(0, 7.5rem) minmax(0, 1fr) 2rem',
        sm: 'minmax(0, 9rem) minmax(0, 1fr) 2rem',
      }}
      gap="3"
      alignItems="start"
    >
      <Field.Root invalid={check === 'invalid'}>
        <Field.Label srOnly={!first}>{first ? 'Ticker' : `Ticker ${index + 1}`}</Field.Label>
        <Input
          value={row.ticker}
          onChange={(event) => onTickerChange(event.target.value)}
          maxLength={TICKER_MAX_LENGTH}
          placeholder={first ? 'AAPL' : 'Add stock'}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          fontWeight="semibold"
          letterSpacing="wide"
          aria-describedby={excluded ? `${statusId} ${excludedId}` : statusId}
        />
        <TickerStatus id={statusId} check={check} company={company} />
        {excluded ? (
          <Field.HelperText id={excludedId} color="gray.600">
            Not in this estimate
          </Field.HelperText>
        ) : null}
      </Field.Root>
      <Field.Root>
        <Field.Label srOnly={!first}>{first ? 'Amount invested' : `Amount ${index + 1}`}</Field.Label>
        <InputGroup startElement={<Text color="gray.500">$</Text>}>
          <Input
            value={formatAmountInput(row.amount)}
            onChange={(event) => onAmountChange(event.target.value)}
            inputMode="numeric"
            placeholder={first ? '100,000' : undefined}
            autoComplete="off"
            fontVariantNumeric="tabular-nums"
            aria-describedby={shortfall !== undefined ? hintId : undefined}
          />
        </InputGroup>
        {shortfall !== undefined ? (
          <Field.HelperText id={hintId} color="orange.800">
            {`Need at least ${formatDollars(Math.ceil(shortfall))} for 100 shares`}
          </Field.HelperText>
        ) : null}
      </Field.Root>
      {onRemove ? (
        // Lined up with the inputs, which sit under the first row's labels.
        <CloseButton
          size="sm"
          color="gray.600"
          mt={first ? '7' : '1'}
          onClick={onRemove}
          aria-label={`Remove ${row.ticker || `row ${index + 1}`}`}
        />
      ) : null}
    </Grid>
  );
}
