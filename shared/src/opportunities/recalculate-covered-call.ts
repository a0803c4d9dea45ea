import type { CalendarDate } from '../calendar/calendar-date';
import { isMonthlyExpiration } from '../calendar/expirations';
import type { Duration } from '../contracts/calculator';
import type {
  CoveredCallDetails,
  CoveredCallOutcome,
  OpportunityRiskLevel,
  OpportunityWarning,
} from '../contracts/opportunities';
import type { MarketModel } from '../market/market-model';
import { INSUFFICIENT_SHARES_NOTE, maximumLabel, MIN_CONTRACTS, minimumLabel } from './contracts-stepper';
import { openContractsOf } from './covered-call';
import { priceCoveredCall } from './covered-call-pricing';
import type { PositionInput } from './opportunity-inputs';
import { findCall, readTickerMarket } from './option-market';
import { shareCoverage } from './share-coverage';
import { coveredCallWarnings } from './trade-warnings';
import { formatDate, formatUsd } from './wording';

export interface RecalculateCoveredCallInput {
  readonly market: MarketModel;
  readonly now: Date;
  readonly position: PositionInput;
  readonly strike: number;
  readonly expiration: CalendarDate;
  readonly contracts: number;
  /** Default 1. */
  readonly allocation?: number;
  /** What the fine-tune selector shows; default `custom` (spec part 2 §4). */
  readonly riskLevel?: OpportunityRiskLevel;
  /** Default: monthly for a third-Friday expiration, else weekly. */
  readonly cadence?: Duration;
}

export type RecalculationErrorCode =
  | 'invalid_contracts'
  | 'too_many_contracts'
  | 'insufficient_shares'
  | 'ticker_not_covered'
  | 'expiration_not_listed'
  | 'strike_not_listed';

export interface RecalculationError {
  readonly code: RecalculationErrorCode;
  readonly message: string;
}

export type RecalculationResult =
  | {
      readonly ok: true;
      readonly details: CoveredCallDetails;
      readonly expected_outcome: CoveredCallOutcome;
      readonly warnings: OpportunityWarning[];
    }
  | { readonly ok: false; readonly error: RecalculationError };

const fail = (code: RecalculationErrorCode, message: string): RecalculationResult => ({
  ok: false,
  error: { code, message },
});

/**
 * The fine-tune recalculation (POST /api/opportunities/calculator): the covered call's details for a strike,
 * expiration and contract count the user picked, computed exactly as a generated opportunity's are. Contracts
 * follow the stepper (spec part 2 §5): whole, at least 1, at most the tradeable contracts; a position with none
 * tradeable can still be explored with the one illustrative contract its opportunity shows. Mistakes come back as
 * errors with the stepper's words, not as throws: the handler maps them to a 400.
 */
export const recalculateCoveredCall = (input: RecalculateCoveredCallInput): RecalculationResult => {
  const { market, now, position, strike, expiration, contracts, allocation = 1 } = input;
  const { ticker } = position;
  if (!(Number.isInteger(contracts) && contracts >= MIN_CONTRACTS))
    return fail('invalid_contracts', `Contracts must be a whole number (${minimumLabel()})`);
  const coverage = shareCoverage({
    shares: position.shares,
    allocation,
    openContracts: openContractsOf(position, now),
  });
  if (
    coverage.tradeableContracts === 0 &&
    (contracts > MIN_CONTRACTS || !Number.isFinite(coverage.sharesNeeded))
  )
    return fail('insufficient_shares', INSUFFICIENT_SHARES_NOTE);
  if (coverage.tradeableContracts > 0 && contracts > coverage.tradeableContracts)
    return fail('too_many_contracts', `Too many contracts (${maximumLabel(coverage.tradeableContracts)})`);

  const tickerMarket = readTickerMarket(market, ticker, now);
  if (!tickerMarket) return fail('ticker_not_covered', `No option data for ${ticker}`);
  const listed = market.expirations(ticker, now, expiration).some((entry) => entry.date === expiration);
  if (!listed)
    return fail(
      'expiration_not_listed',
      `${ticker} has no listed options expiring on ${formatDate(expiration)}`,
    );
  const option = findCall(market.optionChain(ticker, expiration, now), strike);
  if (!option)
    return fail(
      'strike_not_listed',
      `${ticker} has no ${formatUsd(strike)} call expiring on ${formatDate(expiration)}`,
    );

  const { details, expectedOutcome } = priceCoveredCall({
    tickerMarket,
    now,
    option,
    shares: position.shares,
    costBasisPerShare: position.costBasisPerShare,
    coverage,
    contracts,
    riskLevel: input.riskLevel ?? 'custom',
    cadence: input.cadence ?? (isMonthlyExpiration(expiration) ? 'monthly' : 'weekly'),
  });
  return {
    ok: true,
    details,
    expected_outcome: expectedOutcome,
    warnings: coveredCallWarnings(
      { market, tickerMarket, now, strike, expiration, volatility: option.impliedVolatility },
      details,
    ),
  };
};
