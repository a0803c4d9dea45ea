import { systemClock, type Clock } from '../platform/clock';
import {
  VendorBudgetError,
  VendorCircuitOpenError,
  VendorHttpError,
  VendorNetworkError,
} from './vendor-errors';

/** Runs one vendor call under the process's budget, retry and breaker rules. */
export type VendorCallGuard = <T>(call: () => Promise<T>) => Promise<T>;

export interface VendorCallGuardOptions {
  readonly clock?: Clock;
  readonly sleep?: (ms: number) => Promise<void>;
  /** In [0, 1); the jitter's source. */
  readonly random?: () => number;
  /** Calls (retries included) this process may make in any 60 s; the vendor's limit shared out across containers. */
  readonly callsPerMinute: number;
  /** Attempts per call, the first included. */
  readonly maxAttempts?: number;
  readonly baseDelayMs?: number;
  /** A wait longer than this (a long `Retry-After`) is not slept through: the caller serves its stale value instead. */
  readonly maxDelayMs?: number;
  /** Consecutive failed calls (after their retries) that open the breaker. */
  readonly failuresToOpen?: number;
  readonly openForMs?: number;
}

const MINUTE_MS = 60_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 429, 5xx and no answer at all may pass; any other status is the vendor's considered answer and will not change. */
const isRetryable = (error: unknown): boolean =>
  error instanceof VendorNetworkError ||
  (error instanceof VendorHttpError && (error.status === 429 || error.status >= 500));

/**
 * What counts towards opening the breaker: the vendor being down or refusing us (a bad key, throttling), not an
 * answer about one item (404) or a request of ours it rejects (400).
 */
const isVendorFault = (error: unknown): boolean =>
  isRetryable(error) || (error instanceof VendorHttpError && (error.status === 401 || error.status === 403));

/**
 * One guard per process and vendor. It holds the only mutable state of the vendor path (the minute's calls, a pause
 * the vendor asked for, the breaker), all in memory: a container's share of the budget is configured, and the
 * cross-container lease in the table (issue 29 item 3, next increment) keeps two containers from asking the same
 * key at once.
 */
export function buildVendorCallGuard(options: VendorCallGuardOptions): VendorCallGuard {
  const clock = options.clock ?? systemClock;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const maxAttempts = options.maxAttempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 8_000;
  const failuresToOpen = options.failuresToOpen ?? 5;
  const openForMs = options.openForMs ?? 30_000;

  const callTimes: number[] = [];
  let pausedUntil = 0;
  let consecutiveFailures = 0;
  let openUntil = 0;
  let trialInFlight = false;

  /** Closed, or open and cooled down with no trial running: then this call is the one trial. */
  const admit = (now: number): { trial: boolean } => {
    if (consecutiveFailures < failuresToOpen) return { trial: false };
    if (now < openUntil || trialInFlight)
      throw new VendorCircuitOpenError(new Date(Math.max(openUntil, now)));
    trialInFlight = true;
    return { trial: true };
  };

  const takeBudget = (now: number) => {
    if (now < pausedUntil)
      throw new VendorBudgetError(`vendor asked us to wait until ${new Date(pausedUntil).toISOString()}`);
    while (callTimes.length > 0 && (callTimes[0] ?? 0) <= now - MINUTE_MS) callTimes.shift();
    if (callTimes.length >= options.callsPerMinute)
      throw new VendorBudgetError(`${options.callsPerMinute} vendor calls a minute spent`);
    callTimes.push(now);
  };

  const recordFailure = (error: unknown) => {
    if (!isVendorFault(error)) return;
    consecutiveFailures += 1;
    if (consecutiveFailures >= failuresToOpen) openUntil = clock.now().getTime() + openForMs;
  };

  /** Exponential from `baseDelayMs`, with full-range jitter over its upper half so retries from many callers spread. */
  const backoff = (attempt: number) =>
    Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)) * (0.5 + random() / 2);

  return async <T>(call: () => Promise<T>): Promise<T> => {
    const { trial } = admit(clock.now().getTime());
    try {
      for (let attempt = 1; ; attempt += 1) {
        takeBudget(clock.now().getTime());
        try {
          const result = await call();
          consecutiveFailures = 0;
          return result;
        } catch (error) {
          const retryAfterMs = error instanceof VendorHttpError ? error.retryAfterMs : undefined;
          // The vendor's own wait binds every call of this process, not just the one it answered.
          if (retryAfterMs !== undefined)
            pausedUntil = Math.max(pausedUntil, clock.now().getTime() + retryAfterMs);
          const delay = retryAfterMs ?? backoff(attempt);
          if (!isRetryable(error) || attempt >= maxAttempts || delay > maxDelayMs) {
            recordFailure(error);
            throw error;
          }
          await sleep(delay);
        }
      }
    } finally {
      if (trial) trialInFlight = false;
    }
  };
}
