import { describe, expect, it } from 'vitest';
import { marketSession } from '../calendar/nyse-calendar';
import type { CoveredCallOpportunity, RollOpportunity } from '../contracts/opportunities';
import type { DividendEvent } from '../market/market-model';
import { generateOpportunities } from './generate-opportunities';
import {
  createGenerateInput,
  createOpenShortCall,
  createPosition,
  NEXT_FRIDAY,
  THIS_FRIDAY,
} from './testing/fixtures';
import { createTestMarket, testCallValue } from './testing/test-market';

/**
 * An American call is exercised early on the eve of an ex-dividend date when the dividend is worth more than the
 * time value the exercise gives up. The time value is the call's value at the eve's close less its intrinsic value:
 * at the current price for a call in the money, at the strike for one out of it.
 */
describe('early assignment warning before an ex-dividend date', () => {
  const dividend = (amount: number, exDate = '2025-03-13'): DividendEvent => ({
    exDate,
    payDate: '2025-04-01',
    amount,
  });
  const eveClose = (date: string) => marketSession(date)?.close ?? new Date(NaN);

  describe('on a new out-of-the-money call ($102, Friday)', () => {
    // Time value at the strike on Wednesday 12 March's close: the $102 call with spot $102 and 2 days left.
    const timeValue = testCallValue({
      spot: 102,
      strike: 102,
      now: eveClose('2025-03-12'),
      expiration: THIS_FRIDAY,
    }).price;
    const warningsWith = (dividends: DividendEvent[]) =>
      (
        generateOpportunities(
          createGenerateInput({
            market: createTestMarket({ tickers: { ACME: { price: 100, dividends } } }),
          }),
        ).opportunities[0] as CoveredCallOpportunity
      ).warnings;

    it('warns when the dividend exceeds the time value left on the eve', () => {
      // Prepare
      const amount = Math.ceil((timeValue + 0.01) * 100) / 100;

      // Act
      const warnings = warningsWith([dividend(amount)]);

      // Assess
      expect(warnings).toEqual([
        {
          code: 'early_assignment_risk',
          message: `Ex-dividend on Mar 13, 2025 before this option expires: if ACME is above the $102.00 strike on Mar 12, 2025, the $${amount.toFixed(2)} dividend exceeds the call's remaining time value ($${timeValue.toFixed(2)}) and early assignment is likely that day`,
        },
      ]);
    });

    it('says nothing when the dividend is below the time value', () => {
      // Act and Assess
      expect(warningsWith([dividend(Math.floor((timeValue - 0.01) * 100) / 100)])).toEqual([]);
    });

    it('says nothing about an ex-date after expiry, or today', () => {
      // Act and Assess
      expect(warningsWith([dividend(5, '2025-03-17'), dividend(5, '2025-03-10')])).toEqual([]);
    });
  });

  describe('on a roll into an in-the-money call', () => {
    it('expects assignment on the eve, at the current price', () => {
      // Prepare: the roll.in-the-money scenario rolls the $97 call into the 28 March one; ex-date Thursday 27 March.
      const timeValue =
        testCallValue({ spot: 100, strike: 97, now: eveClose('2025-03-26'), expiration: '2025-03-28' })
          .price - 3;
      const held = createOpenShortCall({ strike: 97, expiration: NEXT_FRIDAY, averagePremium: 2 });

      // Act
      const roll = generateOpportunities(
        createGenerateInput({
          positions: [createPosition({ openShortCalls: [held] })],
          market: createTestMarket({
            tickers: { ACME: { price: 100, dividends: [dividend(0.5, '2025-03-27')] } },
          }),
        }),
      ).opportunities.find(
        (opportunity) => opportunity.opportunity_type === 'option_roll',
      ) as RollOpportunity;

      // Assess
      expect(timeValue).toBeLessThan(0.5);
      expect(roll.warnings).toEqual([
        {
          code: 'early_assignment_risk',
          message: `Ex-dividend on Mar 27, 2025 before this option expires: the $0.50 dividend exceeds the call's remaining time value ($${timeValue.toFixed(2)}), so expect early assignment on Mar 26, 2025`,
        },
      ]);
    });
  });
});
