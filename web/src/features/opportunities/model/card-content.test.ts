import type { OptionChainRow } from '@thetix/shared/contracts/market-data';
import { describe, expect, it } from 'vitest';
import { createCoveredCall } from '../testing/covered-call-fixture';
import { cardContent } from './card-content';
import { strikeRowPremium } from './fine-tune';
import { perShare } from './format';

/**
 * Issue 18 item 7: the card and the Fine Tune strike table of the same opportunity showed "Low" against "Medium"
 * and $3.325 against $3.35. The card now shows the goal's level with the delta as a number (no second delta
 * scale), and both show the suggestion's premium through the one formatter.
 */
describe('a covered call on its card and in the strike table', () => {
  // A half-cent mid: bid 3.30, ask 3.35.
  const opportunity = createCoveredCall(
    {},
    { premium: 3.325, last_bid: 3.3, last_ask: 3.35, delta: 0.27, risk_level: 'balanced' },
  );
  const row: OptionChainRow = {
    symbol: 'MSFT261218C00520000',
    type: 'call',
    strike: 520,
    expiration: '2026-12-18',
    delta: 0.27,
    gamma: 0,
    theta: 0,
    vega: 0,
    impliedVolatility: 0.23,
    // The chain route answers the mid rounded to the cent.
    premium: 3.33,
    lastBid: 3.3,
    lastAsk: 3.35,
    lastTradePrice: 3.32,
    openInterest: 1000,
    volume: 10,
  };
  const field = (label: string) =>
    cardContent(opportunity, undefined).fields.find((entry) => entry.label === label);

  it('shows the same premium on the card and in the table', () => {
    expect(field('Premium')?.value).toBe('$3.325/share');
    expect(perShare(strikeRowPremium(row, opportunity.details))).toBe('$3.325');
    expect(field('Premium')?.value).toBe(`${perShare(strikeRowPremium(row, opportunity.details))}/share`);
  });

  it('works out other rows the same way: the mid of bid and ask, rounded only by the formatter', () => {
    expect(perShare(strikeRowPremium({ ...row, strike: 525 }, opportunity.details))).toBe('$3.325');
  });

  it("labels the card's risk with the goal's level and the delta, not a second delta scale", () => {
    expect(field('Risk Level')).toEqual({ label: 'Risk Level', value: 'Balanced', note: 'delta 0.27' });
  });

  it('says a pick outside its goal band is the closest to it, with the band, as the drawer and the warning do', () => {
    // Prepare: a balanced goal whose best liquid strike has a 0.17 delta (KO, issue 34 item 2).
    const outside = { ...opportunity, details: { ...opportunity.details, delta: 0.17 } };

    // Act
    const risk = cardContent(outside, undefined).fields.find((entry) => entry.label === 'Risk Level');

    // Assess
    expect(risk).toEqual({
      label: 'Risk Level',
      value: 'Closest to Balanced',
      note: 'delta 0.17 (Balanced is 0.20-0.35)',
    });
  });
});
