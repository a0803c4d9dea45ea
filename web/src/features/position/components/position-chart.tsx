import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { POSITION_CHART_DAYS, usePriceHistory } from '../api/get-price-history';

/** nivo loads with the chart, not with the route (docs/decisions.md, lazy charts). */
const PositionChartPlot = lazy(() =>
  import('./position-chart-plot').then((module) => ({ default: module.PositionChartPlot })),
);

/** The position's closing prices over the last 90 days, with the average cost drawn across. */
export function PositionChart({ ticker, averageCost }: { ticker: string; averageCost: number | undefined }) {
  const history = usePriceHistory(ticker);
  const points = (history.data?.candles ?? []).map((candle) => ({ x: candle.time, y: candle.close }));
  const values = points.map((point) => point.y).concat(averageCost ? [averageCost] : []);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.08 || 1;
  return (
    <Stack gap="2" p="5" bg="white" rounded="xl" borderWidth="1px">
      <Stack direction="row" justify="space-between" align="center">
        <Heading as="h3" size="sm">
          {ticker} · last {POSITION_CHART_DAYS} days
        </Heading>
        <SimulatedDataBadge />
      </Stack>
      <Box
        h="64"
        role="img"
        aria-label={`${ticker} closing prices over the last ${POSITION_CHART_DAYS} days`}
      >
        {history.isPending ? (
          <Text color="gray.500" fontSize="sm" textAlign="center" pt="20">
            Loading Chart
          </Text>
        ) : points.length === 0 ? null : (
          <Suspense fallback={<Box h="full" bg="gray.50" rounded="md" aria-hidden="true" />}>
            <PositionChartPlot
              ticker={ticker}
              points={points}
              low={low - pad}
              high={high + pad}
              averageCost={averageCost}
            />
          </Suspense>
        )}
      </Box>
    </Stack>
  );
}
