import { Logger as PowertoolsLogger, type LogItem } from '@aws-lambda-powertools/logger';
import { currentCorrelationId } from './correlation';

/**
 * Structured JSON logs, one object per line, as CloudWatch Logs Insights expects, written by Powertools for AWS
 * Lambda's Logger (decision 250): its keys (`level`, `message`, `timestamp`, `service`, `xray_trace_id` in AWS),
 * its level variables (`POWERTOOLS_LOG_LEVEL`, then `LOG_LEVEL`, and Lambda's own `AWS_LAMBDA_LOG_LEVEL`) and its
 * debug sampling (`POWERTOOLS_LOGGER_SAMPLE_RATE`, drawn again per request and per job record). The code base
 * keeps its small interface below, so call sites did not change; every line written inside a request or a job
 * carries that work's `correlation_id` (correlation.ts).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export type LogSink = (line: string) => void;

/** The service name of every line and metric unless `POWERTOOLS_SERVICE_NAME` says otherwise. */
export const SERVICE_NAME = 'thetix';

/** Powertools' Logger writing to an injected sink: tests read the lines Lambda would print. */
class SinkLogger extends PowertoolsLogger {
  /** Not a `#private` field: Powertools' constructor may already print (a sampling notice) before it is set. */
  private sink: LogSink | undefined;

  constructor(options: ConstructorParameters<typeof PowertoolsLogger>[0], sink: LogSink) {
    super(options);
    this.sink = sink;
  }

  protected override printLog(_logLevel: number, log: LogItem): void {
    // Lines printed while Powertools constructs the logger have no sink yet; they are its own notices only.
    if (!this.sink) return;
    log.prepareForPrint();
    this.sink(JSON.stringify(log.getAttributes(), this.getJsonReplacer()));
  }
}

/** Roots that sample debug logs: each draws again when a request or job record starts (see refreshLogSampling). */
const sampledRoots = new Set<PowertoolsLogger>();

export function createLogger(
  options: { level?: LogLevel; fields?: Record<string, unknown>; sink?: LogSink } = {},
): Logger {
  // Powertools reads LOG_LEVEL itself but only in capitals; the configuration (and CDK) spell it in lower case.
  const level = (
    options.level ||
    process.env.POWERTOOLS_LOG_LEVEL ||
    process.env.LOG_LEVEL ||
    'info'
  ).toUpperCase();
  const powertoolsOptions = {
    serviceName: process.env.POWERTOOLS_SERVICE_NAME || SERVICE_NAME,
    logLevel: level as Uppercase<LogLevel>,
  };
  const root = options.sink
    ? new SinkLogger(powertoolsOptions, options.sink)
    : new PowertoolsLogger(powertoolsOptions);
  if (Number(process.env.POWERTOOLS_LOGGER_SAMPLE_RATE) > 0) sampledRoots.add(root);
  return wrap(root, options.fields ?? {});
}

/**
 * A child is the same Powertools logger with more fields: building one per request costs an object, not a logger.
 * Fields go as the line's extra keys, so a field named like a Powertools key cannot replace that key.
 */
function wrap(root: PowertoolsLogger, base: Record<string, unknown>): Logger {
  const fieldsOf = (fields?: Record<string, unknown>) => {
    const correlationId = currentCorrelationId();
    return { ...base, ...fields, ...(correlationId ? { correlation_id: correlationId } : {}) };
  };
  return {
    debug: (message, fields) => root.debug(message, fieldsOf(fields)),
    info: (message, fields) => root.info(message, fieldsOf(fields)),
    warn: (message, fields) => root.warn(message, fieldsOf(fields)),
    error: (message, fields) => root.error(message, fieldsOf(fields)),
    child: (fields) => wrap(root, { ...base, ...fields }),
  };
}

/** Draws debug sampling again, once per request or job record, as Powertools' own middleware does per invocation. */
export function refreshLogSampling(): void {
  for (const root of sampledRoots) root.refreshSampleRateCalculation();
}

/** Error details for a log line: the stack stays in the logs and never reaches a client. */
export const errorFields = (error: unknown): Record<string, unknown> =>
  error instanceof Error
    ? { errorName: error.name, errorMessage: error.message, stack: error.stack }
    : { errorMessage: String(error) };
