import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { formatOccSymbol } from '../calendar/occ-symbol';
import type { CoveredCallOpportunity } from '../contracts/opportunities';
import { positionInputsAt } from '../portfolio/holdings';
import type { LedgerLine } from '../portfolio/ledger';
import { generateOpportunities } from './generate-opportunities';
import { ACCOUNT_ID, createGenerateInput, THIS_FRIDAY } from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Scenario: 300 ACME shares at $90 and two calls sold on them (strike $105, expiring Friday 14 March 2025), tracked
 * in the ledger as acting on a card records them, with no expiry line (a manual account gets none). The ledger
 * closes the call at that session's close at read time (`isOptionOpen`); the engine must see the same thing: until
 * 16:00 the two contracts cover 200 shares, from 16:00 they cover nothing and the call is no longer reviewed.
 */
const lines: LedgerLine[] = [
  {
    id: 'buy',
    accountId: ACCOUNT_ID,
    groupId: 'buy',
    ticker: 'ACME',
    symbol: 'ACME',
    timestamp: '2025-03-03T15:00:00.000Z',
    tickerType: 'equity',
    orderType: 'buy',
    quantity: 300,
    price: 90,
    fees: 0,
    source: 'manual',
    testData: false,
  },
  {
    id: 'opp-sell',
    accountId: ACCOUNT_ID,
    groupId: 'opp-sell',
    ticker: 'ACME',
    symbol: formatOccSymbol({ root: 'ACME', expiration: THIS_FRIDAY, type: 'call', strike: 105 }),
    timestamp: '2025-03-10T18:00:00.000Z',
    tickerType: 'option',
    orderType: 'sell',
    optionType: 'call',
    expiration: THIS_FRIDAY,
    strike: 105,
    quantity: 2,
    price: 1.2,
    fees: 0,
    source: 'manual',
    testData: false,
  },
];

const market = createTestMarket({ tickers: { ACME: { price: 100 } } });

const generatedAt = (now: Date) => {
  const positions = positionInputsAt(lines, now);
  const { opportunities, skipped } = generateOpportunities(
    createGenerateInput({
      positions,
      market,
      now,
    }),
  );
  const call = opportunities.find(
    (opportunity): opportunity is CoveredCallOpportunity => opportunity.opportunity_type === 'covered_call',
  );
  return {
    openCalls: positions[0]?.openShortCalls.length,
    tradeable: call?.details.tradeable_contracts,
    // A held call reviewed: a roll or a close, or left alone (far out of the money on expiry day: let it expire).
    reviews:
      opportunities.filter((opportunity) => opportunity.opportunity_type !== 'covered_call').length +
      skipped.filter((item) => item.subject !== 'covered_call').length,
  };
};

describe('an expired tracked call, as the ledger and the engine see it', () => {
  it('covers its shares and is reviewed until the expiration close', () => {
    expect(generatedAt(newYorkInstant(THIS_FRIDAY, 15, 59))).toEqual({
      openCalls: 1,
      tradeable: 1,
      reviews: 1,
    });
  });

  it.each([
    ['at the close', newYorkInstant(THIS_FRIDAY, 16, 0)],
    ['on the next session', newYorkInstant('2025-03-17', 10, 0)],
  ])('no longer blocks contracts %s: all 3 are tradeable again and nothing is reviewed', (_when, now) => {
    expect(generatedAt(now)).toEqual({ openCalls: 0, tradeable: 3, reviews: 0 });
  });
});
