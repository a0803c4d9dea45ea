import { describe, expect, it } from 'vitest';
import { applicableStockPrice, assessQualifiedCall } from './qualified-covered-call';

/**
 * The qualified-covered-call thresholds at their edges. Source: IRC §1092(c)(4); IRS Publication 550, "Qualified
 * covered call" and "Deep-in-the-money option" (including its XYZ/September example); Treas. Reg. §1.1092(c)-4 for
 * terms over a year.
 */
describe('qualified covered call: the IRS Publication 550 example', () => {
  // XYZ closed at $130.25 on May 12, 1997; September options (expiring Sep 19) listed at $110-$135 in $5 steps.
  const xyz = {
    grantedOn: '1997-05-13',
    expiration: '1997-09-19',
    previousClose: 130.25,
    availableStrikes: [110, 115, 120, 125, 130, 135],
  };

  it('uses the second-highest strike below the price as the benchmark for a term over 90 days', () => {
    // Act
    const at125 = assessQualifiedCall({ ...xyz, strike: 125 });
    // Assess
    expect(at125.termDays).toBe(129);
    expect(at125.lowestQualifiedBenchmark).toBe(125);
    expect(at125.status).toBe('qualified_in_the_money');
    expect(at125.holdingPeriodEffect).toBe('suspended_while_open');
    expect(at125.dividendHoldingDaysCount).toBe(false);
  });

  it('calls a strike under the benchmark deep in the money, so not qualified', () => {
    const at120 = assessQualifiedCall({ ...xyz, strike: 120 });
    expect(at120.status).toBe('not_qualified');
    expect(at120.reasons).toEqual(['deep_in_the_money']);
    expect(at120.holdingPeriodEffect).toBe('restarts_when_closed');
  });

  it('leaves an out-of-the-money call qualified with no effect on the holding period', () => {
    const at135 = assessQualifiedCall({ ...xyz, strike: 135 });
    expect(at135.status).toBe('qualified_out_of_the_money');
    expect(at135.holdingPeriodEffect).toBe('none');
    expect(at135.dividendHoldingDaysCount).toBe(true);
  });
});

describe('qualified covered call: the term', () => {
  const base = { strike: 105, previousClose: 100, availableStrikes: [95, 100, 105] };

  it('refuses a call granted 30 days before it expires and accepts one granted 31 days before', () => {
    const thirty = assessQualifiedCall({ ...base, grantedOn: '2026-01-02', expiration: '2026-02-01' });
    const thirtyOne = assessQualifiedCall({ ...base, grantedOn: '2026-01-01', expiration: '2026-02-01' });
    expect(thirty.termDays).toBe(30);
    expect(thirty.reasons).toEqual(['term_30_days_or_less']);
    expect(thirtyOne.termDays).toBe(31);
    expect(thirtyOne.status).toBe('qualified_out_of_the_money');
  });

  it('never qualifies a weekly call, even out of the money', () => {
    const weekly = assessQualifiedCall({ ...base, grantedOn: '2026-11-23', expiration: '2026-11-27' });
    expect(weekly.status).toBe('not_qualified');
    expect(weekly.holdingPeriodEffect).toBe('restarts_when_closed');
  });

  it('refuses a term over 33 months and accepts exactly 33', () => {
    const over = assessQualifiedCall({ ...base, grantedOn: '2026-01-02', expiration: '2028-10-03' });
    const exactly = assessQualifiedCall({ ...base, grantedOn: '2026-01-02', expiration: '2028-10-02' });
    expect(over.reasons).toContain('term_over_33_months');
    expect(exactly.reasons).not.toContain('term_over_33_months');
  });

  it('raises the stock price 2% a quarter before the benchmark for a term over a year', () => {
    // $40 close, 25-month term: 8 whole quarters, so $46.40; the highest strike under it is $45 (strike ≤ $50).
    const input = {
      previousClose: 40,
      grantedOn: '2026-01-02',
      expiration: '2028-02-02',
      availableStrikes: [40, 45, 50],
    };
    const at40 = assessQualifiedCall({ ...input, strike: 40 });
    const at45 = assessQualifiedCall({ ...input, strike: 45 });
    expect(at40.applicableStockPrice).toBeCloseTo(46.4, 10);
    expect(at40.lowestQualifiedBenchmark).toBe(45);
    expect(at40.status).toBe('not_qualified');
    expect(at45.status).toBe('qualified_in_the_money');
  });
});

describe('qualified covered call: the price floors', () => {
  const monthly = { grantedOn: '2026-01-02', expiration: '2026-02-20' };

  it('holds the benchmark at 85% of a price of $25 or less', () => {
    // $12 stock: 85% is $10.20, so a $10 strike is too deep even though it is the highest listed strike below.
    const at10 = assessQualifiedCall({
      ...monthly,
      previousClose: 12,
      strike: 10,
      availableStrikes: [7.5, 10, 12.5],
    });
    expect(at10.lowestQualifiedBenchmark).toBeCloseTo(10.2, 10);
    expect(at10.reasons).toEqual(['deep_in_the_money']);
  });

  it('holds the benchmark at $10 below a price of $150 or less', () => {
    // $108 with $10 strikes, more than 90 days: the second strike below is $90, raised to $98; $100 qualifies.
    const long = {
      grantedOn: '2026-01-02',
      expiration: '2026-06-19',
      previousClose: 108,
      availableStrikes: [90, 100, 110],
    };
    expect(assessQualifiedCall({ ...long, strike: 100 }).status).toBe('qualified_in_the_money');
    expect(assessQualifiedCall({ ...long, strike: 90 }).status).toBe('not_qualified');
    expect(assessQualifiedCall({ ...long, strike: 100 }).lowestQualifiedBenchmark).toBe(98);
  });

  it('uses no floor above $150: $160 over 90 days benchmarks at the second strike below, $140', () => {
    const long = {
      grantedOn: '2026-01-02',
      expiration: '2026-06-19',
      previousClose: 160,
      availableStrikes: [130, 140, 150, 170],
    };
    expect(assessQualifiedCall({ ...long, strike: 140 }).status).toBe('qualified_in_the_money');
    expect(assessQualifiedCall({ ...long, strike: 130 }).status).toBe('not_qualified');
  });

  it('applies the second-highest rule only to strikes above $50', () => {
    const long = {
      grantedOn: '2026-01-02',
      expiration: '2026-06-19',
      previousClose: 52,
      availableStrikes: [45, 50, 55],
    };
    expect(assessQualifiedCall({ ...long, strike: 50 }).status).toBe('qualified_in_the_money');
    expect(assessQualifiedCall({ ...long, strike: 45 }).status).toBe('not_qualified');
  });

  it('calls a strike qualified when no listed strike is below the price', () => {
    const result = assessQualifiedCall({
      ...monthly,
      previousClose: 99,
      strike: 100,
      availableStrikes: [100, 105],
    });
    expect(result.lowestQualifiedBenchmark).toBeUndefined();
    expect(result.status).toBe('qualified_out_of_the_money');
  });
});

describe('applicable stock price', () => {
  it('takes a gap-up opening only above 110% of the previous close', () => {
    expect(applicableStockPrice(50, 55)).toBe(50);
    expect(applicableStockPrice(50, 55.01)).toBe(55.01);
    expect(applicableStockPrice(50)).toBe(50);
  });
});
