import { describe, expect, it } from 'vitest';
import { newYorkInstant } from '../calendar/nyse-calendar';
import { openPutStatusSchema, opportunitySchema } from '../contracts/opportunities';
import { generateOpportunities } from './generate-opportunities';
import {
  createGenerateInput,
  createGoal,
  createOpenShortCall,
  createOpenShortPut,
  createPosition,
  createWatchlistEntry,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket } from './testing/test-market';

/**
 * Issue 31 item 2: the contract with `put_sell` and the put review reads what the engine makes back to itself, and
 * still reads what it made before (a covered call, a call's roll and close): the old shapes stay valid.
 */
describe('opportunity contract with cash-secured puts', () => {
  const wednesday = newYorkInstant('2025-03-12', 14, 0);
  const { opportunities, openPuts } = generateOpportunities(
    createGenerateInput({
      positions: [
        createPosition({
          openShortCalls: [
            createOpenShortCall({ strike: 100, expiration: THIS_FRIDAY }),
            createOpenShortCall({ strike: 80, expiration: THIS_FRIDAY }),
          ],
          openShortPuts: [
            createOpenShortPut({ strike: 100, expiration: THIS_FRIDAY, averagePremium: 1.5 }),
            createOpenShortPut({ strike: 115, expiration: THIS_FRIDAY, averagePremium: 2 }),
          ],
        }),
      ],
      goals: { ACME: createGoal() },
      // $40,000 set aside: $21,500 is secured by the two open puts, $18,500 is left for new ones.
      watchlist: [createWatchlistEntry({ targetPrice: 99, cash: 40_000 })],
      market: createTestMarket({
        tickers: { ACME: { price: 100, earnings: [{ date: '2025-03-19', time: 'after-close' }] } },
      }),
      now: wednesday,
    }),
  );

  it('makes a put sale, a call and a put roll, and a let-assign review', () => {
    // Assess
    expect(new Set(opportunities.map((opportunity) => opportunity.opportunity_type))).toEqual(
      new Set(['covered_call', 'option_roll', 'option_close', 'put_sell']),
    );
    expect(
      opportunities
        .filter((opportunity) => opportunity.opportunity_type === 'option_roll')
        .map((opportunity) => opportunity.details.current_position.option_type)
        .sort(),
    ).toEqual(['call', 'put']);
    expect(openPuts.map((status) => status.action)).toEqual(['roll', 'let_assign']);
  });

  it('parses every generated opportunity and put status back to itself, through JSON too', () => {
    // Act and Assess
    for (const opportunity of opportunities) {
      expect(opportunitySchema.parse(opportunity)).toEqual(opportunity);
      expect(opportunitySchema.parse(JSON.parse(JSON.stringify(opportunity)))).toEqual(opportunity);
    }
    for (const status of openPuts) expect(openPutStatusSchema.parse(status)).toEqual(status);
  });

  it('still reads an opportunity stored before puts: no put fields, a roll up with a positive strike change', () => {
    // Prepare: a call's roll as stored before issue 31, without the fields added since.
    const roll = opportunities.find(
      (opportunity) =>
        opportunity.opportunity_type === 'option_roll' &&
        opportunity.details.current_position.option_type === 'call',
    );
    const stored = JSON.parse(JSON.stringify(roll)) as Record<string, unknown>;

    // Act and Assess
    expect(opportunitySchema.parse(stored)).toEqual(roll);
    expect(opportunitySchema.safeParse({ ...stored, opportunity_type: 'put_sell' }).success).toBe(false);
  });
});
