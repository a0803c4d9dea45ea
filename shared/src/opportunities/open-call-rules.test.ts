import { describe, expect, it } from 'vitest';
import { decideOpenCall, type HeldCallFacts, moneynessOf, premiumCapturedOf } from './open-call-rules';

/**
 * The rule table of `open-call-rules.ts`, one line per rule and the order between them. Each rule also has a
 * scenario through the engine: close.premium-captured, close.little-left, close.no-credit-roll, roll.challenged,
 * roll.in-the-money and open-call.let-expire.
 */
const facts = (overrides: Partial<HeldCallFacts>): HeldCallFacts => ({
  spot: 100,
  strike: 105,
  days: 10,
  delta: 0.2,
  ask: 0.6,
  averagePremium: 1,
  riskLevel: 'balanced',
  ...overrides,
});

describe('open-call rules', () => {
  it.each([
    ['in the money near expiry: roll', { spot: 106, days: 10, delta: 0.7, ask: 1.5 }, 'roll', 'in_the_money'],
    ['in the money far from expiry: hold', { spot: 106, days: 30, delta: 0.6, ask: 3 }, 'hold', 'hold'],
    [
      'far out of the money in expiry week: let expire',
      { days: 3, delta: 0.05, ask: 0.02 },
      'let_expire',
      'let_expire',
    ],
    ['65 % captured on a balanced goal: close', { ask: 0.35 }, 'close', 'premium_captured'],
    [
      'challenged in the last 3 days: roll',
      { strike: 101, days: 2, delta: 0.45, ask: 0.5 },
      'roll',
      'challenged',
    ],
    ['challenged with a week left: hold', { strike: 101, days: 7, delta: 0.45, ask: 0.5 }, 'hold', 'hold'],
    [
      'a few cents left in the last days: close',
      { days: 1, delta: 0.2, ask: 0.08, averagePremium: 0.15 },
      'close',
      'little_left',
    ],
    ['nothing to do: hold', {}, 'hold', 'hold'],
  ] as const)('%s', (_name, overrides, action, rule) => {
    // Act
    const decision = decideOpenCall(facts(overrides));

    // Assess
    expect(decision.action).toBe(action);
    expect(decision.rule).toBe(rule);
  });

  it('takes profits before rolling a challenged call: an out-of-the-money call 76 % earned is closed', () => {
    expect(decideOpenCall(facts({ strike: 101, days: 2, delta: 0.45, ask: 0.24 })).rule).toBe(
      'premium_captured',
    );
  });

  it('works out the premium captured and the moneyness', () => {
    expect(premiumCapturedOf(2, 0.5)).toBe(0.75);
    expect(premiumCapturedOf(0, 0.5)).toBe(0);
    expect(moneynessOf(100, 105)).toBe('out_of_the_money');
    expect(moneynessOf(106, 105)).toBe('in_the_money');
    expect(moneynessOf(100.2, 100)).toBe('at_the_money');
  });
});
