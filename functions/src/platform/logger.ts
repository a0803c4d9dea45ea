/**
 * Structured JSON logs, one object per line, as CloudWatch Logs Insights expects. Every line of a request carries
 * its request id. Kept tiny on purpose: no dependency, no formatting cost when a level is off.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export type LogSink = (line: string) => void;

const defaultSink: LogSink = (line) => process.stdout.write(`${line}\n`);

export function createLogger(
  options: { level?: LogLevel; fields?: Record<string, unknown>; sink?: LogSink } = {},
): Logger {
  const level = options.level ?? ((process.env.LOG_LEVEL as LogLevel | undefined) || 'info');
  const base = options.fields ?? {};
  const sink = options.sink ?? defaultSink;
  const write = (lineLevel: LogLevel, message: string, fields?: Record<string, unknown>) => {
    if (order[lineLevel] < order[level]) return;
    sink(JSON.stringify({ level: lineLevel, time: new Date().toISOString(), message, ...base, ...fields }));
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
    child: (fields) => createLogger({ level, sink, fields: { ...base, ...fields } }),
  };
}

/** Error details for a log line: the stack stays in the logs and never reaches a client. */
export const errorFields = (error: unknown): Record<string, unknown> =>
  error instanceof Error
    ? { errorName: error.name, errorMessage: error.message, stack: error.stack }
    : { errorMessage: String(error) };
