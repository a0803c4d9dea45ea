import { describe, expect, it } from 'vitest';
import { addDays } from '../../calendar/calendar-date';
import { expirationsBetween } from '../../calendar/expirations';
import { marketSession, newYorkInstant } from '../../calendar/nyse-calendar';
import type { OptionType } from '../../options/black-scholes';
import { findCompany } from '../company-directory';
import { buildMarketFactor, MARKET_GARCH, TRADING_DAYS_PER_YEAR } from './market-factor';
import { createMarketSimulator, DEFAULT_SEED, SIMULATED_RISK_FREE_RATE } from './market-simulator';
import { hashString } from './prng';
import { dateOfIndex, DAY_COUNT, FIRST_PUBLISHED_INDEX } from './simulation-days';
import { buildTickerParameters, type TickerParameters } from './ticker-parameters';
import { atTheMoneyVolatility, skewMultiplier, VOLATILITY_RISK_PREMIUM } from './volatility-surface';

const simulator = createMarketSimulator();

const parametersOf = (ticker: string): TickerParameters => {
  const profile = findCompany(ticker);
  if (!profile) throw new Error(`${ticker} is in the directory`);
  return buildTickerParameters(profile, hashString(DEFAULT_SEED), SIMULATED_RISK_FREE_RATE);
};

/** The implied volatility the simulator quotes at the close of `date`, at the money unless a strike is given. */
const impliedAt = (
  ticker: string,
  date: string,
  expiration: string,
  strike?: number,
  type: OptionType = 'call',
) => {
  const spot = simulator.closeOn(ticker, date);
  const instant = marketSession(date)?.close ?? newYorkInstant(date, 16, 0);
  return simulator.priceOption({ ticker, date, instant, spot, strike: strike ?? spot, expiration, type })
    .impliedVolatility;
};

describe('the skew', () => {
  it('quotes lower strikes at higher implied volatility, for puts and calls alike', () => {
    // Prepare
    const spot = simulator.closeOn('AAPL', '2026-11-20');
    const strikes = [0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1].map((moneyness) => Math.round(spot * moneyness));
    // Act
    const puts = strikes.map((strike) => impliedAt('AAPL', '2026-11-20', '2026-12-18', strike, 'put'));
    const calls = strikes.map((strike) => impliedAt('AAPL', '2026-11-20', '2026-12-18', strike, 'call'));
    // Assess
    for (let index = 1; index < strikes.length; index++)
      expect(puts[index]).toBeLessThan(puts[index - 1] ?? 0);
    expect(calls).toEqual(puts);
  });

  it('is steeper for an index fund than for a single stock (index puts are the crash hedge)', () => {
    // Act: IV at one standard deviation below the forward relative to at the money.
    const index = skewMultiplier(parametersOf('SPY'), 0.18, 0.1, -0.18 * Math.sqrt(0.1));
    const stock = skewMultiplier(parametersOf('MRK'), 0.3, 0.1, -0.3 * Math.sqrt(0.1));
    // Assess
    expect(index).toBeGreaterThan(stock);
    expect(stock).toBeGreaterThan(1);
  });

  it('flattens in strike terms as expiries lengthen', () => {
    const parameters = parametersOf('AAPL');
    const tenPercentDown = Math.log(0.9);
    expect(skewMultiplier(parameters, 0.3, 1 / 12, tenPercentDown)).toBeGreaterThan(
      skewMultiplier(parameters, 0.3, 1, tenPercentDown),
    );
  });
});

describe('the term structure', () => {
  const parameters = parametersOf('MSFT');
  const stateAt = (multiple: number) => ({
    marketVariance: multiple * MARKET_GARCH.longRunVariance,
    idiosyncraticVariance: multiple * parameters.idiosyncraticGarch.longRunVariance,
  });
  const longRun =
    VOLATILITY_RISK_PREMIUM *
    Math.sqrt(
      (parameters.beta ** 2 * MARKET_GARCH.longRunVariance + parameters.idiosyncraticGarch.longRunVariance) *
        TRADING_DAYS_PER_YEAR,
    );
  const terms = [7 / 365, 30 / 365, 91 / 365, 1, 2];

  it('slopes upward in a calm market and reverts toward the long-run level', () => {
    const curve = terms.map((years) => atTheMoneyVolatility(parameters, stateAt(0.5), years, 0));
    for (let index = 1; index < curve.length; index++)
      expect(curve[index]).toBeGreaterThan(curve[index - 1] ?? 0);
    expect(curve.at(-1)).toBeLessThan(longRun);
    expect(curve.at(-1)).toBeGreaterThan(0.9 * longRun);
  });

  it('is inverted after a shock, short expiries highest', () => {
    const curve = terms.map((years) => atTheMoneyVolatility(parameters, stateAt(4), years, 0));
    for (let index = 1; index < curve.length; index++)
      expect(curve[index]).toBeLessThan(curve[index - 1] ?? 0);
    expect(curve[0]).toBeGreaterThan(1.8 * longRun);
    expect(curve.at(-1)).toBeLessThan(1.25 * longRun);
  });

  it('follows the market: one-month implied volatility is higher on the most turbulent day than on the calmest', () => {
    // Prepare: the days of highest and lowest market variance in the published range, up to 2030's last month.
    const market = buildMarketFactor(hashString(DEFAULT_SEED), SIMULATED_RISK_FREE_RATE);
    let calm = FIRST_PUBLISHED_INDEX;
    let turbulent = FIRST_PUBLISHED_INDEX;
    for (let day = FIRST_PUBLISHED_INDEX; day < DAY_COUNT - 30; day++) {
      if ((market.variances[day] ?? 0) < (market.variances[calm] ?? 0)) calm = day;
      if ((market.variances[day] ?? 0) > (market.variances[turbulent] ?? 0)) turbulent = day;
    }
    const monthAfter = (date: string) =>
      expirationsBetween(addDays(date, 28), addDays(date, 40), { weekly: true })[0];
    // Act
    const quiet = impliedAt('SPY', dateOfIndex(calm), monthAfter(dateOfIndex(calm)) ?? '');
    const stormy = impliedAt('SPY', dateOfIndex(turbulent), monthAfter(dateOfIndex(turbulent)) ?? '');
    // Assess
    expect(stormy).toBeGreaterThan(2 * quiet);
    expect(quiet).toBeGreaterThan(0.05);
  });
});

describe('the earnings bump', () => {
  it('raises implied volatility for the expiration just after a report over the one just before', () => {
    // Prepare: AAPL's first report after the anchor and the weekly expirations around its reaction day.
    const report = simulator.earnings('AAPL', '2026-11-23', '2027-06-30')[0];
    if (!report) throw new Error('AAPL reports every quarter');
    const reactionDay = report.time === 'before-open' ? report.date : addDays(report.date, 1);
    const before = expirationsBetween(addDays(report.date, -14), addDays(reactionDay, -1), {
      weekly: true,
    }).at(-1);
    const after = expirationsBetween(reactionDay, addDays(reactionDay, 14), { weekly: true })[0];
    const quoteDate = addDays(report.date, -16);
    const tradingQuoteDate = simulator.closes('AAPL', addDays(quoteDate, -5), quoteDate).dates.at(-1) ?? '';
    // Act
    const without = impliedAt('AAPL', tradingQuoteDate, before ?? '');
    const withReport = impliedAt('AAPL', tradingQuoteDate, after ?? '');
    // Assess
    expect(withReport).toBeGreaterThan(1.15 * without);
  });

  it('fades with time to expiry', () => {
    const parameters = parametersOf('NFLX');
    const state = {
      marketVariance: MARKET_GARCH.longRunVariance,
      idiosyncraticVariance: parameters.idiosyncraticGarch.longRunVariance,
    };
    const bump = (years: number) =>
      atTheMoneyVolatility(parameters, state, years, 1) - atTheMoneyVolatility(parameters, state, years, 0);
    expect(bump(7 / 365)).toBeGreaterThan(2 * bump(60 / 365));
    expect(bump(60 / 365)).toBeGreaterThan(2 * bump(1));
    expect(bump(1)).toBeGreaterThan(0);
  });

  it('does not exist for funds, which do not report', () => {
    expect(parametersOf('SPY').earningsJump).toBe(0);
  });
});
