import { describe, expect, it } from 'vitest';
import { campaignsOf } from './campaigns';
import { buyToClose, sellToOpen, tableMarks } from './testing/wheel-lines';

/** What is and is not a roll: same New York day, same option type, a buy-to-close and a sell-to-open. */
describe('campaigns: recognising a roll', () => {
  const near = { type: 'put' as const, strike: 50, expiration: '2026-01-16' };
  const far = { type: 'put' as const, strike: 50, expiration: '2026-02-20' };
  const marks = tableMarks({ KO: 52 }, {}, { KO260220P00050000: 1.0 });
  const now = new Date('2026-01-20T15:00:00Z');

  it('links a sale entered before the buy-back of the same day', () => {
    // Prepare: the new put's line at 14:00 UTC, the buy-back at 15:00 UTC.
    const lines = [
      sellToOpen('p1', near, '2026-01-05', 1, 1.0),
      { ...sellToOpen('p2', far, '2026-01-14', 1, 1.6), timestamp: '2026-01-14T14:00:00.000Z' },
      buyToClose('p1-close', near, '2026-01-14', 1, 0.3),
    ];
    // Act
    const [campaign] = campaignsOf({ lines, now, marks });
    // Assess: one roll for 1.60 × 100 − 0.30 × 100 = 130, one cycle.
    expect(campaign!.events.map((event) => event.kind)).toEqual(['put_sold', 'put_rolled']);
    expect(campaign!.rolls[0]!.netCredit).toBeCloseTo(130, 9);
    expect(campaign!.cycles).toHaveLength(1);
  });

  it('does not link a buy-back and a sale on different days, which end and start cycles', () => {
    const lines = [
      sellToOpen('p1', near, '2026-01-05', 1, 1.0),
      buyToClose('p1-close', near, '2026-01-13', 1, 0.3),
      sellToOpen('p2', far, '2026-01-14', 1, 1.6),
    ];
    const [campaign] = campaignsOf({ lines, now, marks });
    // Jan 13: nothing held, so cycle 1 ends (put closed); Jan 14 is a new cycle one flat day later.
    expect(campaign!.events.map((event) => event.kind)).toEqual(['put_sold', 'put_bought_back', 'put_sold']);
    expect(campaign!.rolls).toEqual([]);
    expect(campaign!.cycles.map((cycle) => [cycle.start, cycle.end, cycle.endedBy])).toEqual([
      ['2026-01-05', '2026-01-13', 'put_closed'],
      ['2026-01-14', null, null],
    ]);
    // Put Jan 5 → Jan 13 = 8 days and Jan 14 → Jan 20 = 6; flat 1.
    expect(campaign!.daysIn).toEqual({ put: 14, shares: 0, flat: 1 });
  });

  it('does not link a put bought back with a call sold the same day', () => {
    const call = { type: 'call' as const, strike: 55, expiration: '2026-02-20' };
    const lines = [
      sellToOpen('p1', near, '2026-01-05', 1, 1.0),
      buyToClose('p1-close', near, '2026-01-14', 1, 0.3),
      sellToOpen('c1', call, '2026-01-14', 1, 0.9),
    ];
    const [campaign] = campaignsOf({ lines, now, marks });
    expect(campaign!.events.map((event) => event.kind)).toEqual(['put_sold', 'put_bought_back', 'call_sold']);
    expect(campaign!.rolls).toEqual([]);
  });
});
