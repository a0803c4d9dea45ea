import type { CompanyProfile } from '../company-directory';
import {
  EQUITY_RISK_PREMIUM,
  type GarchParameters,
  MARKET_ANNUAL_VOLATILITY,
  TRADING_DAYS_PER_YEAR,
} from './market-factor';
import { hashKey, hashString, Stream, unitInterval } from './prng';

/**
 * A ticker's simulation parameters, derived once from its directory profile. The profile's annual volatility is
 * split into three parts whose variances add up to it:
 *
 *   σ² = β² σ_m²            the market factor (β the profile's beta)
 *      + n J²               n earnings reactions a year, each a jump of standard deviation J = 2.5 daily σ's
 *      + σ_i²               the ticker's own GARCH noise, whatever is left
 *
 * When beta and volatility leave less than 5 % of the variance for the rest (broad index funds, VIG, SPY with
 * β = 1 and σ = σ_m), beta is shrunk to leave that 5 %: SPY gets β 0.97. Earnings jumps take at most half of what
 * is left after the market.
 */
export interface TickerParameters {
  readonly profile: CompanyProfile;
  /** The key of every random stream of this ticker (seed and ticker mixed). */
  readonly key: number;
  /** Effective beta to the market factor. */
  readonly beta: number;
  readonly idiosyncraticGarch: GarchParameters;
  /** Standard deviation of an earnings-reaction jump, as a daily log return; 0 for ETFs. */
  readonly earningsJump: number;
  /** Mean daily log return excluding the market's demeaned moves (CAPM drift less half the variance). */
  readonly dailyDrift: number;
  /** Dividend per payment as a fraction of the previous close: yield / payments a year. */
  readonly dividendFraction: number;
  /** Typical shares traded a day at the reference price. */
  readonly baseVolume: number;
  /** Share of the variance that comes from the market factor, 0-1 (steepens the volatility skew). */
  readonly systematicShare: number;
  /** Spread multiplier: 1 for names with weeklies (the liquid ones), wider for monthly-only names. */
  readonly spreadFactor: number;
  /** Open interest of the most-held contract of a monthly expiration about a month out. */
  readonly peakOpenInterest: number;
}

const MAX_SYSTEMATIC_SHARE = 0.95;
const EARNINGS_JUMP_IN_DAILY_SIGMAS = 2.5;
const MAX_JUMP_SHARE_OF_REST = 0.5;

/**
 * The ticker's own GARCH: persistence 0.98 (own shocks fade a little slower than the market's), α as high as keeps
 * the fourth moment finite with cut t(5) shocks, so clustering shows in single names too.
 */
const IDIOSYNCRATIC_ALPHA = 0.07;
const IDIOSYNCRATIC_BETA = 0.91;

export const buildTickerParameters = (
  profile: CompanyProfile,
  seedKey: number,
  riskFreeRate: number,
): TickerParameters => {
  const key = hashKey(seedKey, hashString(profile.ticker));
  const totalVariance = profile.annualVolatility ** 2;
  const marketVariance = MARKET_ANNUAL_VOLATILITY ** 2;
  const betaCap = Math.sqrt((MAX_SYSTEMATIC_SHARE * totalVariance) / marketVariance);
  const beta = Math.sign(profile.beta) * Math.min(Math.abs(profile.beta), betaCap);
  const systematicVariance = beta * beta * marketVariance;
  const rest = totalVariance - systematicVariance;
  const reports = profile.earningsMonths.length;
  const wantedJump =
    (EARNINGS_JUMP_IN_DAILY_SIGMAS * profile.annualVolatility) / Math.sqrt(TRADING_DAYS_PER_YEAR);
  const jumpVariance = Math.min(reports * wantedJump * wantedJump, MAX_JUMP_SHARE_OF_REST * rest);
  const earningsJump = reports > 0 ? Math.sqrt(jumpVariance / reports) : 0;
  const idiosyncraticVariance = rest - jumpVariance;

  // Traits that are not in the profile but must stay put for a ticker: how much it trades.
  const trait = (which: number) => unitInterval(hashKey(key, Stream.tickerTraits, which));
  const dollarVolume =
    Math.pow(10, 8.5 + 0.9 * trait(1)) *
    (profile.sector === 'Broad Market' ? 4 : 1) *
    (profile.weeklyOptions ? 1 : 0.25);
  const baseVolume = dollarVolume / profile.referencePrice;

  return {
    profile,
    key,
    beta,
    idiosyncraticGarch: {
      longRunVariance: idiosyncraticVariance / TRADING_DAYS_PER_YEAR,
      alpha: IDIOSYNCRATIC_ALPHA,
      beta: IDIOSYNCRATIC_BETA,
    },
    earningsJump,
    dailyDrift: (riskFreeRate + beta * EQUITY_RISK_PREMIUM - 0.5 * totalVariance) / TRADING_DAYS_PER_YEAR,
    dividendFraction:
      profile.exDividendMonths.length > 0 ? profile.dividendYield / profile.exDividendMonths.length : 0,
    baseVolume,
    systematicShare: systematicVariance / totalVariance,
    spreadFactor: profile.weeklyOptions ? 1 : 1.6,
    peakOpenInterest: Math.min(80_000, Math.max(300, (baseVolume / 100) * 0.4)),
  };
};
