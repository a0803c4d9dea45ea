import { describe, expect, it } from 'vitest';
import { buildMetricEmitter, embeddedMetricLine, METRICS_NAMESPACE } from './metrics';

const AT = new Date('2026-11-27T14:31:00.000Z');

describe('embedded metric lines', () => {
  it('declare the metric, its unit and dimensions under _aws, and carry the values at the top level', () => {
    // Act
    const line = JSON.parse(
      embeddedMetricLine({
        metric: { name: 'DueJobLag', value: 125, unit: 'Seconds' },
        dimensions: { Stage: 'prod' },
        at: AT,
      }),
    ) as Record<string, unknown>;

    // Assess
    expect(line).toEqual({
      _aws: {
        Timestamp: AT.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: METRICS_NAMESPACE,
            Dimensions: [['Stage']],
            Metrics: [{ Name: 'DueJobLag', Unit: 'Seconds' }],
          },
        ],
      },
      Stage: 'prod',
      DueJobLag: 125,
    });
  });

  it('are written as one line to the sink', () => {
    // Prepare
    const lines: string[] = [];
    const emit = buildMetricEmitter({ Stage: 'test' }, (line) => lines.push(line));

    // Act
    emit({ name: 'DueJobLag', value: 0, unit: 'Seconds' }, AT);

    // Assess
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ Stage: 'test', DueJobLag: 0 });
  });
});
