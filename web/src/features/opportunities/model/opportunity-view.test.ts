import type { OptionChainRow } from '@thetix/shared/contracts/market-data';
import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay } from './day-groups';
import {
  historyWindowDays,
  knownRiskLevels,
  relatedStrikeFor,
  riskLevelFor,
  selectableExpirations,
  strikeList,
} from './fine-tune';
import {
  cardBadges,
  cardButtonLabel,
  contractsField,
  currentPriceOf,
  isDimmed,
  sharesNeeded,
} from './opportunity-card';
import { opportunityTabs } from './opportunity-tabs';
import { createCoveredCall } from '../testing/covered-call-fixture';

describe('covered-call card state (spec part 2 §2, §4)', () => {
  it('shows new and Ready to Trade with Preview & Trade for an unviewed tradeable call', () => {
    const opportunity = createCoveredCall();
    expect(cardBadges(opportunity).map((badge) => badge.label)).toEqual(['new', 'Ready to Trade']);
    expect(cardButtonLabel(opportunity)).toBe('Preview & Trade');
    expect(isDimmed(opportunity)).toBe(false);
  });

  it('says plainly why no contract is tradeable and how many shares are missing', () => {
    expect(
      contractsField({ contracts: 1, tradeable_contracts: 0, shares_needed: 40, current_shares: 60 }),
    ).toEqual({ value: 'None tradeable', note: '60 shares held, 40 more shares needed for 1 contract' });
    expect(
      contractsField({ contracts: 2, tradeable_contracts: 3, shares_needed: 0, current_shares: 300 }),
    ).toEqual({ value: '2 of 3', note: 'tradeable' });
  });

  it('asks for more shares and dims the card when no contract is tradeable', () => {
    const opportunity = createCoveredCall(
      { viewed_at: '2026-11-23T15:00:00.000Z' },
      { tradeable_contracts: 0, contracts: 1, shares_needed: 29, current_shares: 71 },
    );
    expect(cardBadges(opportunity).map((badge) => badge.label)).toEqual(['29 more shares needed']);
    expect(cardButtonLabel(opportunity)).toBe('Learn Trade Details');
    expect(isDimmed(opportunity)).toBe(true);
  });

  it('dims a call whose strike is at or below the current price', () => {
    expect(isDimmed(createCoveredCall({}, { strike: 487.93 }))).toBe(true);
  });

  it("shows an active card's 'Current' at the live quote, and dims it once the quote reaches the strike", () => {
    // Prepare: generated at $487.93 with a $495 strike; the stock has since risen to $496.10
    const opportunity = createCoveredCall({}, { strike: 495, current_price: 487.93 });
    const live = new Map([['MSFT', 496.1]]);
    const acted = createCoveredCall({ status: 'acted_upon' }, { strike: 495, current_price: 487.93 });

    // Act and assess
    expect(currentPriceOf(opportunity, live)).toBe(496.1);
    expect(currentPriceOf(opportunity, new Map())).toBe(487.93);
    expect(currentPriceOf(opportunity)).toBe(487.93);
    expect(isDimmed(opportunity)).toBe(false);
    expect(isDimmed(opportunity, live)).toBe(true);
    // History keeps the price the decision was made on
    expect(currentPriceOf(acted, live)).toBe(487.93);
  });

  it('labels inactive opportunities and offers View Report', () => {
    const dismissed = createCoveredCall({ status: 'dismissed', acted_at: '2026-11-23T15:00:00.000Z' });
    expect(cardBadges(dismissed).map((badge) => badge.label)).toEqual(['Dismissed']);
    expect(cardButtonLabel(dismissed)).toBe('View Report');
  });

  it('computes shares needed as 100 minus shares mod 100', () => {
    expect(sharesNeeded(71)).toBe(29);
    expect(sharesNeeded(1771)).toBe(29);
  });
});

describe('opportunity tabs (spec part 2 §2, §9)', () => {
  const now = new Date('2026-11-23T16:00:00');

  it('counts each tab, puts dismissed cards under Expired and caps the active list at max(10, 3 × positions)', () => {
    const active = Array.from({ length: 12 }, (_, index) => createCoveredCall({ id: `opp_${index}` }));
    const dismissed = createCoveredCall({
      id: 'gone',
      status: 'dismissed',
      acted_at: '2026-11-23T15:00:00.000Z',
    });
    const [activeTab, actedTab, expiredTab] = opportunityTabs([...active, dismissed], 3, now);
    expect(activeTab?.items).toHaveLength(10);
    expect(activeTab?.limited).toBe(true);
    expect(actedTab?.items).toHaveLength(0);
    expect(expiredTab?.items.map((item) => item.id)).toEqual(['gone']);
  });

  it('heads day groups Today, Yesterday, then a long date', () => {
    expect(dayHeading(new Date('2026-11-23T09:00:00'), now)).toBe('Today');
    expect(dayHeading(new Date('2026-11-22T09:00:00'), now)).toBe('Yesterday');
    expect(dayHeading(new Date('2026-11-20T09:00:00'), now)).toBe('Friday, November 20, 2026');
    const groups = groupByDay(
      ['2026-11-23T10:00:00', '2026-11-23T09:00:00', '2026-11-20T09:00:00'],
      (at) => at,
      now,
    );
    expect(groups.map((group) => [group.heading, group.items.length])).toEqual([
      ['Today', 2],
      ['Friday, November 20, 2026', 1],
    ]);
  });
});

describe('fine tune (spec part 2 §4, §5, §9)', () => {
  const row = (strike: number, overrides: Partial<OptionChainRow> = {}): OptionChainRow => ({
    symbol: `X${strike}`,
    type: 'call',
    strike,
    expiration: '2026-12-18',
    delta: 0.3,
    gamma: 0,
    theta: 0,
    vega: 0,
    impliedVolatility: 0.2,
    premium: 1,
    lastBid: 1,
    lastAsk: 1,
    lastTradePrice: 1,
    openInterest: 100,
    volume: 10,
    ...overrides,
  });

  it('offers the first eight expirations within 60 days', () => {
    const expirations = Array.from({ length: 12 }, (_, index) => ({
      date: `d${index}`,
      daysToExpiry: 2 + index * 7,
    }));
    expect(selectableExpirations(expirations)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  });

  it('lists the closest strike at or below the price, and above it up to 1.3 × with open interest ≥ 10 and |delta| ≥ 0.05', () => {
    const chain = [
      row(90),
      row(95),
      row(105),
      row(120, { openInterest: 5 }),
      row(125, { delta: 0.04 }),
      row(129),
      row(131),
    ];
    expect(strikeList(chain, [105], 100).map((entry) => entry.strike)).toEqual([95, 105, 129]);
  });

  it('adopts a related risk level or falls back to custom', () => {
    const related = createCoveredCall().related_risk_levels;
    expect(riskLevelFor(related, 507.5, '2026-12-18')).toBe('balanced');
    expect(riskLevelFor(related, 510, '2026-12-18')).toBe('custom');
  });

  it("keeps the proposal's own level when only the contracts change (strike and expiration unchanged)", () => {
    const proposal = createCoveredCall();
    const levels = knownRiskLevels(proposal);
    expect(riskLevelFor(levels, 520, '2026-12-18')).toBe('conservative');
    expect(riskLevelFor(proposal.related_risk_levels, 520, '2026-12-18')).toBe('custom');
    expect(riskLevelFor(levels, 507.5, '2026-12-18')).toBe('balanced');
    expect(riskLevelFor(levels, 515, '2026-12-18')).toBe('custom');
    expect(relatedStrikeFor(levels, 'conservative', '2026-12-18')?.strike).toBe(520);
  });

  it('widens the price chart history with the distance to expiry', () => {
    expect([10, 11, 20, 21, 45, 46].map(historyWindowDays)).toEqual([30, 45, 45, 90, 90, 120]);
  });
});
