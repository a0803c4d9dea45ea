import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, buyShares, sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * A 2-for-1 split in the middle of a campaign. The ledger has no split line (docs/decisions.md 326): a split is
 * supported as the broker's quantity-adjusting line, the extra shares received at $0, which keeps the cost of the
 * position and halves the cost per share. Options with adjusted deliverables are not modelled; calls sold after the
 * split are ordinary calls on the new share count. Closes for buy-and-hold are the market data's split-adjusted ones.
 */
describe('campaigns: a campaign across a 2-for-1 split', () => {
  const put = { type: 'put' as const, strike: 60, expiration: '2026-02-20' };
  const call = { type: 'call' as const, strike: 32, expiration: '2026-03-20' };
  const lines = [
    sellToOpen('put', put, '2026-01-05', 1, 2.0),
    ...assign('assigned', put, 1),
    buyShares('split', 'KO', '2026-03-02', 100, 0),
    sellToOpen('calls', call, '2026-03-03', 2, 0.5),
    ...assign('called-away', call, 2),
  ];
  const [campaign, ...others] = campaignsOf({
    lines,
    now: new Date('2026-03-27T15:00:00Z'),
    // Split-adjusted closes: 60 before the split is 30 after it.
    marks: tableMarks({ KO: 34 }, { KO: { '2026-01-05': 30, '2026-03-20': 33 } }),
  });

  it('keeps the position’s cost and halves the basis per share, both ways', () => {
    expect(others).toEqual([]);
    expect(
      campaign!.basis.map((point) => [
        point.date,
        point.shares,
        point.basisPerShare,
        point.adjustedBasisPerShare,
      ]),
    ).toEqual([
      ['2026-01-05', 0, null, null],
      // 100 shares at 60, less 2.00 of put premium: 58.
      ['2026-02-20', 100, 60, 58],
      // 200 shares for the same 6,000: 30 a share; less the 200 of premium: 5,800 / 200 = 29.
      ['2026-03-02', 200, 30, 29],
      // Two calls for 0.50: 100 more of premium: 5,700 / 200 = 28.50.
      ['2026-03-03', 200, 30, 28.5],
      ['2026-03-20', 0, null, null],
    ]);
  });

  it('computes the result on the split shares and compares with split-adjusted buy-and-hold', () => {
    // Put 200 + calls 2 × 0.50 × 100 = 100; 200 shares at 30 delivered at 32: 400. 700 in all.
    expect(campaign!.putIncome).toBeCloseTo(200, 9);
    expect(campaign!.callIncome).toBeCloseTo(100, 9);
    expect(campaign!.realisedEquity).toBeCloseTo(400, 9);
    expect(campaign!.result).toBeCloseTo(700, 9);
    // The capital at risk never changed: 6,000. Buy-and-hold: 6,000 × (33 / 30 − 1) = 600.
    expect(campaign!.peakCapitalAtRisk).toBe(6000);
    expect(campaign!.buyAndHold!.result).toBeCloseTo(600, 9);
    expect(campaign!.cycles[0]!.endedBy).toBe('called_away');
  });
});
