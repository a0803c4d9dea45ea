import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, dividend, expire, sellToOpen, tableMarks } from './testing/wheel-lines';

/** A dividend paid while the assigned shares carry a covered call counts in the campaign's result. */
describe('campaigns: dividends during the call phase', () => {
  const put = { type: 'put' as const, strike: 50, expiration: '2026-01-16' };
  const call = { type: 'call' as const, strike: 52, expiration: '2026-02-20' };
  const lines = [
    // A dividend on another campaign's time: KO shares held by nobody here, so the December one is not counted.
    dividend('december', 'KO', '2025-12-15', 100, 0.5),
    sellToOpen('put', put, '2026-01-05', 1, 1.0),
    ...assign('assigned', put, 1),
    sellToOpen('call', call, '2026-01-20', 1, 0.6),
    dividend('february', 'KO', '2026-02-02', 100, 0.51),
    expire('call-expired', call, 1),
  ];
  const [campaign] = campaignsOf({
    lines,
    now: new Date('2026-02-25T15:00:00Z'),
    marks: tableMarks({ KO: 51 }),
  });

  it('adds the dividend to the result, not to the basis', () => {
    // 100 shares × 0.51 = 51.
    expect(campaign!.dividends).toBeCloseTo(51, 9);
    expect(campaign!.cycles[0]!.dividends).toBeCloseTo(51, 9);
    expect(campaign!.events.find((event) => event.kind === 'dividend')).toMatchObject({
      date: '2026-02-02',
      shares: 100,
      price: 0.51,
    });
    // Put 1.00 × 100 = 100, call 0.60 × 100 = 60; shares at 50 marked at 51: +100. 100 + 60 + 51 + 100 = 311.
    expect(campaign!.putIncome).toBeCloseTo(100, 9);
    expect(campaign!.callIncome).toBeCloseTo(60, 9);
    expect(campaign!.result).toBeCloseTo(311, 9);
    // The premium lowers the basis, the dividend does not: (5,000 − 100 − 60) / 100 = 48.40.
    expect(campaign!.adjustedBasisPerShare).toBeCloseTo(48.4, 9);
    // Put Jan 5 → Jan 16 = 11 days; shares Jan 16 → Feb 25 = 15 + 25 = 40.
    expect(campaign!.daysIn).toEqual({ put: 11, shares: 40, flat: 0 });
  });
});
