import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { useCandles } from '../api/get-candles';
import { money } from '../model/format';
import { historyWindowDays } from '../model/fine-tune';

const STRIKE_COLOR = '#d97706';
const CURRENT_COLOR = '#2563eb';

function Legend({ color, label, dashed }: { color: string; label: string; dashed?: boolean }) {
  return (
    <HStack gap="1.5" fontSize="xs" color="gray.700">
      <Box
        w="4"
        borderTopWidth="2px"
        borderTopStyle={dashed ? 'dashed' : 'solid'}
        style={{ borderTopColor: color }}
      />
      <Text>{label}</Text>
    </HStack>
  );
}

/**
 * '{ticker} Price Chart' (spec part 2 §2): closes over the history window of spec §9 (30 to 120 days by the
 * distance to expiry) with the strike and the current price drawn across. Empty data draws nothing.
 */
export function PriceChart(props: {
  ticker: string;
  strike: number;
  currentPrice: number;
  daysToExpiry: number;
}) {
  const days = historyWindowDays(props.daysToExpiry);
  const candles = useCandles(props.ticker, days);
  const points = (candles.data?.candles ?? []).map((candle) => ({ x: candle.time, y: candle.close }));
  const values = [...points.map((point) => point.y), props.strike, props.currentPrice];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.08 || high * 0.02;
  return (
    <Stack gap="2" p="4" bg="white" rounded="lg" borderWidth="1px">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h4" size="sm">
          {props.ticker} Price Chart
        </Heading>
        <HStack gap="3">
          <Legend color={STRIKE_COLOR} label={`Strike ${money(props.strike)}`} dashed />
          <Legend color={CURRENT_COLOR} label={`Current ${money(props.currentPrice)}`} dashed />
        </HStack>
      </HStack>
      <Text fontSize="xs" color="gray.500">
        Last {days} days
      </Text>
      <Box h="52" role="img" aria-label={`${props.ticker} closing prices over the last ${days} days`}>
        {candles.isPending ? (
          <Box h="full" display="grid" placeItems="center" color="gray.500" fontSize="sm">
            Loading Chart
          </Box>
        ) : points.length === 0 ? null : (
          <ResponsiveLine
            data={[{ id: props.ticker, data: points }]}
            margin={{ top: 10, right: 12, bottom: 28, left: 52 }}
            xScale={{ type: 'point' }}
            yScale={{ type: 'linear', min: low - pad, max: high + pad }}
            curve="monotoneX"
            colors={['#334155']}
            lineWidth={2}
            enablePoints={false}
            enableGridX={false}
            axisBottom={{
              tickValues: points
                .filter((_, index) => index % Math.ceil(points.length / 5) === 0)
                .map((point) => point.x),
              format: (value: string) => value.slice(5),
            }}
            axisLeft={{ tickValues: 4, format: (value: number) => `$${value.toFixed(0)}` }}
            markers={[
              {
                axis: 'y',
                value: props.strike,
                lineStyle: { stroke: STRIKE_COLOR, strokeWidth: 1.5, strokeDasharray: '5 4' },
              },
              {
                axis: 'y',
                value: props.currentPrice,
                lineStyle: { stroke: CURRENT_COLOR, strokeWidth: 1.5, strokeDasharray: '2 3' },
              },
            ]}
            useMesh
            tooltip={({ point }) => (
              <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
                {String(point.data.x)}: {money(Number(point.data.y))}
              </Box>
            )}
          />
        )}
      </Box>
    </Stack>
  );
}
