import { describe, expect, it } from 'vitest';
import { addMonthsClamped, isLongTerm, longTermFrom, wholeMonthsBetween } from './holding-period';

/** IRS Publication 550, "Holding period": from the day after acquisition, including the sale day; more than a year. */
describe('holding period', () => {
  it('is short-term when sold on the anniversary and long-term the day after', () => {
    expect(isLongTerm('2025-03-10', '2026-03-10')).toBe(false);
    expect(isLongTerm('2025-03-10', '2026-03-11')).toBe(true);
  });

  it('turns a Feb 29 purchase long-term on Mar 1 of the next year', () => {
    expect(longTermFrom('2024-02-29')).toBe('2025-03-01');
    expect(isLongTerm('2024-02-29', '2025-02-28')).toBe(false);
  });

  it('adds calendar months clamped to the month end and counts whole months', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsClamped('2026-11-15', 3)).toBe('2027-02-15');
    expect(wholeMonthsBetween('2026-01-02', '2028-02-02')).toBe(25);
    expect(wholeMonthsBetween('2026-01-02', '2028-02-01')).toBe(24);
  });
});
