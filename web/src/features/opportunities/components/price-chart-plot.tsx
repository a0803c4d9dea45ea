import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { money } from '../model/format';
import { CURRENT_COLOR, STRIKE_COLOR } from './chart-colors';

/** The nivo half of the price chart, loaded on first use (price-chart.tsx). */
export function PriceChartPlot(props: {
  ticker: string;
  points: { x: string; y: number }[];
  low: number;
  high: number;
  strike: number;
  currentPrice: number;
}) {
  const points = props.points;
  return (
    <ResponsiveLine
      animate={false}
      data={[{ id: props.ticker, data: points }]}
      margin={{ top: 10, right: 12, bottom: 28, left: 52 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: props.low, max: props.high }}
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
  );
}
