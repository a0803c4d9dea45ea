import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMetricEmitter, METRICS_NAMESPACE } from './metrics';

const AT = new Date('2026-11-27T14:31:00.000Z');

interface EmfLine {
  _aws: { CloudWatchMetrics: { Dimensions: string[][] }[] };
  [key: string]: unknown;
}

/** Powertools' Metrics prints to its own Console on process.stdout: the lines Lambda's log pipeline reads. */
function captureStdout() {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return { lines, restore: () => spy.mockRestore() };
}

describe('metrics in Embedded Metric Format (Powertools Metrics)', () => {
  let stdout: ReturnType<typeof captureStdout>;
  beforeEach(() => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    stdout = captureStdout();
  });
  afterEach(() => {
    stdout.restore();
    vi.unstubAllEnvs();
  });

  it('declare the metric, its unit and dimensions under _aws, and carry the values at the top level', () => {
    // Prepare
    const emit = buildMetricEmitter({ stage: 'prod' });

    // Act
    emit({ name: 'DueJobLag', value: 125, unit: 'Seconds' }, { at: AT });

    // Assess
    expect(stdout.lines).toHaveLength(1);
    expect(JSON.parse(stdout.lines[0]!)).toEqual({
      _aws: {
        Timestamp: AT.getTime(),
        CloudWatchMetrics: [
          {
            Namespace: METRICS_NAMESPACE,
            Dimensions: [['service', 'Stage']],
            Metrics: [{ Name: 'DueJobLag', Unit: 'Seconds' }],
          },
        ],
      },
      service: 'thetix',
      Stage: 'prod',
      DueJobLag: 125,
    });
  });

  it('write metrics sharing extra dimensions as one line, and forget those dimensions afterwards', () => {
    // Prepare
    const emit = buildMetricEmitter({ stage: 'test' });

    // Act
    emit(
      [
        { name: 'JobSucceeded', value: 1, unit: 'Count' },
        { name: 'JobDuration', value: 40, unit: 'Milliseconds' },
      ],
      { dimensions: { Kind: 'thetix-card' } },
    );
    emit({ name: 'DueJobLag', value: 0, unit: 'Seconds' });

    // Assess
    expect(stdout.lines).toHaveLength(2);
    const [job, lag] = stdout.lines.map((line) => JSON.parse(line) as EmfLine);
    expect(stdout.lines[0]!.trimEnd()).not.toContain('\n');
    expect(job).toMatchObject({ Kind: 'thetix-card', Stage: 'test', JobSucceeded: 1, JobDuration: 40 });
    expect(job!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['service', 'Stage', 'Kind']]);
    expect(lag).not.toHaveProperty('Kind');
    expect(lag!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([['service', 'Stage']]);
  });

  it('write nothing when POWERTOOLS_METRICS_DISABLED is true, as in the local runtime', () => {
    // Prepare
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const emit = buildMetricEmitter({ stage: 'local' });

    // Act
    emit({ name: 'DueJobLag', value: 3, unit: 'Seconds' });

    // Assess
    expect(stdout.lines).toEqual([]);
  });
});
