import type { TransactionGroup } from '@thetix/shared/contracts/portfolio';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_PRESET, filterGroups, presetStart, serverFilter } from './history-filters';

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

describe('trading history filters (spec part 2 §5, §7)', () => {
  const now = new Date('2026-11-23T12:00:00');

  it('defaults to the last 30 days and knows the presets', () => {
    expect(DEFAULT_DATE_PRESET).toBe('30d');
    expect(presetStart('7d', now)).toBe('2026-11-16');
    expect(presetStart('ytd', now)).toBe('2026-01-01');
    expect(presetStart('all', now)).toBeUndefined();
  });

  it('filters by ticker (any case), type and date', () => {
    const groups = [
      createGroup(),
      createGroup({ id: 'g2', ticker: 'MSFT' }),
      createGroup({
        id: 'g3',
        date: '2026-01-02',
        transactions: [{ ...createGroup().transactions[0]!, timestamp: '2026-01-02T15:00:00.000Z' }],
      }),
    ];
    expect(
      filterGroups(groups, { ticker: 'ko', type: 'dividend', date: '30d' }, now).map((group) => group.id),
    ).toEqual(['g1']);
    expect(filterGroups(groups, { ticker: '', type: 'stock', date: 'all' }, now)).toHaveLength(0);
  });

  it('sends the server the same filters the list applies: ticker upper-cased, type, the preset as from', () => {
    const now = new Date(2026, 10, 23, 12);
    expect(serverFilter({ ticker: ' ko ', type: 'dividend', date: '30d' }, now)).toEqual({
      ticker: 'KO',
      type: 'dividend',
      from: presetStart('30d', now),
    });
    expect(serverFilter({ ticker: '', type: 'all', date: 'all' }, now)).toEqual({});
    expect(serverFilter({ ticker: '', type: 'cash-put', date: 'ytd' }, now)).toEqual({
      type: 'cash-put',
      from: '2026-01-01',
    });
  });
});
