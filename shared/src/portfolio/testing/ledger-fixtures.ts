import type { LedgerLine } from '../ledger';
import type { Marks, PerformanceMarks } from '../performance';

let counter = 0;

/** A ledger line with test defaults: a manual purchase of 100 AAPL at $100 on 2026-01-05. */
export function createLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  counter += 1;
  const id = overrides.id ?? `line-${String(counter).padStart(4, '0')}`;
  return {
    id,
    accountId: 'account-1',
    groupId: overrides.groupId ?? id,
    ticker: 'AAPL',
    symbol: overrides.ticker ?? 'AAPL',
    timestamp: '2026-01-05T20:55:00.000Z',
    tickerType: 'equity',
    orderType: 'buy',
    quantity: 100,
    price: 100,
    fees: 0,
    source: 'manual',
    testData: false,
    ...overrides,
  };
}

/** A sold call line: `contracts` AAPL calls at `premium` per share. */
export function createCallLine(overrides: Partial<LedgerLine> = {}): LedgerLine {
  return createLine({
    tickerType: 'option',
    orderType: 'sell',
    optionType: 'call',
    symbol: 'AAPL260220C00105000',
    strike: 105,
    expiration: '2026-02-20',
    quantity: 1,
    price: 2,
    ...overrides,
  });
}

/** Marks from fixed tables: spot per ticker and mid per option symbol (0 when not listed). */
export function fixedMarks(spots: Record<string, number>, options: Record<string, number> = {}): Marks {
  return { spot: (ticker) => spots[ticker], option: (option) => options[option.symbol] ?? 0 };
}

/** The same marks live, at previous close and at every past close. */
export function flatPerformanceMarks(
  now: string,
  marks: Marks,
  previousCloses: Record<string, number> = {},
): PerformanceMarks {
  return {
    now: new Date(now),
    live: marks,
    previousClose: (ticker) => previousCloses[ticker] ?? marks.spot(ticker),
    atClose: () => marks,
  };
}
