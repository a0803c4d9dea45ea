/**
 * The quant core's figures (issue 3): option prices and implied-volatility solves per second on one core, the same
 * loops through the registry packages the tests cross-check against (so the ratio is measured in the same run),
 * one option chain built by the market simulator, and the public calculator's backtest for 1, 5 and 10 positions.
 * Everything runs in this process on the main thread: one core.
 */
import registryPricing from 'black-scholes';
import registryImpliedVolatility from 'implied-volatility';
import { calculateCoveredCallIncome } from '@thetix/shared/calculator/income-calculator';
import { calculateWheelIncome } from '@thetix/shared/calculator/wheel-calculator';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate, newYorkInstant, previousTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import type { CalculatorRequest, Duration, RiskLevel } from '@thetix/shared/contracts/calculator';
import { buildBenchGrid, runImpliedVolLoop, runPricingLoop } from '@thetix/shared/options/bench-cases';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';

/** Runs `loop(n)` until at least `minSeconds` have passed, `rounds` times; the median rate per second. */
function ratePerSecond(loop: (n: number) => number, batch: number, rounds = 5, minSeconds = 0.4): number {
  loop(batch); // warm-up: the JIT compiles the loop before it is timed
  const rates: number[] = [];
  let sink = 0;
  for (let round = 0; round < rounds; round += 1) {
    let done = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < minSeconds * 1000) {
      sink += loop(batch);
      done += batch;
      elapsed = performance.now() - started;
    }
    rates.push(done / (elapsed / 1000));
  }
  if (Number.isNaN(sink)) throw new Error('benchmark loop produced NaN');
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function timings(run: () => unknown, count: number) {
  for (let i = 0; i < 5; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { runs: count, p50Ms: round3(percentile(times, 50)), p95Ms: round3(percentile(times, 95)) };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** Ten positions a retail covered-call writer might hold, $100k each (enough for several contracts of each). */
const BENCH_TICKERS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'KO', 'JPM', 'XOM', 'SPY', 'QQQ', 'PFE'];

/**
 * The machine's ceiling for the same work, measured in the same run: a bare Black-Scholes loop (no input checks, no
 * dividend yield, Abramowitz-Stegun 26.2.17 for N(x), about 7 digits). This virtual machine's speed varies several-
 * fold with its neighbours, so the ratio to this loop is the comparable figure between runs.
 */
function bareBlackScholesLoop(n: number, grid: ReturnType<typeof buildBenchGrid>): number {
  const cdf = (x: number) => {
    const t = 1 / (1 + 0.2316419 * Math.abs(x));
    const poly =
      t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
    const tail = 0.3989422804014327 * Math.exp(-0.5 * x * x) * poly;
    return x > 0 ? 1 - tail : tail;
  };
  let checksum = 0;
  for (let count = 0, index = 0; count < n; count += 1, index = index + 1 === grid.size ? 0 : index + 1) {
    const spot = grid.spot[index]!;
    const strike = grid.strike[index]!;
    const years = grid.years[index]!;
    const totalVol = grid.volatility[index]! * Math.sqrt(years);
    const d1 = (Math.log(spot / strike) + grid.rate * years) / totalVol + 0.5 * totalVol;
    const discounted = strike * Math.exp(-grid.rate * years);
    const call = spot * cdf(d1) - discounted * cdf(d1 - totalVol);
    checksum += grid.type[index] === 'call' ? call : call - spot + discounted;
  }
  return checksum;
}

export function measureQuant() {
  const grid = buildBenchGrid();
  const bareLoopPricesPerSecond = ratePerSecond((n) => bareBlackScholesLoop(n, grid), 100_000);
  const pricesPerSecond = ratePerSecond((n) => runPricingLoop(n, grid), 100_000);
  const impliedVolsPerSecond = ratePerSecond((n) => runImpliedVolLoop(n, grid), 20_000);

  const registryPricesPerSecond = ratePerSecond((n) => {
    let checksum = 0;
    for (let count = 0, index = 0; count < n; count += 1, index = index + 1 === grid.size ? 0 : index + 1)
      checksum += registryPricing.blackScholes(
        grid.spot[index]!,
        grid.strike[index]!,
        grid.years[index]!,
        grid.volatility[index]!,
        grid.rate,
        grid.type[index]!,
      );
    return checksum;
  }, 20_000);
  const registryImpliedVolsPerSecond = ratePerSecond(
    (n) => {
      let checksum = 0;
      for (let count = 0, index = 0; count < n; count += 1, index = index + 1 === grid.size ? 0 : index + 1)
        checksum += registryImpliedVolatility.getImpliedVolatility(
          grid.price[index]!,
          grid.spot[index]!,
          grid.strike[index]!,
          grid.years[index]!,
          grid.rate,
          grid.type[index]!,
        );
      return checksum;
    },
    200,
    3,
    0.3,
  );

  const market = createMarketSimulator();
  const now = new Date();
  const chainNow = newYorkInstant(previousTradingDay(newYorkDate(now)), 14, 30);
  const expiration = market.expirations('AAPL', chainNow, addDays(newYorkDate(chainNow), 45))[1]!.date;
  const chain = market.optionChain('AAPL', expiration, chainNow);
  const chainBuild = timings(() => market.optionChain('AAPL', expiration, chainNow), 2000);

  const asOf = previousTradingDay(newYorkDate(now));
  const calculator: Record<string, { runs: number; p50Ms: number; p95Ms: number }> = {};
  for (const duration of ['weekly', 'monthly'] as Duration[]) {
    for (const count of [1, 5, 10]) {
      const tickers = BENCH_TICKERS.slice(0, count);
      // Each run is a different request (risk level and amounts vary), as the route's cache would otherwise answer.
      let variant = 0;
      const riskLevels: RiskLevel[] = ['conservative', 'balanced', 'aggressive'];
      calculator[`${count} positions ${duration}`] = timings(() => {
        variant += 1;
        const request: CalculatorRequest = {
          positions: Object.fromEntries(tickers.map((ticker) => [ticker, 100_000 + variant])),
          risk_level: riskLevels[variant % 3]!,
          duration,
          allocation: 1,
          strategy: 'covered_call',
        };
        return calculateCoveredCallIncome({ request, asOf, market });
      }, 60);
      // The wheel (issue 31 item 4) on the same requests: puts and calls on every scenario.
      let wheelVariant = 0;
      calculator[`wheel, ${count} positions ${duration}`] = timings(() => {
        wheelVariant += 1;
        const request = {
          positions: Object.fromEntries(tickers.map((ticker) => [ticker, 100_000 + wheelVariant])),
          risk_level: riskLevels[wheelVariant % 3]!,
          duration,
          allocation: 1 as const,
        };
        return calculateWheelIncome({ request, asOf, market });
      }, 30);
    }
  }

  return {
    bareLoopPricesPerSecond: Math.round(bareLoopPricesPerSecond),
    pricingShareOfBareLoop: Math.round((pricesPerSecond / bareLoopPricesPerSecond) * 100) / 100,
    pricesPerSecond: Math.round(pricesPerSecond),
    impliedVolsPerSecond: Math.round(impliedVolsPerSecond),
    registryPricesPerSecond: Math.round(registryPricesPerSecond),
    registryImpliedVolsPerSecond: Math.round(registryImpliedVolsPerSecond),
    pricingSpeedupVsRegistry: Math.round((pricesPerSecond / registryPricesPerSecond) * 10) / 10,
    impliedVolSpeedupVsRegistry: Math.round(impliedVolsPerSecond / registryImpliedVolsPerSecond),
    chain: { ticker: 'AAPL', expiration, rows: chain?.options.length ?? 0, ...chainBuild },
    calculator,
  };
}

export type QuantResults = ReturnType<typeof measureQuant>;

export function quantMarkdown(quant: QuantResults): string[] {
  const millions = (value: number) => `${(value / 1e6).toFixed(2)} M/s`;
  return [
    '## Quant core (one core)',
    '',
    '| measure | ours | registry package | ratio |',
    '| --- | --- | --- | --- |',
    `| Black-Scholes prices | ${millions(quant.pricesPerSecond)} | ${millions(quant.registryPricesPerSecond)} (black-scholes) | ${quant.pricingSpeedupVsRegistry}× |`,
    `| bare pricing loop, this machine now (ceiling) | ${millions(quant.bareLoopPricesPerSecond)} | | ours = ${quant.pricingShareOfBareLoop} of it |`,
    `| implied-volatility solves | ${millions(quant.impliedVolsPerSecond)} | ${(quant.registryImpliedVolsPerSecond / 1e3).toFixed(1)} k/s (implied-volatility) | ${quant.impliedVolSpeedupVsRegistry}× |`,
    '',
    `- One option chain (${quant.chain.ticker} ${quant.chain.expiration}, ${quant.chain.rows} rows with greeks): p50 ${quant.chain.p50Ms} ms, p95 ${quant.chain.p95Ms} ms`,
    '',
    '| calculator backtest | runs | p50 ms | p95 ms |',
    '| --- | --- | --- | --- |',
    ...Object.entries(quant.calculator).map(
      ([name, value]) => `| ${name} | ${value.runs} | ${value.p50Ms} | ${value.p95Ms} |`,
    ),
    '',
  ];
}
