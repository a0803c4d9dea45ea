import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, expire, sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * Two puts sold; one is assigned early, the other expires. While both the shares and the remaining put are held,
 * the capital at risk is the shares' cost plus the put's collateral.
 */
describe('campaigns: partial assignment', () => {
  const put = { type: 'put' as const, strike: 40, expiration: '2026-02-20' };
  const call = { type: 'call' as const, strike: 42, expiration: '2026-03-20' };
  const lines = [
    sellToOpen('puts', put, '2026-01-05', 2, 1.0),
    ...assign('early', put, 1, '2026-02-10'),
    expire('rest-expired', put, 1),
    sellToOpen('call', call, '2026-02-23', 1, 0.8),
    expire('call-expired', call, 1),
  ];
  const [campaign] = campaignsOf({
    lines,
    now: new Date('2026-03-25T15:00:00Z'),
    marks: tableMarks({ KO: 41 }),
  });

  it('takes in 100 shares for the contract assigned and keeps the other put open until it expires', () => {
    // [event, contracts closed, contracts opened, shares moved]
    expect(
      campaign!.events.map((event) => [
        event.kind,
        event.from?.contracts ?? null,
        event.to?.contracts ?? null,
        event.shares ?? null,
      ]),
    ).toEqual([
      ['put_sold', null, 2, null],
      ['put_assigned', 1, null, 100],
      ['put_expired', 1, null, null],
      ['call_sold', null, 1, null],
      ['call_expired', 1, null, null],
    ]);
    // Capital at risk: 2 × 40 × 100 = 8,000 of collateral; after the early assignment 4,000 of shares + 4,000 for the
    // put still open = 8,000; after its expiry, 4,000 of shares.
    expect(campaign!.basis.map((point) => [point.date, point.shares, point.capitalAtRisk])).toEqual([
      ['2026-01-05', 0, 8000],
      ['2026-02-10', 100, 8000],
      ['2026-02-20', 100, 4000],
      ['2026-02-23', 100, 4000],
      ['2026-03-20', 100, 4000],
      ['2026-03-25', 100, 4000],
    ]);
    expect(campaign!.peakCapitalAtRisk).toBe(8000);
  });

  it('counts both puts’ premium, the call’s, and the shares at the mark', () => {
    // Puts: 2 × 1.00 × 100 = 200 (100 on assignment, 100 on expiry); call 0.80 × 100 = 80.
    expect(campaign!.putIncome).toBeCloseTo(200, 9);
    expect(campaign!.callIncome).toBeCloseTo(80, 9);
    // 100 shares at 40 marked at 41: +100. Result 200 + 80 + 100 = 380.
    expect(campaign!.unrealised).toBeCloseTo(100, 9);
    expect(campaign!.result).toBeCloseTo(380, 9);
    // Adjusted basis: (4,000 − 200 − 80) / 100 = 37.20.
    expect(campaign!.adjustedBasisPerShare).toBeCloseTo(37.2, 9);
    // Three contracts closed (one assigned, one put and one call expired): 1 / 3.
    expect(campaign!.shortContractsClosed).toBe(3);
    expect(campaign!.assignmentRate).toBeCloseTo(1 / 3, 12);
    // Put phase Jan 5 → Feb 10 = 36 days; shares Feb 10 → Mar 25 = 18 + 25 = 43; Jan 5 → Mar 25 = 79 days.
    expect(campaign!.daysIn).toEqual({ put: 36, shares: 43, flat: 0 });
    // 380 / 8,000 = 4.75 %, annualised 0.0475 × 365 / 79.
    expect(campaign!.returnOnCapital).toBeCloseTo(0.0475, 12);
    expect(campaign!.annualisedReturn).toBeCloseTo((0.0475 * 365) / 79, 12);
  });
});
