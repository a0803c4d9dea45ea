import type { WatchlistForPuts } from '@thetix/shared/contracts/watchlist';
import { describe, expect, it } from 'vitest';
import { watchlistPutInputs } from './watchlist-puts';

const entry = (ticker: string, overrides: Partial<WatchlistForPuts> = {}): WatchlistForPuts => ({
  ticker,
  targetPrice: null,
  targetAllocationPercent: null,
  riskLevel: 'balanced',
  accountId: 'acc-1',
  cashForPuts: 40_000,
  ...overrides,
});

const openPut = (strike: number, contracts: number) => ({
  optionSymbol: `X${strike}`,
  strike,
  expiration: '2026-12-18',
  contracts,
  averagePremium: 1,
});

describe('the watchlist as the put engine’s input', () => {
  it('gives each ticker the account’s whole pot, less the open puts on the other tickers', () => {
    // Prepare: $40,000 set aside; a PEP put of strike 140 × 1 is open (collateral $14,000)
    const entries = [entry('PEP', { targetPrice: 150 }), entry('JNJ')];
    const positions = [{ ticker: 'PEP', openShortPuts: [openPut(140, 1)] }];

    // Act
    const inputs = watchlistPutInputs(entries, 'acc-1', positions);

    // Assess: PEP keeps the pot (the engine takes its own open put out); JNJ gets $40,000 − $14,000
    expect(inputs).toEqual([
      { ticker: 'PEP', targetPrice: 150, riskLevel: 'balanced', cash: 40_000 },
      { ticker: 'JNJ', riskLevel: 'balanced', cash: 26_000 },
    ]);
  });

  it('leaves out tickers another account secures, and those with no cash', () => {
    const entries = [
      entry('PEP', { accountId: 'acc-2' }),
      entry('JNJ', { accountId: null, cashForPuts: 0 }),
      entry('VZ'),
    ];

    const inputs = watchlistPutInputs(entries, 'acc-1', []);

    expect(inputs.map((input) => input.ticker)).toEqual(['VZ']);
  });

  it('never gives a negative cash when open puts tie up more than the pot', () => {
    const positions = [{ ticker: 'KO', openShortPuts: [openPut(60, 8)] }];

    const inputs = watchlistPutInputs([entry('JNJ', { cashForPuts: 40_000 })], 'acc-1', positions);

    // $48,000 of KO collateral against $40,000 (a sync lowered the balance): nothing left for JNJ
    expect(inputs[0]!.cash).toBe(0);
  });
});
