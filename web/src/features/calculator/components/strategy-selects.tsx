import { Field, Grid, NativeSelect } from '@chakra-ui/react';
import {
  durationSchema,
  riskLevelSchema,
  type Duration,
  type RiskLevel,
} from '@thetix/shared/contracts/calculator';

/** Spec part 1 §9, risk labels. */
const riskLabels: Record<RiskLevel, string> = {
  conservative: 'Conservative (lower risk)',
  balanced: 'Balanced (moderate)',
  aggressive: 'Aggressive (higher risk)',
};
const durationLabels: Record<Duration, string> = { weekly: 'Weekly', monthly: 'Monthly' };

function Select<Value extends string>(props: {
  label: string;
  value: Value;
  options: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: Value) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value as Value)}
        >
          {props.options.map((option) => (
            <option key={option} value={option}>
              {props.labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Risk level and frequency; a change recalculates at once (spec part 1 §4). */
export function StrategySelects(props: {
  risk: RiskLevel;
  duration: Duration;
  onRiskChange: (risk: RiskLevel) => void;
  onDurationChange: (duration: Duration) => void;
}) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: '1.4fr 1fr' }} gap="3">
      <Select
        label="Risk level"
        value={props.risk}
        options={riskLevelSchema.options}
        labels={riskLabels}
        onChange={props.onRiskChange}
      />
      <Select
        label="Frequency"
        value={props.duration}
        options={durationSchema.options}
        labels={durationLabels}
        onChange={props.onDurationChange}
      />
    </Grid>
  );
}
