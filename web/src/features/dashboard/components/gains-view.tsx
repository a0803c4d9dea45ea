import { Alert, Grid, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Performance } from '@thetix/shared/contracts/portfolio';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { OptionIncomeParts } from '../../../components/option-income-parts';
import { money, signedMoney, signedPercent, updatedAt } from '../model/format';
import { Sparkline } from './sparkline';

function Section(props: {
  label: string;
  value: number;
  chart: Performance['chart'] | undefined;
  pick: (p: Performance['chart'][number]) => number;
  color: string;
  /** A line under the figure (the options income's parts). */
  detail?: React.ReactNode;
}) {
  return (
    <Stack gap="1" p="3" rounded="lg" bg="gray.50">
      <HStack justify="space-between">
        <Text fontSize="sm" color="gray.600">
          {props.label}
        </Text>
        <Text
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          color={props.value < 0 ? 'red.600' : 'gray.900'}
        >
          {money(props.value)}
        </Text>
      </HStack>
      {props.detail}
      <Sparkline
        chart={props.chart}
        pick={props.pick}
        color={props.color}
        label={`${props.label} over the last 90 days`}
      />
    </Stack>
  );
}

/** Gains (spec part 2 §2): Income YTD with Options, Equity and Dividends, the portfolio value card, 'Last update'. */
export function GainsView({
  performance,
  isPending,
  isError,
}: {
  performance: Performance | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  if (isError)
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Description>No data available</Alert.Description>
      </Alert.Root>
    );
  if (isPending || !performance) return <Skeleton h="96" rounded="xl" />;
  const ytd = performance.incomeSince.yearToDate;
  const start = performance.chart.find((point) => point.date >= ytd.since);
  const ytdChart = performance.chart.map((point) => ({
    ...point,
    options: point.options - (start?.options ?? 0),
    equity: point.equity - (start?.equity ?? 0),
    dividends: point.dividends - (start?.dividends ?? 0),
  }));
  return (
    <Stack gap="4">
      <Stack gap="3" p="5" bg="white" rounded="xl" borderWidth="1px">
        {/* The badge wraps under the figure on a narrow card rather than being cut at its edge. */}
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Stack gap="0" minW="0">
            <Heading as="h3" size="sm" color="gray.700">
              Income YTD
            </Heading>
            <Text fontSize="3xl" fontWeight="bold" color="brand.800" fontVariantNumeric="tabular-nums">
              {money(ytd.totalIncome)}
            </Text>
            <Text fontSize="xs" color="gray.600">
              Options premium plus dividends since {ytd.since}
            </Text>
          </Stack>
          <SimulatedDataBadge />
        </HStack>
        <Grid gap="2">
          <Section
            label="Options YTD"
            value={ytd.options}
            chart={ytdChart}
            pick={(p) => p.options}
            color="#047857"
            detail={<OptionIncomeParts ytd={ytd} openPutContracts={performance.openPutContracts} />}
          />
          <Section
            label="Equity YTD"
            value={ytd.equity}
            chart={ytdChart}
            pick={(p) => p.equity}
            color="#2563eb"
          />
          <Section
            label="Dividends"
            value={ytd.dividends}
            chart={ytdChart}
            pick={(p) => p.dividends}
            color="#7c3aed"
          />
        </Grid>
      </Stack>
      <Stack gap="2" p="5" bg="white" rounded="xl" borderWidth="1px">
        <Heading as="h3" size="sm" color="gray.700">
          Portfolio Value
        </Heading>
        <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
          {money(performance.totalValue)}
        </Text>
        <HStack gap="3" fontSize="sm">
          <Text
            color={performance.totalDayChange < 0 ? 'red.600' : 'green.700'}
            fontVariantNumeric="tabular-nums"
          >
            {signedMoney(performance.totalDayChange)} ({signedPercent(performance.totalDayChangePercent)})
            today
          </Text>
        </HStack>
        <Text fontSize="sm" color="gray.600">
          Total profit {signedMoney(performance.totalProfit)} ({signedPercent(performance.changePercent)}) ·{' '}
          {performance.openCallContracts > 0
            ? `${performance.openCallContracts} open calls`
            : 'No option positions to display'}
        </Text>
        {performance.chart.length > 0 ? (
          <Sparkline
            chart={performance.chart}
            pick={(p) => p.portfolioValue}
            color="#334155"
            label="Portfolio value over the last 90 days"
            fitMin
          />
        ) : (
          <Text fontSize="sm" color="gray.500">
            No data to display
          </Text>
        )}
      </Stack>
      <Text fontSize="xs" color="gray.500" textAlign="end">
        Last update {updatedAt(performance.lastUpdated)}
      </Text>
    </Stack>
  );
}
