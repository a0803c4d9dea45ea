/**
 * The fuzz part of the hardening suite (issue 20): requests over every route of shared/src/api-routes.ts, signed in
 * and anonymous, with path-segment garbage, huge and tiny numbers, long strings and wrong content types, against a
 * local stack of its own. It expects no 5xx at all, and no write from a request it refused: a tenth of the requests
 * (at most 1,000) are a "hostile" user's writes, sent one at a time, and that user's partition is compared around
 * each one that was refused.
 *
 * fast-check is not installed (no packages added), so values come from a small seeded generator (mulberry32): the
 * same seed replays the same requests. Usage alone: `npx tsx bench/hardening/fuzz.ts [requests] [seed]` (defaults
 * 10,000 and 20; results: bench/results/<time>-hardening.json and bench/results/hardening-latest.md). `npm run
 * bench:hardening` (run.ts) runs it after the headers check and the authorization matrix, in one stack (stack.ts).
 */
import { apiRoutes, type RouteDefinition } from '@thetix/shared/api-routes';
import { XSRF_COOKIE, XSRF_HEADER } from '@thetix/shared/contracts/system';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { isMain, partitionChanges, repoRoot, startHardeningStack, type HardeningStack } from './stack';

const CONCURRENCY = 4;

/** mulberry32: a tiny seeded generator, good enough to pick cases reproducibly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

/** Numbers as JSON literals: the probe's (issue 20 item 2) and their neighbours. */
const hostileNumbers = [
  '1e309',
  '-1e309',
  '1e+308',
  '9007199254740992',
  '1e-320',
  '1e-11',
  '-0',
  '0',
  '-1',
  '1e21',
];
const hostileStrings = (random: Random) =>
  random.pick([
    '',
    ' ',
    'a'.repeat(8000),
    'x'.repeat(200_000),
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000\u202e',
    '😀'.repeat(100),
    'AAPL',
    'not-an-id',
  ]);
/** Path-segment garbage (issue 20 item 1) and ordinary segments, raw on the wire. */
const pathSegments = [
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%uFFFF',
  '%00',
  '..',
  'a'.repeat(8000),
  '%F0%9F%98%80',
  'AAPL',
  'sandbox',
  'snaptrade',
  '00000000-0000-0000-0000-000000000000',
];
const contentTypes = [
  'application/json',
  'application/json',
  'application/jsonx',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
];

/** A random JSON text: objects whose values are hostile numbers, strings, nested objects and arrays. */
function jsonText(random: Random, depth = 0): string {
  const kind = random.int(depth > 2 ? 3 : 6);
  if (kind === 0) return random.pick(hostileNumbers);
  if (kind === 1) return JSON.stringify(hostileStrings(random));
  if (kind === 2) return random.pick(['true', 'null', '"2026-12-18"', '"balanced"', '"act"']);
  if (kind === 3)
    return `[${Array.from({ length: random.int(4) }, () => jsonText(random, depth + 1)).join(',')}]`;
  const keys = [
    'ticker',
    'amount',
    'costBasisPerShare',
    'name',
    'details',
    'event',
    'timestamp',
    'strike',
    'contracts',
    'account_id',
    'underlying',
    'expiration',
    'action',
    'rating',
    'ids',
    'allocation',
    'positions',
    'user_query',
    'title',
    'full',
    'hidden',
    'goal_id',
    'tickers',
  ];
  const fields = Array.from(
    { length: 1 + random.int(5) },
    () => `"${random.pick(keys)}":${jsonText(random, depth + 1)}`,
  );
  return `{${fields.join(',')}}`;
}

interface Session {
  token?: string;
  xsrf?: string;
}

interface Outcome {
  route: string;
  status: number;
  sample?: string;
}

async function request(
  base: string,
  route: RouteDefinition,
  random: Random,
  session: Session,
  alwaysBody: boolean,
): Promise<Outcome> {
  const path = route.path.replace(/\{\w+\}/g, () => random.pick(pathSegments));
  const query =
    random.next() < 0.5
      ? `?${random.pick(['accountId', 'tickers', 'limit', 'status', 'q', 'price', 'strike', 'contracts', 'date', 'token'])}=${encodeURIComponent(random.next() < 0.5 ? random.pick(hostileNumbers) : hostileStrings(random).slice(0, 9000))}`
      : '';
  const headers: Record<string, string> = {};
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  if (session.xsrf) {
    headers[XSRF_HEADER] = session.xsrf;
    headers.cookie = `${XSRF_COOKIE}=${session.xsrf}`;
  }
  let body: string | undefined;
  if (route.method !== 'GET' && (alwaysBody || random.next() < 0.85)) {
    body = jsonText(random);
    const contentType = random.pick(contentTypes);
    if (contentType) headers['content-type'] = contentType;
  }
  const url = `${base}${path}${query}`;
  try {
    const response = await fetch(url, { method: route.method, headers, body, redirect: 'manual' });
    const text = await response.text();
    return {
      route: `${route.method} ${route.path}`,
      status: response.status,
      ...(response.status >= 500
        ? {
            sample: `${route.method} ${url.slice(0, 300)} ${body?.slice(0, 300) ?? ''} -> ${text.slice(0, 200)}`,
          }
        : {}),
    };
  } catch (error) {
    return {
      route: `${route.method} ${route.path}`,
      status: 0,
      sample: `${route.method} ${url.slice(0, 300)}: ${String(error)}`,
    };
  }
}

export interface FuzzResults {
  at: string;
  seed: number;
  requests: number;
  routes: number;
  routeCount: number;
  seconds: number;
  loadAverage: number[];
  byStatus: Record<string, number>;
  serverErrors: number;
  serverErrorSamples: (string | undefined)[];
  serverErrorRoutes: string[];
  hostileWrites: number;
  hostileWritesAccepted: number;
  hostileWriteRoutes: string[];
  writesFromRefusedRequests: number;
  writesFromRefusedSamples: string[];
}

/**
 * The fuzz against a running hardening stack: `requests` in all (a tenth of them, at most 1,000, the hostile user's
 * writes), replayable by `seed`.
 */
export async function runFuzz(
  hardening: HardeningStack,
  options: { requests: number; seed: number },
): Promise<FuzzResults> {
  const { base } = hardening;
  const REQUESTS = options.requests;
  const SEED = options.seed;
  /** Of the requests, this many are the hostile user's writes, checked one by one against its partition. */
  const HOSTILE_WRITES = Math.min(1000, Math.floor(REQUESTS / 10));
  const users = [await hardening.newUser('friendly'), await hardening.newUser('hostile')];
  // XSRF tokens are signed for the bearer's user: one per user, and an anonymous one for the signed-out requests.
  const anonymousXsrf = await hardening.xsrfFor();
  const xsrf = await hardening.xsrfFor(users[0]!.token);
  const hostile = users[1]!;
  const hostileXsrf = await hardening.xsrfFor(hostile.token);
  // The reads that create things on first use (a default collection, the profile) happen before the snapshot.
  for (const path of [
    '/api/thetix-cards',
    '/api/thetix-card-collections',
    '/api/thetix-chat-collections',
    '/api/accounts',
  ])
    await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${hostile.token}` } });

  const random = generator(SEED);
  const routes = apiRoutes as readonly RouteDefinition[];
  const outcomes: Outcome[] = [];
  const started = Date.now();
  let issued = 0;
  // Anonymous and signed-in requests over every route, four at a time.
  const mainRequests = REQUESTS - HOSTILE_WRITES;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < mainRequests) {
        issued += 1;
        const route = routes[issued % routes.length]!;
        const session: Session =
          random.next() < 0.4
            ? random.next() < 0.5
              ? {}
              : { xsrf: anonymousXsrf }
            : { token: users[0]!.token, xsrf };
        outcomes.push(await request(base, route, random, session, false));
      }
    }),
  );
  // Then the hostile user's writes, one at a time, each with a body: after every refused one, its partition
  // must hold the same items as before it (and non-Thetix items the same content; cards and chats are left out
  // of the content check because their own jobs keep rewriting them).
  const writes = routes.filter((route) => route.method !== 'GET');
  const hostileAccepted: string[] = [];
  const writesFromRefused: string[] = [];
  let snapshot = await hardening.partition(hostile.userId);
  for (let index = 0; index < HOSTILE_WRITES; index += 1) {
    const route = writes[index % writes.length]!;
    const outcome = await request(base, route, random, { token: hostile.token, xsrf: hostileXsrf }, true);
    outcomes.push(outcome);
    const next = await hardening.partition(hostile.userId);
    if (outcome.status >= 200 && outcome.status < 300) hostileAccepted.push(outcome.route);
    else {
      const changed = partitionChanges(snapshot, next);
      if (changed.length > 0)
        writesFromRefused.push(`${outcome.route} (${outcome.status}): ${changed.join(', ')}`);
    }
    snapshot = next;
  }
  const changedItems = writesFromRefused;
  const seconds = (Date.now() - started) / 1000;

  const byStatus: Record<string, number> = {};
  for (const outcome of outcomes) byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500 || outcome.status === 0);
  const routesCovered = new Set(outcomes.map((outcome) => outcome.route)).size;
  return {
    at: new Date().toISOString(),
    seed: SEED,
    requests: outcomes.length,
    routes: routesCovered,
    routeCount: routes.length,
    seconds,
    loadAverage: loadavg(),
    byStatus,
    serverErrors: serverErrors.length,
    serverErrorSamples: serverErrors.slice(0, 20).map((outcome) => outcome.sample),
    serverErrorRoutes: [...new Set(serverErrors.map((outcome) => outcome.route))],
    hostileWrites: HOSTILE_WRITES,
    hostileWritesAccepted: hostileAccepted.length,
    hostileWriteRoutes: [...new Set(hostileAccepted)],
    writesFromRefusedRequests: changedItems.length,
    writesFromRefusedSamples: changedItems.slice(0, 20),
  };
}

/** The fuzz's lines of hardening-latest.md, under its own heading. */
export function fuzzMarkdown(
  results: FuzzResults,
  heading = '# Hardening fuzz (bench/hardening/fuzz.ts)',
): string[] {
  return [
    heading,
    '',
    `${results.at}, seed ${results.seed}: ${results.requests} requests over ${results.routes} of ${results.routeCount} routes in ${results.seconds.toFixed(0)} s (load average ${results.loadAverage.map((value) => value.toFixed(1)).join(' / ')}).`,
    '',
    `- 5xx or reset: **${results.serverErrors}**${results.serverErrorRoutes.length ? ` (${results.serverErrorRoutes.join(', ')})` : ''}`,
    `- statuses: ${Object.entries(results.byStatus)
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ')}`,
    `- hostile writes: ${results.hostileWrites}, accepted ${results.hostileWritesAccepted} (${results.hostileWriteRoutes.join(', ') || 'none'}); writes left by a refused request: **${results.writesFromRefusedRequests}**`,
    '',
  ];
}

export const fuzzPassed = (results: FuzzResults) =>
  results.serverErrors === 0 && results.writesFromRefusedRequests === 0;

/** Alone (`npx tsx bench/hardening/fuzz.ts [requests] [seed]`): its own stack and its own result files, as before. */
async function main() {
  const hardening = await startHardeningStack();
  try {
    const results = await runFuzz(hardening, {
      requests: Number(process.argv[2] ?? 10_000),
      seed: Number(process.argv[3] ?? 20),
    });
    const out = join(repoRoot, 'bench/results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, `${results.at.replace(/[:.]/g, '-').slice(0, 19)}-hardening.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    writeFileSync(join(out, 'hardening-latest.md'), fuzzMarkdown(results).join('\n'));
    console.log(JSON.stringify(results, null, 2));
    process.exitCode = fuzzPassed(results) ? 0 : 1;
  } finally {
    await hardening.stop();
  }
}

if (isMain(import.meta.url)) await main();
