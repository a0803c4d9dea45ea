import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, buyShares, buyToClose, sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * Shares already held, a covered call rolled up and out for a credit, then called away. The campaign starts with
 * the call on the shares held, at their average cost.
 */
describe('campaigns: a call rolled up and out then called away', () => {
  const first = { ticker: 'AAPL', type: 'call' as const, strike: 105, expiration: '2026-01-16' };
  const second = { ticker: 'AAPL', type: 'call' as const, strike: 110, expiration: '2026-02-20' };
  const lines = [
    buyShares('bought', 'AAPL', '2025-12-01', 100, 100),
    sellToOpen('c1', first, '2026-01-05', 1, 2.0),
    buyToClose('c1-close', first, '2026-01-14', 1, 3.5),
    sellToOpen('c2', second, '2026-01-14', 1, 4.0),
    ...assign('called-away', second, 1),
  ];
  const [campaign, ...others] = campaignsOf({
    lines,
    now: new Date('2026-03-02T15:00:00Z'),
    marks: tableMarks({ AAPL: 115 }, { AAPL: { '2026-01-05': 102, '2026-02-20': 112 } }),
  });

  it('starts from the shares held and links the roll up and out', () => {
    expect(others).toEqual([]);
    expect(campaign).toMatchObject({
      startedWith: 'call_on_shares_held',
      start: '2026-01-05',
      end: '2026-02-20',
      status: 'closed',
    });
    expect(campaign!.events.map((event) => [event.kind, event.shares ?? null])).toEqual([
      ['shares_held', 100],
      ['call_sold', null],
      ['call_rolled', null],
      ['call_assigned', 100],
    ]);
    // Up from 105 to 110, out from Jan 16 to Feb 20, for 4.00 × 100 − 3.50 × 100 = +50.
    const [roll] = campaign!.rolls;
    expect([roll!.from.strike, roll!.to.strike, roll!.from.expiration, roll!.to.expiration]).toEqual([
      105,
      110,
      '2026-01-16',
      '2026-02-20',
    ]);
    expect(roll!.netCredit).toBeCloseTo(50, 9);
  });

  it('counts the loss on the bought-back call, the kept premium and the shares sold at the new strike', () => {
    // First call: 2.00 × 100 received − 3.50 × 100 to close = −150; second call kept: 4.00 × 100 = 400; 250 in all.
    expect(campaign!.callIncome).toBeCloseTo(250, 9);
    // Shares at 100 delivered at 110: 100 × 10 = 1,000.
    expect(campaign!.realisedEquity).toBeCloseTo(1000, 9);
    expect(campaign!.result).toBeCloseTo(1250, 9);
    // Capital at risk: the shares' cost, 100 × 100 = 10,000. 1,250 / 10,000 = 12.5 % over Jan 5 → Feb 20 = 46 days.
    expect(campaign!.peakCapitalAtRisk).toBe(10000);
    expect(campaign!.returnOnCapital).toBeCloseTo(0.125, 12);
    expect(campaign!.annualisedReturn).toBeCloseTo((0.125 * 365) / 46, 12);
    // Two short calls closed, one by assignment.
    expect(campaign!.assignmentRate).toBe(0.5);
    // Adjusted basis: 100 − 2.00 = 98 after the first sale; 100 − (2.00 − 3.50 + 4.00) = 97.50 after the roll.
    expect(campaign!.basis.map((point) => [point.date, point.adjustedBasisPerShare])).toEqual([
      ['2026-01-05', 98],
      ['2026-01-14', 97.5],
      ['2026-02-20', null],
    ]);
    // Buy-and-hold: 10,000 at 102 held to 112 on Feb 20: 10,000 × (112 / 102 − 1) = 980.39.
    expect(campaign!.buyAndHold!.result).toBeCloseTo(980.392157, 5);
    expect(campaign!.daysIn).toEqual({ put: 0, shares: 46, flat: 0 });
  });
});
