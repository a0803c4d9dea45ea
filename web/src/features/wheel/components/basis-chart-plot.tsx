import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { formatCents } from '../../../lib/money-format';
import { priceAxis } from '../../../lib/price-axis';
import { calendarDay, type BasisPoint } from '../model/campaign-view';

const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** Up to four dates along the line for the x axis, first and last included, so labels never crowd at 390 px. */
function dateTicks(points: readonly BasisPoint[]): Date[] {
  const first = new Date(`${points[0]!.x}T00:00:00`).getTime();
  const last = new Date(`${points.at(-1)!.x}T00:00:00`).getTime();
  if (last === first) return [new Date(first)];
  return [0, 1, 2, 3].map((step) => new Date(first + ((last - first) * step) / 3));
}

/** The nivo half of the basis chart, loaded on first use (basis-chart.tsx). */
export function BasisChartPlot(props: {
  label: string;
  color: string;
  points: BasisPoint[];
  low: number;
  high: number;
  reference: { label: string; value: number } | null;
}) {
  const { points, reference } = props;
  const axis = priceAxis(props.low, props.high, 4);
  return (
    <ResponsiveLine
      animate={false}
      data={[{ id: props.label, data: points }]}
      margin={{ top: 14, right: 28, bottom: 28, left: 60 }}
      xScale={{ type: 'time', format: '%Y-%m-%d', precision: 'day', useUTC: false }}
      yScale={{ type: 'linear', min: props.low, max: props.high }}
      colors={[props.color]}
      lineWidth={2}
      curve="stepAfter"
      enablePoints={points.length < 3}
      pointSize={6}
      enableGridX={false}
      gridYValues={axis.ticks}
      axisBottom={{ tickValues: dateTicks(points), format: (value: Date) => monthDay.format(value) }}
      axisLeft={{ tickValues: axis.ticks, format: (value: number) => `$${value.toFixed(axis.decimals)}` }}
      markers={
        reference
          ? [
              {
                axis: 'y',
                value: reference.value,
                legend: reference.label,
                legendPosition: 'top-left',
                lineStyle: { stroke: '#64748b', strokeDasharray: '4 4', strokeWidth: 1 },
                textStyle: { fontSize: 11, fill: '#475569' },
              },
            ]
          : []
      }
      useMesh
      tooltip={({ point }) => (
        <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs" whiteSpace="nowrap">
          {calendarDay(String(point.data.xFormatted))}: {formatCents(Number(point.data.y))}
        </Box>
      )}
      xFormat="time:%Y-%m-%d"
    />
  );
}
