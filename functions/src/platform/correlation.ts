import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The correlation id of the work in progress: an API request's id (or the caller's `X-Correlation-Id`), carried in
 * every job message that request sends, and set again by the worker for that message, so one search in Logs
 * Insights finds the request, the message and the worker's lines. Async-local rather than a logger's state because
 * the local runtime serves many requests and jobs at once in one process.
 */
const current = new AsyncLocalStorage<string>();

/** What a caller's `X-Correlation-Id` (or a message's `correlationId`) may look like to be kept. */
export const CORRELATION_ID_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;

export const withCorrelationId = <T>(correlationId: string, work: () => T): T =>
  current.run(correlationId, work);

export const currentCorrelationId = (): string | undefined => current.getStore();
