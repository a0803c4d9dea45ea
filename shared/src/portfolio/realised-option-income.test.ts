import { describe, expect, it } from 'vitest';
import { portfolioPerformance } from './performance';
import { dateInTimeZone, optionRealisations, realisedOptionIncome } from './realised-option-income';
import { createCallLine, createLine, fixedMarks, flatPerformanceMarks } from './testing/ledger-fixtures';
import { groupTransactions } from './transaction-groups';

const symbol = 'AAPL260220C00105000';
const shares = createLine({ id: 'shares', quantity: 300, price: 100, timestamp: '2025-11-03T20:55:00.000Z' });
const sold = (overrides: Parameters<typeof createCallLine>[0] = {}) =>
  createCallLine({ id: 'sell', groupId: 'g', symbol, quantity: 2, price: 3, ...overrides });

describe('realised option income: premium received minus cost to close, by close date', () => {
  it('an open call contributes nothing until it closes', () => {
    const lines = [shares, sold({ timestamp: '2026-02-02T15:00:00.000Z' })];
    expect(optionRealisations(lines)).toEqual([]);
    expect(realisedOptionIncome(lines)).toBe(0);
    expect(groupTransactions(lines).find((group) => group.type === 'option')?.profitLoss).toBe(0);
  });

  it('an expired call keeps its whole premium on the expiration date', () => {
    const lines = [
      shares,
      sold({ timestamp: '2026-02-02T15:00:00.000Z' }),
      sold({ id: 'expire', orderType: 'expiry', price: 0, timestamp: '2026-02-20T21:00:00.000Z' }),
    ];
    expect(optionRealisations(lines)).toMatchObject([{ lineId: 'expire', date: '2026-02-20', amount: 600 }]);
  });

  it('a call bought back realises premium minus cost to close and the fees of both legs, on the buy-back date', () => {
    const lines = [
      shares,
      sold({ fees: 1.3, timestamp: '2026-02-02T15:00:00.000Z' }),
      sold({ id: 'buy', orderType: 'buy', price: 1, fees: 1.3, timestamp: '2026-02-10T15:00:00.000Z' }),
    ];
    expect(optionRealisations(lines)).toMatchObject([
      { lineId: 'buy', date: '2026-02-10', amount: expect.closeTo(400 - 2.6) as number },
    ]);
  });

  it('an assigned call keeps its premium on the assignment date; the shares are equity, not option income', () => {
    const lines = [
      shares,
      sold({ timestamp: '2026-02-02T15:00:00.000Z' }),
      sold({ id: 'assign', orderType: 'assignment', price: 0, timestamp: '2026-02-20T21:00:00.000Z' }),
      createLine({
        id: 'called-away',
        groupId: 'g',
        orderType: 'assignment',
        optionType: 'call',
        quantity: 200,
        price: 105,
        timestamp: '2026-02-20T21:00:00.000Z',
      }),
    ];
    expect(realisedOptionIncome(lines)).toBeCloseTo(600);
    expect(realisedOptionIncome(lines, { from: '2026-02-21' })).toBe(0);
  });

  it('a call sold in December and closed in January is January income', () => {
    const lines = [
      shares,
      sold({ timestamp: '2025-12-15T20:55:00.000Z' }),
      sold({ id: 'buy', orderType: 'buy', price: 0.5, timestamp: '2026-01-06T15:00:00.000Z' }),
    ];
    expect(realisedOptionIncome(lines, { from: '2026-01-01', to: '2026-12-31' })).toBeCloseTo(500);
    expect(realisedOptionIncome(lines, { from: '2025-01-01', to: '2025-12-31' })).toBe(0);
  });

  it("dates the close in the account's time zone (New York when it names none)", () => {
    // 03:30 UTC on 1 January is still 31 December in New York, already 1 January in Berlin.
    const lines = [
      shares,
      sold({ timestamp: '2025-12-15T20:55:00.000Z' }),
      sold({ id: 'buy', orderType: 'buy', price: 0.5, timestamp: '2026-01-01T03:30:00.000Z' }),
    ];
    expect(optionRealisations(lines)[0]?.date).toBe('2025-12-31');
    expect(optionRealisations(lines, () => 'Europe/Berlin')[0]?.date).toBe('2026-01-01');
    expect(dateInTimeZone(new Date('2026-01-01T03:30:00.000Z'), 'Asia/Tokyo')).toBe('2026-01-01');
  });

  it('a partial buy-back realises only the contracts closed, at the average premium', () => {
    const lines = [
      shares,
      sold({ timestamp: '2026-02-02T15:00:00.000Z' }),
      sold({ id: 'sell-2', quantity: 1, price: 1.5, timestamp: '2026-02-03T15:00:00.000Z' }),
      sold({ id: 'buy', orderType: 'buy', quantity: 2, price: 0.5, timestamp: '2026-02-10T15:00:00.000Z' }),
    ];
    // Average (2 × 3 + 1 × 1.5) / 3 = 2.5; 2 closed at 0.5.
    expect(realisedOptionIncome(lines)).toBeCloseTo(400);
  });

  it('the figure does not move with the market: performance income is the same at any mark', () => {
    const lines = [
      shares,
      sold({ timestamp: '2026-02-02T15:00:00.000Z' }),
      sold({ id: 'sell-open', symbol: 'AAPL260320C00110000', timestamp: '2026-02-03T15:00:00.000Z' }),
      sold({ id: 'expire', orderType: 'expiry', price: 0, timestamp: '2026-02-20T21:00:00.000Z' }),
    ];
    const at = (mark: number) =>
      portfolioPerformance(
        lines,
        flatPerformanceMarks(
          '2026-03-02T18:00:00Z',
          fixedMarks({ AAPL: 100 + mark }, { AAPL260320C00110000: mark }),
        ),
      );
    for (const figures of [at(0.5), at(4)]) {
      expect(figures.yearToDate.options).toBeCloseTo(600);
      expect(figures.realizedOptionsIncome).toBeCloseTo(600);
      expect(figures.totalIncome).toBeCloseTo(600);
      expect(figures.yearToDate.totalIncome).toBeCloseTo(600);
    }
    expect(at(0.5).unrealizedOptionsIncome).not.toBeCloseTo(at(4).unrealizedOptionsIncome);
  });
});
