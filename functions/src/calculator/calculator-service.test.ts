import { createCalculatorRequest, TEST_AS_OF } from '@thetix/shared/calculator/testing/calculator-request';
import { createFixedMarket, flatCloses } from '@thetix/shared/calculator/testing/fixed-market';
import { calculatorResponseSchema, type CalculatorResponse } from '@thetix/shared/contracts/calculator';
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
  const puts: CalculatorResponse[] = [];
  const cache: CalculatorCache = {
    get: async () => stored as CalculatorResponse | undefined,
    put: async (_request, value) => {
      puts.push(value);
    },
  };
  return { cache, puts };
};

describe('runCalculator and its 5-minute cache', () => {
  it('computes the net result beside the premium and stores the answer', async () => {
    // Prepare
    const { cache, puts } = createCache(undefined);

    // Act
    const response = await runCalculator(createCalculatorRequest(), { now, market, cache });

    // Assess: FLAT never reaches a strike, so nothing is given up and net = premium.
    expect(response.start_date).toBe(TEST_AS_OF);
    expect(response.portfolio.upside_given_up).toEqual({ low: 0, median: 0, high: 0 });
    expect(response.portfolio.net_yearly_income).toEqual(response.portfolio.yearly_income);
    expect(puts).toEqual([response]);
  });

  it('serves a cached answer of the current shape as it is', async () => {
    // Prepare
    const fresh = await runCalculator(createCalculatorRequest(), {
      now,
      market,
      cache: createCache(undefined).cache,
    });
    const marked = { ...fresh, start_date: '1999-12-31' };
    const { cache, puts } = createCache(marked);

    // Act
    const response = await runCalculator(createCalculatorRequest(), { now, market, cache });

    // Assess
    expect(response).toBe(marked);
    expect(puts).toEqual([]);
  });

  it('recomputes a cached answer stored before the net result existed instead of serving it', async () => {
    // Prepare: an earlier release's shape, without the net ranges and the kept figure's parts.
    const fresh = await runCalculator(createCalculatorRequest(), {
      now,
      market,
      cache: createCache(undefined).cache,
    });
    const older = Object.fromEntries(
      Object.entries(fresh.portfolio).filter(
        ([field]) => !field.startsWith('net_') && field !== 'upside_given_up' && field !== 'kept_breakdown',
      ),
    );
    const { cache, puts } = createCache({ ...fresh, portfolio: older });

    // Act
    const response = await runCalculator(createCalculatorRequest(), { now, market, cache });

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
});
