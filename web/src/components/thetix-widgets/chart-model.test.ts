import { CHART_SERIES_COLOR_COUNT, sanitizeWidget, type ChartWidget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { CHART_SERIES_COLORS, chartSummary, plotSeries, seriesColor, xKindOf, yDomain } from './chart-model';

const chart = (fields: Record<string, unknown>): ChartWidget => {
  const widget = sanitizeWidget({ widget: 'chart', kind: 'line', ...fields });
  if (widget?.widget !== 'chart') throw new Error('test chart is invalid');
  return widget;
};

describe('chart series colours', () => {
  it('cycles through the six colours of spec §9', () => {
    // Act
    const colors = Array.from({ length: 8 }, (_, index) => seriesColor(index));

    // Assess
    expect(CHART_SERIES_COLORS).toHaveLength(CHART_SERIES_COLOR_COUNT);
    expect(new Set(colors.slice(0, 6)).size).toBe(6);
    expect(colors[6]).toBe(colors[0]);
    expect(colors[7]).toBe(colors[1]);
  });
});

describe('yDomain', () => {
  it('pads the span by 10 % on each side, annotations included', () => {
    // Prepare
    const series = plotSeries(chart({ x: [1, 2, 3], y: [100, 150, 180] }));

    // Act
    const domain = yDomain(series, [{ x: 2, y: 200, label: 'peak' }]);

    // Assess: span 100..200 is 100, so 10 below and 10 above
    expect(domain.min).toBeCloseTo(90);
    expect(domain.max).toBeCloseTo(210);
  });

  it('gives a flat series a band of 10 % of its value, and keeps zero in a bar chart', () => {
    const flat = plotSeries(chart({ x: [1, 2], y: [50, 50] }));
    expect(yDomain(flat)).toEqual({ min: 45, max: 55 });
    expect(yDomain(flat, [], true)).toEqual({ min: 0, max: 55 });
  });
});

describe('xKindOf and plotSeries', () => {
  it('reads calendar dates, numbers and categories; one series per series entry, coloured in order', () => {
    // Act
    const dated = plotSeries(
      chart({
        series: [
          { name: 'AAPL', x: ['2026-01-02', '2026-01-05'], y: [1, 2] },
          { name: 'MSFT', x: ['2026-01-02', '2026-01-05'], y: [3, 4] },
        ],
      }),
    );

    // Assess
    expect(xKindOf(dated)).toBe('date');
    expect(dated.map((series) => [series.name, series.color])).toEqual([
      ['AAPL', CHART_SERIES_COLORS[0]],
      ['MSFT', CHART_SERIES_COLORS[1]],
    ]);
    expect(xKindOf(plotSeries(chart({ x: [1, 2], y: [1, 2] })))).toBe('number');
    expect(xKindOf(plotSeries(chart({ x: ['Q1', '2026-01-05'], y: [1, 2] })))).toBe('category');
  });

  it('summarises the chart for screen readers', () => {
    const widget = chart({
      title: 'AAPL',
      xlabel: 'Date',
      ylabel: 'Close ($)',
      x: ['2026-01-02', '2026-01-05'],
      y: [180, 190.5],
    });
    expect(chartSummary(widget, plotSeries(widget))).toBe(
      'AAPL: line chart of Close ($), Date from 2026-01-02 to 2026-01-05, Close ($) between 180 and 190.5.',
    );
  });
});
