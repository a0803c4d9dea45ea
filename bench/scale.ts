/**
 * The scale curve (issue 19 item 7): `npm run bench:scale` (or `npm run bench -- scale`). DynamoDB Local of its
 * own (bounded heap, temporary folder), accounts seeded through the portfolio service (each position a year of
 * monthly covered calls, about 25 ledger lines, at 10, 100 and 1,000 positions; and a ten-year ledger of weekly
 * calls and quarterly dividends of about 50,000 lines), then per scenario:
 *
 * - p50/p95 of GET positions, performance, the history's first page (unfiltered and filtered: options this year) and
 *   a position's history as the routes compute them (the portfolio
 *   service over the real repository, in process: the Lambda's work without HTTP), and the largest JSON answer;
 * - the same reads the way they were computed before the snapshots (the whole ledger read and folded), for the
 *   before/after curve, on fewer iterations;
 * - opportunity generation end to end (the generator over the real portfolio reader and opportunity repository);
 * - the RSS of this process and of DynamoDB Local.
 *
 * Sizes: `--sizes 10,100,1000`, `--ledger 50000` (0 skips), `--iterations 20`. Writes
 * bench/results/<time>-scale.json and bench/results/scale-latest.md.
 */
import { newYorkDate, newYorkInstant, nextTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { formatOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import { companyDirectory } from '@thetix/shared/market/company-directory';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { optionRoot } from '@thetix/shared/opportunities/covered-call-pricing';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { marketMarks } from '@thetix/shared/portfolio/market-marks';
import { portfolioPerformance } from '@thetix/shared/portfolio/performance';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTable, startDynamoDbLocal } from '../functions/src/local/dynamodb-local';
import { buildOpportunityGenerator } from '../functions/src/opportunities/opportunity-generation';
import { buildOpportunityRepository } from '../functions/src/opportunities/opportunity-repository';
import { buildPortfolioReader } from '../functions/src/opportunities/portfolio-reader';
import { systemClock } from '../functions/src/platform/clock';
import { randomId } from '../functions/src/platform/ids';
import type { Table } from '../functions/src/platform/table';
import { createTableClient } from '../functions/src/platform/table-client';
import { buildPortfolioRepository } from '../functions/src/portfolio/portfolio-repository';
import { buildPortfolioService } from '../functions/src/portfolio/portfolio-service';

const TABLE = 'thetix-scale';
const market = createMarketSimulator();
const round = (value: number) => Math.round(value * 10) / 10;

export interface Timing {
  p50: number;
  p95: number;
  maxBytes: number;
}
export interface ScaleScenario {
  label: string;
  positions: number;
  accounts: number;
  lines: number;
  seedMs: number;
  after: {
    positions: Timing;
    performance: Timing;
    historyFirstPage: Timing;
    positionHistoryPage: Timing;
    filteredHistoryPage: Timing;
  };
  before: { positions: Timing; performance: Timing };
  generationMs: number;
  generated: number;
}
export interface ScaleResults {
  iterations: number;
  scenarios: ScaleScenario[];
  rssMb: { benchMax: number; dynamoDbLocal: number | null };
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

async function timed(iterations: number, run: () => Promise<unknown>): Promise<Timing> {
  const ms: number[] = [];
  // One untimed call first: the simulator's caches of these tickers are paid once per process, not per read.
  let maxBytes = Buffer.byteLength(JSON.stringify(await run()) ?? '', 'utf8');
  for (let index = 0; index < iterations; index += 1) {
    const started = performance.now();
    const answer = await run();
    ms.push(performance.now() - started);
    maxBytes = Math.max(maxBytes, Buffer.byteLength(JSON.stringify(answer) ?? '', 'utf8'));
  }
  return { p50: round(percentile(ms, 0.5)), p95: round(percentile(ms, 0.95)), maxBytes };
}

const tickers = companyDirectory.map((company) => company.ticker).filter((ticker) => market.covers(ticker));

/**
 * One position's ledger: 500 shares bought `years` ago, a call sold every `stepDays` (expiring worthless, every
 * fifth bought back), and for long histories a quarterly dividend. Prices are synthetic: the bench measures reads.
 */
export function positionLines(
  accountId: string,
  ticker: string,
  years: number,
  stepDays: number,
  now: Date,
): LedgerLine[] {
  const today = newYorkDate(now);
  const first = nextTradingDay(addDays(today, -Math.round(years * 365)));
  const base = { accountId, source: 'manual' as const, testData: false, fees: 0, ticker };
  const id = (suffix: string) => `${accountId}-${ticker}-${suffix}`;
  const lines: LedgerLine[] = [
    {
      ...base,
      id: id('buy'),
      groupId: id('buy'),
      symbol: ticker,
      timestamp: newYorkInstant(first, 15, 0).toISOString(),
      tickerType: 'equity',
      orderType: 'buy',
      quantity: 500,
      price: 100,
    },
  ];
  let cycle = 0;
  for (
    let sale = first;
    addDays(sale, stepDays) < today;
    sale = nextTradingDay(addDays(sale, stepDays - 1))
  ) {
    cycle += 1;
    const expiration = addDays(sale, stepDays - 3);
    const strike = 110;
    const symbol = formatOccSymbol({ root: optionRoot(ticker), expiration, type: 'call', strike });
    const option = {
      ...base,
      symbol,
      optionType: 'call' as const,
      strike,
      expiration,
      groupId: id(`c${cycle}`),
    };
    lines.push({
      ...option,
      id: id(`c${cycle}-sell`),
      timestamp: newYorkInstant(sale, 10, 0).toISOString(),
      tickerType: 'option',
      orderType: 'sell',
      quantity: 5,
      price: 1.5,
    });
    const boughtBack = cycle % 5 === 0;
    lines.push({
      ...option,
      id: id(`c${cycle}-close`),
      timestamp: newYorkInstant(
        boughtBack ? addDays(sale, 1) : expiration,
        boughtBack ? 11 : 16,
        0,
      ).toISOString(),
      tickerType: 'option',
      orderType: boughtBack ? 'buy' : 'expiry',
      quantity: 5,
      price: boughtBack ? 0.5 : 0,
    });
    if (years > 2 && cycle % 13 === 0)
      lines.push({
        ...base,
        id: id(`d${cycle}`),
        groupId: id(`d${cycle}`),
        symbol: ticker,
        timestamp: newYorkInstant(sale, 9, 0).toISOString(),
        tickerType: 'dividend',
        quantity: 500,
        price: 0.5,
      });
  }
  return lines;
}

async function scenario(
  table: Table,
  label: string,
  positions: number,
  shape: { years: number; stepDays: number },
  iterations: number,
): Promise<ScaleScenario> {
  const portfolio = buildPortfolioRepository(table);
  const service = buildPortfolioService({ portfolio, market, clock: systemClock, ids: randomId });
  const userId = `bench-scale-${label}-${Date.now()}`;
  const now = new Date();
  const perAccount = Math.min(positions, tickers.length);
  const accountIds: string[] = [];
  let lines = 0;
  const seedStarted = performance.now();
  for (let start = 0; start < positions; start += perAccount) {
    const account = await service.createManualAccount(userId, `Scale ${start / perAccount + 1}`);
    accountIds.push(account.id);
    const ledger = tickers
      .slice(0, Math.min(perAccount, positions - start))
      .flatMap((ticker) => positionLines(account.id, ticker, shape.years, shape.stepDays, now));
    lines += ledger.length;
    await service.recordTrade(userId, account.id, ledger);
  }
  const seedMs = performance.now() - seedStarted;

  const after = {
    positions: await timed(iterations, () => service.listPositions(userId)),
    performance: await timed(iterations, () => service.performance(userId, {})),
    historyFirstPage: await timed(iterations, () => service.transactionPage(userId, {}, {}, { limit: 100 })),
    // GET /api/positions/{ticker}/transactions/new?limit=100 of the first ticker, over every visible account.
    positionHistoryPage: await timed(iterations, () =>
      service.transactionPage(userId, { ticker: tickers[0]! }, {}, { limit: 100 }),
    ),
    // History's "Options" type and "Year to date" dates: the digests select, then the page's groups are read.
    filteredHistoryPage: await timed(iterations, () =>
      service.transactionPage(
        userId,
        {},
        { type: 'option', from: `${newYorkDate(new Date()).slice(0, 4)}-01-01` },
        { limit: 100 },
      ),
    ),
  };
  // Before the snapshots every read loaded the whole ledger and folded it.
  const beforeIterations = Math.max(3, Math.ceil(iterations / 4));
  const before = {
    positions: await timed(beforeIterations, async () => {
      const at = new Date();
      return holdingsAt(await portfolio.listLines(userId), at).map((holding) => ({
        ticker: holding.ticker,
        shares: holding.shares,
        price: market.quote(holding.ticker, at)?.price,
      }));
    }),
    performance: await timed(beforeIterations, async () => {
      const at = new Date();
      const { chart, ...figures } = portfolioPerformance(
        await portfolio.listLines(userId),
        marketMarks(market, at),
      );
      return { ...figures, chart };
    }),
  };

  const generate = buildOpportunityGenerator({
    opportunities: buildOpportunityRepository(table),
    portfolio: buildPortfolioReader(table),
    goals: {
      goals: async () =>
        Object.fromEntries(tickers.map((ticker) => [ticker, { riskLevel: 'balanced', cadence: 'weekly' }])),
      allocations: async () => ({}),
    },
    market,
    clock: systemClock,
  });
  const generationStarted = performance.now();
  const generation = await generate({ userId });
  return {
    label,
    positions,
    accounts: accountIds.length,
    lines,
    seedMs: Math.round(seedMs),
    after,
    before,
    generationMs: Math.round(performance.now() - generationStarted),
    generated: generation.created + generation.refreshed,
  };
}

const rssOfPid = (pid: number | undefined): number | null => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : null;
  } catch {
    return null;
  }
};

export async function measureScale(
  options: { sizes?: number[]; ledgerLines?: number; iterations?: number } = {},
): Promise<ScaleResults> {
  const sizes = options.sizes ?? [10, 100, 1000];
  const ledgerLines = options.ledgerLines ?? 50_000;
  const iterations = options.iterations ?? 20;
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-scale-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const dynamo = await startDynamoDbLocal({ port, dataDir });
  let benchMax = 0;
  const sampler = setInterval(() => (benchMax = Math.max(benchMax, process.memoryUsage().rss)), 100);
  try {
    await ensureTable(dynamo.endpoint, TABLE);
    const table: Table = { client: createTableClient('us-east-1', dynamo.endpoint), name: TABLE };
    const scenarios: ScaleScenario[] = [];
    for (const size of sizes) {
      scenarios.push(
        await scenario(table, `${size}-positions`, size, { years: 1, stepDays: 28 }, iterations),
      );
      console.log(summaryLine(scenarios.at(-1)!));
    }
    if (ledgerLines > 0) {
      // Ten years of weekly calls: about 1,080 lines a position.
      const positions = Math.max(1, Math.round(ledgerLines / 1_080));
      scenarios.push(
        await scenario(table, `${ledgerLines}-lines`, positions, { years: 10, stepDays: 7 }, iterations),
      );
      console.log(summaryLine(scenarios.at(-1)!));
    }
    return {
      iterations,
      scenarios,
      rssMb: { benchMax: Math.round(benchMax / 1024 / 1024), dynamoDbLocal: rssOfPid(dynamo.process.pid) },
    };
  } finally {
    clearInterval(sampler);
    dynamo.process.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const summaryLine = (s: ScaleScenario) =>
  `${s.label}: ${s.lines} lines, positions p95 ${s.after.positions.p95} ms (before ${s.before.positions.p95}), ` +
  `performance p95 ${s.after.performance.p95} ms (before ${s.before.performance.p95}), history first page p95 ` +
  `${s.after.historyFirstPage.p95} ms, position history p95 ${s.after.positionHistoryPage.p95} ms, filtered ` +
  `history p95 ${s.after.filteredHistoryPage.p95} ms, generation ` +
  `${s.generationMs} ms`;

export function scaleMarkdown(results: ScaleResults): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `Iterations per read: ${results.iterations} (the "before" reads: a quarter, at least 3). Times in ms.`,
    '',
    '| Scenario | Lines | Accounts | Positions p50 / p95 | Performance p50 / p95 | History page 1 p50 / p95 | Position history p50 / p95 | Filtered history p50 / p95 | Before: positions p95 | Before: performance p95 | Generation | Largest answer |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.scenarios.map(
      (s) =>
        `| ${s.label} | ${s.lines} | ${s.accounts} | ${s.after.positions.p50} / ${s.after.positions.p95} | ` +
        `${s.after.performance.p50} / ${s.after.performance.p95} | ${s.after.historyFirstPage.p50} / ` +
        `${s.after.historyFirstPage.p95} | ${s.after.positionHistoryPage.p50} / ${s.after.positionHistoryPage.p95} | ` +
        `${s.after.filteredHistoryPage.p50} / ${s.after.filteredHistoryPage.p95} | ` +
        `${s.before.positions.p95} | ${s.before.performance.p95} | ` +
        `${s.generationMs} (${s.generated} cards) | ${kb(Math.max(s.after.positions.maxBytes, s.after.performance.maxBytes, s.after.historyFirstPage.maxBytes, s.after.filteredHistoryPage.maxBytes))} |`,
    ),
    '',
    `RSS: bench process at most ${results.rssMb.benchMax} MB; DynamoDB Local ${results.rssMb.dynamoDbLocal ?? '?'} MB at the end.`,
  ];
}

export function writeScaleResults(folder: string, measuredAt: string, results: ScaleResults): string {
  mkdirSync(folder, { recursive: true });
  const machine = { node: process.version, cpus: cpus().length, loadAverage: loadavg() };
  writeFileSync(
    join(folder, `${measuredAt.slice(0, 19).replace(/:/g, '-')}-scale.json`),
    `${JSON.stringify({ measuredAt, machine, scale: results }, null, 2)}\n`,
  );
  const markdown = [
    `# Scale benchmark ${measuredAt} (Node ${process.version}, ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
    '',
    ...scaleMarkdown(results),
    '',
  ].join('\n');
  writeFileSync(join(folder, 'scale-latest.md'), markdown);
  return `${markdown}\nWritten: ${relative(process.cwd(), join(folder, 'scale-latest.md'))}`;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** Options from the command line (`--sizes 10,100 --ledger 0 --iterations 5`). */
export const scaleOptionsFromArguments = () => ({
  ...(argument('sizes') ? { sizes: argument('sizes')!.split(',').map(Number) } : {}),
  ...(argument('ledger') !== undefined ? { ledgerLines: Number(argument('ledger')) } : {}),
  ...(argument('iterations') ? { iterations: Number(argument('iterations')) } : {}),
});

export async function runScaleBench(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const measuredAt = new Date().toISOString();
  const results = await measureScale(scaleOptionsFromArguments());
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  console.log(writeScaleResults(join(root, 'bench/results'), measuredAt, results));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runScaleBench();
