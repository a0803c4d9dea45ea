import { Box } from '@chakra-ui/react';
import type { CartesianMarkerProps } from '@nivo/core';
import { ResponsiveLine } from '@nivo/line';
import { money, signedMoney } from './format';

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The nivo half of the payoff widget, loaded on first use (payoff-widget.tsx). */
export function PayoffPlot(props: {
  points: { x: number; y: number }[];
  breakevens: number[];
  currentPrice?: number;
  domain: { min: number; max: number };
}) {
  const markers: CartesianMarkerProps[] = [
    { axis: 'y', value: 0, lineStyle: { stroke: '#94a3b8', strokeWidth: 1 } },
    ...props.breakevens.map((price): CartesianMarkerProps => ({
      axis: 'x',
      value: price,
      legend: `Breakeven ${money(price)}`,
      legendOrientation: 'horizontal',
      lineStyle: { stroke: '#d97706', strokeWidth: 1.5, strokeDasharray: '5 4' },
      textStyle: { fontSize: 11, fill: '#92400e' },
    })),
  ];
  if (props.currentPrice !== undefined)
    markers.push({
      axis: 'x',
      value: props.currentPrice,
      legend: 'Current',
      legendOrientation: 'horizontal',
      legendPosition: 'bottom-right',
      lineStyle: { stroke: '#2563eb', strokeWidth: 1.5, strokeDasharray: '2 3' },
      textStyle: { fontSize: 11, fill: '#1e40af' },
    });
  return (
    <ResponsiveLine
      animate={false}
      data={[{ id: 'P&L at expiration', data: props.points }]}
      margin={{ top: 16, right: 24, bottom: 48, left: 64 }}
      theme={{ text: { fontSize: 11, fill: '#475569' } }}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      yScale={{ type: 'linear', min: props.domain.min, max: props.domain.max }}
      colors={['#047857']}
      lineWidth={2}
      enablePoints={false}
      enableArea
      areaBaselineValue={0}
      areaOpacity={0.08}
      axisBottom={{
        tickValues: 5,
        format: (value: number) => `$${value.toFixed(0)}`,
        legend: 'Underlying price at expiration',
        legendOffset: 38,
        legendPosition: 'middle',
      }}
      axisLeft={{ tickValues: 5, format: (value: number) => compactUsd.format(value) }}
      markers={markers}
      useMesh
      tooltip={({ point }) => (
        <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
          At {money(Number(point.data.x))}: {signedMoney(Number(point.data.y))}
        </Box>
      )}
    />
  );
}
