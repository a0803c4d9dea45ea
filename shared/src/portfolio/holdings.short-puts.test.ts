import { describe, expect, it } from 'vitest';
import type { LedgerLine } from './ledger';
import { positionInputsAt } from './holdings';

/**
 * Issue 31: the engine's view of an account lists the puts sold and still open beside the calls, from the ledger:
 * here a KO put sold on 3 March 2025 (2 contracts at $0.85) and an AAPL call, on Monday 10 March.
 */
describe('open short puts in the engine’s view of the ledger', () => {
  const line = (overrides: Partial<LedgerLine>): LedgerLine => ({
    id: 'line',
    accountId: 'account-1',
    groupId: 'group',
    ticker: 'KO',
    symbol: 'KO250321P00060000',
    timestamp: '2025-03-03T15:00:00.000Z',
    tickerType: 'option',
    orderType: 'sell',
    optionType: 'put',
    expiration: '2025-03-21',
    strike: 60,
    quantity: 2,
    price: 0.85,
    fees: 0,
    source: 'manual',
    testData: false,
    ...overrides,
  });

  it('lists a short put with its contracts and average premium, and only where there is one', () => {
    // Act
    const positions = positionInputsAt(
      [
        line({ id: 'put' }),
        line({
          id: 'call',
          groupId: 'g2',
          ticker: 'AAPL',
          symbol: 'AAPL250321C00250000',
          optionType: 'call',
          strike: 250,
          quantity: 1,
          price: 2,
        }),
      ],
      new Date('2025-03-10T18:00:00.000Z'),
    );

    // Assess
    expect(positions.find((position) => position.ticker === 'KO')).toEqual({
      ticker: 'KO',
      shares: 0,
      costBasisPerShare: 0,
      openShortCalls: [],
      openShortPuts: [
        {
          optionSymbol: 'KO250321P00060000',
          strike: 60,
          expiration: '2025-03-21',
          contracts: 2,
          averagePremium: 0.85,
        },
      ],
    });
    expect(positions.find((position) => position.ticker === 'AAPL')).not.toHaveProperty('openShortPuts');
  });

  it('drops a put bought back', () => {
    // Act
    const positions = positionInputsAt(
      [
        line({ id: 'put' }),
        line({ id: 'back', orderType: 'buy', price: 0.2, timestamp: '2025-03-05T15:00:00.000Z' }),
      ],
      new Date('2025-03-10T18:00:00.000Z'),
    );

    // Assess
    expect(positions[0]).not.toHaveProperty('openShortPuts');
  });
});
