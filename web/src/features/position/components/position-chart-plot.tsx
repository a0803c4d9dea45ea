import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { priceAxis } from '../../../lib/price-axis';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The nivo half of the position chart, loaded on first use (position-chart.tsx). */
export function PositionChartPlot(props: {
  ticker: string;
  points: { x: string; y: number }[];
  low: number;
  high: number;
  averageCost: number | undefined;
}) {
  const { ticker, points, averageCost } = props;
  const axis = priceAxis(props.low, props.high);
  return (
    <ResponsiveLine
      animate={false}
      data={[{ id: ticker, data: points }]}
      margin={{ top: 10, right: 24, bottom: 28, left: 64 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: props.low, max: props.high }}
      colors={['#047857']}
      lineWidth={2}
      enablePoints={false}
      enableGridX={false}
      enableArea
      areaBaselineValue={props.low}
      areaOpacity={0.08}
      curve="monotoneX"
      axisBottom={{
        tickValues: points.filter((_, index) => index % 15 === 0).map((point) => point.x),
        format: (value: string) => value.slice(5),
      }}
      axisLeft={{ tickValues: axis.ticks, format: (value: number) => `$${value.toFixed(axis.decimals)}` }}
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
  );
}
