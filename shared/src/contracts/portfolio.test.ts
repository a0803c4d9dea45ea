import { describe, expect, it } from 'vitest';
import {
  accountNameBodySchema,
  accountScopeQuerySchema,
  manualPositionBodySchema,
  transactionsQuerySchema,
} from './portfolio';

describe('portfolio contracts', () => {
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
