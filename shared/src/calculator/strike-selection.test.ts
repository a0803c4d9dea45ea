import { describe, expect, it } from 'vitest';
import { CALENDAR_YEAR_MS, expiryInstant } from '../calendar/expirations';
import type { RiskLevel } from '../contracts/calculator';
import type { MarketModel } from '../market/market-model';
import {
  analyticStrikeForDelta,
  callDelta,
  strikeForDelta,
  type StrikeForDeltaInput,
} from './strike-selection';
import { createFixedMarket, flatCloses } from './testing/fixed-market';

/**
 * One weekly trade: enter at Friday 20 June 2025's close, sell the call expiring Friday 27 June, exactly
 * 7/365 of a year later (no clock change in between). Spot $100, r = 4 %, q = 0. The deltas quoted in the
 * test names are e^(-qT) N(d1) (Hull, "Options, Futures, and Other Derivatives", ch. 19), worked out
 * independently with Python's math.erf; e.g. at σ = 25 %: strike 101 → 0.402, 102 → 0.297, 103 → 0.208, 104 →
 * 0.137, 105 → 0.085.
 */
const ENTRY = '2025-06-20';
const EXPIRATION = '2025-06-27';
const instant = expiryInstant(ENTRY);
const years = (expiryInstant(EXPIRATION).getTime() - instant.getTime()) / CALENDAR_YEAR_MS;

const createMarket = (volatility: number, strikeIncrement = 1): MarketModel =>
  createFixedMarket({
    through: '2025-06-30',
    tickers: { FLAT: { closes: flatCloses(300, 100), volatility, strikeIncrement } },
  });

const select = (market: MarketModel, risk: RiskLevel, overrides: Partial<StrikeForDeltaInput> = {}) =>
  strikeForDelta({
    market,
    ticker: 'FLAT',
    risk,
    date: ENTRY,
    instant,
    expiration: EXPIRATION,
    spot: 100,
    years,
    rate: 0.04,
    ...overrides,
  });

describe('strike selection by goal band', () => {
  it('the trade is exactly 7/365 of a year', () => {
    expect(years).toBe(7 / 365);
  });

  it.each([
    ['conservative', 104, 'target 0.15: 104 (0.137) beats 103 (0.208, above the band)'],
    ['balanced', 102, 'target 0.275: 102 (0.297) beats 103 (0.208)'],
    ['aggressive', 101, 'target 0.40: 101 (0.402)'],
  ] as const)('%s sells the %i call (%s)', (risk, strike, _why) => {
    // Prepare
    const market = createMarket(0.25);
    // Act
    const quote = select(market, risk);
    // Assess
    expect(quote.strike).toBe(strike);
    expect(quote.bid).toBeCloseTo(quote.ask - 0.1, 12);
  });

  it('prefers a strike inside the band to a closer one outside it', () => {
    // Prepare: $2.50 strikes at σ = 21 %: 102.5 has delta 0.2095 (0.06 from 0.15 but not under 0.20),
    // 105 has 0.0508 (0.10 from 0.15, inside the conservative band).
    const market = createMarket(0.21, 2.5);
    // Act
    const quote = select(market, 'conservative');
    // Assess
    expect(quote.strike).toBe(105);
    expect(quote.delta).toBeCloseTo(0.0508, 4);
  });

  it('never sells in the money: on a quiet stock, aggressive gets the first strike above spot', () => {
    // Prepare: at σ = 10 % the 101 call has delta 0.256, below the aggressive band; 100 and below are not
    // OTM.
    const market = createMarket(0.1);
    // Act
    const quote = select(market, 'aggressive');
    // Assess
    expect(quote.strike).toBe(101);
    expect(quote.delta).toBeCloseTo(0.2558, 4);
  });

  it('walks away from a bad volatility guess to the same strike', () => {
    // Prepare: a 60 % guess puts the first screen near 103; the model's 25 % brings it back to 102.
    const market = createMarket(0.25);
    // Act
    const quote = select(market, 'balanced', { volatilityGuess: 0.6 });
    // Assess
    expect(quote.strike).toBe(102);
  });

  it('asks the model for one quote when the volatility guess is right', () => {
    // Prepare
    const market = createMarket(0.25);
    let quotes = 0;
    const counting: MarketModel = {
      ...market,
      priceOptionCore: (input) => {
        quotes += 1;
        return market.priceOptionCore(input);
      },
    };
    // Act
    select(counting, 'balanced', { volatilityGuess: 0.25 });
    // Assess
    expect(quotes).toBe(1);
  });
});

describe('analytic strike for a delta', () => {
  it.each([0.15, 0.275, 0.4])('the strike it returns has delta %f', (delta) => {
    // Act
    const strike = analyticStrikeForDelta(delta, 100, 30 / 365, 0.04, 0.02, 0.3);
    // Assess
    expect(callDelta(100, strike, 30 / 365, 0.04, 0.02, 0.3)).toBeCloseTo(delta, 12);
  });

  it('returns the spot when no time or volatility is left', () => {
    expect(analyticStrikeForDelta(0.3, 100, 0, 0.04, 0, 0.3)).toBe(100);
    expect(analyticStrikeForDelta(0.3, 100, 0.1, 0.04, 0, 0)).toBe(100);
  });
});
