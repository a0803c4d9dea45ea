import { Button, HStack, Heading, Icon, Slider, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useImpersonation } from '../../../lib/impersonation';
import { useAllocations, useSetAllocation } from '../api/goals';
import {
  ALLOCATION_PRESETS,
  ALLOCATION_STEP_PERCENT,
  SAVED_CHECK_MS,
  coveredContracts,
  isMeaningfulChange,
} from '../model/allocation';

/**
 * Portfolio allocation (spec part 2 §4, §5): slider 0-100 step 5 and presets, committed on release or preset click;
 * a spinner while saving, then a check for 2 s; a failure reverts to the stored value; one save at a time.
 */
export function AllocationControl({
  ticker,
  accountId,
  shares,
}: {
  ticker: string;
  accountId: string;
  shares: number;
}) {
  const allocations = useAllocations(accountId);
  const stored = Math.round(
    100 * (allocations.data?.find((entry) => entry.ticker === ticker)?.effective_allocation ?? 1),
  );
  const [value, setValue] = useState(stored);
  const [saved, setSaved] = useState(false);
  const save = useSetAllocation(accountId);
  const timer = useRef<number | undefined>(undefined);
  // An admin viewing this user sees the allocation without the slider and presets (spec part 1 §6).
  const readOnly = useImpersonation() !== null;
  useEffect(() => setValue(stored), [stored]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (percent: number) => {
    setValue(percent);
    if (save.isPending || !isMeaningfulChange(stored, percent)) return;
    save.mutate(
      { ticker, percent },
      {
        onSuccess: () => {
          setSaved(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setSaved(false), SAVED_CHECK_MS);
        },
        onError: () => setValue(stored),
      },
    );
  };
  const contracts = coveredContracts(shares, value);
  return (
    <Stack gap="3" p="5" bg="white" rounded="xl" borderWidth="1px">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          Portfolio allocation
        </Heading>
        <HStack gap="2" minW="6" justify="end" aria-live="polite">
          {save.isPending ? <Spinner size="sm" color="brand.700" /> : null}
          {saved ? (
            <Icon color="green.600" aria-label="Saved" boxSize="5">
              <svg viewBox="0 0 20 20" fill="currentColor">
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
            </Icon>
          ) : null}
          <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
            {value}%
          </Text>
        </HStack>
      </HStack>
      <Text fontSize="sm" color="gray.600">
        The share of your {ticker} position Thetix may cover with calls.
      </Text>
      {readOnly ? null : (
        <>
          <Slider.Root
            aria-label={['Allocation']}
            min={0}
            max={100}
            step={ALLOCATION_STEP_PERCENT}
            value={[value]}
            disabled={save.isPending}
            onValueChange={(details) => setValue(details.value[0] ?? value)}
            onValueChangeEnd={(details) => commit(details.value[0] ?? value)}
            colorPalette="brand"
          >
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
          <HStack gap="2">
            {ALLOCATION_PRESETS.map((preset) => (
              <Button
                key={preset}
                size="xs"
                variant={value === preset ? 'solid' : 'outline'}
                colorPalette="brand"
                disabled={save.isPending}
                onClick={() => commit(preset)}
              >
                {preset}%
              </Button>
            ))}
          </HStack>
        </>
      )}
      <Text fontSize="sm" color="gray.700">
        Covers {contracts} {contracts === 1 ? 'contract' : 'contracts'} (
        {(contracts * 100).toLocaleString('en-US')} of {shares.toLocaleString('en-US')} shares)
      </Text>
    </Stack>
  );
}
