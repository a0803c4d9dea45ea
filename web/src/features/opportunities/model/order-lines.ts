import type { OrderLeg, TradePreview } from '@thetix/shared/contracts/opportunity-actions';

/** One leg of an order as the preview lists it: money in (a sale) positive, money out (a buy-back) negative. */
export interface OrderLine {
  action: OrderLeg['action'];
  optionSymbol: string;
  contracts: number;
  pricePerShare: number;
  /** Signed, rounded to the cent: the line the user reads. */
  amount: number;
}

export interface OrderLines {
  /** The buy-back first (it is filled first in a roll), then the sale. */
  legs: OrderLine[];
  /** The sum of the legs: a credit when positive, a debit when negative. */
  net: number;
  commissions: number;
  /** net − commissions: always the sum of the lines above it. */
  total: number;
}

const SHARES_PER_CONTRACT = 100;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The preview's lines and totals from its legs, so every total is the sum of lines shown (issue 18 item 1: a roll
 * listed only the new call and headlined both legs' premiums together against a net total). Each line is rounded to
 * the cent first and the totals add the rounded lines, so the figures on screen add up exactly.
 */
export function orderLines(order: TradePreview): OrderLines {
  const legs = [order.close_order, order.open_order]
    .filter((leg): leg is OrderLeg => leg !== null)
    .map((leg) => {
      const gross = cents(leg.price * SHARES_PER_CONTRACT * leg.quantity);
      return {
        action: leg.action,
        optionSymbol: leg.option_symbol,
        contracts: leg.quantity,
        pricePerShare: leg.price,
        amount: leg.action === 'sell_to_open' ? gross : -gross,
      };
    });
  const net = cents(legs.reduce((sum, leg) => sum + leg.amount, 0));
  const commissions = cents(order.estimated_commissions);
  return { legs, net, commissions, total: cents(net - commissions) };
}
