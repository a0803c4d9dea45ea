import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import type { WhatIfCurve } from '@thetix/shared/options/what-if-grid';
import { money, signedMoney } from '../model/format';
import { CURRENT_COLOR, STRIKE_COLOR } from './chart-colors';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const LABELS: Readonly<Record<WhatIfCurve['label'], string>> = {
  today: 'Today',
  halfway: 'Halfway',
  expiry: 'At expiry',
};

/** The nivo half of the what-if curves, loaded on first use (what-if-panel.tsx). */
export function WhatIfChartPlot(props: { curves: readonly WhatIfCurve[]; strike: number; spot: number }) {
  return (
    <ResponsiveLine
      animate={false}
      data={props.curves.map((curve) => ({
        id: LABELS[curve.label],
        data: curve.points.map((point) => ({ x: point.price, y: point.pnl })),
      }))}
      margin={{ top: 10, right: 16, bottom: 56, left: 60 }}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      colors={['#60a5fa', '#a78bfa', '#047857']}
      lineWidth={2}
      enablePoints={false}
      axisBottom={{ tickValues: 5, format: (value: number) => `$${value.toFixed(0)}` }}
      axisLeft={{ tickValues: 5, format: (value: number) => compactUsd.format(value) }}
      legends={[
        {
          anchor: 'bottom',
          direction: 'row',
          translateY: 50,
          itemWidth: 80,
          itemHeight: 14,
          symbolSize: 10,
          itemTextColor: '#475569',
        },
      ]}
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
          value: props.spot,
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
          {point.seriesId} at {money(Number(point.data.x))}: {signedMoney(Number(point.data.y))}
        </Box>
      )}
    />
  );
}
