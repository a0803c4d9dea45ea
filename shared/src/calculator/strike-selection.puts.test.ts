import { describe, expect, it } from 'vitest';
import { CALENDAR_YEAR_MS, expiryInstant } from '../calendar/expirations';
import type { RiskLevel } from '../contracts/calculator';
import { createStrikeSelector, putDeltaMagnitude } from './strike-selection';
import { createFixedMarket, flatCloses } from './testing/fixed-market';

/**
 * The wheel's puts: the same trade as strike-selection.test.ts (Friday 20 June 2025 to Friday 27 June, 7/365 of a
 * year, spot $100, σ = 25 %, r = 4 %, q = 0), on the other side of the spot. Put deltas worked out with Python's
 * math.erf as e^(-qT) N(d1) − 1: 99 → −0.3708, 98 → −0.2666, 97 → −0.1790, 96 → −0.1115.
 */
const ENTRY = '2025-06-20';
const EXPIRATION = '2025-06-27';
const instant = expiryInstant(ENTRY);
const years = (expiryInstant(EXPIRATION).getTime() - instant.getTime()) / CALENDAR_YEAR_MS;
const market = createFixedMarket({
  through: '2025-06-30',
  tickers: { FLAT: { closes: flatCloses(300, 100), volatility: 0.25 } },
});
const select = (risk: RiskLevel, options: { guess?: number; maxStrike?: number; spot?: number } = {}) =>
  createStrikeSelector(market, 'FLAT', risk, 'put')(
    ENTRY,
    instant,
    EXPIRATION,
    options.spot ?? 100,
    years,
    0.04,
    options.guess ?? Number.NaN,
    options.maxStrike,
  );

describe('put strike selection by goal band', () => {
  it.each([
    ['conservative', 97, 'target 0.15: 97 (0.179) beats 96 (0.112)'],
    ['balanced', 98, 'target 0.275: 98 (0.267), in the band'],
    ['aggressive', 99, 'target 0.40: 99 (0.371), the nearest put under the spot'],
  ] as const)('%s sells the %i put (%s)', (risk, strike, _why) => {
    const quote = select(risk);
    expect(quote?.type).toBe('put');
    expect(quote?.strike).toBe(strike);
    expect(quote?.delta).toBeLessThan(0);
  });

  it('agrees with the screening delta: |put delta| = e^(-qT) − call delta', () => {
    expect(putDeltaMagnitude(100, 98, years, 0.04, 0, 0.25)).toBeCloseTo(0.2666, 4);
    expect(Math.abs(select('balanced')?.delta ?? NaN)).toBeCloseTo(0.2666, 4);
  });

  it('never sells a put in the money: at the spot itself, the strike is under it', () => {
    // Spot exactly on a strike ($99): aggressive wants more delta than 98 has, but 99 is at the money.
    const quote = select('aggressive', { spot: 99 });
    expect(quote?.strike).toBe(98);
  });

  it('lands on the same strike from a poor volatility guess', () => {
    expect(select('balanced', { guess: 0.9 })?.strike).toBe(98);
    expect(select('balanced', { guess: 0.05 })?.strike).toBe(98);
  });

  it('keeps under the cash: a $9,650 cap sells the 96, and a cap under the lowest strike sells nothing', () => {
    expect(select('balanced', { maxStrike: 96.5 })?.strike).toBe(96);
    expect(select('balanced', { maxStrike: 0.5 })).toBeUndefined();
  });
});
