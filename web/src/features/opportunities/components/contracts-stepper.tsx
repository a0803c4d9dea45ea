import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  INSUFFICIENT_SHARES_NOTE,
  acceptTypedContracts,
  canDecrease,
  canIncrease,
  contractsOnBlur,
  maximumLabel,
  minimumLabel,
} from '@thetix/shared/opportunities/contracts-stepper';
import { useEffect, useState } from 'react';

/** The contracts stepper with every rule of spec part 2 §5 (shared/opportunities/contracts-stepper.ts). */
export function ContractsStepper(props: {
  value: number;
  maximum: number;
  onChange: (value: number) => void;
}) {
  const [text, setText] = useState(String(props.value));
  useEffect(() => setText(String(props.value)), [props.value]);
  const disabled = props.maximum === 0;
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Button
          aria-label="Fewer contracts"
          size="sm"
          variant="outline"
          disabled={!canDecrease(props.value, props.maximum)}
          onClick={() => props.onChange(props.value - 1)}
        >
          −
        </Button>
        <Input
          aria-label="Contracts"
          size="sm"
          w="20"
          textAlign="center"
          inputMode="numeric"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const accepted = acceptTypedContracts(event.target.value, props.maximum);
            if (event.target.value.trim() === '' || accepted !== undefined) setText(event.target.value);
            if (accepted !== undefined) props.onChange(accepted);
          }}
          onBlur={() => {
            const value = contractsOnBlur(text, props.maximum);
            setText(String(value));
            if (value !== props.value) props.onChange(value);
          }}
        />
        <Button
          aria-label="More contracts"
          size="sm"
          variant="outline"
          disabled={!canIncrease(props.value, props.maximum)}
          onClick={() => props.onChange(props.value + 1)}
        >
          +
        </Button>
      </HStack>
      {disabled ? (
        <Text fontSize="xs" color="orange.700">
          {INSUFFICIENT_SHARES_NOTE}
        </Text>
      ) : (
        <HStack gap="3" fontSize="xs" color="gray.600">
          <Text>{minimumLabel()}</Text>
          <Text>{maximumLabel(props.maximum)}</Text>
        </HStack>
      )}
    </Stack>
  );
}
