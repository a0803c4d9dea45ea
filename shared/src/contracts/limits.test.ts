import { describe, expect, it } from 'vitest';
import { securityLogRequestSchema } from './admin';
import { calculatorRequestSchema } from './calculator';
import { createChatBodySchema } from './chats';
import { selectGoalRequestSchema } from './goals';
import { cardQuerySchema } from './thetix';
import { MAX_DETAILS_BYTES, utf8Length, withThousands } from './limits';
import { dateForPriceQuerySchema, tickerParamsSchema, validatePriceRequestSchema } from './market-data';
import { tradePreviewQuerySchema, opportunityRefreshQuerySchema } from './opportunity-actions';
import {
  opportunityActionSchema,
  opportunityListQuerySchema,
  opportunityParamsSchema,
  recalculationRequestSchema,
} from './opportunities';
import { manualPositionBodySchema } from './portfolio';

/**
 * The values a probe sent in issue 20 item 2. They reach the handler through JSON.parse, so 1e309 arrives as
 * Infinity; the others are finite numbers DynamoDB cannot store as sent (2^53 is past the SDK's safe integers,
 * 1e-320 underflows, 1e+308 overflows) or that make no sense as an amount (1e-11 shares).
 */
const hostileNumbers = {
  '1e309': JSON.parse('1e309') as number,
  '1e+308': 1e308,
  '2^53': 2 ** 53,
  '1e-320': 1e-320,
  '1e-11': 1e-11,
};
const megabyte = 'x'.repeat(1024 * 1024);
const longId = 'a'.repeat(8000);

const securityEvent = (details: Record<string, unknown>) => ({
  event: 'account_impersonation',
  details,
  timestamp: '2026-11-25T15:00:00Z',
});

describe('request contracts refuse what DynamoDB cannot store (issue 20 item 2)', () => {
  it.each(Object.entries(hostileNumbers))('refuses a manual position with amount %s', (_, value) => {
    expect(
      manualPositionBodySchema.safeParse({ ticker: 'AAPL', amount: value, costBasisPerShare: 10 }).success,
    ).toBe(false);
  });

  it.each(Object.entries(hostileNumbers))('refuses a manual position with cost basis %s', (_, value) => {
    expect(
      manualPositionBodySchema.safeParse({ ticker: 'AAPL', amount: 1, costBasisPerShare: value }).success,
    ).toBe(false);
  });

  it('keeps the smallest real amounts: a millionth of a share at a hundredth of a cent', () => {
    const parsed = manualPositionBodySchema.parse({
      ticker: 'AAPL',
      amount: 0.000001,
      costBasisPerShare: 0.0001,
    });
    expect(parsed).toEqual({ ticker: 'AAPL', amount: 0.000001, costBasisPerShare: 0.0001 });
    expect(
      manualPositionBodySchema.safeParse({ ticker: 'AAPL', amount: 12.5, costBasisPerShare: 999_999.9999 })
        .success,
    ).toBe(true);
  });

  it.each(Object.entries(hostileNumbers).filter(([name]) => name !== '1e-11'))(
    'refuses a security log whose details hold %s, nested too',
    (_, value) => {
      expect(securityLogRequestSchema.safeParse(securityEvent({ value })).success).toBe(false);
      expect(securityLogRequestSchema.safeParse(securityEvent({ deep: { list: [1, value] } })).success).toBe(
        false,
      );
    },
  );

  it('refuses security log details over 4 KB with their size, and keeps ordinary ones', () => {
    // Act
    const huge = securityLogRequestSchema.safeParse(securityEvent({ note: megabyte }));
    const ordinary = securityLogRequestSchema.safeParse(
      securityEvent({
        targetUserId: 'u-1',
        accounts: 3,
        ratio: 0.25,
        flags: [true, null],
        page: '/dashboard',
      }),
    );
    // Assess
    expect(huge.success).toBe(false);
    expect(huge.error?.issues[0]?.message).toBe(
      `must be at most ${MAX_DETAILS_BYTES} bytes as JSON (got ${utf8Length(JSON.stringify({ note: megabyte }))})`,
    );
    expect(ordinary.success).toBe(true);
  });

  it('refuses security log details nested deeper than DynamoDB maps should go', () => {
    let nested: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 10; level += 1) nested = { level: nested };
    expect(securityLogRequestSchema.safeParse(securityEvent(nested)).success).toBe(false);
  });

  it.each([
    ['opportunity id', () => opportunityParamsSchema.safeParse({ id: longId })],
    ['opportunity list account', () => opportunityListQuerySchema.safeParse({ accountId: longId })],
    ['refresh account', () => opportunityRefreshQuerySchema.safeParse({ accountId: longId })],
    ['ticker', () => tickerParamsSchema.safeParse({ ticker: megabyte })],
    ['goal id', () => selectGoalRequestSchema.safeParse({ ticker: 'AAPL', goal_id: longId })],
    [
      'recalculation account',
      () =>
        recalculationRequestSchema.safeParse({
          underlying: 'AAPL',
          strike: 200,
          expiration: '2026-12-18',
          contracts: 1,
          account_id: longId,
        }),
    ],
  ])('refuses an 8,000-character or 1 MB %s', (_, parse) => {
    expect(parse().success).toBe(false);
  });

  it.each(Object.entries(hostileNumbers))('refuses strikes and prices of %s', (_, value) => {
    const recalculation = {
      underlying: 'AAPL',
      strike: value,
      expiration: '2026-12-18',
      contracts: 1,
      account_id: 'acc-1',
    };
    expect(recalculationRequestSchema.safeParse(recalculation).success).toBe(false);
    expect(opportunityActionSchema.safeParse({ action: 'act', details: { strike: value } }).success).toBe(
      false,
    );
    expect(
      validatePriceRequestSchema.safeParse({ ticker: 'AAPL', price: value, date: '2026-11-02' }).success,
    ).toBe(false);
    expect(tradePreviewQuerySchema.safeParse({ strike: String(value) }).success).toBe(false);
  });

  it('refuses absurd contract counts and tiny calculator dollars, and keeps real ones', () => {
    expect(tradePreviewQuerySchema.safeParse({ contracts: String(2 ** 53) }).success).toBe(false);
    expect(tradePreviewQuerySchema.safeParse({ contracts: '10001' }).success).toBe(false);
    expect(tradePreviewQuerySchema.parse({ strike: '182.5', contracts: '3' })).toEqual({
      strike: 182.5,
      contracts: 3,
    });
    const calculator = (dollars: number) =>
      calculatorRequestSchema.safeParse({
        positions: { AAPL: dollars },
        risk_level: 'balanced',
        duration: 'weekly',
      });
    expect(calculator(1e-320).success).toBe(false);
    expect(calculator(0).success).toBe(true);
    expect(calculator(25_000.5).success).toBe(true);
  });

  it('refuses a price query of a thousand digits', () => {
    expect(dateForPriceQuerySchema.safeParse({ price: '9'.repeat(1000) }).success).toBe(false);
    expect(dateForPriceQuerySchema.safeParse({ price: '0.00000000001' }).success).toBe(false);
    expect(dateForPriceQuerySchema.parse({ price: '182.5' })).toEqual({ price: 182.5 });
  });
});

describe('questions and chats (issue 30 item 7)', () => {
  it('refuses control characters in a question and keeps tabs and line breaks', () => {
    // Act
    const bell = cardQuerySchema.safeParse('price of KO\u0007');
    const escape = cardQuerySchema.safeParse('\u001b[31mred');
    const typed = cardQuerySchema.safeParse('premium on KO\n\tand MSFT?');

    // Assess
    expect(bell.success).toBe(false);
    expect(bell.error?.issues[0]?.message).toBe('must not contain control characters');
    expect(escape.success).toBe(false);
    expect(typed.success).toBe(true);
  });

  it('refuses a new chat of unknown fields instead of making a blank one', () => {
    // Act
    const unknown = createChatBodySchema.safeParse({ query: 'premium on KO' });
    const known = createChatBodySchema.safeParse({ title: 'KO' });

    // Assess
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['query'] });
    expect(known.success).toBe(true);
  });
});

describe('one message per bad number', () => {
  it.each([
    [-5, 'must be more than 0'],
    [1e-11, 'must be at least 0.000001'],
    [1e308, 'must be at most 10,000,000'],
    [1.0000001, 'must have at most 6 decimals'],
  ])('answers only %s: %s', (amount, message) => {
    const result = manualPositionBodySchema.safeParse({ ticker: 'KO', amount, costBasisPerShare: 10 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('withThousands', () => {
  it.each([0, 7, 999, 1000, 10_000, 123_456, 1_000_000, 10_000_000, 9_007_199_254_740_991, -1234])(
    'writes %d as toLocaleString does',
    (value) => expect(withThousands(value)).toBe(value.toLocaleString('en-US')),
  );
});
