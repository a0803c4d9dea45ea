/**
 * How a market-data vendor call fails, told apart so the guard knows what to retry (vendor-call-guard.ts) and the
 * loader knows what to record as `unavailable` (never a made-up value).
 */

/** The vendor answered with an HTTP error status. `retryAfterMs` is its `Retry-After`, when it sent one. */
export class VendorHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'VendorHttpError';
  }
}

/** No answer at all: DNS, connection reset, timeout. */
export class VendorNetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VendorNetworkError';
  }
}

/** The vendor answered 200 in a shape its documentation does not describe; retrying would not change it. */
export class VendorResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VendorResponseError';
  }
}

/** We chose not to call: the minute's budget is spent, or the vendor asked us to wait longer than a request can. */
export class VendorBudgetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VendorBudgetError';
  }
}

/** We chose not to call: the vendor failed repeatedly and the breaker is open until `openUntil`. */
export class VendorCircuitOpenError extends Error {
  constructor(readonly openUntil: Date) {
    super(`vendor circuit open until ${openUntil.toISOString()}`);
    this.name = 'VendorCircuitOpenError';
  }
}

/**
 * `Retry-After` as milliseconds: either delay-seconds or an HTTP date (RFC 9110 §10.2.3); undefined when absent or
 * unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
