import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';
import { GENERIC_FAILURE } from '../../../lib/api-client';
import { hasEstimate, tickerProblems } from '../model/calculator-outcome';
import { IncomeEstimate, type Headline } from './income-estimate';
import { CalculationFailedPanel, TickerProblemPanels } from './ticker-problem-panels';

export interface EstimateState {
  data: CalculatorResponse | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  /** False until positions have been applied (and the section seen). */
  requested: boolean;
}

function Waiting() {
  return (
    <Stack gap="4" aria-hidden="true">
      <Skeleton h="4" w="40%" />
      <Skeleton h="12" w="60%" />
      <Skeleton h="3" rounded="full" />
      <Skeleton h="24" />
    </Stack>
  );
}

function Body({ estimate, headline }: { estimate: EstimateState; headline: Headline }) {
  if (!estimate.requested)
    return <Text color="gray.600">Enter a stock and an amount, then press Calculate.</Text>;
  if (estimate.error && !estimate.data)
    // A 429 carries the server's message (spec: the rate limit answers with its JSON message).
    return <CalculationFailedPanel details={[estimate.error.message || GENERIC_FAILURE]} />;
  if (!estimate.data) return <Waiting />;
  return (
    <Stack gap="4">
      {hasEstimate(estimate.data) ? <IncomeEstimate response={estimate.data} headline={headline} /> : null}
      <TickerProblemPanels problems={tickerProblems(estimate.data)} />
    </Stack>
  );
}

/** The results pane: announces updates politely and dims stale numbers while new ones load. */
export function CalculatorResults({
  estimate,
  headline = 'yearly',
}: {
  estimate: EstimateState;
  headline?: Headline;
}) {
  const updating = estimate.isFetching && (estimate.isPlaceholderData || estimate.isPending);
  return (
    <Box
      aria-live="polite"
      aria-busy={estimate.isFetching}
      opacity={updating && estimate.data ? 0.55 : 1}
      transition="opacity 0.2s"
    >
      <Body estimate={estimate} headline={headline} />
    </Box>
  );
}
