import { sanitizeWidgets } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { activityTier, expiryBadge, groupChains, isChainAtTheMoney, isHighIv } from './options-chain-model';

describe('options chain thresholds (spec §9)', () => {
  it('puts open interest and volume in tiers at 1000, 5000 and 10000', () => {
    expect([999, 1000, 4999, 5000, 9999, 10_000, undefined].map(activityTier)).toEqual([0, 1, 1, 2, 2, 3, 0]);
  });

  it('highlights strikes within 1 of spot and IV above 50 %', () => {
    expect(isChainAtTheMoney(190, 189)).toBe(true);
    expect(isChainAtTheMoney(190, 188.99)).toBe(false);
    expect(isChainAtTheMoney(190, undefined)).toBe(false);
    expect([0.5, 0.5001, undefined].map(isHighIv)).toEqual([false, true, false]);
  });

  it('shows the expiry badge from 7 days out to the day itself', () => {
    const now = new Date(2026, 0, 5, 15, 30);
    expect(expiryBadge('2026-01-05', now)).toBe('Expires today');
    expect(expiryBadge('2026-01-06', now)).toBe('Expires in 1 day');
    expect(expiryBadge('2026-01-12', now)).toBe('Expires in 7 days');
    expect(expiryBadge('2026-01-13', now)).toBeUndefined();
    expect(expiryBadge('2026-01-04', now)).toBeUndefined();
  });

  it('groups neighbouring chains of one symbol into one tabbed entry', () => {
    // Prepare
    const chain = (symbol: string, expiration: string) => ({
      widget: 'optionsChain',
      symbol,
      expiration,
      contracts: [{ type: 'call', strike: 100, premium: 1 }],
    });
    const widgets = sanitizeWidgets([
      chain('AAPL', '2026-01-16'),
      chain('AAPL', '2026-01-23'),
      chain('MSFT', '2026-01-16'),
      { widget: 'price', symbol: 'AAPL', value: 1 },
      chain('AAPL', '2026-01-30'),
    ]);

    // Act
    const entries = groupChains(widgets);

    // Assess
    expect(
      entries.map((entry) =>
        'chains' in entry ? entry.chains.map((c) => c.expiration) : entry.widget.widget,
      ),
    ).toEqual([['2026-01-16', '2026-01-23'], ['2026-01-16'], 'price', ['2026-01-30']]);
  });
});
