import { describe, expect, it } from 'vitest';
import { createLine } from '../portfolio/testing/ledger-fixtures';
import { pickLots, taxLotsOf } from './tax-lots';

/** Lots from the ledger; FIFO is the IRS default for stock (Publication 550, "Identifying the shares sold"). */
describe('tax lots from the ledger', () => {
  const at = new Date('2026-11-27T21:00:00Z');
  const buys = [
    createLine({ id: 'lot-a', timestamp: '2024-06-03T15:00:00.000Z', quantity: 100, price: 150, fees: 1 }),
    createLine({ id: 'lot-b', timestamp: '2025-09-02T15:00:00.000Z', quantity: 100, price: 180 }),
    createLine({ id: 'lot-c', timestamp: '2026-03-02T15:00:00.000Z', quantity: 100, price: 170 }),
  ];

  it('opens one lot per buy, fees in the cost, dated in New York', () => {
    const lots = taxLotsOf({ lines: buys, accountId: 'account-1', ticker: 'AAPL', at });
    expect(lots.map((lot) => [lot.id, lot.acquiredOn, lot.shares])).toEqual([
      ['lot-a', '2024-06-03', 100],
      ['lot-b', '2025-09-02', 100],
      ['lot-c', '2026-03-02', 100],
    ]);
    expect(lots[0]!.costPerShare).toBeCloseTo(150.01, 10);
  });

  it('replays a past sale first in, first out', () => {
    const sale = createLine({
      orderType: 'sell',
      timestamp: '2026-05-01T15:00:00.000Z',
      quantity: 150,
      price: 190,
    });
    const lots = taxLotsOf({ lines: [...buys, sale], accountId: 'account-1', ticker: 'AAPL', at });
    expect(lots.map((lot) => [lot.id, lot.shares])).toEqual([
      ['lot-b', 50],
      ['lot-c', 100],
    ]);
  });

  it('closes shares on a call assignment and ignores other accounts, tickers and future lines', () => {
    const lines = [
      ...buys,
      createLine({
        orderType: 'assignment',
        optionType: 'call',
        timestamp: '2026-06-19T20:00:00.000Z',
        quantity: 100,
        price: 200,
      }),
      createLine({ accountId: 'account-2', quantity: 500 }),
      createLine({ ticker: 'MSFT', symbol: 'MSFT', quantity: 500 }),
      createLine({ id: 'later', timestamp: '2026-12-01T15:00:00.000Z' }),
    ];
    const lots = taxLotsOf({ lines, accountId: 'account-1', ticker: 'AAPL', at });
    expect(lots.map((lot) => lot.id)).toEqual(['lot-b', 'lot-c']);
  });

  it('lowers a put-assigned lot by the put premium of its group', () => {
    const lines = [
      createLine({
        id: 'put-open',
        groupId: 'wheel-1',
        tickerType: 'option',
        orderType: 'sell',
        optionType: 'put',
        symbol: 'AAPL260116P00140000',
        strike: 140,
        expiration: '2026-01-16',
        timestamp: '2025-12-15T15:00:00.000Z',
        quantity: 2,
        price: 3.1,
        fees: 1.3,
      }),
      createLine({
        id: 'put-assigned',
        groupId: 'wheel-1',
        orderType: 'assignment',
        optionType: 'put',
        timestamp: '2026-01-16T21:00:00.000Z',
        quantity: 200,
        price: 140,
      }),
    ];
    const [lot] = taxLotsOf({ lines, accountId: 'account-1', ticker: 'AAPL', at });
    // (2 × 100 × $3.10 − $1.30) / 200 = $3.0935 of premium per share; $140 − $3.0935 = $136.9065.
    expect(lot).toMatchObject({
      id: 'put-assigned',
      origin: 'put_assignment',
      shares: 200,
      acquiredOn: '2026-01-16',
    });
    expect(lot!.costPerShare).toBeCloseTo(136.9065, 10);
  });

  it('picks lots by method: last in, highest cost, or named lots then FIFO', () => {
    const lots = taxLotsOf({ lines: buys, accountId: 'account-1', ticker: 'AAPL', at });
    expect(pickLots(lots, 150, { kind: 'lifo' }).map((s) => [s.lot.id, s.shares])).toEqual([
      ['lot-c', 100],
      ['lot-b', 50],
    ]);
    expect(pickLots(lots, 100, { kind: 'highest_cost' }).map((s) => s.lot.id)).toEqual(['lot-b']);
    expect(
      pickLots(lots, 150, { kind: 'specific', lotIds: ['lot-c'] }).map((s) => [s.lot.id, s.shares]),
    ).toEqual([
      ['lot-c', 100],
      ['lot-a', 50],
    ]);
    expect(pickLots(lots, 1_000).reduce((sum, slice) => sum + slice.shares, 0)).toBe(300);
  });
});
