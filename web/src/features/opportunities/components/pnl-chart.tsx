import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import {
  coveredCallPnlCurve,
  defaultPriceRange,
  type CoveredCall,
} from '@thetix/shared/options/covered-call-payoff';
import { money } from '../model/format';
import { ChartPlaceholder } from './chart-placeholder';

/** nivo loads with the first chart drawn, not with the route (docs/decisions.md, lazy charts). */
const PnlChartPlot = lazy(() =>
  import('./pnl-chart-plot').then((module) => ({ default: module.PnlChartPlot })),
);

/** Full Details: profit/loss at expiry across stock prices (200 steps, shared/options/covered-call-payoff). */
export function PnlChart({ position, currentPrice }: { position: CoveredCall; currentPrice: number }) {
  const curve = coveredCallPnlCurve(position, defaultPriceRange(position, currentPrice));
  const points = curve.map((point) => ({ x: point.price, y: point.total }));
  return (
    <Stack gap="2" p="4" bg="white" rounded="lg" borderWidth="1px">
      <Heading as="h4" size="sm">
        Profit/Loss at Expiration
      </Heading>
      <Text fontSize="xs" color="gray.500">
        For {position.contracts} {position.contracts === 1 ? 'contract' : 'contracts'} (
        {position.contracts * 100} shares) from a price basis of {money(position.entryPrice)}
      </Text>
      <Box h="52" role="img" aria-label="Profit and loss at expiration by stock price">
        <Suspense fallback={<ChartPlaceholder />}>
          <PnlChartPlot points={points} strike={position.strike} currentPrice={currentPrice} />
        </Suspense>
      </Box>
    </Stack>
  );
}
