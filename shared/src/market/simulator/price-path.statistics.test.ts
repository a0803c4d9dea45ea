import { describe, expect, it } from 'vitest';
import { findCompany } from '../company-directory';
import { buildEventSchedule } from './corporate-events';
import { buildMarketFactor } from './market-factor';
import {
  ANCHOR_DATE,
  createMarketSimulator,
  DEFAULT_SEED,
  SIMULATED_RISK_FREE_RATE,
} from './market-simulator';
import { buildDailyPath } from './price-path';
import { hashString } from './prng';
import { DAY_COUNT, FIRST_PUBLISHED_INDEX, indexOfTradingDay } from './simulation-days';
import { buildTickerParameters } from './ticker-parameters';

/**
 * The stylised facts of daily returns (Cont, "Empirical properties of asset returns: stylized facts and statistical
 * issues", Quantitative Finance 1, 2001): heavy tails (kurtosis above the normal's 3) and volatility clustering
 * (positive autocorrelation of squared returns), at a volatility the directory names.
 */

const simulator = createMarketSimulator();
const FIVE_YEARS_BEFORE_ANCHOR = '2021-11-22';
const SAMPLE = [
  'AAPL',
  'MSFT',
  'NVDA',
  'JPM',
  'XOM',
  'KO',
  'PFE',
  'TSLA',
  'SPY',
  'QQQ',
  'IWM',
  'TLT',
  'GLD',
  'O',
];

const logReturns = (ticker: string, from: string, to: string): number[] => {
  const { closes } = simulator.closes(ticker, from, to);
  return Array.from(closes.subarray(1), (close, index) => Math.log(close / (closes[index] ?? close)));
};

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const variance = (values: readonly number[]) => {
  const average = mean(values);
  return mean(values.map((value) => (value - average) ** 2));
};

const kurtosis = (values: readonly number[]) => {
  const average = mean(values);
  return mean(values.map((value) => (value - average) ** 4)) / variance(values) ** 2;
};

const lagOneAutocorrelation = (values: readonly number[]) => {
  const average = mean(values);
  const deviations = values.map((value) => value - average);
  const products = deviations.slice(1).map((deviation, index) => deviation * (deviations[index] ?? 0));
  return products.reduce((sum, product) => sum + product, 0) / deviations.reduce((sum, d) => sum + d * d, 0);
};

describe('daily returns over the five years before the anchor', () => {
  it.each(SAMPLE)('of %s have fat tails: kurtosis above 3', (ticker) => {
    expect(kurtosis(logReturns(ticker, FIVE_YEARS_BEFORE_ANCHOR, ANCHOR_DATE))).toBeGreaterThan(3);
  });

  it.each(SAMPLE)('of %s cluster: squared returns are positively autocorrelated at lag 1', (ticker) => {
    const returns = logReturns(ticker, FIVE_YEARS_BEFORE_ANCHOR, ANCHOR_DATE);
    expect(lagOneAutocorrelation(returns.map((value) => value * value))).toBeGreaterThan(0);
  });

  it.each(SAMPLE)('of %s have a realised volatility within 35 % of the profile volatility', (ticker) => {
    // Act
    const realised = Math.sqrt(variance(logReturns(ticker, FIVE_YEARS_BEFORE_ANCHOR, ANCHOR_DATE)) * 252);
    // Assess
    const profile = findCompany(ticker)?.annualVolatility ?? 0;
    expect(realised / profile).toBeGreaterThan(0.65);
    expect(realised / profile).toBeLessThan(1.35);
  });
});

describe('co-movement with the market', () => {
  it.each([
    ['AAPL', 1.2],
    ['XOM', 0.8],
    ['KO', 0.5],
    ['TSLA', 2],
  ])('recovers %s beta %s by regression on SPY over ten years', (ticker, beta) => {
    // Prepare
    const market = logReturns('SPY', '2016-01-04', ANCHOR_DATE);
    const stock = logReturns(ticker, '2016-01-04', ANCHOR_DATE);
    // Act: the least-squares slope.
    const marketMean = mean(market);
    const stockMean = mean(stock);
    const covariance = mean(
      market.map((value, index) => (value - marketMean) * ((stock[index] ?? 0) - stockMean)),
    );
    const slope = covariance / variance(market);
    // Assess: SPY itself carries β 0.97 and a little noise of its own, hence the tolerance.
    expect(findCompany(ticker)?.beta).toBe(beta);
    expect(Math.abs(slope - beta)).toBeLessThan(0.2);
  });
});

describe('the path model', () => {
  const profile = findCompany('JNJ');
  if (!profile) throw new Error('JNJ is in the directory');
  const seed = hashString(DEFAULT_SEED);
  const market = buildMarketFactor(seed, SIMULATED_RISK_FREE_RATE);
  const parameters = buildTickerParameters(profile, seed, SIMULATED_RISK_FREE_RATE);
  const events = buildEventSchedule(profile);
  const path = buildDailyPath(parameters, market, events);

  it('drops each close by exactly the dividend on ex-dates: P_t = P_{t-1} e^{r_t} - D_t on every day', () => {
    let exDates = 0;
    for (let day = 1; day < DAY_COUNT; day++) {
      const expected =
        (path.closes[day - 1] ?? 0) * Math.exp(path.logReturns[day] ?? 0) - (path.dividends[day] ?? 0);
      expect(path.closes[day]).toBeCloseTo(expected, 9);
      if ((path.dividends[day] ?? 0) > 0) exDates += 1;
    }
    expect(exDates).toBe(events.exDividendDays.length);
  });

  it('puts the anchor price on the anchor day', () => {
    expect(path.closes[indexOfTradingDay(ANCHOR_DATE)]).toBe(profile.referencePrice);
  });

  it('moves more in turbulent times: returns on the highest-volatility fifth of days swing 40 % more', () => {
    // Prepare: days ranked by the model's conditional σ, which is known the evening before.
    const days = Array.from(
      { length: DAY_COUNT - FIRST_PUBLISHED_INDEX },
      (_, index) => FIRST_PUBLISHED_INDEX + index,
    );
    days.sort((left, right) => (path.dailyVolatility[left] ?? 0) - (path.dailyVolatility[right] ?? 0));
    const fifth = Math.floor(days.length / 5);
    // Act
    const spread = (chosen: number[]) =>
      Math.sqrt(mean(chosen.map((day) => (path.logReturns[day] ?? 0) ** 2)));
    // Assess
    expect(spread(days.slice(-fifth))).toBeGreaterThan(1.4 * spread(days.slice(0, fifth)));
  });

  it('moves more on earnings reaction days than on other days', () => {
    for (const ticker of ['AAPL', 'JPM', 'NFLX', 'PG']) {
      // Prepare
      const returns = logReturns(ticker, '2016-01-04', '2030-12-31');
      const { dates } = simulator.closes(ticker, '2016-01-05', '2030-12-31');
      const reactionDates = new Set(
        simulator.earnings(ticker, '2016-01-04', '2030-12-31').map(({ date, time }) => {
          const index = dates.indexOf(date);
          return time === 'before-open' ? date : dates[index + 1];
        }),
      );
      // Act
      const onReaction = returns.filter((_, index) => reactionDates.has(dates[index]));
      const otherwise = returns.filter((_, index) => !reactionDates.has(dates[index]));
      // Assess
      expect(onReaction.length).toBeGreaterThan(55);
      expect(mean(onReaction.map(Math.abs))).toBeGreaterThan(1.5 * mean(otherwise.map(Math.abs)));
    }
  });
});

describe('the default seed', () => {
  it('gives a market that grew about as expected from 2016 to the anchor, through one real bear market', () => {
    // Prepare: the seed was chosen as the first of thetix-1, thetix-2, ... meeting these (see SIMULATOR.md).
    const anchor = indexOfTradingDay(ANCHOR_DATE);
    const market = buildMarketFactor(hashString(DEFAULT_SEED), SIMULATED_RISK_FREE_RATE);
    let level = 0;
    let peak = 0;
    let drawdown = 0;
    const returns: number[] = [];
    // Act
    for (let day = FIRST_PUBLISHED_INDEX + 1; day <= anchor; day++) {
      const value = market.returns[day] ?? 0;
      returns.push(value);
      level += value;
      peak = Math.max(peak, level);
      drawdown = Math.min(drawdown, level - peak);
    }
    // Assess: expected growth e^(0.0755 × 10.9) ≈ 2.3.
    expect(Math.exp(level)).toBeGreaterThan(1.8);
    expect(Math.exp(level)).toBeLessThan(2.9);
    expect(1 - Math.exp(drawdown)).toBeGreaterThan(0.25);
    expect(1 - Math.exp(drawdown)).toBeLessThan(0.4);
    expect(Math.sqrt(variance(returns) * 252)).toBeGreaterThan(0.15);
    expect(Math.sqrt(variance(returns) * 252)).toBeLessThan(0.18);
  });
});
