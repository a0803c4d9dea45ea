import { describe, expect, it } from 'vitest';
import { wheelCampaign } from '../testing/campaign-fixture';
import { basisLine, eventDetail, eventLabel, ratio, referencePrice, sortCampaigns } from './campaign-view';

describe('campaign view', () => {
  it('puts open campaigns first, then the latest started', () => {
    // Prepare
    const campaigns = [
      { id: 'a', status: 'closed' as const, start: '2026-11-01' },
      { id: 'b', status: 'open' as const, start: '2026-01-01' },
      { id: 'c', status: 'open' as const, start: '2026-06-01' },
      { id: 'd', status: 'closed' as const, start: '2026-12-01' },
    ];
    // Act
    const sorted = sortCampaigns(campaigns).map((campaign) => campaign.id);
    // Assess
    expect(sorted).toEqual(['c', 'b', 'd', 'a']);
  });

  it('draws each view from its own series, leaving out the days without shares', () => {
    // Prepare
    const { basis } = wheelCampaign();
    // Act
    const lowered = basisLine(basis, 'lowered');
    const income = basisLine(basis, 'income');
    // Assess
    expect(lowered).toEqual([
      { x: '2026-10-17', y: 147 },
      { x: '2026-10-20', y: 145 },
    ]);
    expect(income).toEqual([
      { x: '2026-10-17', y: 150 },
      { x: '2026-10-20', y: 150 },
    ]);
  });

  it('words events and ratios as the page shows them', () => {
    // Prepare
    const campaign = wheelCampaign();
    // Act
    const [sold, assigned] = campaign.events;
    // Assess
    expect(eventLabel(sold!)).toBe('Put sold');
    expect(eventDetail(sold!)).toBe('1 × $150.00 put, Oct 17, 2026');
    expect(eventDetail(assigned!)).toBe('1 × $150.00 put, Oct 17, 2026 · 100 shares at $150.00');
    expect(eventLabel({ kind: 'call_expired', implied: true })).toBe(
      'Call expired (at expiry, not yet recorded)',
    );
    expect(ratio(0.304167)).toBe('30.4%');
    expect(ratio(null)).toBe('—');
    expect(referencePrice(campaign)).toBe(153.25);
    expect(referencePrice({ buy_and_hold: null })).toBeNull();
  });
});
