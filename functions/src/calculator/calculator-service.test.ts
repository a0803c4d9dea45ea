import { createCalculatorRequest, TEST_AS_OF } from '@thetix/shared/calculator/testing/calculator-request';
import { createFixedMarket, flatCloses } from '@thetix/shared/calculator/testing/fixed-market';
import {
  calculatorRequestSchema,
  calculatorResponseSchema,
  isWheelResponse,
  wheelCalculatorResponseSchema,
  type AnyCalculatorResponse,
  type CalculatorResponse,
} from '@thetix/shared/contracts/calculator';
import { describe, expect, it } from 'vitest';
import { runCalculator, type CalculatorCache } from './calculator-service';

const market = createFixedMarket({
  through: TEST_AS_OF,
  tickers: { FLAT: { closes: flatCloses(300, 100) } },
});
/** The morning after TEST_AS_OF in New York: the backtest runs up to TEST_AS_OF. */
const now = new Date('2025-07-01T14:00:00Z');

/** A cache holding `stored` for every key, recording what is put back. */
const createCache = (stored: unknown) => {
  const puts: AnyCalculatorResponse[] = [];
  const keys: unknown[] = [];
  const cache: CalculatorCache = {
    get: async (key) => {
      keys.push(key);
      return stored as AnyCalculatorResponse | undefined;
    },
    put: async (_request, value) => {
      puts.push(value);
    },
  };
  return { cache, puts, keys };
};

/** The covered calls' answer; a wheel answer here fails the test. */
const coveredCall = (response: AnyCalculatorResponse): CalculatorResponse => {
  if (isWheelResponse(response)) throw new Error('expected the covered calls, got the wheel');
  return response;
};

describe('runCalculator and its 5-minute cache', () => {
  it('computes the net result beside the premium and stores the answer', async () => {
    // Prepare
    const { cache, puts } = createCache(undefined);

    // Act
    const response = coveredCall(await runCalculator(createCalculatorRequest(), { now, market, cache }));

    // Assess: FLAT never reaches a strike, so nothing is given up and net = premium.
    expect(response.start_date).toBe(TEST_AS_OF);
    expect(response.portfolio.upside_given_up).toEqual({ low: 0, median: 0, high: 0 });
    expect(response.portfolio.net_yearly_income).toEqual(response.portfolio.yearly_income);
    expect(puts).toEqual([response]);
  });

  it('serves a cached answer of the current shape as it is', async () => {
    // Prepare
    const fresh = coveredCall(
      await runCalculator(createCalculatorRequest(), { now, market, cache: createCache(undefined).cache }),
    );
    const marked = { ...fresh, start_date: '1999-12-31' };
    const { cache, puts } = createCache(marked);

    // Act
    const response = coveredCall(await runCalculator(createCalculatorRequest(), { now, market, cache }));

    // Assess
    expect(response).toBe(marked);
    expect(puts).toEqual([]);
  });

  it('recomputes a cached answer stored before the net result existed instead of serving it', async () => {
    // Prepare: an earlier release's shape, without the net ranges and the kept figure's parts.
    const fresh = coveredCall(
      await runCalculator(createCalculatorRequest(), { now, market, cache: createCache(undefined).cache }),
    );
    const older = Object.fromEntries(
      Object.entries(fresh.portfolio).filter(
        ([field]) => !field.startsWith('net_') && field !== 'upside_given_up' && field !== 'kept_breakdown',
      ),
    );
    const { cache, puts } = createCache({ ...fresh, portfolio: older });

    // Act
    const response = coveredCall(await runCalculator(createCalculatorRequest(), { now, market, cache }));

    // Assess
    expect(Object.keys(older)).toEqual([
      'yearly_income',
      'monthly_income',
      'percent_return',
      'average_assignments',
    ]);
    expect(calculatorResponseSchema.parse(response)).toEqual(fresh);
    expect(puts).toHaveLength(1);
  });

  it('runs the wheel for strategy wheel and keys its cache entry by the strategy', async () => {
    // Prepare
    const { cache, puts, keys } = createCache(undefined);

    // Act
    const response = await runCalculator(createCalculatorRequest({ strategy: 'wheel' }), {
      now,
      market,
      cache,
    });

    // Assess: FLAT never falls to a put strike, so the wheel keeps its put premium and holds no shares.
    const wheel = wheelCalculatorResponseSchema.parse(response);
    expect(wheel.strategy).toBe('wheel');
    expect(wheel.portfolio.average_assignments).toEqual({ low: 0, median: 0, high: 0 });
    expect(wheel.portfolio.shares_value_at_end).toEqual({ low: 0, median: 0, high: 0 });
    expect(wheel.portfolio.kept_yearly).toEqual(wheel.portfolio.yearly_income);
    expect(wheel.portfolio.yearly_income.low).toBeGreaterThan(0);
    expect(keys).toEqual([expect.objectContaining({ strategy: 'wheel', start_date: TEST_AS_OF })]);
    expect(puts).toEqual([response]);
  });

  it('never serves a covered-call answer cached for a wheel request: it recomputes', async () => {
    // Prepare: a store that answers every key with the covered calls' response
    const coveredCalls = coveredCall(
      await runCalculator(createCalculatorRequest(), { now, market, cache: createCache(undefined).cache }),
    );
    const { cache, puts } = createCache(coveredCalls);

    // Act
    const response = await runCalculator(createCalculatorRequest({ strategy: 'wheel' }), {
      now,
      market,
      cache,
    });

    // Assess
    expect(isWheelResponse(response)).toBe(true);
    expect(puts).toHaveLength(1);
  });

  it('keys a request without a strategy exactly as one asking for covered calls', async () => {
    // Prepare
    const body = { positions: { FLAT: 100_000 }, risk_level: 'balanced', duration: 'weekly' };
    const implicit = createCache(undefined);
    const explicit = createCache(undefined);

    // Act
    await runCalculator(calculatorRequestSchema.parse(body), { now, market, cache: implicit.cache });
    await runCalculator(calculatorRequestSchema.parse({ ...body, strategy: 'covered_call' }), {
      now,
      market,
      cache: explicit.cache,
    });

    // Assess
    expect(implicit.keys).toEqual(explicit.keys);
    expect(implicit.keys).toEqual([expect.objectContaining({ strategy: 'covered_call' })]);
    expect(implicit.puts).toEqual(explicit.puts);
  });
});
