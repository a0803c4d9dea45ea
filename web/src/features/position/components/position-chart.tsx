import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { SimulatedDataBadge } from '../../../components/simulated-data-badge';
import { POSITION_CHART_DAYS, usePriceHistory } from '../api/get-price-history';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

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
          <ResponsiveLine
            data={[{ id: ticker, data: points }]}
            margin={{ top: 10, right: 16, bottom: 28, left: 56 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: low - pad, max: high + pad }}
            colors={['#047857']}
            lineWidth={2}
            enablePoints={false}
            enableGridX={false}
            enableArea
            areaBaselineValue={low - pad}
            areaOpacity={0.08}
            curve="monotoneX"
            axisBottom={{
              tickValues: points.filter((_, index) => index % 15 === 0).map((point) => point.x),
              format: (value: string) => value.slice(5),
            }}
            axisLeft={{ tickValues: 5, format: (value: number) => `$${value.toFixed(0)}` }}
            markers={
              averageCost
                ? [
                    {
                      axis: 'y',
                      value: averageCost,
                      legend: 'Avg cost',
                      legendPosition: 'top-left',
                      lineStyle: { stroke: '#64748b', strokeDasharray: '4 4', strokeWidth: 1 },
                      textStyle: { fontSize: 11, fill: '#475569' },
                    },
                  ]
                : []
            }
            useMesh
            tooltip={({ point }) => (
              <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
                {String(point.data.x)}: {usd.format(Number(point.data.y))}
              </Box>
            )}
          />
        )}
      </Box>
    </Stack>
  );
}
