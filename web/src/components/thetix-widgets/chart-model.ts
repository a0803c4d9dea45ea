import {
  CHART_SERIES_COLOR_COUNT,
  CHART_Y_DOMAIN_PADDING,
  type ChartAnnotation,
  type ChartWidget,
} from '@thetix/shared/thetix/widgets';

/**
 * The pure half of the chart widget: series, colours, axis kind and y domain, computed without nivo so they can
 * be tested in Node and so the nivo chunk only draws.
 */

/** Spec §9: six series colours, cycled. Picked to stay apart for the common colour-vision deficiencies. */
export const CHART_SERIES_COLORS = [
  '#2563eb',
  '#f97316',
  '#059669',
  '#9333ea',
  '#dc2626',
  '#0891b2',
] as const;

export const seriesColor = (index: number): string =>
  CHART_SERIES_COLORS[index % CHART_SERIES_COLOR_COUNT] ?? CHART_SERIES_COLORS[0];

export interface PlotSeries {
  name: string;
  color: string;
  points: { x: number | string; y: number }[];
}

/** The series a chart draws: its `series`, or its own x and y as one series named after the chart. */
export function plotSeries(chart: ChartWidget): PlotSeries[] {
  const raw =
    chart.series ??
    (chart.x && chart.y ? [{ name: chart.ylabel ?? chart.title ?? 'Value', x: chart.x, y: chart.y }] : []);
  return raw.map((series, index) => ({
    name: series.name,
    color: seriesColor(index),
    points: series.x.map((x, point) => ({ x, y: series.y[point] ?? 0 })),
  }));
}

/** `date` when every x is a calendar date (or an ISO time), `number` when all are numbers, else categories. */
export type XKind = 'date' | 'number' | 'category';

const isoDate = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function xKindOf(series: readonly PlotSeries[]): XKind {
  const xs = series.flatMap((one) => one.points.map((point) => point.x));
  if (xs.length === 0) return 'category';
  if (xs.every((x) => typeof x === 'number')) return 'number';
  if (xs.every((x) => typeof x === 'string' && isoDate.test(x) && !Number.isNaN(Date.parse(x))))
    return 'date';
  return 'category';
}

/** A date x as a Date at UTC midnight, so a day never shifts with the viewer's time zone. */
export const toDate = (x: string | number): Date => {
  const text = String(x);
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
};

/**
 * Spec §9: the y domain spans every point and annotation, widened by 10 % of the span on each side. A flat series
 * (span 0) is widened by 10 % of its value, or by 1 around zero, so it still has a visible band. A bar chart keeps
 * zero inside the domain: bars grow from the baseline.
 */
export function yDomain(
  series: readonly PlotSeries[],
  annotations: readonly ChartAnnotation[] = [],
  includeZero = false,
): { min: number; max: number } {
  const ys = [...series.flatMap((one) => one.points.map((point) => point.y)), ...annotations.map((a) => a.y)];
  if (includeZero) ys.push(0);
  if (ys.length === 0) return { min: 0, max: 1 };
  const low = Math.min(...ys);
  const high = Math.max(...ys);
  const span = high - low;
  const pad = span > 0 ? span * CHART_Y_DOMAIN_PADDING : Math.abs(high) * CHART_Y_DOMAIN_PADDING || 1;
  const min = includeZero && low >= 0 ? 0 : low - pad;
  const max = includeZero && high <= 0 ? 0 : high + pad;
  return { min, max };
}

const shortNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** What a screen reader hears for the chart: its kind, series and ranges. */
export function chartSummary(chart: ChartWidget, series: readonly PlotSeries[]): string {
  const names = series.map((one) => one.name).join(', ');
  const ys = series.flatMap((one) => one.points.map((point) => point.y));
  const xs = series.flatMap((one) => one.points.map((point) => point.x));
  const parts = [`${chart.title ? `${chart.title}: ` : ''}${chart.kind} chart of ${names}`];
  if (xs.length > 0) {
    const first = xs[0];
    const last = xs.at(-1);
    parts.push(`${chart.xlabel ?? 'x'} from ${String(first)} to ${String(last)}`);
  }
  if (ys.length > 0) {
    parts.push(
      `${chart.ylabel ?? 'y'} between ${shortNumber.format(Math.min(...ys))} and ${shortNumber.format(Math.max(...ys))}`,
    );
  }
  return `${parts.join(', ')}.`;
}
