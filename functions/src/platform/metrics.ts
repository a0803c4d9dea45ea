import type { LogSink } from './logger';

/** The CloudWatch namespace of the product's own metrics; the alarms in infra/lib/monitoring-stack.ts read it. */
export const METRICS_NAMESPACE = 'Thetix';

export interface EmbeddedMetric {
  readonly name: string;
  readonly value: number;
  readonly unit: 'Seconds' | 'Count';
}

/**
 * One log line in CloudWatch Embedded Metric Format: Lambda's log pipeline turns it into a metric without an API
 * call (no PutMetricData permission, no latency), and the line stays readable in Logs Insights. Locally it is just
 * another JSON log line.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
export function embeddedMetricLine(options: {
  metric: EmbeddedMetric;
  dimensions: Readonly<Record<string, string>>;
  at: Date;
}): string {
  const { metric, dimensions, at } = options;
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: METRICS_NAMESPACE,
          Dimensions: [Object.keys(dimensions)],
          Metrics: [{ Name: metric.name, Unit: metric.unit }],
        },
      ],
    },
    ...dimensions,
    [metric.name]: metric.value,
  });
}

const stdoutSink: LogSink = (line) => process.stdout.write(`${line}\n`);

/** Writes one embedded metric; the sink is injectable so tests read the line instead of stdout. */
export const buildMetricEmitter =
  (dimensions: Readonly<Record<string, string>>, sink: LogSink = stdoutSink) =>
  (metric: EmbeddedMetric, at: Date): void =>
    sink(embeddedMetricLine({ metric, dimensions, at }));
