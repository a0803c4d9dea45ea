import type { PerformancePoint } from '@thetix/shared/contracts/portfolio';

/** Spec part 2 §2: a sparkline defaults to 90 days of zeros, is 64 px high, and its y-axis tops at 1.1 × the highest value, at least 100. */
export const SPARKLINE_DAYS = 90;
export const SPARKLINE_HEIGHT_PX = 64;
/**
 * Around the 64 px line: dates on x below it, dollars on y beside it, so a sparkline says what it plots. The left
 * margin holds a compact dollar label ("$929.8K"), the right one half the last date's ("Nov 27"), centred on the edge.
 */
export const SPARKLINE_AXIS_MARGIN = { top: 4, right: 24, bottom: 20, left: 60 } as const;

export function sparklineSeries(
  chart: readonly PerformancePoint[] | undefined,
  pick: (point: PerformancePoint) => number,
): { x: string; y: number }[] {
  if (!chart || chart.length === 0)
    return Array.from({ length: SPARKLINE_DAYS }, (_, index) => ({ x: String(index), y: 0 }));
  return chart.slice(-SPARKLINE_DAYS).map((point) => ({ x: point.date, y: pick(point) }));
}

export const sparklineMax = (values: readonly number[]): number =>
  Math.max(100, 1.1 * Math.max(0, ...values));

/** Spec part 2 §9: annual estimate = YTD ÷ current month number × 12. */
export const annualEstimate = (yearToDate: number, now: Date): number =>
  (yearToDate / (now.getMonth() + 1)) * 12;
