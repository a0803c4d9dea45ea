import { Alert, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isWheelResponse, type AnyCalculatorResponse } from '@thetix/shared/contracts/calculator';
import { GENERIC_FAILURE } from '../../../lib/api-client';
import { formatDollars } from '../../../lib/money-format';
import type { ResultsFreshness } from '../hooks/use-calculator';
import type { Positions } from '../model/calculator-form';
import { hasEstimate, tickerProblems } from '../model/calculator-outcome';
import { IncomeEstimate, type Headline } from './income-estimate';
import { CalculationFailedPanel, TickerProblemPanels } from './ticker-problem-panels';
import { WheelEstimate } from './wheel-estimate';

export interface EstimateState {
  data: AnyCalculatorResponse | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  /** False until positions have been applied (and the section seen). */
  requested: boolean;
}

/** Spec part 1 §5: the ticker field's not-found message, repeated where the results would be. */
export const TICKER_NOT_FOUND = 'Ticker not found. Please check the symbol.';

/** Results belong to the positions they were calculated for; by default the rows are taken to be those. */
const CURRENT: ResultsFreshness = { stale: false, applied: undefined, invalidTickers: [] };

const describePositions = (positions: Positions | undefined): string =>
  Object.entries(positions ?? {})
    .map(([ticker, dollars]) => `${ticker} ${formatDollars(dollars)}`)
    .join(', ');

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

/** Said above results that describe earlier rows, so they never read as the answer for the rows on screen. */
function OutOfDateNotice({ applied }: { applied: Positions | undefined }) {
  const earlier = describePositions(applied);
  return (
    <Alert.Root status="warning" rounded="xl" alignItems="start" role="status">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title fontWeight="semibold">Out of date</Alert.Title>
        <Alert.Description>
          {earlier ? `These figures are for ${earlier}, not for the positions entered now. ` : null}
          Press Calculate to update them.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Outcome({
  data,
  headline,
  stale,
  applied,
}: {
  data: AnyCalculatorResponse;
  headline: Headline;
  stale: boolean;
  applied: Positions | undefined;
}) {
  const content = (
    <Stack gap="4">
      {!hasEstimate(data) ? null : isWheelResponse(data) ? (
        <WheelEstimate response={data} headline={headline} />
      ) : (
        <IncomeEstimate response={data} headline={headline} />
      )}
      <TickerProblemPanels
        problems={tickerProblems(data)}
        strategy={isWheelResponse(data) ? 'wheel' : 'covered_call'}
      />
    </Stack>
  );
  if (!stale) return content;
  return (
    <Stack gap="4">
      <OutOfDateNotice applied={applied} />
      <Box opacity={0.45} data-stale="true">
        {content}
      </Box>
    </Stack>
  );
}

function Body({
  estimate,
  headline,
  freshness,
}: {
  estimate: EstimateState;
  headline: Headline;
  freshness: ResultsFreshness;
}) {
  if (!estimate.requested)
    return <Text color="gray.600">Enter a stock and an amount, then press Calculate.</Text>;
  // No figure belongs to a ticker that does not exist: the earlier result goes, the spec's messages stay.
  if (freshness.invalidTickers.length > 0)
    return (
      <CalculationFailedPanel
        details={freshness.invalidTickers.map((ticker) => `${ticker}: ${TICKER_NOT_FOUND}`)}
      />
    );
  if (estimate.error && !estimate.data)
    // A 429 carries the server's message (spec: the rate limit answers with its JSON message).
    return <CalculationFailedPanel details={[estimate.error.message || GENERIC_FAILURE]} />;
  if (!estimate.data) return <Waiting />;
  return (
    <Outcome data={estimate.data} headline={headline} stale={freshness.stale} applied={freshness.applied} />
  );
}

/**
 * The results pane: announces updates politely, dims the earlier numbers while new ones load, and marks them out of
 * date when the rows have changed since Calculate was pressed (or replaces them when a ticker does not exist).
 */
export function CalculatorResults({
  estimate,
  headline = 'yearly',
  freshness = CURRENT,
}: {
  estimate: EstimateState;
  headline?: Headline;
  freshness?: ResultsFreshness;
}) {
  const updating = estimate.isFetching && (estimate.isPlaceholderData || estimate.isPending);
  return (
    <Box
      aria-live="polite"
      aria-busy={estimate.isFetching}
      opacity={updating && estimate.data ? 0.55 : 1}
      transition="opacity 0.2s"
    >
      <Body estimate={estimate} headline={headline} freshness={freshness} />
    </Box>
  );
}
