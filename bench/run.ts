/**
 * `npm run bench`: measures what the issues ask for and keeps the figures in bench/results/. Each figure is a
 * measurement of this machine now, printed and written as JSON (one file per run) and as bench/results/latest.md.
 *
 * - cold start: `npm start`'s script with an empty data folder until the first 200 from /api/health, and again
 *   with the data from the first run (a restart);
 * - API latency: sequential requests to public and authenticated routes (p50/p95/p99) and throughput with
 *   10 concurrent clients;
 * - bundles: the SPA's production assets (gzip) and each Lambda bundled as CDK bundles it (esbuild, ESM, minified,
 *   AWS SDK external);
 * - the quant core (bench/quant.ts): pricing and implied volatility per second against the registry packages, one
 *   option chain, the public calculator's backtest;
 * - the opportunity engine (bench/opportunities.ts): generation for 10, 100 and 1,000 positions, and
 *   GET /api/opportunities with 200 opportunities in the table;
 * - Thetix (bench/thetix.ts): planning and materializing, POST-to-completed cards, one refresh's work, the cadence
 *   dispatcher over 100,000 cards and the monthly AWS cost of 100,000 users' cards;
 * - chats and reports (bench/chats.ts): POST-to-answered chat turns, one daily and one weekly report's work, the
 *   report fan-out over a 100,000-user audience and the monthly AWS cost of 100,000 users' reports.
 *
 * `npm run bench -- cost` (bench/cost.ts) starts a stack of its own and prices 100,000 active users a month by
 * component, and per active user against issue 33's $0.05, for the example cards and for the mixed cadences (each
 * with the daily and weekly reports), from a measured refresh of each card, the dispatcher, one daily and one weekly
 * report and the reports' fan-out: bench/results/<time>-cost.json and cost-latest.md.
 *
 * `npm run bench -- market` measures vendor calls and the cache's hit ratio on the live code path (bench/market.ts)
 * into bench/results/market-latest.md.
 *
 * `npm run bench -- rss` measures the whole local product's memory at rest (its process tree a minute after an
 * empty start) into bench/results/rss-latest.md.
 *
 * `npm run bench -- quant` (or `-- opportunities`) measures that part only, without the stack's HTTP route; the full
 * run writes the files. `npm run bench -- thetix` starts a stack of its own and writes its own files, as the full
 * run also does for that section (bench/results/<time>-thetix.json and thetix-latest.md); `npm run bench -- chats`
 * likewise (bench/results/<time>-chats.json and chats-latest.md).
 */
import { build } from 'esbuild';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiRoutes } from '@thetix/shared/api-routes';
import { queueDefinitions } from '@thetix/shared/queues';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { freePort } from '../functions/src/local/preflight';
import {
  generationWritesMarkdown,
  measureGenerationWrites,
  type GenerationWrites,
  measureOpportunityGeneration,
  measureOpportunityList,
  opportunitiesMarkdown,
  type ListLatency,
  type OpportunityGenerationResults,
} from './opportunities';
import { chatsMarkdown, measureChats, writeChatsResults, type ChatsResults } from './chats';
import { measureCost, writeCostResults } from './cost';
import { measureQuant, quantMarkdown, type QuantResults } from './quant';
import {
  measureThetix,
  readStackAccess,
  thetixMarkdown,
  writeThetixResults,
  type ThetixResults,
} from './thetix';
import { processTreeRss, treeRssLine, type TreeRss } from './rss';
import type { StackAccess } from './bench-stack';
import { writeSectionResults } from './section-results';
import { runScaleBench } from './scale';
import { runMarketBench } from './market';

const root = new URL('..', import.meta.url).pathname;

async function startProduct(dataDir: string) {
  const port = await freePort();
  const env = {
    ...process.env,
    THETIX_DATA_DIR: dataDir,
    PORT: String(port),
    DYNAMODB_PORT: String(await freePort()),
    SQS_PORT: String(await freePort()),
    COGNITO_PORT: String(await freePort()),
  };
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'functions/src/local/start.ts')], {
    env,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited: ${output}`);
    const ok = await fetch(`http://localhost:${port}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { child, port, seconds: (performance.now() - startedAt) / 1000, output };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function latency(url: string, headers: Record<string, string>, count: number) {
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).text();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: count,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
  };
}

async function throughput(url: string, headers: Record<string, string>, clients: number, total: number) {
  let issued = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < total) {
        issued += 1;
        await (await fetch(url, { headers })).text();
      }
    }),
  );
  return {
    clients,
    requests: total,
    requestsPerSecond: Math.round(total / ((performance.now() - started) / 1000)),
  };
}

function webBundle() {
  const assets = join(root, 'web/dist/assets');
  const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  const sizes = files.map((name) => {
    const body = readFileSync(join(assets, name));
    return { file: name, bytes: body.length, gzipBytes: gzipSync(body).length };
  });
  const total = sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  // `/` answers the prerendered landing (web/scripts/prerender.ts); the SPA shell preloads what the app needs to start.
  const shell = readFileSync(join(root, 'web/dist/index.html'), 'utf8');
  const landingFile = join(root, 'web/dist/prerendered/index.html');
  const landing = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : shell;
  const loadedBy = (html: string) =>
    sizes.filter((entry) => html.includes(entry.file)).reduce((sum, entry) => sum + entry.gzipBytes, 0);
  return {
    totalGzipKB: Math.round(total / 102.4) / 10,
    initialGzipKB: Math.round(loadedBy(landing) / 102.4) / 10,
    appStartGzipKB: Math.round(loadedBy(shell) / 102.4) / 10,
    files: sizes.length,
  };
}

async function lambdaBundles() {
  const entries = new Map<string, string>();
  for (const route of apiRoutes) entries.set(`http-${route.lambda}`, `${route.lambda}/http.ts`);
  for (const queue of queueDefinitions) {
    entries.set(`worker-${queue.name}`, queue.worker);
    entries.set(`dlq-worker-${queue.name}`, queue.deadLetterWorker);
  }
  for (const schedule of scheduleDefinitions) entries.set(`schedule-${schedule.name}`, schedule.handler);
  const outdir = mkdtempSync(join(tmpdir(), 'thetix-lambdas-'));
  const sizes: Record<string, { bytes: number; gzipBytes: number }> = {};
  for (const [name, entry] of entries) {
    const outfile = join(outdir, `${name}.mjs`);
    await build({
      entryPoints: [join(root, 'functions/src', entry)],
      outfile,
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: ['@aws-sdk/*'],
      logLevel: 'silent',
    });
    const body = readFileSync(outfile);
    sizes[name] = { bytes: statSync(outfile).size, gzipBytes: gzipSync(body).length };
  }
  rmSync(outdir, { recursive: true, force: true });
  return sizes;
}

/**
 * GET /api/opportunities for `npm run bench -- opportunities`: a stack of its own on an empty data folder, the seeded
 * investor signed in, the same measurement as the full run.
 */
async function opportunityListOnItsOwn() {
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-bench-'));
  try {
    const product = await startProduct(dataDir);
    try {
      const { signIn, cognitoClient } = await import('../functions/src/local/cognito-local');
      const state = JSON.parse(readFileSync(join(dataDir, 'local-stack.json'), 'utf8')) as {
        urls: { cognito: string; dynamodb: string };
        identity: { clientId: string };
      };
      const client = cognitoClient(state.urls.cognito);
      const token = await signIn(client, state.identity.clientId, 'investor@thetix.local', 'Thetix-local-1');
      client.destroy();
      const list = await measureOpportunityList({
        base: `http://localhost:${product.port}`,
        token,
        dynamodbUrl: state.urls.dynamodb,
        latency,
      });
      return { list, writes: await measureGenerationWrites(state.urls.dynamodb) };
    } finally {
      await stop(product.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- thetix` or `-- chats`: a stack of its own on an empty data folder, then the full run's measurements. */
async function onAStackOfItsOwn<T>(measure: (stack: StackAccess) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-bench-'));
  try {
    const product = await startProduct(dataDir);
    try {
      return await measure(readStackAccess(dataDir));
    } finally {
      await stop(product.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The product's memory at rest: `npm start`'s script on an empty data folder, idle for a minute after its start. */
async function restingRss(): Promise<TreeRss> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-rss-'));
  try {
    const product = await startProduct(dataDir);
    try {
      // The start's own jobs (the example cards) settle first; the larger of two readings counts.
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      const first = processTreeRss(product.child.pid!);
      await new Promise((resolve) => setTimeout(resolve, 30_000));
      const second = processTreeRss(product.child.pid!);
      return first.totalMb >= second.totalMb ? first : second;
    } finally {
      await stop(product.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('market')) {
    // Live market data (bench/market.ts): a stack of its own on the vendor stand-in, then the engine in memory.
    await runMarketBench();
    return;
  }
  if (process.argv.includes('rss')) {
    const { loadavg } = await import('node:os');
    const measuredAt = new Date().toISOString();
    const rss = await restingRss();
    const folder = join(root, 'bench/results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `${measuredAt.slice(0, 19).replace(/:/g, '-')}-rss.json`),
      `${JSON.stringify({ measuredAt, machine: { node: process.version, loadAverage: loadavg() }, rss }, null, 2)}\n`,
    );
    const markdown = [
      `# Memory at rest ${measuredAt} (Node ${process.version})`,
      '',
      `The whole local product (\`npm start\`'s process tree, empty data, a minute after its start): ${treeRssLine(rss)}.`,
      '',
    ].join('\n');
    writeFileSync(join(folder, 'rss-latest.md'), markdown);
    console.log(markdown);
    return;
  }
  if (process.argv.includes('scale')) {
    // The scale curve (bench/scale.ts): DynamoDB Local of its own; `-- scale --sizes 10,100 --ledger 0` to shorten.
    await runScaleBench();
    return;
  }
  if (process.argv.includes('chats')) {
    const measuredAt = new Date().toISOString();
    const chats = await onAStackOfItsOwn(measureChats);
    console.log(writeChatsResults(join(root, 'bench/results'), measuredAt, chats));
    return;
  }
  if (process.argv.includes('cost')) {
    const measuredAt = new Date().toISOString();
    const cost = await onAStackOfItsOwn(measureCost);
    console.log(writeCostResults(join(root, 'bench/results'), measuredAt, cost));
    return;
  }
  if (process.argv.includes('thetix')) {
    const measuredAt = new Date().toISOString();
    const thetix = await onAStackOfItsOwn(measureThetix);
    console.log(writeThetixResults(join(root, 'bench/results'), measuredAt, thetix));
    return;
  }
  if (process.argv.includes('opportunities')) {
    const { loadavg } = await import('node:os');
    console.log(
      [
        `# Opportunity benchmark ${new Date().toISOString()} (Node ${process.version}, load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')})`,
        '',
        ...(await (async () => {
          const { list, writes } = await opportunityListOnItsOwn();
          return [
            ...opportunitiesMarkdown(measureOpportunityGeneration(), list),
            ...generationWritesMarkdown(writes),
          ];
        })()),
      ].join('\n'),
    );
    return;
  }
  if (process.argv.includes('quant')) {
    const measuredAt = new Date().toISOString();
    const quant = measureQuant();
    console.log(
      writeSectionResults({
        folder: join(root, 'bench/results'),
        measuredAt,
        section: 'quant',
        title: 'Quant benchmark',
        results: quant,
        markdown: quantMarkdown(quant),
      }),
    );
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'thetix-bench-'));
  try {
    const cold = await startProduct(dataDir);
    const { signIn, cognitoClient } = await import('../functions/src/local/cognito-local');
    const state = JSON.parse(readFileSync(join(dataDir, 'local-stack.json'), 'utf8')) as {
      urls: { cognito: string; dynamodb: string };
      identity: { clientId: string };
    };
    const client = cognitoClient(state.urls.cognito);
    const token = await signIn(client, state.identity.clientId, 'investor@thetix.local', 'Thetix-local-1');
    client.destroy();
    const base = `http://localhost:${cold.port}`;
    const auth = { authorization: `Bearer ${token}` };
    const api = {
      health: await latency(`${base}/api/health`, {}, 500),
      seats: await latency(`${base}/api/public/seats`, {}, 500),
      profile: await latency(`${base}/api/profile`, auth, 500),
      profileThroughput: await throughput(`${base}/api/profile`, auth, 10, 2000),
      landingPage: await latency(`${base}/`, { 'accept-encoding': 'gzip' }, 200),
    };
    const opportunityList = await measureOpportunityList({
      base,
      token,
      dynamodbUrl: state.urls.dynamodb,
      latency,
    });
    const generationWrites = await measureGenerationWrites(state.urls.dynamodb);
    const thetix = await measureThetix(readStackAccess(dataDir));
    const chats = await measureChats(readStackAccess(dataDir));
    await stop(cold.child);
    const warm = await startProduct(dataDir);
    await stop(warm.child);

    const results = {
      measuredAt: new Date().toISOString(),
      machine: {
        node: process.version,
        cpus: (await import('node:os')).cpus().length,
        loadAverage: (await import('node:os')).loadavg(),
      },
      startup: {
        coldStartToFirstHealth200Seconds: round(cold.seconds),
        restartToFirstHealth200Seconds: round(warm.seconds),
      },
      api,
      webBundle: webBundle(),
      lambdaBundles: await lambdaBundles(),
      quant: measureQuant(),
      opportunities: {
        generation: measureOpportunityGeneration(),
        list: opportunityList,
        writes: generationWrites,
      },
      thetix,
      chats,
    };
    const folder = join(root, 'bench/results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `${results.measuredAt.slice(0, 19).replace(/:/g, '-')}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    writeFileSync(join(folder, 'latest.md'), toMarkdown(results));
    writeThetixResults(folder, results.measuredAt, thetix);
    writeChatsResults(folder, results.measuredAt, chats);
    console.log(toMarkdown(results));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (value: number) => Math.round(value * 100) / 100;

function toMarkdown(results: {
  measuredAt: string;
  machine: { node: string; cpus: number };
  startup: Record<string, number>;
  api: Record<string, Record<string, number>>;
  webBundle: Record<string, number>;
  lambdaBundles: Record<string, { bytes: number; gzipBytes: number }>;
  quant: QuantResults;
  opportunities: {
    generation: OpportunityGenerationResults;
    list: ListLatency & { opportunities: number; afterChange: ListLatency };
    writes: GenerationWrites;
  };
  thetix: ThetixResults;
  chats: ChatsResults;
}): string {
  const lines = [
    `# Benchmark ${results.measuredAt} (Node ${results.machine.node}, ${results.machine.cpus} cores)`,
    '',
    `- Cold \`npm start\` (empty data) to first 200 from /api/health: ${results.startup.coldStartToFirstHealth200Seconds} s`,
    `- Restart (existing data) to first 200: ${results.startup.restartToFirstHealth200Seconds} s`,
    '',
    '| route | requests | p50 ms | p95 ms | p99 ms |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(results.api)
      .filter(([, value]) => 'p50Ms' in value)
      .map(
        ([name, value]) =>
          `| ${name} | ${value.requests} | ${value.p50Ms} | ${value.p95Ms} | ${value.p99Ms} |`,
      ),
    '',
    `- GET /api/profile with 10 concurrent clients: ${results.api.profileThroughput?.requestsPerSecond} requests/s`,
    `- SPA production bundle: ${results.webBundle.initialGzipKB} KB gzip loaded by the landing page before its first paint, ${results.webBundle.appStartGzipKB} KB gzip for the app to start, ${results.webBundle.totalGzipKB} KB gzip in all (${results.webBundle.files} JS/CSS files)`,
    '',
    '| Lambda bundle | bytes | gzip bytes |',
    '| --- | --- | --- |',
    ...Object.entries(results.lambdaBundles).map(
      ([name, size]) => `| ${name} | ${size.bytes} | ${size.gzipBytes} |`,
    ),
    '',
    ...quantMarkdown(results.quant),
    ...opportunitiesMarkdown(results.opportunities.generation, results.opportunities.list),
    ...generationWritesMarkdown(results.opportunities.writes),
    ...thetixMarkdown(results.thetix),
    ...chatsMarkdown(results.chats),
  ];
  return lines.join('\n');
}

await main();
