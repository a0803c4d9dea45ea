import { describe, expect, it } from 'vitest';
import { accountCashBodySchema, watchlistEntryBodySchema, watchlistTickerParamsSchema } from './watchlist';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);

describe('watchlist contracts', () => {
  it('accepts an entry with a target price, an allocation, a risk level and an account', () => {
    // Act
    const parsed = watchlistEntryBodySchema.parse({
      targetPrice: 142.5,
      targetAllocationPercent: 2.25,
      riskLevel: 'balanced',
      accountId: 'acc-1',
    });
    // Assess
    expect(parsed).toEqual({
      targetPrice: 142.5,
      targetAllocationPercent: 2.25,
      riskLevel: 'balanced',
      accountId: 'acc-1',
    });
    expect(watchlistEntryBodySchema.parse({})).toEqual({});
    expect(watchlistEntryBodySchema.parse({ targetPrice: null, accountId: null })).toEqual({
      targetPrice: null,
      accountId: null,
    });
  });

  it.each([
    [{ targetPrice: 0 }, 'targetPrice: must be at least 0.0001'],
    [{ targetPrice: -5 }, 'targetPrice: must be at least 0.0001'],
    [{ targetPrice: 1.23456 }, 'targetPrice: must have at most 4 decimals'],
    [{ targetPrice: '140' }, 'targetPrice: must be a price'],
    [{ targetAllocationPercent: 0 }, 'targetAllocationPercent: must be greater than 0'],
    [{ targetAllocationPercent: 101 }, 'targetAllocationPercent: must be at most 100'],
    [{ targetAllocationPercent: 1.234 }, 'targetAllocationPercent: must have at most 2 decimals'],
    [{ accountId: 'no spaces allowed' }, 'accountId: must be an account id'],
  ])('refuses %j naming the field', (body, message) => {
    // Act
    const result = watchlistEntryBodySchema.safeParse(body);
    // Assess
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([message]);
  });

  it('refuses an unknown risk level and a field it does not know', () => {
    // Act
    const risk = watchlistEntryBodySchema.safeParse({ riskLevel: 'reckless' });
    const extra = watchlistEntryBodySchema.safeParse({ target: 140 });
    // Assess
    expect(messagesOf(risk)[0]).toMatch(/^riskLevel: /);
    expect(messagesOf(risk)[0]).toContain('conservative');
    expect(extra.success).toBe(false);
    expect(JSON.stringify(extra.error?.issues)).toContain('target');
  });

  it('normalises a ticker and refuses what cannot be one', () => {
    expect(watchlistTickerParamsSchema.parse({ ticker: 'brk-b' })).toEqual({ ticker: 'BRK.B' });
    expect(watchlistTickerParamsSchema.safeParse({ ticker: 'TOOLONG' }).success).toBe(false);
    expect(watchlistTickerParamsSchema.safeParse({ ticker: '12' }).success).toBe(false);
  });
});

describe('account cash contract', () => {
  it('takes a balance, null (back to synced), a set-aside part, or both', () => {
    expect(accountCashBodySchema.parse({ cashBalance: 1000.5 })).toEqual({ cashBalance: 1000.5 });
    expect(accountCashBodySchema.parse({ cashBalance: null })).toEqual({ cashBalance: null });
    expect(accountCashBodySchema.parse({ cashSetAside: 0 })).toEqual({ cashSetAside: 0 });
    expect(accountCashBodySchema.parse({ cashBalance: 10, cashSetAside: 5 })).toEqual({
      cashBalance: 10,
      cashSetAside: 5,
    });
  });

  it.each([
    [{}, ': send cashBalance, cashSetAside or both'],
    [{ cashBalance: -1 }, 'cashBalance: must be at least 0'],
    [{ cashBalance: 1.005 }, 'cashBalance: must have at most 2 decimals'],
    [{ cashBalance: 2e9 }, 'cashBalance: must be at most 1,000,000,000'],
    [{ cashSetAside: null }, 'cashSetAside: must be a number of dollars'],
    [{ cashSetAside: Infinity }, 'cashSetAside: must be a number of dollars'],
  ])('refuses %j naming the problem', (body, message) => {
    // Act
    const result = accountCashBodySchema.safeParse(body);
    // Assess
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([message]);
  });
});
