import { Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Performance } from '@thetix/shared/contracts/portfolio';
import { OptionIncomeParts } from '../../../components/option-income-parts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${usd.format(Math.abs(value))}`;

function Figure({
  label,
  value,
  tone,
  detail,
}: {
  label: string;
  value: string;
  tone?: 'up' | 'down';
  detail?: React.ReactNode;
}) {
  return (
    <Stack gap="0" p="3" rounded="lg" bg="gray.50">
      <Text fontSize="xs" color="gray.600">
        {label}
      </Text>
      <Text
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        color={tone === 'down' ? 'red.600' : tone === 'up' ? 'green.700' : 'gray.900'}
      >
        {value}
      </Text>
      {detail}
    </Stack>
  );
}

/** Gains for one position (GET /api/positions/{ticker}/performance). */
export function PositionGains({ performance }: { performance: Performance | undefined }) {
  if (!performance) return <Skeleton h="48" rounded="xl" />;
  const ytd = performance.incomeSince.yearToDate;
  const tone = (value: number) => (value < 0 ? 'down' : 'up');
  return (
    <Stack gap="3" p="5" bg="white" rounded="xl" borderWidth="1px">
      <Heading as="h3" size="sm">
        Gains
      </Heading>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
        <Figure label="Income YTD" value={usd.format(ytd.totalIncome)} tone="up" />
        <Figure
          label="Options YTD"
          value={usd.format(ytd.options)}
          detail={<OptionIncomeParts ytd={ytd} openPutContracts={performance.openPutContracts} />}
        />
        <Figure label="Dividends YTD" value={usd.format(ytd.dividends)} />
        <Figure label="Equity YTD" value={signed(ytd.equity)} tone={tone(ytd.equity)} />
        <Figure label="Net options income" value={usd.format(performance.netOptionsIncome)} />
        <Figure
          label="Unrealized equity"
          value={signed(performance.unrealizedEquityProfit)}
          tone={tone(performance.unrealizedEquityProfit)}
        />
        <Figure
          label="Total profit"
          value={signed(performance.totalProfit)}
          tone={tone(performance.totalProfit)}
        />
        <Figure label="Open calls" value={String(performance.openCallContracts)} />
      </Grid>
      <Text fontSize="xs" color="gray.500">
        {performance.expiredCount} expired · {performance.assignedCount} assigned ·{' '}
        {performance.manuallyClosedCount} closed early
      </Text>
    </Stack>
  );
}

/**
 * The phone's Income YTD card above the position's tabs (spec part 2 §4): the year's income and the two parts it
 * adds up from. The full Gains figures are in the Gains tab, so they are not shown twice.
 */
export function PositionIncomeSummary({ performance }: { performance: Performance | undefined }) {
  if (!performance) return <Skeleton h="24" rounded="xl" />;
  const ytd = performance.incomeSince.yearToDate;
  return (
    <Stack as="section" aria-label="Income YTD" gap="1" p="4" bg="white" rounded="xl" borderWidth="1px">
      <Text fontSize="sm" color="gray.600">
        Income YTD
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="brand.800" fontVariantNumeric="tabular-nums">
        {usd.format(ytd.totalIncome)}
      </Text>
      <Text fontSize="xs" color="gray.600" fontVariantNumeric="tabular-nums">
        Options {usd.format(ytd.options)} + dividends {usd.format(ytd.dividends)}
      </Text>
    </Stack>
  );
}
