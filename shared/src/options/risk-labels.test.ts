import { describe, expect, it } from 'vitest';
import {
  compareRiskLevels,
  deltaLevel,
  drawerDeltaLabel,
  goalRiskBand,
  openInterestLevel,
  RISK_SORT_ORDER,
  strikeChangeColor,
  strikeListRisk,
  pickRiskText,
} from './risk-labels';

// Each boundary is checked on both sides: the spec's "under x" puts x itself in the next word up.
describe('drawerDeltaLabel (spec part 2 §9, drawer scale)', () => {
  it.each([
    [0, 'Very Low'],
    [0.19999, 'Very Low'],
    [0.2, 'Low'],
    [0.29999, 'Low'],
    [0.3, 'Medium'],
    [0.49999, 'Medium'],
    [0.5, 'High'],
    [0.59999, 'High'],
    [0.6, 'Very High'],
    [0.79999, 'Very High'],
    [0.8, 'Almost Certain'],
    [1, 'Almost Certain'],
    [-0.25, 'Low'],
    [-0.85, 'Almost Certain'],
  ])('delta %d is %s', (delta, label) => {
    expect(drawerDeltaLabel(delta)).toBe(label);
  });
});

describe('deltaLevel (the alternate five-level scale)', () => {
  it.each([
    [0.1, 'very low'],
    [0.19999, 'very low'],
    [0.2, 'low'],
    [0.29999, 'low'],
    [0.3, 'medium'],
    [0.49999, 'medium'],
    [0.5, 'high'],
    [0.69999, 'high'],
    [0.7, 'very high'],
    [0.95, 'very high'],
    [-0.6, 'high'],
  ])('delta %d is %s', (delta, level) => {
    expect(deltaLevel(delta)).toBe(level);
  });
});

describe('strikeListRisk (absolute delta, 15 % / 25 % / 40 %)', () => {
  it.each([
    [0.05, 'Very Low'],
    [0.14999, 'Very Low'],
    [0.15, 'Low'],
    [0.24999, 'Low'],
    [0.25, 'Medium'],
    [0.39999, 'Medium'],
    [0.4, 'High'],
    [0.9, 'High'],
    [-0.3, 'Medium'],
  ])('delta %d is %s', (delta, risk) => {
    expect(strikeListRisk(delta)).toBe(risk);
  });
});

describe('goalRiskBand (risk tooltip: conservative < 0.20 ≤ balanced ≤ 0.35 < aggressive)', () => {
  it.each([
    [0.1, 'conservative'],
    [0.19999, 'conservative'],
    [0.2, 'balanced'],
    [0.3, 'balanced'],
    [0.35, 'balanced'],
    [0.35001, 'aggressive'],
    [0.6, 'aggressive'],
    [-0.2, 'balanced'],
  ])('delta %d is %s', (delta, band) => {
    expect(goalRiskBand(delta)).toBe(band);
  });
});

describe('strikeChangeColor and openInterestLevel (roll strike-change table)', () => {
  it.each([
    [0.1, 'green'],
    [0.19999, 'green'],
    [0.2, 'yellow'],
    [0.34999, 'yellow'],
    [0.35, 'red'],
    [0.7, 'red'],
  ])('delta %d is %s', (delta, color) => {
    expect(strikeChangeColor(delta)).toBe(color);
  });

  it.each([
    [0, 'low'],
    [100, 'low'],
    [101, 'medium'],
    [1000, 'medium'],
    [1001, 'high'],
    [250_000, 'high'],
  ])('open interest %d is %s', (openInterest, level) => {
    expect(openInterestLevel(openInterest)).toBe(level);
  });
});

describe('invalid inputs', () => {
  it('refuses a delta that is not a finite number rather than labelling it', () => {
    for (const label of [drawerDeltaLabel, deltaLevel, strikeListRisk, goalRiskBand, strikeChangeColor]) {
      expect(() => label(Number.NaN)).toThrow(RangeError);
      expect(() => label(Infinity)).toThrow(/^delta must/);
    }
  });

  it('refuses a negative or non-finite open interest', () => {
    expect(() => openInterestLevel(-1)).toThrow(/^openInterest must/);
    expect(() => openInterestLevel(Number.NaN)).toThrow(RangeError);
  });
});

describe('compareRiskLevels', () => {
  it('sorts into the spec order: conservative, balanced, aggressive, growth, market, unknown', () => {
    // Prepare
    const levels = ['unknown', 'growth', 'conservative', 'market', 'aggressive', 'balanced'];

    // Act
    const sorted = [...levels].sort(compareRiskLevels);

    // Assess
    expect(sorted).toEqual([...RISK_SORT_ORDER]);
  });

  it('puts levels the order does not name, such as custom, after unknown and keeps their order', () => {
    const sorted = ['custom', 'unknown', 'zeta', 'balanced'].sort(compareRiskLevels);
    expect(sorted).toEqual(['balanced', 'unknown', 'custom', 'zeta']);
  });

  it("words a pick by its goal inside the goal's band, and as the closest to it outside, with the band", () => {
    expect(pickRiskText('balanced', 0.27)).toEqual({ value: 'Balanced', band: '', inBand: true });
    expect(pickRiskText('balanced', 0.17)).toEqual({
      value: 'Closest to Balanced',
      band: ' (Balanced is 0.20-0.35)',
      inBand: false,
    });
    expect(pickRiskText('conservative', 0.22).value).toBe('Closest to Conservative');
    expect(pickRiskText('custom', 0.5)).toEqual({ value: 'Custom', band: '', inBand: true });
  });
});
