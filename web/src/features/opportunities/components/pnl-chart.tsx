import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import {
  coveredCallPnlCurve,
  defaultPriceRange,
  type CoveredCall,
} from '@thetix/shared/options/covered-call-payoff';
import { money, signedMoney } from '../model/format';

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
        <ResponsiveLine
          data={[{ id: 'P&L', data: points }]}
          margin={{ top: 10, right: 12, bottom: 32, left: 64 }}
          xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
          colors={['#047857']}
          lineWidth={2}
          enablePoints={false}
          enableArea
          areaBaselineValue={0}
          areaOpacity={0.08}
          axisBottom={{ tickValues: 5, format: (value: number) => `$${value.toFixed(0)}` }}
          axisLeft={{ tickValues: 5, format: (value: number) => `$${Math.round(value / 1000)}k` }}
          markers={[
            { axis: 'y', value: 0, lineStyle: { stroke: '#94a3b8', strokeWidth: 1 } },
            {
              axis: 'x',
              value: position.strike,
              legend: 'Strike',
              legendOrientation: 'horizontal',
              lineStyle: { stroke: '#d97706', strokeWidth: 1.5, strokeDasharray: '5 4' },
              textStyle: { fontSize: 11, fill: '#92400e' },
            },
            {
              axis: 'x',
              value: currentPrice,
              legend: 'Current',
              legendOrientation: 'horizontal',
              legendPosition: 'bottom-right',
              lineStyle: { stroke: '#2563eb', strokeWidth: 1.5, strokeDasharray: '2 3' },
              textStyle: { fontSize: 11, fill: '#1e40af' },
            },
          ]}
          useMesh
          tooltip={({ point }) => (
            <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
              At {money(Number(point.data.x))}: {signedMoney(Number(point.data.y))}
            </Box>
          )}
        />
      </Box>
    </Stack>
  );
}
