/**
 * The load part of the hardening suite (issue 20): autocannon against the local product, one route at a time
 * (health, opportunities, positions, history), signed in as the seeded investor, with the machine's load average
 * beside each figure. Any non-2xx answer, error or timeout fails the suite; the figures themselves are recorded,
 * not judged (the machine is shared).
 *
 * Usage alone: `npx tsx bench/hardening/load.ts [seconds] [connections]` (defaults 60 and 50); run.ts runs it with
 * the suite (`--short`: 10 s each).
 */
import autocannon from 'autocannon';
import { cpus, loadavg } from 'node:os';
import { isMain, startHardeningStack, type HardeningStack } from './stack';

export const LOAD_PATHS = [
  { name: 'health', path: '/api/health' },
  { name: 'opportunities', path: '/api/opportunities?accountId={account}' },
  { name: 'positions', path: '/api/positions' },
  { name: 'history', path: '/api/portfolio/transactions' },
] as const;

export interface LoadRun {
  name: string;
  path: string;
  seconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** 1, 5 and 15 minute load averages when the run ended. */
  loadAverage: number[];
}

export interface LoadResults {
  at: string;
  cpus: number;
  seconds: number;
  connections: number;
  runs: LoadRun[];
  /** non-2xx + errors + timeouts over all runs. */
  failures: number;
}

/** autocannon on one route for `seconds` with `connections`, after one call (a first answer may start work). */
export async function loadRoute(
  base: string,
  route: { name: string; path: string },
  headers: Record<string, string>,
  options: { seconds: number; connections: number },
): Promise<LoadRun> {
  await (await fetch(`${base}${route.path}`, { headers })).arrayBuffer();
  const result = await autocannon({
    url: `${base}${route.path}`,
    connections: options.connections,
    duration: options.seconds,
    headers,
  });
  return {
    name: route.name,
    path: route.path,
    seconds: options.seconds,
    connections: options.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
}

export async function runLoad(
  hardening: HardeningStack,
  options: { seconds: number; connections: number },
): Promise<LoadResults> {
  const investor = await hardening.seededUser('investor@thetix.local');
  const headers = { authorization: `Bearer ${investor.token}` };
  const accounts = (await (await fetch(`${hardening.base}/api/accounts`, { headers })).json()) as {
    id: string;
  }[];
  const account = accounts[0]?.id;
  if (!account) throw new Error('the seeded investor has no account to load the opportunity list of');
  const runs: LoadRun[] = [];
  for (const { name, path: template } of LOAD_PATHS) {
    const path = template.replace('{account}', encodeURIComponent(account));
    runs.push(await loadRoute(hardening.base, { name, path }, headers, options));
  }
  return {
    at: new Date().toISOString(),
    cpus: cpus().length,
    seconds: options.seconds,
    connections: options.connections,
    runs,
    failures: runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  };
}

export function loadMarkdown(results: LoadResults): string[] {
  return [
    '## Load (bench/hardening/load.ts)',
    '',
    `autocannon, ${results.connections} connections for ${results.seconds} s per route, signed in as the seeded investor, on ${results.cpus} CPUs shared with whatever else runs.`,
    '',
    `- non-2xx, errors and timeouts: **${results.failures}**`,
    '',
    '| route | requests | req/s | p50 ms | p99 ms | non-2xx | errors | load average (1/5/15 min) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.runs.map(
      (run) =>
        `| ${run.name} (${run.path}) | ${run.requests} | ${run.requestsPerSecond} | ${run.latencyP50Ms} | ${run.latencyP99Ms} | ${run.non2xx} | ${run.errors + run.timeouts} | ${run.loadAverage.join(' / ')} |`,
    ),
    '',
  ];
}

if (isMain(import.meta.url)) {
  const hardening = await startHardeningStack();
  try {
    const results = await runLoad(hardening, {
      seconds: Number(process.argv[2] ?? 60),
      connections: Number(process.argv[3] ?? 50),
    });
    console.log(loadMarkdown(results).join('\n'));
    process.exitCode = results.failures === 0 ? 0 : 1;
  } finally {
    await hardening.stop();
  }
}
