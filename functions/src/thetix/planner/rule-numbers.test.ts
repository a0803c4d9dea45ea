import { describe, expect, it } from 'vitest';
import {
  callsAreLong,
  findAlert,
  findContracts,
  findDelta,
  findLimit,
  findOtmPercent,
  findShares,
  findStrike,
} from './rule-numbers';

describe('findDelta', () => {
  it.each([
    ['aapl 30 delta call', 0.3],
    ['a 0.2 delta call', 0.2],
    ['call with delta 0.25', 0.25],
    ['30-delta calls', 0.3],
    ['delta of .15', 0.15],
    ['what is delta', undefined],
    ['delta air lines 30 day chart', undefined],
    ['150 delta', undefined],
  ])('reads "%s" as %s', (text, delta) => {
    // Act
    const found = findDelta(text);

    // Assess
    expect(found).toBe(delta);
  });
});

describe('findOtmPercent', () => {
  it.each([
    ['ko 5% out of the money call', 5],
    ['a call 10 percent otm', 10],
    ['otm by 3%', 3],
    ['an at the money call', 0],
    ['yield of 5%', undefined],
  ])('reads "%s" as %s', (text, percent) => {
    // Act
    const found = findOtmPercent(text);

    // Assess
    expect(found).toBe(percent);
  });
});

describe('findStrike', () => {
  it.each([
    ['msft 450 call expiring next friday', 450],
    ['the $60 strike call on ko', 60],
    ['ko 62.5c', 62.5],
    ['strike price of 300', 300],
    ['sell 2 calls', undefined],
    ['top 5 calls', undefined],
    ['aapl 30 delta call', undefined],
  ])('reads "%s" as %s', (text, strike) => {
    // Act
    const found = findStrike(text);

    // Assess
    expect(found).toBe(strike);
  });
});

describe('counts and prices', () => {
  it.each([
    ['top 3 covered calls', 3],
    ['best five ideas', 5],
    ['last 10 transactions', 10],
    ['transactions last 90 days', undefined],
    ['give me a list', undefined],
  ])('reads the limit of "%s" as %s', (text, limit) => {
    // Act
    const found = findLimit(text);

    // Assess
    expect(found).toBe(limit);
  });

  it('reads shares, contracts and which side the calls are on', () => {
    // Act
    const shares = [findShares('payoff of 100 aapl shares'), findShares('1,000 shares of ko')];
    const contracts = [findContracts('with two short 5% otm calls'), findContracts('short 3 calls')];
    const sides = [callsAreLong('100 shares and a long call'), callsAreLong('100 shares with a short call')];

    // Assess
    expect(shares).toEqual([100, 1000]);
    expect(contracts).toEqual([2, 3]);
    expect(sides).toEqual([true, false]);
  });

  it.each([
    ['alert me when aapl is above 250', { direction: 'above', price: 250 }],
    ['tell me if ko drops below $60.50', { direction: 'below', price: 60.5 }],
    ['let me know when tsla falls to 1,200', { direction: 'below', price: 1200 }],
    ['ping me when msft hits 500', { direction: 'above', price: 500 }],
    ['alert me about aapl', undefined],
  ])('reads the alert of "%s"', (text, alert) => {
    // Act
    const found = findAlert(text);

    // Assess
    expect(found).toEqual(alert);
  });
});
