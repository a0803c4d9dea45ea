import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { PerformancePoint } from '@thetix/shared/contracts/portfolio';
import {
  SPARKLINE_AXIS_MARGIN,
  SPARKLINE_HEIGHT_PX,
  sparklineMax,
  sparklineSeries,
} from '../model/sparkline';

/** nivo loads with the first sparkline drawn, not with the route; the sized box holds its place meanwhile. */
const SparklinePlot = lazy(() =>
  import('./sparkline-plot').then((module) => ({ default: module.SparklinePlot })),
);

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
    <Box
      h={`${SPARKLINE_HEIGHT_PX + SPARKLINE_AXIS_MARGIN.top + SPARKLINE_AXIS_MARGIN.bottom}px`}
      role="img"
      aria-label={props.label}
    >
      <Suspense fallback={null}>
        <SparklinePlot
          data={data}
          label={props.label}
          color={props.color}
          min={min}
          max={props.fitMin ? 1.02 * Math.max(...values) : sparklineMax(values)}
        />
      </Suspense>
    </Box>
  );
}
