import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { money, signedMoney } from '../model/format';
import { CURRENT_COLOR, STRIKE_COLOR } from './chart-colors';

/** '-$50K', '$800': a one-contract position's P&L is hundreds of dollars, so whole thousands would all read $0k. */
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The nivo half of the profit/loss chart, loaded on first use (pnl-chart.tsx). */
export function PnlChartPlot(props: {
  points: { x: number; y: number }[];
  strike: number;
  currentPrice: number;
}) {
  const { points, currentPrice } = props;
  return (
    <ResponsiveLine
      animate={false}
      data={[{ id: 'P&L', data: points }]}
      margin={{ top: 10, right: 24, bottom: 32, left: 64 }}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={['#047857']}
      lineWidth={2}
      enablePoints={false}
      enableArea
      areaBaselineValue={0}
      areaOpacity={0.08}
      axisBottom={{ tickValues: 5, format: (value: number) => `$${value.toFixed(0)}` }}
      axisLeft={{ tickValues: 5, format: (value: number) => compactUsd.format(value) }}
      markers={[
        { axis: 'y', value: 0, lineStyle: { stroke: '#94a3b8', strokeWidth: 1 } },
        {
          axis: 'x',
          value: props.strike,
          legend: 'Strike',
          legendOrientation: 'horizontal',
          lineStyle: { stroke: STRIKE_COLOR, strokeWidth: 1.5, strokeDasharray: '5 4' },
          textStyle: { fontSize: 11, fill: '#92400e' },
        },
        {
          axis: 'x',
          value: currentPrice,
          legend: 'Current',
          legendOrientation: 'horizontal',
          legendPosition: 'bottom-right',
          lineStyle: { stroke: CURRENT_COLOR, strokeWidth: 1.5, strokeDasharray: '2 3' },
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
  );
}
