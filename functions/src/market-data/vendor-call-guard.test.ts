import { describe, expect, it, vi } from 'vitest';
import { buildVendorCallGuard, type VendorCallGuardOptions } from './vendor-call-guard';
import {
  VendorBudgetError,
  VendorCircuitOpenError,
  VendorHttpError,
  VendorNetworkError,
  parseRetryAfter,
} from './vendor-errors';

/** A clock the fake sleeper moves, so waits are observable and instant. */
const createTime = (iso = '2026-11-17T16:00:00Z') => {
  let now = Date.parse(iso);
  const slept: number[] = [];
  return {
    clock: { now: () => new Date(now) },
    sleep: (ms: number) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
    },
    slept,
  };
};

const createGuard = (time: ReturnType<typeof createTime>, overrides: Partial<VendorCallGuardOptions> = {}) =>
  buildVendorCallGuard({
    clock: time.clock,
    sleep: time.sleep,
    random: () => 0.5,
    callsPerMinute: 100,
    ...overrides,
  });

/** A call that fails with the given errors in turn, then answers `ok`. */
const failingThen = (...errors: Error[]) => {
  const call = vi.fn(() => {
    const error = errors.shift();
    return error ? Promise.reject(error) : Promise.resolve('ok');
  });
  return call;
};

describe('vendor call guard', () => {
  it('retries 5xx and network failures with exponential backoff and jitter', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time, { baseDelayMs: 400 });
    const call = failingThen(
      new VendorHttpError(500, 'boom'),
      new VendorNetworkError('reset'),
      new VendorHttpError(503, 'x'),
    );

    // Act
    const result = await guard(call);

    // Assess: 400, 800, 1600 ms times the jitter factor (0.5 + 0.5 / 2).
    expect(result).toBe('ok');
    expect(call).toHaveBeenCalledTimes(4);
    expect(time.slept).toEqual([300, 600, 1200]);
  });

  it('waits what a 429 Retry-After says instead of its own backoff', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time);
    const call = failingThen(new VendorHttpError(429, 'slow down', 2_000));

    // Act
    const result = await guard(call);

    // Assess
    expect(result).toBe('ok');
    expect(time.slept).toEqual([2_000]);
  });

  it('gives up at once when Retry-After is longer than a request can wait, and refuses every call until it passes', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time, { maxDelayMs: 8_000 });
    const throttled = failingThen(new VendorHttpError(429, 'slow down', 30_000));

    // Act
    const first = guard(throttled);

    // Assess
    await expect(first).rejects.toBeInstanceOf(VendorHttpError);
    expect(time.slept).toEqual([]);
    await expect(guard(failingThen())).rejects.toBeInstanceOf(VendorBudgetError);
    time.advance(30_000);
    await expect(guard(failingThen())).resolves.toBe('ok');
  });

  it('does not retry the vendor’s considered answers: 401, 404, 400', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time);
    const unauthorized = failingThen(new VendorHttpError(401, 'Unknown API Key'));
    const notFound = failingThen(new VendorHttpError(404, 'not found'));

    // Act
    const first = guard(unauthorized);
    const second = guard(notFound);

    // Assess
    await expect(first).rejects.toMatchObject({ status: 401 });
    await expect(second).rejects.toMatchObject({ status: 404 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(notFound).toHaveBeenCalledTimes(1);
    expect(time.slept).toEqual([]);
  });

  it('spends at most the minute’s budget, retries included, and frees it as the minute rolls', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time, { callsPerMinute: 3 });
    await guard(failingThen(new VendorHttpError(502, 'bad gateway')));
    await guard(failingThen());

    // Act
    const overBudget = guard(failingThen());

    // Assess
    await expect(overBudget).rejects.toBeInstanceOf(VendorBudgetError);
    time.advance(60_000);
    await expect(guard(failingThen())).resolves.toBe('ok');
  });

  it('opens the breaker after consecutive failed calls, then lets one trial through after the cool-down', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time, { maxAttempts: 1, failuresToOpen: 2, openForMs: 10_000 });
    await expect(guard(failingThen(new VendorHttpError(500, 'a')))).rejects.toBeInstanceOf(VendorHttpError);
    await expect(guard(failingThen(new VendorHttpError(500, 'b')))).rejects.toBeInstanceOf(VendorHttpError);
    const whileOpen = failingThen();

    // Act
    const refused = guard(whileOpen);

    // Assess
    await expect(refused).rejects.toBeInstanceOf(VendorCircuitOpenError);
    expect(whileOpen).not.toHaveBeenCalled();
    time.advance(10_000);
    await expect(guard(failingThen(new VendorHttpError(500, 'trial fails')))).rejects.toBeInstanceOf(
      VendorHttpError,
    );
    await expect(guard(failingThen())).rejects.toBeInstanceOf(VendorCircuitOpenError);
    time.advance(10_000);
    await expect(guard(failingThen())).resolves.toBe('ok');
    await expect(guard(failingThen())).resolves.toBe('ok');
  });

  it('lets only one trial through while it is running', async () => {
    // Prepare
    const time = createTime();
    const guard = createGuard(time, { maxAttempts: 1, failuresToOpen: 1, openForMs: 1_000 });
    await expect(guard(failingThen(new VendorNetworkError('down')))).rejects.toBeInstanceOf(
      VendorNetworkError,
    );
    time.advance(1_000);
    let finishTrial: (value: string) => void = () => undefined;
    const trial = guard(() => new Promise<string>((resolve) => (finishTrial = resolve)));

    // Act
    const concurrent = guard(failingThen());

    // Assess
    await expect(concurrent).rejects.toBeInstanceOf(VendorCircuitOpenError);
    finishTrial('ok');
    await expect(trial).resolves.toBe('ok');
    await expect(guard(failingThen())).resolves.toBe('ok');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    // Prepare
    const now = new Date('2026-11-17T16:00:00Z');

    // Act
    const seconds = parseRetryAfter('7', now);
    const date = parseRetryAfter('Tue, 17 Nov 2026 16:00:12 GMT', now);
    const junk = parseRetryAfter('soon', now);

    // Assess
    expect(seconds).toBe(7_000);
    expect(date).toBe(12_000);
    expect(junk).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
