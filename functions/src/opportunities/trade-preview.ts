import type {
  CloseOpportunity,
  CoveredCallDetails,
  PutSellOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import type { OrderLeg, TradePreview } from '@thetix/shared/contracts/opportunity-actions';
import type { AccountSummary } from './opportunity-ports';

const SHARES_PER_CONTRACT = 100;
/** The product does not know the broker's commission schedule; previews show 0 and say the order is the user's. */
export const ESTIMATED_COMMISSIONS = 0;

export const MANUAL_ACCOUNT_NOTE =
  'Manual account: confirming records this trade in Thetix only. Place the order with your broker.';
export const READ_ONLY_BROKER_NOTE =
  'This brokerage connection is read-only: confirming records this trade in Thetix only. Place the order with your broker.';

const accountFields = (opportunityId: string, account: AccountSummary) => {
  const manual = account.source === 'manual';
  return {
    opportunity_id: opportunityId,
    is_option: true as const,
    order_type: 'limit' as const,
    time_in_force: 'day' as const,
    estimated_commissions: ESTIMATED_COMMISSIONS,
    broker: manual ? null : (account.institutionName ?? account.source),
    is_manual_account: manual,
    // No order routing exists yet: every connected account is read-only to Thetix.
    is_read_only_broker: !manual,
    order_details: {
      account_id: account.id,
      account_name: account.name,
      note: manual ? MANUAL_ACCOUNT_NOTE : READ_ONLY_BROKER_NOTE,
    },
  };
};

const gross = (pricePerShare: number, contracts: number) => pricePerShare * SHARES_PER_CONTRACT * contracts;

/** The option a sale opens, at its mid, for some contracts. */
type SoldOption = Pick<
  CoveredCallDetails,
  'premium' | 'strike' | 'expiration' | 'option_symbol' | 'contracts'
>;

/** Selling covered calls: a day limit order at the mid, as the card's premium shows. */
export function coveredCallPreview(
  opportunityId: string,
  ticker: string,
  details: CoveredCallDetails,
  account: AccountSummary,
): TradePreview {
  return sellToOpenPreview(opportunityId, ticker, details, account);
}

/**
 * Selling a cash-secured put (issue 31): a sell-to-open day limit order at the mid, like a covered call, for the
 * card's contracts or fewer, with the cash it secures.
 */
export function putSellPreview(
  opportunity: PutSellOpportunity,
  account: AccountSummary,
  contracts: number,
): TradePreview {
  const { details } = opportunity;
  return {
    ...sellToOpenPreview(opportunity.id, opportunity.primary_ticker, { ...details, contracts }, account),
    option_type: 'put',
    collateral: details.strike * SHARES_PER_CONTRACT * contracts,
  };
}

function sellToOpenPreview(
  opportunityId: string,
  ticker: string,
  details: SoldOption,
  account: AccountSummary,
): TradePreview {
  const leg: OrderLeg = {
    action: 'sell_to_open',
    quantity: details.contracts,
    price: details.premium,
    option_symbol: details.option_symbol,
  };
  const cost = gross(details.premium, details.contracts);
  return {
    ...accountFields(opportunityId, account),
    action: 'sell_to_open',
    is_roll: false,
    quantity: details.contracts,
    price: details.premium,
    strike: details.strike,
    expiration: details.expiration,
    option_symbol: details.option_symbol,
    symbol: ticker,
    estimated_cost: cost,
    estimated_total: cost - ESTIMATED_COMMISSIONS,
    net_credit: cost - ESTIMATED_COMMISSIONS,
    open_order: leg,
    close_order: null,
    roll_details: null,
  };
}

/** Buying the held call back at its ask. */
export function closePreview(
  opportunity: CloseOpportunity,
  account: AccountSummary,
  contracts: number,
): TradePreview {
  const { details } = opportunity;
  const held = details.current_position;
  const cost = gross(details.premium, contracts);
  return {
    ...accountFields(opportunity.id, account),
    action: 'buy_to_close',
    is_roll: false,
    quantity: contracts,
    price: details.premium,
    strike: held.strike,
    expiration: held.expiration,
    option_symbol: held.symbol,
    symbol: opportunity.primary_ticker,
    estimated_cost: cost,
    estimated_total: -cost - ESTIMATED_COMMISSIONS,
    net_credit: -cost - ESTIMATED_COMMISSIONS,
    open_order: null,
    close_order: {
      action: 'buy_to_close',
      quantity: contracts,
      price: details.premium,
      option_symbol: held.symbol,
    },
    roll_details: null,
    ...putType(held.option_type),
  };
}

/** `option_type: 'put'` on a put's order; nothing on a call's (older previews had no such field). */
const putType = (type: 'call' | 'put') => (type === 'put' ? { option_type: 'put' as const } : {});

/** A roll as one net-credit order: buy the held call back at its ask, sell the new one at its bid. */
export function rollPreview(
  opportunity: RollOpportunity,
  account: AccountSummary,
  contracts: number,
): TradePreview {
  const { details } = opportunity;
  const held = details.current_position;
  const target = details.roll_to;
  const close: OrderLeg = {
    action: 'buy_to_close',
    quantity: contracts,
    price: details.current_ask,
    option_symbol: held.symbol,
  };
  const open: OrderLeg = {
    action: 'sell_to_open',
    quantity: contracts,
    price: target.premium,
    option_symbol: target.symbol,
  };
  const credit = gross(target.premium - details.current_ask, contracts) - ESTIMATED_COMMISSIONS;
  return {
    ...accountFields(opportunity.id, account),
    action: 'roll',
    is_roll: true,
    quantity: contracts,
    price: target.premium - details.current_ask,
    strike: target.strike,
    expiration: target.expiration,
    option_symbol: target.symbol,
    symbol: opportunity.primary_ticker,
    estimated_cost: gross(details.current_ask + target.premium, contracts),
    estimated_total: credit,
    net_credit: credit,
    open_order: open,
    close_order: close,
    roll_details: {
      close_position: {
        option_symbol: held.symbol,
        strike: held.strike,
        expiration: held.expiration,
        quantity: contracts,
        price: details.current_ask,
      },
      open_position: {
        option_symbol: target.symbol,
        strike: target.strike,
        expiration: target.expiration,
        quantity: contracts,
        price: target.premium,
      },
    },
    ...putType(held.option_type),
  };
}
