import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useCandles } from '../api/get-candles';
import { money } from '../model/format';
import { historyWindowDays } from '../model/fine-tune';
import { ChartPlaceholder } from './chart-placeholder';

/** nivo loads with the first chart drawn, not with the route (docs/decisions.md, lazy charts). */
const PriceChartPlot = lazy(() =>
  import('./price-chart-plot').then((module) => ({ default: module.PriceChartPlot })),
);

import { CURRENT_COLOR, STRIKE_COLOR } from './chart-colors';

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
          <Suspense fallback={<ChartPlaceholder />}>
            <PriceChartPlot
              ticker={props.ticker}
              points={points}
              low={low - pad}
              high={high + pad}
              strike={props.strike}
              currentPrice={props.currentPrice}
            />
          </Suspense>
        )}
      </Box>
    </Stack>
  );
}
