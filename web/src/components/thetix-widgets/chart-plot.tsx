import { Box } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsiveScatterPlot } from '@nivo/scatterplot';
import type { ChartAnnotation, ChartKind } from '@thetix/shared/thetix/widgets';
import { toDate, type PlotSeries, type XKind } from './chart-model';
import { formatNumber } from './format';

/**
 * The nivo half of the chart widget, in its own chunk (chart-widget.tsx imports it lazily) so nivo never weighs on
 * the entry chunk or on pages without a chart.
 */
export interface ChartPlotProps {
  kind: ChartKind;
  series: PlotSeries[];
  xKind: XKind;
  domain: { min: number; max: number };
  annotations: ChartAnnotation[];
  xlabel?: string;
  ylabel?: string;
}

type AnyScale = (value: never) => number | undefined;

const margin = (props: ChartPlotProps) => ({
  top: 12,
  right: 16,
  bottom: props.xlabel ? 48 : 32,
  left: props.ylabel ? 64 : 52,
});

/** Colours through variables a dark embed redefines (public-thetix/model/dark-embed.ts); these are the light ones. */
const theme = {
  text: { fontSize: 11, fill: 'var(--thetix-chart-text, #475569)' },
  axis: { legend: { text: { fontSize: 12, fill: 'var(--thetix-chart-legend, #1e293b)' } } },
  grid: { line: { stroke: 'var(--thetix-chart-grid, #dddddd)', strokeWidth: 1 } },
};

const dateTick = (value: Date) =>
  value.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Annotations drawn over any of the three plots: a dot with its label, or the label alone. */
function annotationLayer(annotations: ChartAnnotation[], xKind: XKind, bandOffset = 0) {
  return function AnnotationLayer({ xScale, yScale }: { xScale: AnyScale; yScale: AnyScale }) {
    return (
      <g>
        {annotations.map((annotation, index) => {
          const xValue = xKind === 'date' ? toDate(annotation.x) : annotation.x;
          const x = (xScale as (value: unknown) => number | undefined)(xValue);
          const y = (yScale as (value: unknown) => number | undefined)(annotation.y);
          if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) return null;
          const color = annotation.color ?? '#0f172a';
          return (
            <g key={index} transform={`translate(${x + bandOffset},${y})`}>
              {annotation.type === 'label' ? null : (
                <circle r={5} fill={color} stroke="white" strokeWidth={2} />
              )}
              <text
                y={annotation.type === 'label' ? 4 : -10}
                textAnchor="middle"
                fontSize={11}
                fontWeight={600}
                fill={color}
                paintOrder="stroke"
                stroke="white"
                strokeWidth={3}
              >
                {annotation.label}
              </text>
            </g>
          );
        })}
      </g>
    );
  };
}

function LinePlot(props: ChartPlotProps) {
  const data = props.series.map((one) => ({
    id: one.name,
    data: one.points.map((point) => ({ x: props.xKind === 'date' ? toDate(point.x) : point.x, y: point.y })),
  }));
  const xScale =
    props.xKind === 'date'
      ? ({ type: 'time', useUTC: true, precision: 'day' } as const)
      : props.xKind === 'number'
        ? ({ type: 'linear', min: 'auto', max: 'auto' } as const)
        : ({ type: 'point' } as const);
  const Annotations = annotationLayer(props.annotations, props.xKind);
  return (
    <ResponsiveLine
      animate={false}
      data={data}
      margin={margin(props)}
      theme={theme}
      xScale={xScale}
      yScale={{ type: 'linear', min: props.domain.min, max: props.domain.max }}
      colors={props.series.map((one) => one.color)}
      lineWidth={2}
      enablePoints={data.every((one) => one.data.length <= 40)}
      pointSize={5}
      enableGridX={false}
      axisBottom={{
        tickValues: 5,
        legend: props.xlabel,
        legendOffset: 38,
        legendPosition: 'middle',
        format: props.xKind === 'date' ? (value: Date) => dateTick(value) : undefined,
      }}
      axisLeft={{
        tickValues: 5,
        legend: props.ylabel,
        legendOffset: -54,
        legendPosition: 'middle',
        format: (value: number) => formatNumber(value),
      }}
      layers={['grid', 'markers', 'axes', 'lines', 'points', Annotations, 'mesh', 'legends']}
      useMesh
      tooltip={({ point }) => (
        <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
          <b>{String(point.seriesId)}</b>{' '}
          {point.data.x instanceof Date ? dateTick(point.data.x) : String(point.data.x)}:{' '}
          {formatNumber(Number(point.data.y))}
        </Box>
      )}
    />
  );
}

function ScatterPlot(props: ChartPlotProps) {
  // The scatter plot needs a continuous x: categories are placed at their index and labelled back.
  const categories = [...new Set(props.series.flatMap((one) => one.points.map((point) => String(point.x))))];
  const xOf = (x: number | string) =>
    props.xKind === 'date' ? toDate(x) : props.xKind === 'number' ? Number(x) : categories.indexOf(String(x));
  const data = props.series.map((one) => ({
    id: one.name,
    data: one.points.map((point) => ({ x: xOf(point.x), y: point.y })),
  }));
  const Annotations = annotationLayer(
    props.annotations.map((annotation) =>
      props.xKind === 'category'
        ? { ...annotation, x: categories.indexOf(String(annotation.x)) }
        : annotation,
    ),
    props.xKind,
  );
  return (
    <ResponsiveScatterPlot
      animate={false}
      data={data}
      margin={margin(props)}
      theme={theme}
      xScale={
        props.xKind === 'date'
          ? { type: 'time', useUTC: true, precision: 'day' }
          : { type: 'linear', min: 'auto', max: 'auto' }
      }
      yScale={{ type: 'linear', min: props.domain.min, max: props.domain.max }}
      colors={props.series.map((one) => one.color)}
      nodeSize={8}
      axisBottom={{
        tickValues: props.xKind === 'category' ? categories.map((_, index) => index) : 5,
        legend: props.xlabel,
        legendOffset: 38,
        legendPosition: 'middle',
        format: (value: Date | number) =>
          value instanceof Date
            ? dateTick(value)
            : props.xKind === 'category'
              ? (categories[value] ?? '')
              : formatNumber(value),
      }}
      axisLeft={{
        tickValues: 5,
        legend: props.ylabel,
        legendOffset: -54,
        legendPosition: 'middle',
        format: (value: number) => formatNumber(value),
      }}
      layers={['grid', 'axes', 'nodes', 'markers', Annotations, 'mesh', 'legends']}
      tooltip={({ node }) => (
        <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
          <b>{String(node.serieId)}</b> {formatNumber(Number(node.data.y))}
        </Box>
      )}
    />
  );
}

function BarPlot(props: ChartPlotProps) {
  const categories = [...new Set(props.series.flatMap((one) => one.points.map((point) => String(point.x))))];
  const data = categories.map((category) => {
    const row: Record<string, string | number> = { x: category };
    for (const one of props.series) {
      const point = one.points.find((candidate) => String(candidate.x) === category);
      if (point) row[one.name] = point.y;
    }
    return row;
  });
  const every = Math.max(1, Math.ceil(categories.length / 8));
  return (
    <ResponsiveBar
      animate={false}
      data={data}
      keys={props.series.map((one) => one.name)}
      indexBy="x"
      groupMode="grouped"
      margin={margin(props)}
      theme={theme}
      padding={0.25}
      valueScale={{ type: 'linear', min: props.domain.min, max: props.domain.max }}
      colors={props.series.map((one) => one.color)}
      enableLabel={false}
      axisBottom={{
        tickValues: categories.filter((_, index) => index % every === 0),
        legend: props.xlabel,
        legendOffset: 38,
        legendPosition: 'middle',
        format: (value: string) => (props.xKind === 'date' ? dateTick(toDate(value)) : value),
      }}
      axisLeft={{
        tickValues: 5,
        legend: props.ylabel,
        legendOffset: -54,
        legendPosition: 'middle',
        format: (value: number) => formatNumber(value),
      }}
      layers={[
        'grid',
        'axes',
        'bars',
        'markers',
        ({ xScale, yScale, bars }) => {
          const band = bars[0]?.width ?? 0;
          const groups = Math.max(props.series.length, 1);
          const Annotations = annotationLayer(
            props.annotations.map((annotation) => ({ ...annotation, x: String(annotation.x) })),
            'category',
            (band * groups) / 2,
          );
          return <Annotations xScale={xScale as AnyScale} yScale={yScale as AnyScale} />;
        },
        'legends',
      ]}
      tooltip={({ id, value, indexValue }) => (
        <Box bg="white" px="2" py="1" rounded="md" shadow="md" fontSize="xs">
          <b>{String(id)}</b> {String(indexValue)}: {formatNumber(Number(value))}
        </Box>
      )}
    />
  );
}

export function ChartPlot(props: ChartPlotProps) {
  if (props.kind === 'bar') return <BarPlot {...props} />;
  if (props.kind === 'scatter') return <ScatterPlot {...props} />;
  return <LinePlot {...props} />;
}
