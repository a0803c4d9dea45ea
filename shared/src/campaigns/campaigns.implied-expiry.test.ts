import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * A put recorded by hand and left without an expiry line after its expiration: the cycle ends there, and the premium
 * is shown as the performance shows it (the expired option marked at its intrinsic value, unrealised) until the
 * expiry line is recorded.
 */
describe('campaigns: an expiry the ledger has no line for', () => {
  const put = { type: 'put' as const, strike: 50, expiration: '2026-01-16' };
  const lines = [sellToOpen('put', put, '2026-01-05', 1, 1.0)];

  it('ends the cycle at the expiration and keeps the premium unrealised', () => {
    // Act: KO at 52 on Jan 20, the put worth 0 (out of the money).
    const [campaign] = campaignsOf({
      lines,
      now: new Date('2026-01-20T15:00:00Z'),
      marks: tableMarks({ KO: 52 }, {}, { KO260116P00050000: 0 }),
    });
    // Assess
    expect(campaign).toMatchObject({ status: 'closed', end: '2026-01-16', phase: 'flat' });
    expect(campaign!.events.at(-1)).toMatchObject({ kind: 'put_expired', implied: true, lineIds: [] });
    expect(campaign!.cycles[0]!.endedBy).toBe('put_expired');
    // Nothing realised (no line closed the put); unrealised −1 × (0 − 1.00) × 100 = 100, as Gains values it.
    expect(campaign!.putIncome).toBe(0);
    expect(campaign!.unrealised).toBeCloseTo(100, 9);
    expect(campaign!.result).toBeCloseTo(100, 9);
    // Jan 5 → Jan 16: 11 days with the put.
    expect(campaign!.daysIn).toEqual({ put: 11, shares: 0, flat: 0 });
  });

  it('is still open before the expiration', () => {
    const [campaign] = campaignsOf({
      lines,
      now: new Date('2026-01-12T15:00:00Z'),
      marks: tableMarks({ KO: 52 }, {}, { KO260116P00050000: 0.2 }),
    });
    // Open put marked at 0.20: −1 × (0.20 − 1.00) × 100 = 80 unrealised; collateral 50 × 100 = 5,000.
    expect(campaign).toMatchObject({ status: 'open', phase: 'put', end: null, capitalAtRisk: 5000 });
    expect(campaign!.unrealised).toBeCloseTo(80, 9);
  });
});
