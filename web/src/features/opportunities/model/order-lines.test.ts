import type { TradePreview } from '@thetix/shared/contracts/opportunity-actions';
import { describe, expect, it } from 'vitest';
import { orderLines } from './order-lines';

const base = {
  opportunity_id: 'o-1',
  is_option: true,
  order_type: 'limit',
  time_in_force: 'day',
  estimated_commissions: 0,
  broker: null,
  is_manual_account: true,
  is_read_only_broker: false,
  order_details: { account_id: 'a-1', account_name: 'Manual', note: 'note' },
  symbol: 'AAPL',
  strike: 240,
  expiration: '2026-12-18',
  option_symbol: 'AAPL261218C00240000',
  roll_details: null,
} as const;

/** A roll of 7 contracts: buy back at $2.10, sell the new call at $6.00 (net $3.90 a share). */
const roll = {
  ...base,
  action: 'roll',
  is_roll: true,
  quantity: 7,
  price: 3.9,
  estimated_cost: 5670,
  estimated_total: 2730,
  net_credit: 2730,
  close_order: { action: 'buy_to_close', quantity: 7, price: 2.1, option_symbol: 'AAPL261120C00230000' },
  open_order: { action: 'sell_to_open', quantity: 7, price: 6, option_symbol: 'AAPL261218C00240000' },
} as TradePreview;

describe('orderLines', () => {
  it('lists both legs of a roll and totals that are the sum of the lines', () => {
    const lines = orderLines(roll);
    expect(lines.legs.map((leg) => [leg.action, leg.amount])).toEqual([
      ['buy_to_close', -1470],
      ['sell_to_open', 4200],
    ]);
    expect(lines.net).toBe(2730);
    expect(lines.total).toBe(lines.net - lines.commissions);
    expect(lines.total).toBeCloseTo(roll.estimated_total, 2);
  });

  it('adds rounded lines, so the shown figures add up to the cent', () => {
    const odd = {
      ...roll,
      estimated_commissions: 1.3,
      close_order: { ...roll.close_order!, quantity: 3, price: 1.333 },
      open_order: { ...roll.open_order!, quantity: 3, price: 2.667 },
    } as TradePreview;
    const lines = orderLines(odd);
    expect(lines.legs.map((leg) => leg.amount)).toEqual([-399.9, 800.1]);
    expect(lines.net).toBe(400.2);
    expect(lines.total).toBe(398.9);
  });

  it('shows a debit roll as a negative net', () => {
    const debit = {
      ...roll,
      close_order: { ...roll.close_order!, price: 8 },
      open_order: { ...roll.open_order!, price: 6 },
    } as TradePreview;
    expect(orderLines(debit).net).toBe(-1400);
  });

  it('gives one leg for a covered call and one for a close', () => {
    const sale = { ...roll, action: 'sell_to_open', close_order: null } as TradePreview;
    const buyBack = { ...roll, action: 'buy_to_close', open_order: null } as TradePreview;
    expect(orderLines(sale).legs).toHaveLength(1);
    expect(orderLines(sale).total).toBe(4200);
    expect(orderLines(buyBack).total).toBe(-1470);
  });
});
