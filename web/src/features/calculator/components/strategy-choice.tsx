import { Field, SegmentGroup } from '@chakra-ui/react';
import { calculatorStrategySchema, type CalculatorStrategy } from '@thetix/shared/contracts/calculator';
import { useId } from 'react';

/** Issue 31 item 4: the calculator offers the wheel beside covered calls. */
export const STRATEGY_LABELS: Record<CalculatorStrategy, string> = {
  covered_call: 'Covered calls',
  wheel: 'The wheel',
};

const HINTS: Record<CalculatorStrategy, string> = {
  covered_call: 'Sell calls on shares you own.',
  wheel: 'Start from cash: sell puts, take the shares, sell calls on them.',
};

/** A segmented choice of strategy; like risk and frequency, a change recalculates at once. */
export function StrategyChoice(props: {
  strategy: CalculatorStrategy;
  onChange: (strategy: CalculatorStrategy) => void;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <Field.Root>
      <Field.Label id={labelId}>Strategy</Field.Label>
      <SegmentGroup.Root
        value={props.strategy}
        onValueChange={(details) => {
          const parsed = calculatorStrategySchema.safeParse(details.value);
          if (parsed.success) props.onChange(parsed.data);
        }}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        size="md"
        width="full"
      >
        <SegmentGroup.Indicator />
        {calculatorStrategySchema.options.map((strategy) => (
          <SegmentGroup.Item key={strategy} value={strategy} flex="1" justifyContent="center">
            <SegmentGroup.ItemText>{STRATEGY_LABELS[strategy]}</SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        ))}
      </SegmentGroup.Root>
      <Field.HelperText id={hintId} color="gray.600">
        {HINTS[props.strategy]}
      </Field.HelperText>
    </Field.Root>
  );
}
