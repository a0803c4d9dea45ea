import { describe, expect, it } from 'vitest';
import type { LedgerLine } from '../portfolio/ledger';
import { createCallLine, createLine } from '../portfolio/testing/ledger-fixtures';
import { longTermFrom } from './holding-period';
import { endedShortCalls, replayPastCalls } from './past-calls';
import type { QualifiedCallAssessment } from './qualified-covered-call';
import { holdingStart, taxLotsOf } from './tax-lots';

/**
 * Past calls on the lots' holding periods (decision 363). Sources: IRC §1092(f)(2) (an in-the-money qualified call
 * suspends the holding period while open); Treas. Reg. §1.1092(b)-2T(a) (a call that is not qualified makes a
 * straddle, and the holding period of stock not yet long-term starts again when it ends). Times are 15:00 UTC
 * (10:00 in New York), so each line's New York date is its UTC date.
 */
const at = (date: string) => `${date}T15:00:00.000Z`;
const NOW = new Date(at('2026-11-27'));

const buy = (date: string, shares = 100, price = 50): LedgerLine =>
  createLine({ id: `buy-${date}`, ticker: 'KO', symbol: 'KO', timestamp: at(date), quantity: shares, price });

/** A call sold on `sold` and bought back on `ended` (the same group). */
const callRound = (symbol: string, sold: string, ended: string, expiration: string, contracts = 1) => [
  createCallLine({
    id: `${symbol}-sell`,
    groupId: symbol,
    ticker: 'KO',
    symbol,
    strike: 55,
    expiration,
    timestamp: at(sold),
    quantity: contracts,
  }),
  createCallLine({
    id: `${symbol}-buy`,
    groupId: symbol,
    ticker: 'KO',
    symbol,
    strike: 55,
    expiration,
    timestamp: at(ended),
    orderType: 'buy',
    quantity: contracts,
    price: 0.1,
  }),
];

const effects =
  (bySymbol: Record<string, QualifiedCallAssessment['holdingPeriodEffect']>) =>
  (call: { symbol: string }) => ({ holdingPeriodEffect: bySymbol[call.symbol] ?? 'none' });

const replay = (lines: LedgerLine[], assess: ReturnType<typeof effects>) => {
  const scope = { lines, accountId: 'account-1', ticker: 'KO', at: NOW };
  return replayPastCalls({ ...scope, lots: taxLotsOf(scope), assess });
};

describe('past calls replayed on the holding period', () => {
  it('restarts the holding period when a call that was not qualified ends', () => {
    // Prepare: 100 KO bought 2025-01-02; a weekly call (7 days: not qualified) sold 2025-06-02, bought back 2025-06-06
    const lines = [buy('2025-01-02'), ...callRound('KO-W', '2025-06-02', '2025-06-06', '2025-06-06')];

    // Act
    const [lot] = replay(lines, effects({ 'KO-W': 'restarts_when_closed' }));

    // Assess: counted from 2025-06-06, long-term from 2026-06-07 instead of 2026-01-03
    expect(holdingStart(lot!)).toBe('2025-06-06');
    expect(longTermFrom(holdingStart(lot!))).toBe('2026-06-07');
    expect(longTermFrom(lot!.acquiredOn)).toBe('2026-01-03');
    expect(lot!.adjustments).toEqual([
      { symbol: 'KO-W', effect: 'restarts_when_closed', from: '2025-06-02', to: '2025-06-06' },
    ]);
  });

  it('pushes the long-term date back by the days an in-the-money qualified call was open', () => {
    // Prepare: bought 2025-01-02; an in-the-money qualified call open 2025-03-03 to 2025-04-17 (45 days)
    const lines = [buy('2025-01-02'), ...callRound('KO-M', '2025-03-03', '2025-04-17', '2025-04-17')];

    const [lot] = replay(lines, effects({ 'KO-M': 'suspended_while_open' }));

    // 2025-01-02 + 45 days = 2025-02-16: long-term from 2026-02-17 instead of 2026-01-03
    expect(holdingStart(lot!)).toBe('2025-02-16');
    expect(longTermFrom(holdingStart(lot!))).toBe('2026-02-17');
  });

  it('leaves the holding period alone under an out-of-the-money qualified call', () => {
    const lines = [buy('2025-01-02'), ...callRound('KO-Q', '2025-03-03', '2025-04-17', '2025-04-17')];

    const [lot] = replay(lines, effects({ 'KO-Q': 'none' }));

    expect(holdingStart(lot!)).toBe('2025-01-02');
    expect(lot!.adjustments).toEqual([]);
  });

  it('leaves a lot already long-term when the call was sold alone', () => {
    // Prepare: bought 2024-01-02, long-term from 2025-01-03; the weekly is sold on 2025-06-02
    const lines = [buy('2024-01-02'), ...callRound('KO-W', '2025-06-02', '2025-06-06', '2025-06-06')];

    const [lot] = replay(lines, effects({ 'KO-W': 'restarts_when_closed' }));

    expect(holdingStart(lot!)).toBe('2024-01-02');
  });

  it('moves only the lots the call covered, first in first out, and each weekly in turn', () => {
    // Prepare: two lots of 100; one contract covers the older; two weeklies in a row
    const lines = [
      buy('2025-01-02'),
      buy('2025-02-03'),
      ...callRound('KO-W1', '2025-06-02', '2025-06-06', '2025-06-06'),
      ...callRound('KO-W2', '2025-06-09', '2025-06-13', '2025-06-13'),
    ];

    const [older, younger] = replay(
      lines,
      effects({ 'KO-W1': 'restarts_when_closed', 'KO-W2': 'restarts_when_closed' }),
    );

    expect(holdingStart(older!)).toBe('2025-06-13');
    expect(older!.adjustments.map((adjustment) => adjustment.symbol)).toEqual(['KO-W1', 'KO-W2']);
    expect(holdingStart(younger!)).toBe('2025-02-03');
  });

  it('lists only calls that have ended: an open call is today’s, assessed by the caller', () => {
    const lines = [
      buy('2025-01-02'),
      ...callRound('KO-W', '2025-06-02', '2025-06-06', '2025-06-06'),
      createCallLine({ id: 'open', ticker: 'KO', symbol: 'KO-OPEN', timestamp: at('2026-11-20') }),
    ];

    const ended = endedShortCalls({ lines, accountId: 'account-1', ticker: 'KO', at: NOW });

    expect(ended.map((call) => [call.symbol, call.grantedOn, call.endedOn, call.contracts])).toEqual([
      ['KO-W', '2025-06-02', '2025-06-06', 1],
    ]);
  });
});
