import { addDays, type CalendarDate } from '../calendar/calendar-date';
import { CALENDAR_YEAR_MS, expiryInstant } from '../calendar/expirations';
import { marketSession, newYorkDate, newYorkInstant, previousTradingDay } from '../calendar/nyse-calendar';
import type { OpportunityWarning } from '../contracts/opportunities';
import type { DividendEvent, EarningsEvent, MarketModel } from '../market/market-model';
import { bsmPrice } from '../options/black-scholes';
import type { TickerMarket } from './option-market';
import { formatDate, formatUsd } from './wording';

/**
 * Two risks of selling a call that broker screens leave out: an earnings report before expiry, and early assignment
 * ahead of an ex-dividend date.
 */

export interface CallWarningInput {
  readonly market: MarketModel;
  readonly tickerMarket: TickerMarket;
  readonly now: Date;
  readonly strike: number;
  readonly expiration: CalendarDate;
  /** The call's implied volatility, used if the model cannot price the call on a future day. */
  readonly volatility: number;
}

/** When a report moves the stock: at the open for a report before it, at the close for one after it. */
const reactionInstant = ({ date, time }: EarningsEvent): Date => {
  const session = marketSession(date);
  if (time === 'before-open') return session?.open ?? newYorkInstant(date, 9, 30);
  return session?.close ?? newYorkInstant(date, 16, 0);
};

/** The first earnings report that moves the stock after now and before the option stops trading. */
export const earningsBeforeExpiry = ({
  market,
  tickerMarket,
  now,
  expiration,
}: Pick<CallWarningInput, 'market' | 'tickerMarket' | 'now' | 'expiration'>): EarningsEvent | undefined => {
  const expiry = expiryInstant(expiration);
  return market.earnings(tickerMarket.ticker, newYorkDate(now), expiration).find((event) => {
    const instant = reactionInstant(event);
    return instant > now && instant < expiry;
  });
};

/** The first ex-dividend date after today and on or before the expiration. */
export const exDividendBeforeExpiry = ({
  market,
  tickerMarket,
  now,
  expiration,
}: Pick<CallWarningInput, 'market' | 'tickerMarket' | 'now' | 'expiration'>): DividendEvent | undefined => {
  const today = newYorkDate(now);
  return market
    .dividends(tickerMarket.ticker, addDays(today, 1), expiration)
    .filter((dividend) => dividend.exDate > today && dividend.exDate <= expiration)
    .sort((a, b) => (a.exDate < b.exDate ? -1 : a.exDate > b.exDate ? 1 : 0))[0];
};

/** An earnings report that lands after now and before the option stops trading. */
export const earningsWarning = (input: CallWarningInput): OpportunityWarning | undefined => {
  const report = earningsBeforeExpiry(input);
  if (!report) return undefined;
  return {
    code: 'earnings_before_expiry',
    message: `Earnings on ${formatDate(report.date)} before this option expires: the stock can gap through the strike`,
  };
};

/**
 * An American call's owner exercises on the last day before an ex-dividend date when the dividend is worth more
 * than the time value the exercise throws away (Hull, "Options, Futures, and Other Derivatives", on early exercise of
 * calls on dividend-paying stocks, and Black's approximation, which compares exercise just before the ex-date with
 * holding to expiry).
 * The time value is the call's value on that eve, at the close, minus its intrinsic value. It is worked out at the
 * current price when the call is in the money, and at the strike when it is not: an out-of-the-money call is never
 * exercised, and at the strike its time value is the largest it can be, so a dividend above it means exercise as
 * soon as the stock crosses the strike. One warning, for the first ex-date that qualifies.
 */
export const earlyAssignmentWarning = ({
  market,
  tickerMarket,
  now,
  strike,
  expiration,
  volatility,
}: CallWarningInput): OpportunityWarning | undefined => {
  const { ticker, spot, rate, dividendYield } = tickerMarket;
  const today = newYorkDate(now);
  const inTheMoney = spot > strike;
  const priceOnEve = inTheMoney ? spot : strike;
  for (const dividend of market.dividends(ticker, addDays(today, 1), expiration)) {
    if (dividend.exDate <= today || dividend.exDate > expiration) continue;
    const eve = previousTradingDay(dividend.exDate);
    const eveClose = marketSession(eve)?.close ?? newYorkInstant(eve, 16, 0);
    const value = callValueOn(market, { ticker, eve, eveClose, spot: priceOnEve, strike, expiration }, () =>
      bsmPrice(
        'call',
        priceOnEve,
        strike,
        (expiryInstant(expiration).getTime() - eveClose.getTime()) / CALENDAR_YEAR_MS,
        rate,
        dividendYield,
        volatility,
      ),
    );
    const timeValue = Math.max(0, value - Math.max(priceOnEve - strike, 0));
    if (!(dividend.amount > timeValue)) continue;
    const exDate = formatDate(dividend.exDate);
    const eveDate = formatDate(eve);
    const amount = formatUsd(dividend.amount);
    const remaining = formatUsd(timeValue);
    return {
      code: 'early_assignment_risk',
      message: inTheMoney
        ? `Ex-dividend on ${exDate} before this option expires: the ${amount} dividend exceeds the call's remaining time value (${remaining}), so expect early assignment on ${eveDate}`
        : `Ex-dividend on ${exDate} before this option expires: if ${ticker} is above the ${formatUsd(strike)} strike on ${eveDate}, the ${amount} dividend exceeds the call's remaining time value (${remaining}) and early assignment is likely that day`,
    };
  }
  return undefined;
};

interface EveQuote {
  readonly ticker: string;
  readonly eve: CalendarDate;
  readonly eveClose: Date;
  readonly spot: number;
  readonly strike: number;
  readonly expiration: CalendarDate;
}

/** The model's mid on the eve; Black-Scholes at today's volatility when the eve lies outside the model's range. */
const callValueOn = (market: MarketModel, quote: EveQuote, fallback: () => number): number => {
  try {
    const option = market.priceOption({
      ticker: quote.ticker,
      date: quote.eve,
      instant: quote.eveClose,
      spot: quote.spot,
      strike: quote.strike,
      expiration: quote.expiration,
      type: 'call',
    });
    return (option.bid + option.ask) / 2;
  } catch (error) {
    if (error instanceof RangeError) return fallback();
    throw error;
  }
};

/**
 * A covered call whose strike plus premium is below what the shares cost: assignment would sell them at a loss the
 * premium does not make up. Brokers show the strike and the premium, never the two against the cost basis.
 */
const costBasisWarning = (details: CoveredCallTerms): OpportunityWarning | undefined => {
  const { strike, premium, entry_price: entryPrice } = details;
  const lossPerShare = entryPrice - strike - premium;
  if (!(lossPerShare >= 0.005)) return undefined;
  return {
    code: 'strike_below_cost_basis',
    message: `Assignment at ${formatUsd(strike)} sells below your ${formatUsd(entryPrice)} cost basis: even with the premium, that locks in a loss of ${formatUsd(lossPerShare)} a share`,
  };
};

const present = (warning: OpportunityWarning | undefined): warning is OpportunityWarning =>
  warning !== undefined;

/** Every warning about selling this call, in a fixed order. */
export const callWarnings = (input: CallWarningInput): OpportunityWarning[] =>
  [earningsWarning(input), earlyAssignmentWarning(input)].filter(present);

/**
 * A short put and an ex-dividend date before it expires (issue 31): the price drops by about the dividend that
 * morning, which moves the put toward the money, and the put's seller, not owning the shares yet, does not receive
 * the dividend.
 */
export const putExDividendWarning = (input: CallWarningInput): OpportunityWarning | undefined => {
  const dividend = exDividendBeforeExpiry(input);
  if (!dividend) return undefined;
  return {
    code: 'ex_dividend_before_expiry',
    message: `Ex-dividend on ${formatDate(dividend.exDate)} before this put expires: ${input.tickerMarket.ticker} drops by about the ${formatUsd(dividend.amount)} dividend that morning, closer to your ${formatUsd(input.strike)} strike, and you only receive dividends once you own the shares`,
  };
};

/** Every warning about selling this put, in a fixed order. */
export const putWarnings = (input: CallWarningInput): OpportunityWarning[] =>
  [earningsWarning(input), putExDividendWarning(input)].filter(present);

/** What a covered call's own terms are checked on: its strike and premium against what the shares cost. */
interface CoveredCallTerms {
  readonly strike: number;
  readonly premium: number;
  readonly entry_price: number;
}

/** Every warning about a covered call on shares held (generated or fine-tuned): its cost basis, then the call's. */
export const coveredCallWarnings = (
  input: CallWarningInput,
  details: CoveredCallTerms,
): OpportunityWarning[] => [costBasisWarning(details), ...callWarnings(input)].filter(present);
