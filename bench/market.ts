/**
 * `npm run bench -- market` (issue 29 item 7): vendor calls and the cache's hit ratio on the live code path, and the
 * cost of live market data on paper.
 *
 * - The seeded tour on a stack of its own started with `MARKET_DATA=massive` and no key (the vendor stand-in): the
 *   investor's dashboard (status, accounts, positions, performance, opportunities, holdings review, a drawer, a
 *   chain), three Thetix cards and a daily report, first on an empty cache, then again at once.
 * - The opportunity run over 1,000 positions (200 tickers) through the same adapters, guard and read-through, with
 *   the cache in memory: cold, then warm.
 * - On paper: vendor calls a day and their DynamoDB cost at 1,000 and 100,000 active users, from the measured calls
 *   per ticker and bytes per cached answer, with the assumptions written beside them.
 *
 * A vendor call is one HTTP request the stand-in answers (each page of a chain counts); a hit is a read served fresh
 * from the table (market-counters.ts).
 */
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { addDays } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate, newYorkInstant, previousTradingDay } from '@thetix/shared/calendar/nyse-calendar';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cognitoClient, signIn } from '../functions/src/local/cognito-local';
import { freeStackPorts } from '../functions/src/local/preflight';
import { LOCAL_TABLE, startLocalStack, type LocalStack } from '../functions/src/local/stack';
import { buildLiveMarketAccess } from '../functions/src/market-data/market-access';
import {
  buildMarketCounters,
  marketCounters,
  type KindCounts,
} from '../functions/src/market-data/market-counters';
import { needsOfPositions } from '../functions/src/market-data/market-needs';
import { buildMarketReadThrough } from '../functions/src/market-data/market-read-through';
import type { MarketVendor } from '../functions/src/market-data/market-snapshot-loader';
import { buildMassiveClient } from '../functions/src/market-data/massive/massive-client';
import { buildMassiveVendor } from '../functions/src/market-data/massive/massive-vendor';
import { buildFinnhubEarnings } from '../functions/src/market-data/finnhub/finnhub-earnings';
import { buildVendorStandIn } from '../functions/src/market-data/stand-in/vendor-stand-in';
import { createMemoryCache } from '../functions/src/market-data/testing/memory-market-cache';
import { buildVendorCallGuard } from '../functions/src/market-data/vendor-call-guard';
import { createLogger } from '../functions/src/platform/logger';
import { createQueueClient } from '../functions/src/platform/queue-client';
import { createTableClient } from '../functions/src/platform/table-client';
import { reportPeriod } from '../functions/src/reports/report-entities';
import { batchSender, buildReportRequests } from '../functions/src/reports/report-requests';
import { benchPortfolio } from './opportunities';

const root = new URL('..', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface PassFigures {
  vendorCalls: number;
  reads: number;
  hits: number;
  hitRatio: number;
  byKind: Record<string, KindCounts>;
}

const totals = (byKind: Record<string, KindCounts>) => {
  const all = Object.values(byKind);
  const sum = (field: keyof KindCounts) => all.reduce((total, counts) => total + counts[field], 0);
  const reads = sum('fresh') + sum('refreshed') + sum('stale') + sum('unavailable') + sum('coalesced');
  return { reads, hits: sum('fresh') + sum('coalesced') };
};

const figures = (vendorCalls: number, byKind: Record<string, KindCounts>): PassFigures => {
  const { reads, hits } = totals(byKind);
  return { vendorCalls, reads, hits, hitRatio: reads ? Math.round((hits / reads) * 1000) / 1000 : 0, byKind };
};

/** Waits until the stand-in has seen no call for `quietMs` (the stack's own jobs have settled). */
async function settle(calls: () => number, quietMs = 3000, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  let last = calls();
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await sleep(250);
    const now = calls();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
  }
}

async function clearMarketCache(stack: LocalStack) {
  const client = createTableClient('us-east-1', stack.urls.dynamodb);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: LOCAL_TABLE,
        FilterExpression: 'entity = :market',
        ExpressionAttributeValues: { ':market': 'market-cache' },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    for (const item of page.Items ?? [])
      await client.send(new DeleteCommand({ TableName: LOCAL_TABLE, Key: { pk: item.pk, sk: item.sk } }));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  client.destroy();
}

/** The investor's tour through the running stack: what a daily user's morning reads. */
async function tour(stack: LocalStack, token: string) {
  const base = stack.urls.http;
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    const body = (await response.json()) as unknown;
    if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
    return body;
  };
  const xsrf = ((await get('/api/token')) as { token: string }).token;
  const write = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'x-xsrf-token': xsrf,
        cookie: `XSRF-TOKEN=${xsrf}`,
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const accounts = (await get('/api/accounts')) as { id: string }[];
  const accountId = accounts[0]!.id;
  await get('/api/market-data/status');
  await get('/api/positions');
  await get('/api/portfolio/performance');
  const list = (await get(`/api/opportunities?accountId=${accountId}`)) as {
    opportunities: { id: string }[];
  };
  await get(`/api/opportunities/holdings?accountId=${accountId}`);
  if (list.opportunities[0]) await get(`/api/opportunities/${list.opportunities[0].id}`);
  await get('/api/options/AAPL');
  await get('/api/candles/AAPL');
  // The board: three of the example questions as cards.
  const collections = (await get('/api/thetix-card-collections')) as { id: string }[];
  for (const question of [
    'Which covered calls should I sell this week?',
    'How much options income did I make this year?',
    'Show the KO option chain for next month',
  ]) {
    const card = await write('/api/thetix-cards', {
      user_query: question,
      collection_id: collections[0]!.id,
    });
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const state = (await get(`/api/thetix-cards/${String(card.id)}`)) as {
        card: { job_status: string | null; materialized_result: unknown };
      };
      if (state.card.job_status === null && state.card.materialized_result) break;
      await sleep(250);
    }
  }
}

async function dailyReport(stack: LocalStack, userId: string) {
  const requests = buildReportRequests({
    table: { client: createTableClient('us-east-1', stack.urls.dynamodb), name: LOCAL_TABLE },
    send: batchSender(createQueueClient('us-east-1', stack.urls.sqs), stack.queueUrls.jobs!),
    now: () => new Date().toISOString(),
  });
  await requests.request(userId, 'daily', reportPeriod('daily', new Date()));
}

async function measureTour() {
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-market-bench-'));
  // The handlers run in this process: their request logs would bury the figures.
  process.env.LOG_LEVEL = 'error';
  const stack = await startLocalStack({
    dataDir,
    webDist: join(root, 'web/dist'),
    ports: await freeStackPorts(),
    scheduler: false,
    logger: createLogger({ level: 'error' }),
    marketData: 'massive',
  });
  try {
    const standIn = stack.marketStandIn!;
    await settle(standIn.calls);
    const startup = figures(standIn.calls(), marketCounters.snapshot());
    const client = cognitoClient(stack.urls.cognito);
    const token = await signIn(client, stack.identity.clientId, 'investor@thetix.local', 'Thetix-local-1');
    client.destroy();
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
    const pass = async () => {
      marketCounters.reset();
      const before = standIn.calls();
      const started = performance.now();
      await tour(stack, token);
      await dailyReport(stack, userId);
      await settle(standIn.calls, 2000);
      return {
        ...figures(standIn.calls() - before, marketCounters.snapshot()),
        seconds: Math.round((performance.now() - started) / 10) / 100,
      };
    };
    await clearMarketCache(stack);
    const cold = await pass();
    const warm = await pass();
    return { startup, cold, warm };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The engine over 1,000 positions (200 tickers, 5 accounts) through the live path, cache in memory. */
async function measureRun() {
  const simulator = createMarketSimulator();
  const now = newYorkInstant(previousTradingDay(newYorkDate(new Date())), 14, 30);
  const clock = { now: () => now };
  const standIn = buildVendorStandIn({ market: simulator, now: clock.now, delayedMinutes: 15 });
  const guard = buildVendorCallGuard({ callsPerMinute: 1_000_000, clock });
  const base = 'http://stand-in.bench';
  const massive: MarketVendor = {
    ...buildMassiveVendor(
      buildMassiveClient({ apiKey: 'k', baseUrl: base, fetch: standIn.fetch, guard, clock }),
      {
        clock,
      },
    ),
    source: 'massive-stand-in',
  };
  const finnhub = buildFinnhubEarnings({ apiKey: 'k', baseUrl: base, fetch: standIn.fetch, guard, clock });
  const cache = createMemoryCache(clock);
  const counters = buildMarketCounters();
  const access = buildLiveMarketAccess({
    vendor: massive,
    readThrough: buildMarketReadThrough({ cache, source: 'massive-stand-in', clock, counters }),
    earnings: {
      vendor: { ...massive, source: 'finnhub-stand-in', earnings: finnhub.earnings },
      readThrough: buildMarketReadThrough({ cache, source: 'finnhub-stand-in', clock, counters }),
    },
    delayedMinutes: 15,
    clock,
  });
  const accounts = benchPortfolio(simulator, now, 1000).slice(0, 5);
  const positions = accounts.flat();
  const tickers = new Set(positions.map((position) => position.ticker)).size;
  const run = async () => {
    counters.reset();
    const before = standIn.calls();
    const started = performance.now();
    let opportunities = 0;
    for (const [index, account] of accounts.entries()) {
      const market = await access.load(needsOfPositions(account), now);
      opportunities += generateOpportunities({
        accountId: `account-${index}`,
        positions: account,
        goals: Object.fromEntries(
          account.map((position) => [position.ticker, { riskLevel: 'balanced', cadence: 'weekly' }]),
        ),
        market,
        now,
      }).opportunities.length;
    }
    return {
      ...figures(standIn.calls() - before, counters.snapshot()),
      opportunities,
      seconds: Math.round((performance.now() - started) / 10) / 100,
    };
  };
  const cold = await run();
  const warm = await run();
  // One chain as the vendor adapter maps it, to measure the gzip ratio of what the cache stores.
  const sample = await massive.optionChain(
    'AAPL',
    simulator.expirations('AAPL', now, addDays(newYorkDate(now), 60))[1]!.date,
  );
  sampleChain = JSON.stringify({ found: true, value: sample });
  return { positions: positions.length, tickers, cold, warm };
}

/**
 * Calls a day and their DynamoDB cost, from measured figures. A ticker someone reads all session costs at most one
 * quote call per 15 s, one call per chain page per listed expiration in the 60-day window per 60 s, and its slow
 * kinds once a day; the cache makes that independent of how many users read it.
 */
/** The stored size of an answer of `bytes`: a typical chain's JSON, gzipped as the cache stores it. */
let sampleChain = '';
const storedSize = (bytes: number): number => {
  if (bytes <= 1024 || !sampleChain) return bytes;
  return (gzipSync(sampleChain).byteLength / Buffer.byteLength(sampleChain)) * bytes;
};

function paper(run: Awaited<ReturnType<typeof measureRun>>) {
  const chain = run.cold.byKind.chain;
  const chainReads = chain ? chain.refreshed : 0;
  const chainCallsPerTicker = run.cold.vendorCalls > 0 ? chainReads / run.tickers : 0;
  const bytesOf = (kind: string) => {
    const counts = run.cold.byKind[kind];
    return counts && counts.refreshed > 0 ? counts.bytesWritten / counts.refreshed : 0;
  };
  // What the table stores: answers over 1 KB gzipped (market-cache-entity.ts), measured on one of the run's chains.
  const storedChainBytes = storedSize(bytesOf('chain'));
  const chainPagesPerExpiration = 1; // the stand-in's chains fit one page of 250 for most tickers (see the cold run).
  const sessionMinutes = 390;
  const quoteCalls = (sessionMinutes * 60) / 15;
  const chainCalls = sessionMinutes * chainCallsPerTicker * chainPagesPerExpiration;
  const slowCalls = 6;
  const perTickerDay = quoteCalls + chainCalls + slowCalls;
  const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
  const unitsPerTickerDay =
    quoteCalls * writeUnits(bytesOf('quote')) + chainCalls * writeUnits(storedChainBytes) + slowCalls * 4;
  // On-demand write request units, us-east-1 list price since November 2024.
  const dollarsPerMillionWrites = 0.625;
  const tradingDays = 21;
  const scenario = (users: number, tickersRead: number) => {
    const callsPerDay = perTickerDay * tickersRead;
    const writesPerMonth = unitsPerTickerDay * tickersRead * tradingDays;
    return {
      users,
      tickersRead,
      vendorCallsPerDay: Math.round(callsPerDay),
      vendorCallsPerActiveUserPerDay: Math.round((callsPerDay / users) * 10) / 10,
      cacheWriteDollarsPerMonth: Math.round((writesPerMonth / 1e6) * dollarsPerMillionWrites),
    };
  };
  return {
    chainCallsPerTicker: Math.round(chainCallsPerTicker * 10) / 10,
    bytesPerAnswer: {
      quote: Math.round(bytesOf('quote')),
      chain: Math.round(bytesOf('chain')),
      chainStored: Math.round(storedChainBytes),
    },
    perTickerDay: Math.round(perTickerDay),
    scenarios: [scenario(1_000, 600), scenario(100_000, 3_000)],
  };
}

export async function runMarketBench() {
  const measuredAt = new Date().toISOString();
  const tourFigures = await measureTour();
  const run = await measureRun();
  const onPaper = paper(run);
  const record = {
    measuredAt,
    machine: { node: process.version, loadAverage: loadavg() },
    tour: tourFigures,
    run,
    paper: onPaper,
  };
  const folder = join(root, 'bench/results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `${measuredAt.slice(0, 19).replace(/:/g, '-')}-market.json`),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  const line = (name: string, pass: PassFigures & { seconds?: number }) =>
    `| ${name} | ${pass.vendorCalls} | ${pass.reads} | ${pass.hits} | ${(pass.hitRatio * 100).toFixed(1)} % |${pass.seconds === undefined ? '' : ` ${pass.seconds} s`} |`;
  const markdown = [
    `# Live market data ${measuredAt} (Node ${process.version}, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')})`,
    '',
    'Vendor calls are HTTP requests the Massive/Finnhub stand-in answered (chain pages included); a hit is a cached read',
    'served fresh from the table or joined to one in flight (functions/src/market-data/market-counters.ts).',
    '',
    '| pass | vendor calls | cached reads | hits | hit ratio | time |',
    '| --- | --- | --- | --- | --- | --- |',
    line('stack start (seed, example cards, first generation)', tourFigures.startup),
    line('seeded tour, empty cache (dashboard, drawer, chain, 3 cards, daily report)', tourFigures.cold),
    line('seeded tour again at once', tourFigures.warm),
    line(`opportunity run, ${run.positions} positions / ${run.tickers} tickers, empty cache`, run.cold),
    line('opportunity run again at once', run.warm),
    '',
    `Per ticker read all session: ${onPaper.perTickerDay} vendor calls a day (quote every 15 s: 1,560; ${onPaper.chainCallsPerTicker} chains`,
    `in the 60-day window every 60 s; 6 slow kinds). Cached answer sizes: quote ${onPaper.bytesPerAnswer.quote} B, chain ${onPaper.bytesPerAnswer.chain} B (${onPaper.bytesPerAnswer.chainStored} B stored gzipped).`,
    '',
    '| active users | tickers read (assumed) | vendor calls a day | per active user a day | cache writes $/month |',
    '| --- | --- | --- | --- | --- |',
    ...onPaper.scenarios.map(
      (scenario) =>
        `| ${scenario.users.toLocaleString('en-US')} | ${scenario.tickersRead.toLocaleString('en-US')} | ${scenario.vendorCallsPerDay.toLocaleString('en-US')} | ${scenario.vendorCallsPerActiveUserPerDay} | $${scenario.cacheWriteDollarsPerMonth.toLocaleString('en-US')} |`,
    ),
    '',
    'Calls grow with the tickers read, not with users: the upper bound assumes every read ticker is read all session.',
    "Massive's paid plans are unmetered, so the vendor fee is the plan's flat price (decision 217: to be quoted; the",
    'delayed plan avoids per-user exchange fees). DynamoDB writes: on-demand, one write unit per KB, 21 trading days.',
    '',
  ].join('\n');
  writeFileSync(join(folder, 'market-latest.md'), markdown);
  console.log(markdown);
}
