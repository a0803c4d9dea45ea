import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { formatOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import type {
  CloseOpportunity,
  PutSellOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { optionRoot } from '@thetix/shared/opportunities/covered-call-pricing';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';

/**
 * The ledger lines acting on an opportunity records (spec part 2 §4: on manual and read-only accounts acting only
 * creates a tracking record). Line ids are `<opportunity id>-<leg>` and every line is dated at the act, so writing
 * one act's lines again overwrites the same items instead of adding a second trade.
 */

export type TradeLeg = 'sell' | 'close' | 'open';

export const tradeLineId = (opportunityId: string, leg: TradeLeg) => `${opportunityId}-${leg}`;

interface TrackedOption {
  readonly symbol: string;
  readonly strike: number;
  readonly expiration: CalendarDate;
  /** Default call; a cash-secured put's lines (issue 31) are puts. */
  readonly option_type?: 'call' | 'put';
}

interface LineContext {
  readonly opportunityId: string;
  readonly accountId: string;
  readonly ticker: string;
  /** The act's instant (the opportunity's `acted_at`). */
  readonly at: string;
}

const optionLine = (
  context: LineContext,
  leg: TradeLeg,
  groupId: string,
  option: TrackedOption,
  trade: { orderType: 'buy' | 'sell'; contracts: number; price: number },
): LedgerLine => ({
  id: tradeLineId(context.opportunityId, leg),
  accountId: context.accountId,
  groupId,
  ticker: context.ticker,
  symbol: option.symbol,
  timestamp: context.at,
  tickerType: 'option',
  orderType: trade.orderType,
  optionType: option.option_type ?? 'call',
  expiration: option.expiration,
  strike: option.strike,
  quantity: trade.contracts,
  price: trade.price,
  fees: 0,
  source: 'manual',
  testData: false,
});

/** OSI symbol of a call (or a put) on `ticker`; the root drops share-class punctuation (BRK.B trades as BRKB). */
const callSymbol = (
  ticker: string,
  strike: number,
  expiration: CalendarDate,
  type: 'call' | 'put' = 'call',
) => formatOccSymbol({ root: optionRoot(ticker), expiration, type, strike });

/** A covered call: one sale opening a new series, at the premium (mid) of the strike and expiration chosen. */
export function coveredCallLines(
  context: LineContext,
  trade: { strike: number; expiration: CalendarDate; premium: number; contracts: number },
  type: 'call' | 'put' = 'call',
): LedgerLine[] {
  const option = {
    symbol: callSymbol(context.ticker, trade.strike, trade.expiration, type),
    strike: trade.strike,
    expiration: trade.expiration,
    option_type: type,
  };
  const id = tradeLineId(context.opportunityId, 'sell');
  return [
    optionLine(context, 'sell', id, option, {
      orderType: 'sell',
      contracts: trade.contracts,
      price: trade.premium,
    }),
  ];
}

/**
 * Buying the held call back joins the series it closes (`heldGroup`, found in the ledger by OCC symbol), so the
 * history shows one series from sale to buy-back; without one the buy-back is a group of its own.
 */
const closeLine = (
  context: LineContext,
  held: TrackedOption,
  heldGroup: string | undefined,
  contracts: number,
  ask: number,
) =>
  optionLine(context, 'close', heldGroup ?? tradeLineId(context.opportunityId, 'close'), held, {
    orderType: 'buy',
    contracts,
    price: ask,
  });

/**
 * A cash-secured put (issue 31): one sale opening a new put series, at the card's premium (mid), for the card's
 * contracts or fewer.
 */
export function putSellLines(
  context: LineContext,
  opportunity: PutSellOpportunity,
  contracts: number,
): LedgerLine[] {
  const { strike, expiration, premium } = opportunity.details;
  return coveredCallLines(context, { strike, expiration, premium, contracts }, 'put');
}

/** A roll: the held call bought back at its ask, the later one sold at its bid as a new series. */
export function rollLines(
  context: LineContext,
  opportunity: RollOpportunity,
  contracts: number,
  heldGroup: string | undefined,
): LedgerLine[] {
  const { details } = opportunity;
  const target = details.roll_to;
  return [
    closeLine(context, details.current_position, heldGroup, contracts, details.current_ask),
    optionLine(
      context,
      'open',
      tradeLineId(context.opportunityId, 'open'),
      {
        symbol: callSymbol(
          context.ticker,
          target.strike,
          target.expiration,
          details.current_position.option_type,
        ),
        strike: target.strike,
        expiration: target.expiration,
        option_type: details.current_position.option_type,
      },
      { orderType: 'sell', contracts, price: target.premium },
    ),
  ];
}

/** A close: the held call bought back at its ask. */
export function closeLines(
  context: LineContext,
  opportunity: CloseOpportunity,
  contracts: number,
  heldGroup: string | undefined,
): LedgerLine[] {
  const { details } = opportunity;
  return [closeLine(context, details.current_position, heldGroup, contracts, details.premium)];
}
