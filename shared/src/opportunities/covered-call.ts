import type { CalendarDate } from '../calendar/calendar-date';
import { expiryInstant } from '../calendar/expirations';
import { type RiskLevel, riskLevelSchema } from '../contracts/calculator';
import type {
  CoveredCallOpportunity,
  OpportunityWarning,
  RelatedRiskLevel,
} from '../contracts/opportunities';
import type { MarketModel, OptionQuote } from '../market/market-model';
import type { OptionType } from '../options/black-scholes';
import { priceCoveredCall } from './covered-call-pricing';
import { eligibleExpirations } from './expiration-choice';
import { marketContextSummary } from './market-context';
import { opportunityEnvelope } from './opportunity-envelope';
import { opportunityId } from './opportunity-id';
import type { PositionInput, TickerGoal } from './opportunity-inputs';
import { opportunityExpiresAt } from './opportunity-session';
import { callsOf, type TickerMarket, volumeIsMeaningful } from './option-market';
import { shareCoverage } from './share-coverage';
import { chooseStrike, isInRiskBand, sellableCalls } from './strike-choice';
import { coveredCallWarnings } from './trade-warnings';
import {
  coveredCallStrategyName,
  countOf,
  formatDate,
  formatPercent,
  formatUsd,
  putSellStrategyName,
  RISK_LEVEL_LABELS,
} from './wording';
import { whatIfInputs } from './what-if-inputs';

export type CoveredCallSkipReason =
  'no_shares' | 'no_allocation' | 'fully_covered' | 'no_expiration' | 'no_liquid_strike';

export type CoveredCallResult =
  | { readonly ok: true; readonly opportunity: CoveredCallOpportunity }
  | { readonly ok: false; readonly reason: CoveredCallSkipReason };

export interface CoveredCallInput {
  readonly accountId: string;
  readonly market: MarketModel;
  readonly now: Date;
  readonly session: CalendarDate;
  readonly tickerMarket: TickerMarket;
  readonly position: PositionInput;
  readonly goal: TickerGoal;
  readonly allocation: number;
}

/** The band each goal's delta must fall in, for texts (on the absolute delta for a put). */
export const BAND_TEXT: Readonly<Record<RiskLevel, string>> = {
  conservative: 'under 0.20',
  balanced: '0.20-0.35',
  aggressive: 'above 0.35',
};

/** Calls sold and still open (one the broker has not yet reported as expired no longer covers anything). */
export const openContractsOf = (position: PositionInput, now: Date): number =>
  position.openShortCalls
    .filter((call) => expiryInstant(call.expiration) > now)
    .reduce((total, call) => total + call.contracts, 0);

/**
 * The covered call a position's goal asks for (issue 4): the cadence's expiration, the liquid out-of-the-money
 * strike nearest the goal's delta, on the contracts the allocation leaves uncovered. A position short of 100
 * allocated shares still gets one, for one illustrative contract with `tradeable_contracts` 0 and the shares it
 * needs (the card's "N more shares needed"); a position whose allocated shares are all covered gets none.
 */
export const coveredCallOpportunity = (input: CoveredCallInput): CoveredCallResult => {
  const { accountId, market, now, session, tickerMarket, position, goal, allocation } = input;
  const { ticker, spot } = tickerMarket;
  if (!(position.shares > 0)) return { ok: false, reason: 'no_shares' };
  const openContracts = openContractsOf(position, now);
  const coverage = shareCoverage({ shares: position.shares, allocation, openContracts });
  if (coverage.tradeableContracts === 0) {
    if (openContracts > 0) return { ok: false, reason: 'fully_covered' };
    if (!Number.isFinite(coverage.sharesNeeded)) return { ok: false, reason: 'no_allocation' };
  }

  const eligible = eligibleExpirations({ market, ticker, now, cadence: goal.cadence });
  if (eligible.expirations.length === 0) return { ok: false, reason: 'no_expiration' };
  const checkVolume = volumeIsMeaningful(now);
  let choice: { expiration: CalendarDate; sellable: OptionQuote[]; chosen: OptionQuote } | undefined;
  for (const expiration of eligible.expirations) {
    const sellable = sellableCalls(callsOf(market.optionChain(ticker, expiration, now)), spot, checkVolume);
    const chosen = chooseStrike(sellable, goal.riskLevel);
    if (chosen) {
      choice = { expiration, sellable, chosen };
      break;
    }
  }
  if (!choice) return { ok: false, reason: 'no_liquid_strike' };
  const { expiration, sellable, chosen } = choice;

  const contracts = Math.max(1, coverage.tradeableContracts);
  const { details, expectedOutcome } = priceCoveredCall({
    tickerMarket,
    now,
    option: chosen,
    shares: position.shares,
    costBasisPerShare: position.costBasisPerShare,
    coverage,
    contracts,
    riskLevel: goal.riskLevel,
    cadence: eligible.cadence,
  });
  const strategyName = coveredCallStrategyName(goal.riskLevel, eligible.cadence);
  const inBand = isInRiskBand(chosen.delta, goal.riskLevel);

  const warnings: OpportunityWarning[] = [];
  if (eligible.weeklyUnavailable)
    warnings.push({
      code: 'weekly_options_unavailable',
      message: `${ticker} lists monthly options only, so this call uses the monthly expiration of ${formatDate(expiration)}`,
    });
  if (!inBand)
    warnings.push({
      code: 'outside_risk_band',
      message: `No liquid strike for ${formatDate(expiration)} has a ${RISK_LEVEL_LABELS[goal.riskLevel]} delta (${BAND_TEXT[goal.riskLevel]}); this is the closest, at ${chosen.delta.toFixed(2)}`,
    });
  warnings.push(
    ...coveredCallWarnings(
      {
        market,
        tickerMarket,
        now,
        strike: chosen.strike,
        expiration,
        volatility: chosen.impliedVolatility,
      },
      details,
    ),
  );

  const goalWords = `your ${RISK_LEVEL_LABELS[goal.riskLevel]} goal`;
  const strikeWords = `A ${formatUsd(chosen.strike)} call expiring ${formatDate(expiration)} has a delta of ${chosen.delta.toFixed(2)}, ${inBand ? `in line with ${goalWords}` : `the closest liquid strike to ${goalWords}`}.`;
  const reason =
    coverage.tradeableContracts > 0
      ? `Your ${formatShares(position.shares)} of ${ticker} leave ${countOf(coverage.tradeableContracts, 'contract')} uncovered. ${strikeWords}`
      : `You need ${coverage.sharesNeeded} more shares to execute this trade: each contract covers 100 shares. ${strikeWords}`;
  const benefit = `Collect ${formatUsd(details.total_premium)} now (${formatPercent(details.annualized_yield)} annualized). If ${ticker} closes above ${formatUsd(chosen.strike)} on ${formatDate(expiration)} (${formatPercent(details.assignment_chance, 0)} chance), your shares are sold at the strike ${details.if_called_return < 0 ? `at a ${formatPercent(-details.if_called_return)} loss on cost, premium included` : `for a ${formatPercent(details.if_called_return)} return on cost`}.`;

  return {
    ok: true,
    opportunity: {
      ...opportunityEnvelope({
        id: opportunityId([
          'covered_call',
          accountId,
          ticker,
          session,
          expiration,
          goal.riskLevel,
          goal.cadence,
        ]),
        accountId,
        ticker,
        now,
        expiresAt: opportunityExpiresAt(now, expiration),
        strategyId: 'covered_call',
        rationale: {
          reason,
          benefit,
          strategy_name: strategyName,
          news_summary: marketContextSummary({ market, tickerMarket, now }),
        },
      }),
      opportunity_type: 'covered_call',
      details,
      expected_outcome: expectedOutcome,
      related_risk_levels: relatedRiskLevels(sellable, goal.riskLevel, eligible.cadence),
      warnings,
      what_if: whatIfInputs({
        market,
        tickerMarket,
        impliedVolatility: chosen.impliedVolatility,
        costBasis: details.entry_price,
      }),
    },
  };
};

/** The strikes the two other goals would sell on the same expiration, in the spec's risk order. */
export const relatedRiskLevels = (
  sellable: readonly OptionQuote[],
  own: RiskLevel,
  cadence: TickerGoal['cadence'],
  type: OptionType = 'call',
): RelatedRiskLevel[] =>
  riskLevelSchema.options
    .filter((level) => level !== own)
    .flatMap((level) => {
      const option = chooseStrike(sellable, level, type);
      return option
        ? [
            {
              strike: option.strike,
              expiration: option.expiration,
              risk_level: level,
              delta: option.delta,
              premium: option.mid,
              strategy_name: (type === 'call' ? coveredCallStrategyName : putSellStrategyName)(
                level,
                cadence,
              ),
            },
          ]
        : [];
    });

// One formatter for the process: `toLocaleString` with options builds a new one on every call.
const shareCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

const formatShares = (shares: number): string =>
  `${shareCount.format(shares)} ${shares === 1 ? 'share' : 'shares'}`;
