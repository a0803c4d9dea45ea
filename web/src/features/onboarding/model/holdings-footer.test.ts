// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { holdingsFooter } from './holdings-footer';

describe('assets step footer button (spec part 1 §2)', () => {
  it.each([
    [{ hasConnectedAccount: true, positionsCount: 4 }, 'Continue with Connected Account', 'continue'],
    [{ hasConnectedAccount: false, positionsCount: 3 }, 'Continue with Your Assets', 'continue'],
    [
      { hasConnectedAccount: false, positionsCount: 0 },
      'Skip and Try Example Portfolio',
      'load-example-and-continue',
    ],
    [{ hasConnectedAccount: true, positionsCount: 0 }, "Skip, I'll do this later", 'continue'],
  ] as const)('for %j reads %j', (input, label, action) => {
    expect(holdingsFooter(input)).toEqual({ label, action });
  });
});
