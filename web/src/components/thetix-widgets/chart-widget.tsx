import { Box, HStack, Text } from '@chakra-ui/react';
import type { ChartWidget } from '@thetix/shared/thetix/widgets';
import { lazy, Suspense, useMemo } from 'react';
import { chartSummary, plotSeries, xKindOf, yDomain } from './chart-model';
import { WidgetFrame } from './widget-frame';

/** nivo loads with the first chart drawn, not with the route (docs/decisions.md, lazy charts). */
const ChartPlot = lazy(() => import('./chart-plot').then((module) => ({ default: module.ChartPlot })));

export function ChartLoading() {
  return (
    <Box h="full" display="grid" placeItems="center" color="gray.500" fontSize="sm" bg="gray.50" rounded="md">
      Loading Chart
    </Box>
  );
}

/**
 * A line, scatter or bar chart: series coloured from the six-colour cycle, the y domain padded by 10 %, dates
 * on x when every x is a date, annotations as dots or labels, and an aria-label that says what it shows.
 */
export function ChartWidgetView({ widget }: { widget: ChartWidget }) {
  const series = useMemo(() => plotSeries(widget), [widget]);
  const xKind = useMemo(() => xKindOf(series), [series]);
  const annotations = useMemo(() => widget.annotations ?? [], [widget]);
  const domain = useMemo(
    () => yDomain(series, annotations, widget.kind === 'bar'),
    [series, annotations, widget.kind],
  );
  return (
    <WidgetFrame kind="chart" title={widget.title} footnote={widget.footnote}>
      {series.length > 1 ? (
        <HStack gap="3" flexWrap="wrap" aria-hidden="true">
          {series.map((one) => (
            <HStack key={one.name} gap="1.5" fontSize="xs" color="gray.700">
              <Box boxSize="2.5" rounded="sm" style={{ background: one.color }} />
              <Text>{one.name}</Text>
            </HStack>
          ))}
        </HStack>
      ) : null}
      <Box h={{ base: '56', md: '64' }} role="img" aria-label={chartSummary(widget, series)}>
        <Suspense fallback={<ChartLoading />}>
          <ChartPlot
            kind={widget.kind}
            series={series}
            xKind={xKind}
            domain={domain}
            annotations={annotations}
            xlabel={widget.xlabel}
            ylabel={widget.ylabel}
          />
        </Suspense>
      </Box>
    </WidgetFrame>
  );
}
