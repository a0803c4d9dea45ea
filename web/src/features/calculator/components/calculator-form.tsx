import { Button, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { useCalculator } from '../hooks/use-calculator';
import { PositionRow } from './position-row';
import { StrategyChoice } from './strategy-choice';
import { StrategySelects } from './strategy-selects';

export type CalculatorState = ReturnType<typeof useCalculator>;

interface CalculatorFormProps extends Omit<StackProps, 'onSubmit'> {
  calculator: CalculatorState;
  label: string;
  /** Shown right under the rows (the public calculator's Join the Beta prompt). */
  afterRows?: ReactNode;
  onCalculate?: () => void;
}

/**
 * The strategy (covered calls or the wheel), the rows, risk level, frequency and the Calculate button (spec part 1 §4
 * and §5), shared by every calculator.
 */
export function CalculatorForm({ calculator, label, afterRows, onCalculate, ...props }: CalculatorFormProps) {
  const { form, dispatch, rows, button, calculate } = calculator;
  return (
    <Stack
      as="form"
      aria-label={label}
      gap="5"
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        calculate();
        onCalculate?.();
      }}
    >
      <StrategyChoice
        strategy={form.strategy}
        onChange={(strategy) => dispatch({ type: 'strategy-changed', strategy })}
      />
      {rows.map((view, index) => (
        <PositionRow
          key={view.row.id}
          view={view}
          index={index}
          onTickerChange={(value) => dispatch({ type: 'ticker-changed', id: view.row.id, value })}
          onAmountChange={(value) => dispatch({ type: 'amount-changed', id: view.row.id, value })}
          onRemove={
            view.row.ticker || view.row.amount > 0
              ? () => dispatch({ type: 'row-removed', id: view.row.id })
              : undefined
          }
        />
      ))}
      {afterRows}
      <StrategySelects
        risk={form.risk}
        duration={form.duration}
        onRiskChange={(risk) => dispatch({ type: 'risk-changed', risk })}
        onDurationChange={(duration) => dispatch({ type: 'duration-changed', duration })}
      />
      <Button type="submit" colorPalette="brand" size="lg" disabled={button.disabled}>
        {button.label}
      </Button>
    </Stack>
  );
}
