import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type {
  CloseOpportunity,
  PutSellOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { tradePreviewSchema } from '@thetix/shared/contracts/opportunity-actions';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import {
  createOpenShortPut,
  createPosition,
  createPutInput,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from '@thetix/shared/opportunities/testing/fixtures';
import { describe, expect, it } from 'vitest';
import type { AccountSummary } from './opportunity-ports';
import { closePreview, MANUAL_ACCOUNT_NOTE, putSellPreview, rollPreview } from './trade-preview';

/**
 * Issue 31: the trade preview of a cash-secured put (a sell-to-open put order, with the cash it secures), and of a
 * held put's buy-back and roll. Opportunities come from the engine on the shared test market: the balanced weekly
 * $98 put of 14 March at a mid of 0.3351 (put-sell.balanced-weekly), $20,000 set aside: 2 contracts.
 */
describe('trade preview of puts', () => {
  const account: AccountSummary = { id: 'account-1', name: 'Manual', source: 'manual', hidden: false };

  it('previews a put sale as a sell-to-open put order at the mid, with its collateral', () => {
    // Prepare
    const [put] = generateOpportunities(
      createPutInput({
        watchlist: [{ ticker: 'ACME', riskLevel: 'balanced', cadence: 'weekly', cash: 20_000 }],
      }),
    ).opportunities as PutSellOpportunity[];
    const premium = put!.details.premium;

    // Act
    const preview = putSellPreview(put!, account, 1);

    // Assess
    expect(put!.details.contracts).toBe(2);
    expect(preview).toMatchObject({
      action: 'sell_to_open',
      option_type: 'put',
      is_roll: false,
      quantity: 1,
      price: premium,
      strike: 98,
      expiration: THIS_FRIDAY,
      option_symbol: 'ACME250314P00098000',
      symbol: 'ACME',
      collateral: 9800,
      open_order: {
        action: 'sell_to_open',
        quantity: 1,
        price: premium,
        option_symbol: 'ACME250314P00098000',
      },
      close_order: null,
      is_manual_account: true,
      order_details: { account_id: 'account-1', note: MANUAL_ACCOUNT_NOTE },
    });
    // premium × 100 × 1 contract, no commission estimated: 0.3351 × 100 = $33.51.
    expect(preview.net_credit).toBeCloseTo(premium * 100, 12);
    expect(preview.net_credit).toBeCloseTo(33.51, 2);
    expect(tradePreviewSchema.parse(preview)).toEqual(preview);
  });

  it('previews buying a held put back as a buy-to-close put order', () => {
    // Prepare: the $95 put of 21 March at 80 % captured (open-put.premium-captured).
    const held = createOpenShortPut({
      strike: 95,
      expiration: NEXT_FRIDAY,
      contracts: 2,
      averagePremium: 1.297,
    });
    const close = generateOpportunities(
      createPutInput({ watchlist: [], positions: [createPosition({ shares: 0, openShortPuts: [held] })] }),
    ).opportunities[0] as CloseOpportunity;

    // Act
    const preview = closePreview(close, account, 2);

    // Assess
    expect(preview).toMatchObject({
      action: 'buy_to_close',
      option_type: 'put',
      quantity: 2,
      strike: 95,
      option_symbol: 'ACME250321P00095000',
      close_order: { action: 'buy_to_close', quantity: 2, option_symbol: 'ACME250321P00095000' },
      open_order: null,
    });
    expect(preview.net_credit).toBeCloseTo(-close.details.premium * 200, 12);
    expect(tradePreviewSchema.parse(preview)).toEqual(preview);
  });

  it('previews a roll down and out as one net-credit order of two put legs', () => {
    // Prepare: the challenged $100 put rolled to the $98 of 21 March under the watchlist's balanced goal (open-put.challenged).
    const held = createOpenShortPut({ strike: 100, expiration: THIS_FRIDAY, averagePremium: 0.5 });
    const roll = generateOpportunities(
      createPutInput({
        now: newYorkInstant('2025-03-14', 10, 0),
        positions: [createPosition({ shares: 0, openShortPuts: [held] })],
      }),
    ).opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;

    // Act
    const preview = rollPreview(roll, account, 1);

    // Assess
    expect(preview).toMatchObject({
      action: 'roll',
      option_type: 'put',
      is_roll: true,
      strike: 98,
      option_symbol: 'ACME250321P00098000',
      close_order: { action: 'buy_to_close', option_symbol: 'ACME250314P00100000' },
      open_order: { action: 'sell_to_open', option_symbol: 'ACME250321P00098000' },
    });
    expect(preview.net_credit).toBeCloseTo(roll.details.net_credit_per_share * 100, 1);
    expect(tradePreviewSchema.parse(preview)).toEqual(preview);
  });
});
