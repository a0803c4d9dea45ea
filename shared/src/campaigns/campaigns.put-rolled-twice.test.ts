import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, buyToClose, sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * A put rolled twice, then assigned. Each roll is a buy-to-close and a sell-to-open of a KO put on the same day; the
 * premium of each closed put less its cost to close is realised at the roll (realised-option-income.ts).
 */
describe('campaigns: a put rolled twice then assigned', () => {
  const first = { type: 'put' as const, strike: 50, expiration: '2026-01-16' };
  const second = { type: 'put' as const, strike: 50, expiration: '2026-01-30' };
  const third = { type: 'put' as const, strike: 48, expiration: '2026-02-13' };
  const lines = [
    sellToOpen('p1', first, '2026-01-05', 1, 1.0),
    buyToClose('p1-close', first, '2026-01-15', 1, 0.8),
    sellToOpen('p2', second, '2026-01-15', 1, 1.3),
    buyToClose('p2-close', second, '2026-01-29', 1, 1.1),
    sellToOpen('p3', third, '2026-01-29', 1, 1.4),
    ...assign('p3-assigned', third, 1),
  ];
  const [campaign, ...others] = campaignsOf({
    lines,
    now: new Date('2026-02-20T15:00:00Z'),
    marks: tableMarks({ KO: 47 }),
  });

  it('links both rolls with their net credit and keeps one cycle', () => {
    expect(others).toEqual([]);
    expect(campaign!.events.map((event) => event.kind)).toEqual([
      'put_sold',
      'put_rolled',
      'put_rolled',
      'put_assigned',
    ]);
    expect(campaign!.events[1]!.lineIds).toEqual(['p1-close', 'p2']);
    // Roll 1: 1.30 × 100 received − 0.80 × 100 paid = +50, out two weeks at the same strike.
    // Roll 2: 1.40 × 100 − 1.10 × 100 = +30, down to 48 and out two weeks.
    expect(
      campaign!.rolls.map((roll) => [
        roll.date,
        roll.from.strike,
        roll.from.expiration,
        roll.to.strike,
        roll.to.expiration,
        Math.round(roll.netCredit * 100) / 100,
      ]),
    ).toEqual([
      ['2026-01-15', 50, '2026-01-16', 50, '2026-01-30', 50],
      ['2026-01-29', 50, '2026-01-30', 48, '2026-02-13', 30],
    ]);
    expect(campaign!.cycles).toHaveLength(1);
  });

  it('counts the premium of all three puts, lowers the basis by it, and marks the shares', () => {
    // Realised put income: (1.00 − 0.80) × 100 + (1.30 − 1.10) × 100 + 1.40 × 100 = 20 + 20 + 140 = 180.
    expect(campaign!.putIncome).toBeCloseTo(180, 9);
    expect(campaign!.callIncome).toBe(0);
    // Shares received at the last strike, 48; the basis lowered by the 180 of premium: (4,800 − 180) / 100 = 46.20.
    expect(campaign!.shares).toBe(100);
    expect(campaign!.basisPerShare).toBeCloseTo(48, 9);
    expect(campaign!.adjustedBasisPerShare).toBeCloseTo(46.2, 9);
    // Marked at 47: 100 × (47 − 48) = −100 unrealised; result 180 − 100 = 80.
    expect(campaign!.unrealised).toBeCloseTo(-100, 9);
    expect(campaign!.result).toBeCloseTo(80, 9);
    // Collateral 50 × 100 = 5,000 until the second roll, then 4,800; the peak is 5,000.
    expect(campaign!.peakCapitalAtRisk).toBe(5000);
    expect(campaign!.capitalAtRisk).toBe(4800);
    // Three short puts closed (two bought back in rolls, one assigned): assignment rate 1 / 3.
    expect(campaign!.shortContractsClosed).toBe(3);
    expect(campaign!.shortContractsAssigned).toBe(1);
    expect(campaign!.assignmentRate).toBeCloseTo(1 / 3, 12);
    // Put phase Jan 5 → Feb 13 = 26 + 13 = 39 days; shares Feb 13 → Feb 20 (today) = 7.
    expect(campaign!.daysIn).toEqual({ put: 39, shares: 7, flat: 0 });
    expect(campaign).toMatchObject({ status: 'open', phase: 'shares', end: null });
  });
});
