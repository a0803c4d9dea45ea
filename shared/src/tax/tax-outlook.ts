import type { CalendarDate } from '../calendar/calendar-date';
import { newYorkDate, nextTradingDay, previousTradingDay } from '../calendar/nyse-calendar';
import type { CallTax, LotMethodKind, TaxLotsResponse } from '../contracts/tax';
import type { MarketModel } from '../market/market-model';
import { booksAt } from '../portfolio/holdings';
import { sortLines, type LedgerLine } from '../portfolio/ledger';
import { roundCents, roundPerShare } from '../portfolio/money';
import { assignmentTaxOutcome } from './assignment-tax';
import { isLongTerm, longTermFrom } from './holding-period';
import { assessQualifiedCall } from './qualified-covered-call';
import { assignmentWording, qualifiedCallWording, TAX_INFORMATION_NOTICE } from './tax-wording';
import { replayPastCalls, type EndedShortCall, type ReplayedLot } from './past-calls';
import { holdingStart, taxLotsOf, type LotMethod, type TaxLot } from './tax-lots';

/**
 * One position's tax view (GET /api/positions/{ticker}/tax-lots): lots per account, and for each open call and for
 * a call about to be sold, its qualified covered call status and what an assignment would sell.
 *
 * Market inputs and their limits (decision 310):
 * - the applicable stock price of a call already sold is the close before its grant day (or that day's opening when
 *   it gapped up more than 10%), read from the market's daily bars;
 * - the listed strikes are today's chain for the call's expiration: strikes added since the grant (a chain gains
 *   strikes as the price moves) can make a benchmark one step higher than it was, so the status of a call sold
 *   weeks ago is the best reading from today's listing;
 * - without a chain (no listing for the expiration), strikes are the ticker's strike increments around the price.
 */

export interface ProposedCall {
  readonly accountId?: string;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly contracts: number;
  readonly premium: number;
}

export interface TaxOutlookInput {
  readonly ticker: string;
  /** Each account with the lot method it keeps (absent: first in, first out). */
  readonly accounts: readonly {
    readonly id: string;
    readonly name: string;
    readonly lotMethod?: LotMethodKind;
  }[];
  readonly lines: readonly LedgerLine[];
  readonly market: MarketModel;
  readonly now: Date;
  /** The method asked for; absent means each account's own. */
  readonly method?: LotMethodKind;
  readonly lotIds?: readonly string[];
  readonly proposed?: ProposedCall;
}

const methodOf = (kind: LotMethodKind, lotIds: readonly string[] = []): LotMethod =>
  kind === 'specific' ? { kind, lotIds } : { kind };

/** The method an account's lots are matched by: the one asked for, else the account's own, else FIFO. */
const methodKindFor = (input: TaxOutlookInput, accountId: string): LotMethodKind =>
  input.method ?? input.accounts.find((account) => account.id === accountId)?.lotMethod ?? 'fifo';

const accountMethod = (input: TaxOutlookInput, accountId: string): LotMethod =>
  methodOf(methodKindFor(input, accountId), input.lotIds);

/** The day the open short position in `symbol` was last opened from flat (the grant date of the call held now). */
const grantedOnOf = (
  lines: readonly LedgerLine[],
  accountId: string,
  symbol: string,
): CalendarDate | undefined => {
  let contracts = 0;
  let grantedOn: CalendarDate | undefined;
  for (const line of sortLines(lines.filter((l) => l.accountId === accountId && l.symbol === symbol))) {
    const before = contracts;
    contracts += line.orderType === 'sell' ? line.quantity : -line.quantity;
    if (before <= 0 && contracts > 0) grantedOn = newYorkDate(new Date(line.timestamp));
  }
  return grantedOn;
};

const safely = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

/** The applicable stock price's inputs for a call granted on a day: the close before it, and that day's open. */
const grantPrices = (input: TaxOutlookInput, grantedOn: CalendarDate) => ({
  previousClose: safely(() => input.market.closeOn(input.ticker, previousTradingDay(grantedOn))),
  openingPrice: safely(() => input.market.dailyBars(input.ticker, grantedOn, grantedOn, input.now))?.[0]
    ?.open,
});

/** An ended call's qualified covered call assessment as of its grant; undefined without the grant's prices. */
const assessEnded = (input: TaxOutlookInput, call: EndedShortCall) => {
  const { previousClose, openingPrice } = grantPrices(input, call.grantedOn);
  if (previousClose === undefined) return undefined;
  return assessQualifiedCall({
    strike: call.strike,
    grantedOn: call.grantedOn,
    expiration: call.expiration,
    previousClose,
    openingPrice,
    availableStrikes: listedStrikes(input.market, input.ticker, call.expiration, input.now, previousClose),
  });
};

function listedStrikes(
  market: MarketModel,
  ticker: string,
  expiration: CalendarDate,
  now: Date,
  around: number,
) {
  const chain = safely(() => market.optionChain(ticker, expiration, now));
  const strikes =
    chain?.options.filter((option) => option.type === 'call').map((option) => option.strike) ?? [];
  if (strikes.length > 0) return strikes;
  const step = safely(() => market.strikeIncrement(ticker, around)) ?? 1;
  const base = Math.floor(around / step) * step;
  return Array.from({ length: 41 }, (_, index) => base + (index - 20) * step).filter((strike) => strike > 0);
}

function callTax(params: {
  readonly input: TaxOutlookInput;
  readonly accountId: string;
  readonly symbol: string | null;
  readonly lots: readonly TaxLot[];
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly contracts: number;
  readonly premiumPerShare: number;
  readonly grantedOn: CalendarDate;
  readonly previousClose: number;
  readonly openingPrice?: number;
}): CallTax {
  const { input } = params;
  const assessment = assessQualifiedCall({
    strike: params.strike,
    grantedOn: params.grantedOn,
    expiration: params.expiration,
    previousClose: params.previousClose,
    openingPrice: params.openingPrice,
    availableStrikes: listedStrikes(
      input.market,
      input.ticker,
      params.expiration,
      input.now,
      params.previousClose,
    ),
  });
  const outcome = assignmentTaxOutcome({
    lots: params.lots,
    strike: params.strike,
    contracts: params.contracts,
    premiumPerShare: params.premiumPerShare,
    grantedOn: params.grantedOn,
    expiration: params.expiration,
    assessment,
    method: accountMethod(input, params.accountId),
  });
  const wording = qualifiedCallWording(assessment, params.strike);
  return {
    accountId: params.accountId,
    symbol: params.symbol,
    strike: params.strike,
    expiration: params.expiration,
    contracts: params.contracts,
    grantedOn: params.grantedOn,
    premiumPerShare: roundPerShare(params.premiumPerShare),
    qualified: {
      status: assessment.status,
      reasons: [...assessment.reasons],
      termDays: assessment.termDays,
      applicableStockPrice: roundPerShare(assessment.applicableStockPrice),
      lowestQualifiedBenchmark:
        assessment.lowestQualifiedBenchmark === undefined
          ? null
          : roundPerShare(assessment.lowestQualifiedBenchmark),
      inTheMoney: assessment.inTheMoney,
      holdingPeriodEffect: assessment.holdingPeriodEffect,
      dividendHoldingDaysCount: assessment.dividendHoldingDaysCount,
      ...wording,
      details: [...wording.details],
    },
    assignment: {
      soldOn: outcome.soldOn,
      sharesCalled: outcome.sharesCalled,
      sharesCovered: outcome.sharesCovered,
      amountRealisedPerShare: roundPerShare(outcome.amountRealisedPerShare),
      slices: outcome.slices.map((slice) => ({
        ...slice,
        costPerShare: roundPerShare(slice.costPerShare),
        gain: roundCents(slice.gain),
      })),
      shortTermGain: roundCents(outcome.shortTermGain),
      longTermGain: roundCents(outcome.longTermGain),
      lines: assignmentWording(outcome),
    },
  };
}

export function taxOutlookOf(input: TaxOutlookInput): TaxLotsResponse {
  const { ticker, market, now } = input;
  const today = newYorkDate(now);
  const quote = safely(() => market.quote(ticker, now));
  const price = quote?.price;
  const lotsByAccount = new Map<string, ReplayedLot[]>(
    input.accounts.map((account) => {
      const scope = {
        lines: input.lines,
        accountId: account.id,
        ticker,
        at: now,
        method: accountMethod(input, account.id),
      };
      return [
        account.id,
        replayPastCalls({ ...scope, lots: taxLotsOf(scope), assess: (call) => assessEnded(input, call) }),
      ];
    }),
  );
  const books = booksAt(input.lines, now).filter((book) => book.ticker === ticker);
  const accounts = input.accounts
    .map((account) => {
      const lots = lotsByAccount.get(account.id) ?? [];
      const book = books.find((candidate) => candidate.accountId === account.id);
      return {
        accountId: account.id,
        accountName: account.name,
        method: methodKindFor(input, account.id),
        lots: lots.map((lot) => ({
          id: lot.id,
          acquiredOn: lot.acquiredOn,
          origin: lot.origin,
          shares: lot.shares,
          costPerShare: roundPerShare(lot.costPerShare),
          cost: roundCents(lot.shares * lot.costPerShare),
          longTermFrom: longTermFrom(holdingStart(lot)),
          termToday: isLongTerm(holdingStart(lot), today) ? ('long' as const) : ('short' as const),
          holdingPeriodAdjustments: lot.adjustments.map((adjustment) => ({ ...adjustment })),
          unrealisedGain: price === undefined ? 0 : roundCents(lot.shares * (price - lot.costPerShare)),
        })),
        averageCostPerShare: book && book.shares > 0 ? roundPerShare(book.cost / book.shares) : null,
      };
    })
    .filter((account) => account.lots.length > 0 || account.averageCostPerShare !== null);

  const openCalls: CallTax[] = [];
  for (const book of books) {
    for (const option of book.options.values()) {
      if (option.type !== 'call' || option.contracts >= 0 || option.expiration < today) continue;
      const grantedOn = grantedOnOf(input.lines, book.accountId, option.symbol) ?? today;
      const prices = grantPrices(input, grantedOn);
      const previousClose = prices.previousClose ?? quote?.previousClose;
      if (previousClose === undefined) continue;
      const { openingPrice } = prices;
      openCalls.push(
        callTax({
          input,
          accountId: book.accountId,
          symbol: option.symbol,
          lots: lotsByAccount.get(book.accountId) ?? [],
          strike: option.strike,
          expiration: option.expiration,
          contracts: -option.contracts,
          premiumPerShare: option.averagePrice,
          grantedOn,
          previousClose,
          openingPrice,
        }),
      );
    }
  }

  let proposedCall: CallTax | null = null;
  if (input.proposed && quote) {
    const proposed = input.proposed;
    const accountId =
      proposed.accountId ??
      [...books].sort((a, b) => b.shares - a.shares)[0]?.accountId ??
      input.accounts[0]?.id ??
      '';
    proposedCall = callTax({
      input,
      accountId,
      symbol: null,
      lots: lotsByAccount.get(accountId) ?? [],
      strike: proposed.strike,
      expiration: proposed.expiration,
      contracts: proposed.contracts,
      premiumPerShare: proposed.premium,
      // Sold now: in today's session while it is open, else in the next one, against the last close.
      grantedOn: quote.marketOpen ? quote.sessionDate : nextTradingDay(quote.sessionDate),
      previousClose: quote.marketOpen ? quote.previousClose : quote.price,
    });
  }

  return {
    ticker,
    method: input.method ?? 'fifo',
    price: price === undefined ? null : roundPerShare(price),
    accounts,
    openCalls,
    proposedCall,
    notice: TAX_INFORMATION_NOTICE,
    asOf: now.toISOString(),
    dataSource: market.dataSource,
  };
}
