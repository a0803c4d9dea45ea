/**
 * The opportunity engine's figures (issue 4): generation (the pure `generateOpportunities` on the market simulator)
 * for portfolios of 10, 100 and 1,000 positions, and GET /api/opportunities through the local HTTP adapter with 200
 * active opportunities in the table. Targets: 100 positions under 100 ms; the list's p95 under 30 ms.
 */
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate, newYorkInstant, previousTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import { formatOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import { companyDirectory, strikeIncrementFor } from '@thetix/shared/market/company-directory';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { optionRoot } from '@thetix/shared/opportunities/covered-call-pricing';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import { LOCAL_TABLE } from '../functions/src/local/stack';
import { buildOpportunityGenerator } from '../functions/src/opportunities/opportunity-generation';
import { buildOpportunityRepository } from '../functions/src/opportunities/opportunity-repository';
import { LIST_SETTLE_MS } from '../functions/src/opportunities/opportunity-service';
import { createTableClient } from '../functions/src/platform/table-client';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A portfolio of `count` positions, 500 shares each: one ticker appears once per account, so beyond the directory's
 * size the positions spread over several accounts (as a large portfolio does). Every fourth position has a call
 * sold a few percent out of the money on the nearest expiration, so open calls are reviewed too.
 */
export function benchPortfolio(market: MarketModel, now: Date, count: number) {
  const tickers = companyDirectory.map((company) => company.ticker).filter((ticker) => market.covers(ticker));
  const accounts: PositionInput[][] = [];
  for (let index = 0; index < count; index += 1) {
    const ticker = tickers[index % tickers.length]!;
    const price = market.quote(ticker, now)?.price ?? 100;
    const increment = strikeIncrementFor(price);
    const expiration = market.expirations(ticker, now, addDays(newYorkDate(now), 21))[0]?.date;
    const strike = Math.ceil((price * 1.05) / increment) * increment;
    const position: PositionInput = {
      ticker,
      shares: 500,
      costBasisPerShare: price * 0.9,
      openShortCalls:
        index % 4 === 3 && expiration
          ? [
              {
                optionSymbol: formatOccSymbol({ root: optionRoot(ticker), expiration, type: 'call', strike }),
                strike,
                expiration,
                contracts: 2,
                averagePremium: price * 0.01,
              },
            ]
          : [],
    };
    (accounts[Math.floor(index / tickers.length)] ??= []).push(position);
  }
  return accounts;
}

/** Generation for the whole portfolio, every account in turn, as the all-accounts run does. */
export function measureOpportunityGeneration() {
  const market = createMarketSimulator();
  // A fixed session afternoon (14:30 New York on the last trading day), so the figures compare run to run.
  const now = newYorkInstant(previousTradingDay(newYorkDate(new Date())), 14, 30);
  const results: Record<
    string,
    { runs: number; opportunities: number; firstMs: number; p50Ms: number; p95Ms: number }
  > = {};
  for (const [count, runs] of [
    [10, 50],
    [100, 20],
    [1000, 5],
  ] as const) {
    const accounts = benchPortfolio(market, now, count);
    const generate = () =>
      accounts.reduce(
        (total, positions, index) =>
          total +
          generateOpportunities({
            accountId: `account-${index}`,
            positions,
            goals: Object.fromEntries(
              positions.map((position) => [position.ticker, { riskLevel: 'balanced', cadence: 'weekly' }]),
            ),
            market,
            now,
          }).opportunities.length,
        0,
      );
    // The first run pays for the simulator's caches of these tickers (a fresh Lambda container does too).
    const started = performance.now();
    const opportunities = generate();
    const firstMs = performance.now() - started;
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const begun = performance.now();
      generate();
      times.push(performance.now() - begun);
    }
    times.sort((a, b) => a - b);
    results[`${count} positions`] = {
      runs,
      opportunities,
      firstMs: round3(firstMs),
      p50Ms: round3(percentile(times, 50)),
      p95Ms: round3(percentile(times, 95)),
    };
  }
  return results;
}

export type OpportunityGenerationResults = ReturnType<typeof measureOpportunityGeneration>;

export interface ListLatency {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export const LIST_SIZE = 200;

/**
 * GET /api/opportunities with `LIST_SIZE` active opportunities: a new manual account for the signed-in investor,
 * filled through the repository against the stack's DynamoDB (the engine's covered calls on 200 tickers, kept
 * active for a day), then timed with the caller's `latency` so the method matches the other routes.
 */
export async function measureOpportunityList(options: {
  base: string;
  token: string;
  dynamodbUrl: string;
  latency: (url: string, headers: Record<string, string>, count: number) => Promise<ListLatency>;
}): Promise<ListLatency & { opportunities: number; afterChange: ListLatency }> {
  const auth = { authorization: `Bearer ${options.token}` };
  // The XSRF token is signed for the bearer's user.
  const xsrf = (
    (await (await fetch(`${options.base}/api/token`, { headers: auth })).json()) as { token: string }
  ).token;
  const profile = (await (await fetch(`${options.base}/api/profile`, { headers: auth })).json()) as {
    id: string;
  };
  const created = await fetch(`${options.base}/api/accounts`, {
    method: 'POST',
    headers: {
      ...auth,
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ name: 'Bench opportunities' }),
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`POST /api/accounts answered ${created.status}`);
  const accountId = ((await created.json()) as { id: string }).id;

  const market = createMarketSimulator();
  const now = new Date();
  const [positions = []] = benchPortfolio(market, now, LIST_SIZE);
  const generated = generateOpportunities({
    accountId,
    positions: positions.map((position) => ({ ...position, openShortCalls: [] })),
    goals: Object.fromEntries(
      positions.map((position) => [position.ticker, { riskLevel: 'balanced', cadence: 'monthly' }]),
    ),
    market,
    now,
  }).opportunities.slice(0, LIST_SIZE);
  if (generated.length < LIST_SIZE)
    throw new Error(`The engine proposed ${generated.length} opportunities, fewer than ${LIST_SIZE}`);
  const expiresAt = new Date(now.getTime() + 86_400_000).toISOString();
  const repository = buildOpportunityRepository({
    client: createTableClient('us-east-1', options.dynamodbUrl),
    name: LOCAL_TABLE,
  });
  for (let start = 0; start < generated.length; start += 8)
    await Promise.all(
      generated
        .slice(start, start + 8)
        .map((opportunity) => repository.create(profile.id, { ...opportunity, expires_at: expiresAt })),
    );

  const url = `${options.base}/api/opportunities?accountId=${accountId}`;
  const listed = (await (await fetch(url, { headers: auth })).json()) as { opportunities: unknown[] };
  if (listed.opportunities.length !== LIST_SIZE)
    throw new Error(`The list answered ${listed.opportunities.length} opportunities, not ${LIST_SIZE}`);
  // The list unchanged: past the settle time of the last write, so the route may keep its answer (decision 123).
  await new Promise((resolve) => setTimeout(resolve, LIST_SETTLE_MS));
  const unchanged = await options.latency(url, auth, 300);
  // The first read after a change: the list version moves on before each request, so every one reads the table.
  const times: number[] = [];
  for (let request = 0; request < 100; request += 1) {
    await repository.bumpListVersion(profile.id);
    const started = performance.now();
    const response = await fetch(url, { headers: auth });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const afterChange: ListLatency = {
    requests: times.length,
    p50Ms: round3(percentile(times, 50)),
    p95Ms: round3(percentile(times, 95)),
    p99Ms: round3(percentile(times, 99)),
  };
  return { ...unchanged, opportunities: LIST_SIZE, afterChange };
}

export function opportunitiesMarkdown(
  generation: OpportunityGenerationResults,
  list?: ListLatency & { opportunities: number; afterChange: ListLatency },
): string[] {
  return [
    '## Opportunity engine (one core)',
    '',
    '| generation, balanced weekly | runs | opportunities | first run ms | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...Object.entries(generation).map(
      ([name, value]) =>
        `| ${name} | ${value.runs} | ${value.opportunities} | ${value.firstMs} | ${value.p50Ms} | ${value.p95Ms} |`,
    ),
    '',
    ...(list
      ? [
          '| route | opportunities | requests | p50 ms | p95 ms | p99 ms |',
          '| --- | --- | --- | --- | --- | --- |',
          `| GET /api/opportunities, list unchanged | ${list.opportunities} | ${list.requests} | ${list.p50Ms} | ${list.p95Ms} | ${list.p99Ms} |`,
          `| GET /api/opportunities, first read after a change | ${list.opportunities} | ${list.afterChange.requests} | ${list.afterChange.p50Ms} | ${list.afterChange.p95Ms} | ${list.afterChange.p99Ms} |`,
          '',
        ]
      : []),
  ];
}

export interface GenerationWrites {
  positions: number;
  accounts: number;
  firstRun: { ms: number; created: number };
  duplicateRun: { ms: number; written: number };
  laterRun: { ms: number; refreshed: number };
}

/**
 * Generation end to end against DynamoDB Local (issue 19 item 4): the generator with the real opportunity
 * repository for 1,000 positions (the portfolio and goals served from memory, so this measures the engine plus its
 * reads and conditional writes, not the ledger), run three times: the first run creates every card, a duplicate
 * delivery at the same instant writes nothing (change-only), a run half an hour later refreshes what moved.
 */
export async function measureGenerationWrites(dynamodbUrl: string, count = 1000): Promise<GenerationWrites> {
  const market = createMarketSimulator();
  let now = newYorkInstant(previousTradingDay(newYorkDate(new Date())), 14, 30);
  const accounts = benchPortfolio(market, now, count);
  const userId = `bench-generation-${Date.now()}`;
  const summaries = accounts.map((_, index) => ({
    id: `bench-account-${index}`,
    name: `Bench ${index}`,
    source: 'manual' as const,
    hidden: false,
  }));
  const positionsOf = (accountId: string) => accounts[Number(accountId.split('-').at(-1))] ?? [];
  const generate = buildOpportunityGenerator({
    opportunities: buildOpportunityRepository({
      client: createTableClient('us-east-1', dynamodbUrl),
      name: LOCAL_TABLE,
    }),
    portfolio: {
      accounts: async () => summaries,
      positions: async (_user, accountId) => positionsOf(accountId),
    },
    goals: {
      goals: async (_user, accountId) =>
        Object.fromEntries(
          positionsOf(accountId).map((position) => [
            position.ticker,
            { riskLevel: 'balanced' as const, cadence: 'weekly' as const },
          ]),
        ),
      allocations: async () => ({}),
    },
    market,
    clock: { now: () => now },
  });
  const timed = async () => {
    const started = performance.now();
    const result = await generate({ userId });
    return { ms: round3(performance.now() - started), result };
  };
  const first = await timed();
  const duplicate = await timed();
  now = new Date(now.getTime() + 30 * 60_000);
  const later = await timed();
  return {
    positions: count,
    accounts: accounts.length,
    firstRun: { ms: first.ms, created: first.result.created },
    duplicateRun: {
      ms: duplicate.ms,
      written: duplicate.result.created + duplicate.result.refreshed + duplicate.result.expired,
    },
    laterRun: { ms: later.ms, refreshed: later.result.refreshed },
  };
}

export const generationWritesMarkdown = (writes: GenerationWrites): string[] => [
  `| generation end to end, DynamoDB Local, ${writes.positions} positions in ${writes.accounts} accounts | ms | cards written |`,
  '| --- | --- | --- |',
  `| first run (creates) | ${writes.firstRun.ms} | ${writes.firstRun.created} |`,
  `| duplicate delivery, same instant (change-only) | ${writes.duplicateRun.ms} | ${writes.duplicateRun.written} |`,
  `| 30 minutes later (refreshes what moved) | ${writes.laterRun.ms} | ${writes.laterRun.refreshed} |`,
  '',
];
