// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { CalculatorResponse } from '@thetix/shared/contracts/calculator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  CALCULATOR_GC_MS,
  CALCULATOR_STALE_MS,
  calculateIncome,
  calculatorQueryOptions,
  type CalculatorInput,
} from './calculate-income';

const range = (median: number) => ({ low: median * 0.8, median, high: median * 1.2 });

const createResponse = (overrides: Partial<CalculatorResponse> = {}): CalculatorResponse => ({
  portfolio: {
    yearly_income: range(8_400),
    monthly_income: range(700),
    percent_return: range(8.4),
    average_assignments: range(1.5),
    net_yearly_income: range(6_000),
    net_monthly_income: range(500),
    net_percent_return: range(6),
    upside_given_up: range(2_400),
    kept_breakdown: {
      yearly: { premium: 8_400, upside_given_up: 2_400, kept: 6_000 },
      monthly: { premium: 700, upside_given_up: 200, kept: 500 },
    },
  },
  tickers: { AAPL: { current_price: 270, shares: 370, contracts: 3 } },
  start_date: '2026-11-20',
  dataSource: 'simulated',
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const input: CalculatorInput = { positions: { 'brk-b': 60_000 }, risk_level: 'balanced', duration: 'weekly' };

/** Stubs the browser's fetch with answers given in order; the last one repeats. */
function stubFetch(...answers: Array<() => Response>) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[Math.min(fetch.mock.calls.length - 1, answers.length - 1)];
    return answer ? answer() : json({}, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('POST /api/public/covered-call-calculator', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the normalised request without an XSRF token and returns the parsed response', async () => {
    // Prepare
    const fetch = stubFetch(() => json(createResponse()));

    // Act
    const response = await calculateIncome(input);

    // Assess
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/public/covered-call-calculator');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).has('x-xsrf-token')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({
      positions: { 'BRK.B': 60_000 },
      risk_level: 'balanced',
      duration: 'weekly',
      allocation: 1,
    });
    expect(response.portfolio.yearly_income.median).toBe(8_400);
  });

  it('adds strategy wheel to the request only for the wheel, and reads the wheel’s answer', async () => {
    // Prepare: the wheel's answer, then the covered calls'
    const wheelRange = range(1_000);
    const wheel = {
      strategy: 'wheel',
      portfolio: {
        ...Object.fromEntries(
          [
            'yearly_income',
            'monthly_income',
            'percent_return',
            'average_assignments',
            'put_income',
            'call_income',
            'call_aways',
            'kept_yearly',
            'kept_monthly',
            'kept_percent',
            'ending_value',
            'shares_value_at_end',
            'buy_and_hold_result',
            'buy_and_hold_percent',
            'vs_buy_and_hold',
          ].map((field) => [field, wheelRange]),
        ),
        kept_breakdown: {
          yearly: { premium: 1_000, share_result: 0, kept: 1_000 },
          monthly: { premium: 83.33, share_result: 0, kept: 83.33 },
        },
      },
      tickers: { AAPL: { current_price: 270, cash: 60_000, contracts: 2 } },
      start_date: '2026-11-20',
      dataSource: 'simulated',
    };
    const fetch = stubFetch(
      () => json(wheel),
      () => json(createResponse()),
    );

    // Act
    const wheelAnswer = await calculateIncome({ ...input, strategy: 'wheel' });
    const coveredAnswer = await calculateIncome({ ...input, strategy: 'covered_call' });

    // Assess: the explicit covered-call request goes out as the spec's, without a strategy
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as object);
    expect(bodies[0]).toMatchObject({ strategy: 'wheel', positions: { 'BRK.B': 60_000 } });
    expect(bodies[1]).not.toHaveProperty('strategy');
    expect(wheelAnswer).toMatchObject({ strategy: 'wheel' });
    expect(coveredAnswer).not.toHaveProperty('strategy');
  });

  it('caches results for 5 minutes and keeps them 10 (spec part 1 §9)', () => {
    // Act
    const options = calculatorQueryOptions(input);

    // Assess
    expect(options.staleTime).toBe(CALCULATOR_STALE_MS);
    expect(CALCULATOR_STALE_MS).toBe(300_000);
    expect(options.gcTime).toBe(CALCULATOR_GC_MS);
    expect(CALCULATOR_GC_MS).toBe(600_000);
    expect(options.meta).toEqual({ suppressErrorToast: true });
  });

  it('retries a server failure twice, then succeeds on the third call', async () => {
    // Prepare
    const fetch = stubFetch(
      () => json({ message: 'Market data is unavailable', code: 'INTERNAL' }, 503),
      () => json({ message: 'Market data is unavailable', code: 'INTERNAL' }, 503),
      () => json(createResponse()),
    );
    const client = new QueryClient();

    // Act
    const response = await client.fetchQuery({ ...calculatorQueryOptions(input), retryDelay: 0 });

    // Assess
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(response.dataSource).toBe('simulated');
  });

  it('gives up after 2 retries', async () => {
    // Prepare
    const fetch = stubFetch(() => json({ message: 'Market data is unavailable', code: 'INTERNAL' }, 503));
    const client = new QueryClient();

    // Act
    const failure = client.fetchQuery({ ...calculatorQueryOptions(input), retryDelay: 0 });

    // Assess
    await expect(failure).rejects.toThrow('Market data is unavailable');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    [429, 'TOO_MANY_REQUESTS', 'Too many calculations from your address: at most 30 a minute.'],
    [400, 'VALIDATION_FAILED', 'positions must hold at least one position'],
  ])('does not retry a %i and keeps its JSON message', async (status, code, message) => {
    // Prepare
    const fetch = stubFetch(() => json({ message, code }, status));
    const client = new QueryClient();

    // Act
    const error = await client
      .fetchQuery({ ...calculatorQueryOptions(input), retryDelay: 0 })
      .catch((caught: unknown) => caught);

    // Assess
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toBe(message);
  });

  it('refuses to send a request the shared schema rejects', async () => {
    // Prepare
    const fetch = stubFetch(() => json(createResponse()));

    // Act
    const sending = calculateIncome({ ...input, positions: {} });

    // Assess
    await expect(sending).rejects.toThrow('must hold at least one position');
    expect(fetch).not.toHaveBeenCalled();
  });
});
