// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calculateButtonState } from './calculate-button';

const ready = {
  changed: true,
  failed: false,
  calculating: false,
  total: 100_000,
  tickerChecks: ['valid' as const],
};

describe('Calculate button (spec part 1 §5)', () => {
  it.each([
    ['while loading', { calculating: true }, { label: 'Calculating...', disabled: true }],
    ['when the total is 0', { total: 0 }, { label: 'Add Positions', disabled: true }],
    [
      'when a filled ticker is invalid',
      { tickerChecks: ['valid', 'invalid'] },
      { label: 'Invalid Tickers', disabled: true },
    ],
    ['when nothing changed', { changed: false }, { label: 'Calculate', disabled: true }],
    [
      'while a ticker is being checked',
      { tickerChecks: ['checking'] },
      { label: 'Calculate', disabled: true },
    ],
    ['when rows changed and tickers are valid', {}, { label: 'Calculate', disabled: false }],
    [
      'after a failure, to try the same rows again',
      { changed: false, failed: true },
      { label: 'Calculate', disabled: false },
    ],
    [
      'when a lookup failed but the ticker may exist',
      { tickerChecks: ['unverified'] },
      { label: 'Calculate', disabled: false },
    ],
  ] as const)('is %s', (_case, overrides, expected) => {
    // Act
    const state = calculateButtonState({ ...ready, ...overrides });

    // Assess
    expect(state).toEqual(expected);
  });
});
