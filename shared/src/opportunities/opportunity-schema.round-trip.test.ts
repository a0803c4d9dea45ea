import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import {
  DEFAULT_DISMISS_REASON,
  opportunityActionSchema,
  opportunityFeedbackSchema,
  opportunityListQuerySchema,
  opportunitySchema,
  recalculationRequestSchema,
} from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createPosition,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

describe('opportunity contracts', () => {
  // Every type and variant at once: a covered call with warnings, one short of shares, a roll and a close.
  const { opportunities } = generateOpportunities(
    createGenerateInput({
      positions: [
        createPosition({
          openShortCalls: [
            createOpenShortCall({ strike: 100, expiration: THIS_FRIDAY }),
            createOpenShortCall({ strike: 80, expiration: THIS_FRIDAY }),
          ],
        }),
        createPosition({ ticker: 'WIDG', shares: 40 }),
      ],
      goals: { ACME: createGoal(), WIDG: createGoal() },
      market: createTestMarket({
        tickers: {
          ACME: { price: 100, earnings: [{ date: '2025-03-19', time: 'after-close' }] },
          WIDG: { price: 30, weekly: false },
        },
      }),
      now: newYorkInstant('2025-03-12', 14, 0),
    }),
  );

  it('covers every type the engine makes', () => {
    // Assess
    expect(new Set(opportunities.map((opportunity) => opportunity.opportunity_type))).toEqual(
      new Set(['covered_call', 'option_roll', 'option_close']),
    );
    expect(opportunities.some((opportunity) => opportunity.warnings.length > 0)).toBe(true);
  });

  it('parses every generated opportunity back to itself, through JSON too', () => {
    // Act and Assess
    for (const opportunity of opportunities) {
      expect(opportunitySchema.parse(opportunity)).toEqual(opportunity);
      expect(opportunitySchema.parse(JSON.parse(JSON.stringify(opportunity)))).toEqual(opportunity);
    }
  });

  it('reads the list query: comma lists, default and maximum limit', () => {
    // Act and Assess
    expect(
      opportunityListQuerySchema.parse({
        accountId: 'a1',
        status: 'active, expired,active',
        tickers: 'acme,brk-b',
      }),
    ).toEqual({
      accountId: 'a1',
      status: ['active', 'expired'],
      tickers: ['ACME', 'BRK.B'],
      limit: 200,
    });
    expect(opportunityListQuerySchema.parse({ accountId: 'a1', limit: '20' }).limit).toBe(20);
    expect(opportunityListQuerySchema.safeParse({ accountId: 'a1', limit: '201' }).success).toBe(false);
    expect(opportunityListQuerySchema.safeParse({ accountId: 'a1', status: 'open' }).success).toBe(false);
    expect(opportunityListQuerySchema.safeParse({}).success).toBe(false);
  });

  it('reads act and dismiss bodies, with the default dismissal reason', () => {
    // Act and Assess
    expect(opportunityActionSchema.parse({ action: 'dismiss' })).toEqual({
      action: 'dismiss',
      reason: DEFAULT_DISMISS_REASON,
    });
    expect(opportunityActionSchema.parse({ action: 'dismiss', reason: 'Too risky' })).toEqual({
      action: 'dismiss',
      reason: 'Too risky',
    });
    expect(
      opportunityActionSchema.parse({
        action: 'act',
        details: { strike: 105, expiration: NEXT_FRIDAY, contracts: 2 },
      }),
    ).toEqual({ action: 'act', details: { strike: 105, expiration: NEXT_FRIDAY, contracts: 2 } });
    expect(opportunityActionSchema.parse({ action: 'act', details: 'Sold at my broker' })).toEqual({
      action: 'act',
      details: 'Sold at my broker',
    });
    expect(opportunityActionSchema.safeParse({ action: 'act', details: { contracts: 0 } }).success).toBe(
      false,
    );
    expect(opportunityActionSchema.safeParse({ action: 'archive' }).success).toBe(false);
  });

  it('reads feedback: a rating 1-5 or a comment up to 500 characters', () => {
    // Act and Assess
    expect(opportunityFeedbackSchema.parse({ rating: 5 })).toEqual({ rating: 5 });
    expect(opportunityFeedbackSchema.parse({ comments: 'Clear' })).toEqual({ comments: 'Clear' });
    expect(opportunityFeedbackSchema.safeParse({}).success).toBe(false);
    expect(opportunityFeedbackSchema.safeParse({ comments: '  ' }).success).toBe(false);
    expect(opportunityFeedbackSchema.safeParse({ rating: 6 }).success).toBe(false);
    expect(opportunityFeedbackSchema.safeParse({ rating: 4, comments: 'x'.repeat(501) }).success).toBe(false);
    expect(opportunityFeedbackSchema.safeParse({ rating: 4, comments: 'x'.repeat(500) }).success).toBe(true);
  });

  it('reads the recalculation request', () => {
    // Act and Assess
    expect(
      recalculationRequestSchema.parse({
        underlying: 'acme',
        strike: 105,
        expiration: NEXT_FRIDAY,
        contracts: 2,
        account_id: 'a1',
      }),
    ).toEqual({ underlying: 'ACME', strike: 105, expiration: NEXT_FRIDAY, contracts: 2, account_id: 'a1' });
    expect(
      recalculationRequestSchema.safeParse({
        underlying: 'ACME',
        strike: 105,
        expiration: NEXT_FRIDAY,
        contracts: 0,
        account_id: 'a1',
      }).success,
    ).toBe(false);
  });
});
