import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Monogram } from '../../../components/monogram';
import { RiskPill } from '../../../components/risk-pill';
import { formatCents, formatDollars, formatPercent } from '../../../lib/money-format';
import type { SampleOpportunity } from '../content/sample-opportunities';

const SHARES_PER_CONTRACT = 100;

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="semibold" color="gray.900" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      <Text fontSize="xs" color="gray.600">
        {note}
      </Text>
    </Stack>
  );
}

/** A sample covered-call idea drawn like the product's opportunity card, marked as a sample. */
export function SampleOpportunityCard({ sample }: { sample: SampleOpportunity }) {
  const yieldPercent = (100 * sample.premium) / sample.sharePrice;
  const days = `${sample.daysToExpiry} days`;
  return (
    <Stack
      as="article"
      aria-label={`Sample: ${sample.ticker} covered call`}
      gap="4"
      p="5"
      w="72"
      flexShrink={0}
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="sm"
      scrollSnapAlign="start"
    >
      <HStack justify="space-between" align="start" gap="3">
        <HStack gap="3" minW="0">
          <Monogram letters={sample.ticker.slice(0, 4)} seed={sample.ticker} />
          <Stack gap="0" minW="0">
            <Text fontWeight="bold" color="gray.900" lineHeight="short">
              {sample.ticker}
            </Text>
            <Text fontSize="xs" color="gray.600" truncate>
              {sample.company}
            </Text>
          </Stack>
        </HStack>
        <RiskPill risk={sample.risk} />
      </HStack>
      <Text fontSize="sm" color="gray.700">
        Sell 1 call at{' '}
        <Text as="strong" color="gray.900">
          {formatCents(sample.strike)}
        </Text>
        , expiring in {days}. Shares at {formatCents(sample.sharePrice)}.
      </Text>
      <Box borderTopWidth="1px" borderColor="gray.100" />
      <Grid templateColumns="1fr 1fr" gap="3">
        <Figure
          label="Premium"
          value={formatDollars(sample.premium * SHARES_PER_CONTRACT)}
          note="per contract"
        />
        <Figure label="Yield" value={formatPercent(yieldPercent)} note={`in ${days}`} />
      </Grid>
    </Stack>
  );
}
