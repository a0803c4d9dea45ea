import { describe, expect, it } from 'vitest';
import { keptBreakdown } from './income-calculator';
import { percentileRange } from './percentile-range';

describe('the kept figure taken apart', () => {
  it('takes the parts from the median scenario, where medians of each series would not subtract', () => {
    // Prepare: scenarios (premium, given up, kept) = (10, 0, 10), (0, 8, -8), (5, 9, -4).
    const premium = [10, 0, 5];
    const upside = [0, 8, 9];
    const kept = premium.map((value, index) => value - (upside[index] ?? 0));

    // Act
    const { yearly } = keptBreakdown(premium, upside, kept);

    // Assess: the separate medians say 5 − 8 = −3, while the median kept is −4.
    expect(percentileRange(premium).median - percentileRange(upside).median).toBe(-3);
    expect(yearly).toEqual({ premium: 5, upside_given_up: 9, kept: -4 });
    expect(yearly.kept).toBe(percentileRange(kept).median);
  });

  it('interpolates two scenarios for an even count, as the median does, and a month is a twelfth', () => {
    // Prepare: kept = 120, 0, 240, 60 → sorted 0, 60, 120, 240; the median is halfway from 60 to 120.
    const premium = [300, 100, 360, 180];
    const upside = [180, 100, 120, 120];
    const kept = premium.map((value, index) => value - (upside[index] ?? 0));

    // Act
    const breakdown = keptBreakdown(premium, upside, kept);

    // Assess
    expect(breakdown.yearly).toEqual({ premium: 240, upside_given_up: 150, kept: 90 });
    expect(breakdown.yearly.kept).toBe(percentileRange(kept).median);
    expect(breakdown.monthly).toEqual({ premium: 20, upside_given_up: 12.5, kept: 7.5 });
  });

  it('keeps the parts summing to the cent after rounding, putting a leftover cent on the gains given up', () => {
    // Act
    const { monthly } = keptBreakdown([1000.01], [0.02], [999.99]);

    // Assess
    expect(Math.round((monthly.premium - monthly.upside_given_up) * 100) / 100).toBe(monthly.kept);
  });
});
