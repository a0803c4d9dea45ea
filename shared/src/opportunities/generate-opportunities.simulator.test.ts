import { describe, expect, it } from 'vitest';
import { daysToExpiry, isMonthlyExpiration } from '../calendar/expirations';
import { newYorkInstant } from '../calendar/nyse-calendar';
import {
  opportunitySchema,
  type CoveredCallOpportunity,
  type RollOpportunity,
} from '../contracts/opportunities';
import { createMarketSimulator } from '../market/simulator/market-simulator';
import { generateOpportunities, type GenerateOpportunitiesInput } from './generate-opportunities';
import { LIQUIDITY_FLOORS } from './opportunity-rules';
import { sortOpportunities } from './opportunity-list';

/**
 * Scenario on the product's simulated market (seed `thetix`), Monday 16 November 2026 at 14:00 New York, the week
 * the simulator's reference prices are anchored on: AAPL (weeklies, about $263) with a $255 call sold that
 * expires Friday, now in the money; MAIN (monthly options only) with a weekly goal; KO with 80 shares. The exact
 * prices are the simulator's; the assertions are the engine's rules, which hold whatever they are.
 */
describe('opportunities on the market simulator', () => {
  const now = newYorkInstant('2026-11-16', 14, 0);
  const input = (market = createMarketSimulator()): GenerateOpportunitiesInput => ({
    accountId: 'account-1',
    market,
    now,
    positions: [
      {
        ticker: 'AAPL',
        shares: 450,
        costBasisPerShare: 210,
        openShortCalls: [
          {
            optionSymbol: 'AAPL261120C00255000',
            strike: 255,
            expiration: '2026-11-20',
            contracts: 2,
            averagePremium: 3.1,
          },
        ],
      },
      { ticker: 'MAIN', shares: 250, costBasisPerShare: 55, openShortCalls: [] },
      { ticker: 'KO', shares: 80, costBasisPerShare: 60, openShortCalls: [] },
    ],
    goals: {
      AAPL: { riskLevel: 'balanced', cadence: 'weekly' },
      MAIN: { riskLevel: 'conservative', cadence: 'weekly' },
      KO: { riskLevel: 'aggressive', cadence: 'monthly' },
    },
  });
  const { opportunities, skipped } = generateOpportunities(input());
  const coveredCall = (ticker: string) =>
    opportunities.find(
      (opportunity) =>
        opportunity.opportunity_type === 'covered_call' && opportunity.primary_ticker === ticker,
    ) as CoveredCallOpportunity;

  it('proposes a roll and three covered calls, in list order, all valid against the contract', () => {
    // Assess
    expect(skipped).toEqual([]);
    expect(
      opportunities.map((opportunity) => `${opportunity.opportunity_type}:${opportunity.primary_ticker}`),
    ).toEqual(['option_roll:AAPL', 'covered_call:AAPL', 'covered_call:MAIN', 'covered_call:KO']);
    expect(sortOpportunities(opportunities)).toEqual(opportunities);
    for (const opportunity of opportunities)
      expect(opportunitySchema.parse(opportunity)).toEqual(opportunity);
  });

  it('sells liquid, out-of-the-money calls on the cadence asked for', () => {
    // Assess
    for (const ticker of ['AAPL', 'MAIN', 'KO']) {
      const { details } = coveredCall(ticker);
      expect(details.strike).toBeGreaterThan(details.current_price);
      expect(details.open_interest).toBeGreaterThanOrEqual(LIQUIDITY_FLOORS.minOpenInterest);
      expect(details.volume).toBeGreaterThanOrEqual(LIQUIDITY_FLOORS.minVolume);
      expect(details.last_bid).toBeGreaterThanOrEqual(LIQUIDITY_FLOORS.minBid);
      expect(details.premium).toBeCloseTo((details.last_bid + details.last_ask) / 2, 12);
    }
    expect(coveredCall('AAPL').details).toMatchObject({
      expiration: '2026-11-20',
      contracts: 2,
      risk_level: 'balanced',
    });
    expect(coveredCall('AAPL').details.delta).toBeGreaterThanOrEqual(0.2);
    expect(coveredCall('AAPL').details.delta).toBeLessThanOrEqual(0.35);
    const main = coveredCall('MAIN');
    expect(isMonthlyExpiration(main.details.expiration)).toBe(true);
    expect(daysToExpiry(now, main.details.expiration)).toBeGreaterThanOrEqual(14);
    expect(main.warnings.map((warning) => warning.code)).toContain('weekly_options_unavailable');
    expect(coveredCall('KO').details).toMatchObject({
      contracts: 1,
      tradeable_contracts: 0,
      shares_needed: 20,
    });
  });

  it('rolls the in-the-money call up or out for a credit, never down', () => {
    // Act
    const roll = opportunities[0] as RollOpportunity;

    // Assess
    expect(roll.details.trigger).toBe('in_the_money');
    expect(roll.details.roll_to.strike).toBeGreaterThanOrEqual(255);
    expect(roll.details.roll_to.expiration > '2026-11-20').toBe(true);
    expect(roll.details.net_credit_per_share).toBeGreaterThanOrEqual(0.05);
    expect(roll.details.net_credit).toBeCloseTo(roll.details.net_credit_per_share * 200, 9);
  });

  it('is deterministic: a second simulator gives the same opportunities', () => {
    // Act and Assess
    expect(generateOpportunities(input(createMarketSimulator())).opportunities).toEqual(opportunities);
  });
});
