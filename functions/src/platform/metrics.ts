import { Metrics } from '@aws-lambda-powertools/metrics';
import { config } from '../config';
import { SERVICE_NAME } from './logger';

/** The CloudWatch namespace of the product's own metrics; the alarms in infra/lib/monitoring-stack.ts read it. */
export const METRICS_NAMESPACE = 'Thetix';

export interface EmbeddedMetric {
  readonly name: string;
  readonly value: number;
  readonly unit: 'Seconds' | 'Milliseconds' | 'Count';
}

/**
 * Writes metrics that share their dimensions as one line; `dimensions` come on top of `service` and `Stage`, `at`
 * is the metric's time when it is not now.
 */
export type MetricEmitter = (
  metrics: EmbeddedMetric | readonly EmbeddedMetric[],
  options?: { dimensions?: Readonly<Record<string, string>>; at?: Date },
) => void;

/**
 * Powertools for AWS Lambda's Metrics (decision 251): one log line in CloudWatch Embedded Metric Format per call,
 * which Lambda's log pipeline turns into metrics without an API call (no PutMetricData permission, no latency).
 * Every metric has the dimensions `service` (Powertools always adds it) and `Stage`. Published at once rather
 * than at the end of the invocation, so no handler needs Powertools' flush middleware and a crash loses nothing
 * already counted. `POWERTOOLS_METRICS_DISABLED=true` (the local runtime sets it) writes nothing.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
export function buildMetricEmitter(options: { stage: string }): MetricEmitter {
  const metrics = new Metrics({
    namespace: METRICS_NAMESPACE,
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
    defaultDimensions: { Stage: options.stage },
  });
  return (list, { dimensions, at } = {}) => {
    const all = Array.isArray(list) ? list : [list as EmbeddedMetric];
    if (all.length === 0) return;
    if (dimensions) metrics.addDimensions({ ...dimensions });
    for (const metric of all) metrics.addMetric(metric.name, metric.unit, metric.value);
    if (at) metrics.setTimestamp(at);
    metrics.publishStoredMetrics();
  };
}

let processEmitter: MetricEmitter | undefined;

/** The process's emitter, its Stage from the configuration, built on first use. */
export const emitMetrics: MetricEmitter = (list, options) => {
  processEmitter ??= buildMetricEmitter({ stage: config().STAGE });
  processEmitter(list, options);
};

/** For code whose tests have no metrics to read. */
export const noMetrics: MetricEmitter = () => undefined;
