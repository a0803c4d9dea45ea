// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadingMessageAt, loadingMessages, loadingTimings } from './loading-messages';

describe('onboarding loading messages (spec part 1 §2, §9)', () => {
  it('has 20 distinct messages starting with the examples the spec shows', () => {
    expect(loadingMessages).toHaveLength(20);
    expect(new Set(loadingMessages).size).toBe(20);
    expect(loadingMessages.slice(0, 6)).toEqual([
      'Analyzing your portfolio...',
      'Preparing your dashboard...',
      'Optimizing opportunities...',
      'Calculating potential income...',
      'Personalizing your experience...',
      'Almost ready...',
    ]);
  });

  it.each([
    [0, 'Analyzing your portfolio...'],
    [1_499, 'Analyzing your portfolio...'],
    [1_500, 'Preparing your dashboard...'],
    [4_500, 'Calculating potential income...'],
    [60_000, 'Finishing up...'],
  ])('shows the message for %i ms, one every 1.5 s, stopping at the last', (elapsed, expected) => {
    expect(loadingMessageAt(elapsed)).toBe(expected);
  });

  it('records completion at 2 s, goes on 1 s after success and never waits past 10 s', () => {
    expect(loadingTimings).toEqual({
      messageEveryMs: 1_500,
      completeAfterMs: 2_000,
      finalAfterSuccessMs: 1_000,
      autoAdvanceMs: 10_000,
    });
  });
});
