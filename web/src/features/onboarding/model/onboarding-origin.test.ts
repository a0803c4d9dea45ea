// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isThetixOrigin } from './onboarding-origin';

describe('Thetix-origin shortcut (spec part 1 §2)', () => {
  it.each([
    [{ landing_page: 'thetix' as const }, null, true],
    [{}, 'thetix', true],
    [{ landing_page: 'dashboard' as const }, 'thetix', false],
    [{}, null, false],
    [undefined, 'landing', false],
  ])('preferences %j with local key %j is %s', (preferences, local, expected) => {
    expect(isThetixOrigin(preferences, local)).toBe(expected);
  });
});
