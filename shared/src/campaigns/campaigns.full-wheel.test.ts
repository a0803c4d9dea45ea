import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { assign, expire, sellToOpen, tableMarks } from './testing/wheel-lines';

/**
 * A full wheel on KO: a cash-secured put assigned, a covered call on the shares, called away; then a second put that
 * expires. The arithmetic of each figure is written beside it (OCC, "Characteristics and Risks of Standardized
 * Options", ch. 6: the put writer keeps the premium and buys at the strike; the call writer keeps the premium and
 * sells at the strike).
 */
describe('campaigns: a full wheel cycle', () => {
  const put = { type: 'put' as const, strike: 60, expiration: '2026-02-20' };
  const call = { type: 'call' as const, strike: 62, expiration: '2026-03-20' };
  const wheel = [
    sellToOpen('put', put, '2026-01-05', 1, 1.5, 0.65),
    ...assign('put-assigned', put, 1),
    sellToOpen('call', call, '2026-02-23', 1, 1.0, 0.65),
    ...assign('called-away', call, 1),
  ];
  const marks = tableMarks({ KO: 64 }, { KO: { '2026-01-05': 58, '2026-03-20': 63 } });

  it('links put, assignment, call and call-away into one closed campaign with its result', () => {
    // Act
    const [campaign, ...others] = campaignsOf({ lines: wheel, now: new Date('2026-03-27T15:00:00Z'), marks });
    // Assess
    expect(others).toEqual([]);
    expect(campaign).toMatchObject({
      id: 'account-1~put',
      ticker: 'KO',
      status: 'closed',
      startedWith: 'put',
      start: '2026-01-05',
      end: '2026-03-20',
      phase: 'flat',
      shares: 0,
    });
    expect(campaign!.events.map((event) => event.kind)).toEqual([
      'put_sold',
      'put_assigned',
      'call_sold',
      'call_assigned',
    ]);
    // The assignment event carries both lines: the option's and the shares'.
    expect(campaign!.events[1]!.lineIds).toEqual(['put-assigned-option', 'put-assigned-shares']);
    // History groups: the put's series (its sale and assignment lines) and the call's.
    expect(campaign!.groupIds).toEqual(['KO260220P00060000', 'KO260320C00062000']);
    // Put income: 1 × 1.50 × 100 − 0.65 fees = 149.35; call income: 1 × 1.00 × 100 − 0.65 = 99.35.
    expect(campaign!.putIncome).toBeCloseTo(149.35, 9);
    expect(campaign!.callIncome).toBeCloseTo(99.35, 9);
    // Shares bought at 60 by assignment, delivered at 62: 100 × (62 − 60) = 200.
    expect(campaign!.realisedEquity).toBeCloseTo(200, 9);
    // 149.35 + 99.35 + 200 = 448.70, nothing left open.
    expect(campaign!.realised).toBeCloseTo(448.7, 9);
    expect(campaign!.unrealised).toBe(0);
    expect(campaign!.result).toBeCloseTo(448.7, 9);
    // Collateral 60 × 100 × 1 = 6,000 while the put is open, then the shares' cost 100 × 60 = 6,000.
    expect(campaign!.peakCapitalAtRisk).toBe(6000);
    // Jan 5 → Feb 20 = 26 + 20 = 46 days with the put; Feb 20 → Mar 20 = 28 days with shares; 74 in all.
    expect(campaign!.daysIn).toEqual({ put: 46, shares: 28, flat: 0 });
    expect(campaign!.days).toBe(74);
    // 448.70 / 6,000 = 7.478 %; annualised 0.0747833 × 365 / 74 = 36.886 %.
    expect(campaign!.returnOnCapital).toBeCloseTo(0.0747833, 6);
    expect(campaign!.annualisedReturn).toBeCloseTo(0.368864, 5);
    // Two short options closed, both by assignment.
    expect(campaign!.shortContractsClosed).toBe(2);
    expect(campaign!.assignmentRate).toBe(1);
    expect(campaign!.cycles).toHaveLength(1);
    expect(campaign!.cycles[0]).toMatchObject({
      start: '2026-01-05',
      end: '2026-03-20',
      endedBy: 'called_away',
    });
    // Buy-and-hold: 6,000 at the Jan 5 close of 58 = 103.448 shares, worth 103.448 × 63 = 6,517.24 on Mar 20.
    expect(campaign!.buyAndHold!.shares).toBeCloseTo(103.448276, 5);
    expect(campaign!.buyAndHold!.result).toBeCloseTo(517.241379, 5);
  });

  it('keeps a second put sold ten days later in the same campaign as a second cycle with a flat phase', () => {
    // Prepare: a put sold Mar 30 for 1.20 that expires on Apr 17.
    const again = { type: 'put' as const, strike: 60, expiration: '2026-04-17' };
    const lines = [
      ...wheel,
      sellToOpen('put-2', again, '2026-03-30', 1, 1.2),
      expire('put-2-expired', again, 1),
    ];
    // Act
    const [campaign, ...others] = campaignsOf({ lines, now: new Date('2026-04-24T15:00:00Z'), marks });
    // Assess
    expect(others).toEqual([]);
    expect(campaign!.cycles.map((cycle) => [cycle.number, cycle.start, cycle.end, cycle.endedBy])).toEqual([
      [1, '2026-01-05', '2026-03-20', 'called_away'],
      [2, '2026-03-30', '2026-04-17', 'put_expired'],
    ]);
    // Cycle 2: the premium kept, 1 × 1.20 × 100 = 120, on 6,000 of collateral over Mar 30 → Apr 17 = 18 days.
    expect(campaign!.cycles[1]!.putIncome).toBeCloseTo(120, 9);
    expect(campaign!.cycles[1]!.returnOnCapital).toBeCloseTo(0.02, 9);
    expect(campaign!.cycles[1]!.annualisedReturn).toBeCloseTo((0.02 * 365) / 18, 9);
    // Put 46 + 18 = 64 days, shares 28, flat Mar 20 → Mar 30 = 10; Jan 5 → Apr 17 = 102 days.
    expect(campaign!.daysIn).toEqual({ put: 64, shares: 28, flat: 10 });
    expect(campaign!.days).toBe(102);
    // 448.70 + 120 = 568.70; three short options closed, two assigned.
    expect(campaign!.result).toBeCloseTo(568.7, 9);
    expect(campaign!.assignmentRate).toBeCloseTo(2 / 3, 9);
  });

  it('starts a new campaign when the next put comes more than 30 days after the last cycle', () => {
    const later = { type: 'put' as const, strike: 60, expiration: '2026-05-15' };
    const lines = [...wheel, sellToOpen('put-late', later, '2026-04-24', 1, 1.1)];
    const campaigns = campaignsOf({ lines, now: new Date('2026-04-27T15:00:00Z'), marks });
    // Mar 20 → Apr 24 is 35 days, more than 30: two campaigns, the second open in its put phase.
    expect(campaigns.map((campaign) => [campaign.id, campaign.status, campaign.phase])).toEqual([
      ['account-1~put', 'closed', 'flat'],
      ['account-1~put-late', 'open', 'put'],
    ]);
  });
});
