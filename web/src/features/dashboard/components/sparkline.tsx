import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import type { PerformancePoint } from '@thetix/shared/contracts/portfolio';
import { SPARKLINE_HEIGHT_PX, sparklineMax, sparklineSeries } from '../model/sparkline';

export function Sparkline(props: {
  chart: readonly PerformancePoint[] | undefined;
  pick: (point: PerformancePoint) => number;
  color: string;
  label: string;
  fitMin?: boolean;
}) {
  const data = sparklineSeries(props.chart, props.pick);
  const values = data.map((point) => point.y);
  const min = props.fitMin ? 0.98 * Math.min(...values) : Math.min(0, ...values);
  return (
    <Box h={`${SPARKLINE_HEIGHT_PX}px`} role="img" aria-label={props.label}>
      <ResponsiveLine
        data={[{ id: props.label, data }]}
        margin={{ top: 4, right: 0, bottom: 4, left: 0 }}
        xScale={{ type: 'point' }}
        yScale={{
          type: 'linear',
          min,
          max: props.fitMin ? 1.02 * Math.max(...values) : sparklineMax(values),
        }}
        colors={[props.color]}
        lineWidth={2}
        enablePoints={false}
        enableGridX={false}
        enableGridY={false}
        axisBottom={null}
        axisLeft={null}
        enableArea
        areaOpacity={0.12}
        isInteractive={false}
        curve="monotoneX"
      />
    </Box>
  );
}
