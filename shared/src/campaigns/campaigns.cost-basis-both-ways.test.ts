import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, buyShares, buyToClose, sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * The adjusted cost basis over time, both ways: at the purchase or assignment price (premium counted as income), and
 * lowered by the option premium the cycle has taken in (cash received less cash paid to close, fees included).
 */
describe('campaigns: cost basis both ways', () => {
  const put = { type: 'put' as const, strike: 100, expiration: '2026-01-16' };
  const call = { type: 'call' as const, strike: 105, expiration: '2026-02-20' };
  const nextCall = { type: 'call' as const, strike: 103, expiration: '2026-02-27' };
  const lines = [
    sellToOpen('put', put, '2026-01-05', 1, 3.0),
    ...assign('assigned', put, 1),
    sellToOpen('call', call, '2026-01-20', 1, 2.0),
    buyToClose('call-back', call, '2026-01-30', 1, 0.5),
    sellToOpen('next-call', nextCall, '2026-02-02', 1, 1.5),
    buyShares('more', 'KO', '2026-02-05', 100, 110),
  ];
  const [campaign] = campaignsOf({
    lines,
    now: new Date('2026-02-06T15:00:00Z'),
    marks: tableMarks({ KO: 108 }, {}, { KO260227C00103000: 5.2 }),
  });

  it('draws both lines of the chart day by day', () => {
    expect(
      campaign!.basis.map((point) => [
        point.date,
        point.shares,
        point.basisPerShare,
        point.adjustedBasisPerShare,
      ]),
    ).toEqual([
      // The put: no shares yet.
      ['2026-01-05', 0, null, null],
      // Assigned at 100; 3.00 of put premium: 100 − 3 = 97.
      ['2026-01-16', 100, 100, 97],
      // A call sold for 2.00: 97 − 2 = 95.
      ['2026-01-20', 100, 100, 95],
      // Bought back for 0.50: 95 + 0.50 = 95.50.
      ['2026-01-30', 100, 100, 95.5],
      // Another call for 1.50: 95.50 − 1.50 = 94.
      ['2026-02-02', 100, 100, 94],
      // 100 more shares at 110: cost 10,000 + 11,000 = 21,000 over 200 = 105; less the 600 of premium: 20,400 / 200 = 102.
      ['2026-02-05', 200, 105, 102],
      // Today, as the last day with a line.
      ['2026-02-06', 200, 105, 102],
    ]);
  });

  it('gives one result whichever way the basis is shown', () => {
    // Realised: put 300; first call 200 − 50 = 150. The open call: sold at 1.50, marked 5.20: −370.
    // Shares: 200 × 108 − 21,000 = 600. Result 300 + 150 − 370 + 600 = 680.
    expect(campaign!.putIncome).toBeCloseTo(300, 9);
    expect(campaign!.callIncome).toBeCloseTo(150, 9);
    expect(campaign!.unrealised).toBeCloseTo(600 - 370, 9);
    expect(campaign!.result).toBeCloseTo(680, 9);
    // Premium as income: 200 × (108 − 105) = 600 on the shares, plus 450 of realised premium, less 370 on the call.
    // Premium lowering the basis: 200 × (108 − 102) = 1,200 on the shares, less the open call's 520 to buy it back
    // (its 150 of premium is already in the basis): 1,200 − 520 = 680. Both are 680.
    const shares = campaign!.shares;
    expect(shares * (108 - campaign!.basisPerShare!) + 450 - 370).toBeCloseTo(680, 9);
    expect(shares * (108 - campaign!.adjustedBasisPerShare!) - 5.2 * 100).toBeCloseTo(680, 9);
  });
});
