import { describe, expect, it } from 'vitest';
import {
  accountNameBodySchema,
  accountScopeQuerySchema,
  manualPositionBodySchema,
  matchesHistoryDates,
  transactionsQuerySchema,
  type TransactionGroup,
} from './portfolio';

describe('portfolio contracts', () => {
  it('lists a group in a date range when it was active there: a call sold before and closed within it', () => {
    // Prepare: a call sold on 20 Oct (New York) and bought back on 5 Nov
    const line = (timestamp: string) => ({ timestamp }) as TransactionGroup['transactions'][number];
    const call = {
      date: '2026-10-20',
      transactions: [line('2026-10-20T15:00:00.000Z'), line('2026-11-05T15:00:00.000Z')],
    } as TransactionGroup;

    // Assess
    expect(matchesHistoryDates(call, '2026-11-01')).toBe(true);
    expect(matchesHistoryDates(call, '2026-11-06')).toBe(false);
    expect(matchesHistoryDates(call, '2026-10-01', '2026-10-19')).toBe(false);
    expect(matchesHistoryDates(call, '2026-10-01', '2026-10-20')).toBe(true);
    // 02:00 UTC on 6 Nov is still 5 Nov in New York.
    const lateClose = {
      ...call,
      transactions: [line('2026-10-20T15:00:00.000Z'), line('2026-11-06T02:00:00.000Z')],
    };
    expect(matchesHistoryDates(lateClose, '2026-11-06')).toBe(false);
  });

  it('trims account names and refuses blank ones with the spec message', () => {
    expect(accountNameBodySchema.parse({ name: '  Roth IRA ' })).toEqual({ name: 'Roth IRA' });
    expect(accountNameBodySchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(
      'Account name is required',
    );
    expect(accountNameBodySchema.safeParse({ name: 'x'.repeat(101) }).success).toBe(false);
  });

  it('reads an empty accountId as all accounts and refuses a malformed one', () => {
    expect(accountScopeQuerySchema.parse({ accountId: '' })).toEqual({ accountId: undefined });
    expect(accountScopeQuerySchema.parse({})).toEqual({});
    expect(accountScopeQuerySchema.safeParse({ accountId: '../x' }).success).toBe(false);
  });

  it('accepts fractional shares up to 6 decimals and normalises the ticker', () => {
    expect(
      manualPositionBodySchema.parse({ ticker: 'brk-b', amount: 0.123456, costBasisPerShare: 480.1234 }),
    ).toEqual({ ticker: 'BRK.B', amount: 0.123456, costBasisPerShare: 480.1234 });
    expect(
      manualPositionBodySchema.safeParse({ ticker: 'KO', amount: 0.1234567, costBasisPerShare: 1 }).success,
    ).toBe(false);
    expect(
      manualPositionBodySchema.safeParse({ ticker: 'KO', amount: 1, costBasisPerShare: 0 }).success,
    ).toBe(false);
    expect(
      manualPositionBodySchema.safeParse({
        ticker: 'KO',
        amount: 1,
        costBasisPerShare: 1,
        purchaseDate: '2025-02-30',
      }).success,
    ).toBe(false);
  });

  it('reads the history query: filters, a limit of 1-500 and an opaque cursor; blanks are absent', () => {
    expect(
      transactionsQuerySchema.parse({
        accountId: '',
        ticker: ' ko ',
        type: 'cash-put',
        from: '2026-01-01',
        to: '',
        limit: '250',
        cursor: 'WyIyMDI2Il0',
      }),
    ).toEqual({ ticker: 'KO', type: 'cash-put', from: '2026-01-01', limit: 250, cursor: 'WyIyMDI2Il0' });
    expect(transactionsQuerySchema.parse({})).toEqual({});
    for (const bad of [
      { limit: '0' },
      { limit: '501' },
      { limit: '2.5' },
      { type: 'crypto' },
      { from: '01/02/2026' },
      { cursor: 'a+b' },
    ])
      expect(transactionsQuerySchema.safeParse(bad).success).toBe(false);
  });
});
