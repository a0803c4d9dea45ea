import type { TransactionGroup } from '../contracts/portfolio';
import { describe, expect, it } from 'vitest';
import { HISTORY_CSV_HEADER, historyCsvFileName, plainNumber, toHistoryCsv } from './history-csv';

const createGroup = (overrides: Partial<TransactionGroup> = {}): TransactionGroup => ({
  id: 'g1',
  accountId: 'a1',
  ticker: 'KO',
  date: '2026-11-20',
  type: 'dividend',
  strategy: 'dividend',
  source: 'manual',
  status: null,
  outcome: null,
  profitLoss: 12.5,
  testData: true,
  transactions: [
    {
      id: 'l1',
      accountId: 'a1',
      ticker: 'KO',
      symbol: 'KO',
      timestamp: '2026-11-20T15:00:00.000Z',
      tickerType: 'dividend',
      quantity: 25,
      price: 0.5,
      fees: 0,
      totalCost: 12.5,
      source: 'manual',
    },
  ],
  ...overrides,
});

describe('the Trading History CSV (spec part 2 §7)', () => {
  it('writes numbers plainly: fixed-point, no float noise, trailing zeros dropped', () => {
    expect(plainNumber(0.1 + 0.2, 2)).toBe('0.3');
    expect(plainNumber(1e-7, 2)).toBe('0');
    expect(plainNumber(-1e-7, 2)).toBe('0');
    expect(plainNumber(3.325, 4)).toBe('3.325');
    expect(plainNumber(1234567.891, 2)).toBe('1234567.89');
    expect(plainNumber(null, 2)).toBe('');
    expect(plainNumber(Number.NaN, 2)).toBe('');
  });

  it('writes one line per transaction from Date to Profit/Loss, the P&L on the group’s first line', () => {
    // Prepare
    const first = createGroup().transactions[0]!;
    const group = createGroup({
      transactions: [first, { ...first, id: 'l2', symbol: 'KO "special"', totalCost: 0.1 + 0.2 }],
    });

    // Act
    const csv = toHistoryCsv([group]).split('\n');

    // Assess
    expect(csv[0]).toBe(HISTORY_CSV_HEADER);
    expect(HISTORY_CSV_HEADER).toBe(
      'Date,Ticker,Type,Strategy,Symbol,Action,Quantity,Price,Fees,Total,Status,Source,Profit/Loss',
    );
    expect(csv[1]).toBe('2026-11-20,KO,dividend,dividend,KO,dividend,25,0.5,0,12.5,,manual,12.5');
    expect(csv[2]).toBe('2026-11-20,KO,dividend,dividend,"KO ""special""",dividend,25,0.5,0,0.3,,manual,');
  });

  it('names the file by the New York date it was asked for', () => {
    // 02:00 UTC on the 24th is still the 23rd in New York.
    expect(historyCsvFileName(new Date('2026-11-24T02:00:00Z'))).toBe(
      'thetix-trading-history-2026-11-23.csv',
    );
  });
});
