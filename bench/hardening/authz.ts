/**
 * The authorization matrix of the hardening suite (issue 20), generated from shared/src/api-routes.ts so a new
 * route joins it as it lands. User A ("owner") gets an account with a manual position, an opportunity, a private
 * and a public card collection with a card each, a chat and a chat collection; then every route is called as:
 *
 * - anonymous: `public` routes answer, `user` routes 401, `optional` (GET /api/token) 200;
 * - forged bearer tokens (garbage, signed with another key, expired, alg=none, a real token with its subject
 *   changed, the wrong audience, an access token instead of an ID token): 401 on every route that reads a token;
 * - user B with A's ids in path, query and body: admin routes 403; any 2xx that returns A's data (a secret of A,
 *   or an id of A that B did not send) or changes A's partition is a leak;
 * - user B sending X-Impersonate-User-Id of A: 403;
 * - B's bearer with A's XSRF token, and with a made-up cookie/header pair, on writes: 403;
 * - the admin impersonating A: reads allowed, writes 403 (only the security log, by design, is writable);
 * - the public card routes with A's private collection and card: 404, anonymous and as B; with the public ones: 200
 *   and nothing private in the answer.
 *
 * Leaks expected: 0. Statuses other than the expected ones that are not leaks (a 404 where 401 was expected, say)
 * are listed as mismatches. Usage alone: `npx tsx bench/hardening/authz.ts` (own stack, prints JSON); run.ts runs it
 * with the rest of the suite.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiRoutes, type RouteDefinition } from '@thetix/shared/api-routes';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type { CoveredCallOpportunity } from '@thetix/shared/contracts/opportunities';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildOpportunityRepository } from '../../functions/src/opportunities/opportunity-repository';
import {
  isMain,
  partitionChanges,
  startHardeningStack,
  type HardeningStack,
  type HardeningUser,
} from './stack';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one write an impersonating admin may make, by design (functions/src/admin/http.ts). */
const IMPERSONATION_WRITABLE = new Set(['POST /api/admin/security-log']);

interface Owner extends HardeningUser {
  xsrf: string;
  secret: string;
  accountId: string;
  positionGroupId: string;
  opportunityId: string;
  opportunitySource: 'generated' | 'seeded';
  privateCollectionId: string;
  publicCollectionId: string;
  privateCardId: string;
  publicCardId: string;
  chatId: string;
  chatCollectionId: string;
}

type Variant = 'private' | 'public';

export interface AuthzCase {
  kind: string;
  route: string;
  url: string;
  status: number;
  expected: string;
  leak?: string;
  mismatch?: boolean;
  /** A 2xx of B's that names an id of A's B sent itself (kept for review; B's results are checked afterwards). */
  echo?: string;
}

export interface AuthzResults {
  at: string;
  routes: number;
  requests: number;
  seconds: number;
  owner: { ids: Record<string, string>; opportunity: string };
  ownerControl: { reads: number; ok: number; notOk: string[] };
  /** A's own answers through the leak detector: all must be flagged, or the detector is blind. */
  detectorControl: { checked: number; flagged: number; blind: string[] };
  byKind: Record<string, { requests: number; leaks: number; mismatches: number }>;
  leaks: number;
  leakSamples: string[];
  mismatches: number;
  mismatchSamples: string[];
  echoes: string[];
  unmappedParams: string[];
  impersonationReadsAllowed: number;
  impersonationReads: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Forged tokens

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signRs256 = (
  header: object,
  payload: object,
  key: Parameters<ReturnType<typeof createSign>['sign']>[0],
) => {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${createSign('RSA-SHA256').update(data).sign(key).toString('base64url')}`;
};
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Tokens a forger could make. cognito-local signs with a key that ships in its package: only locally can the
 * suite sign with the issuer's own key, which it uses to make tokens that are well signed but expired, for the
 * wrong audience, or access tokens.
 */
function forgedTokens(real: HardeningUser, other: HardeningUser): Record<string, string> {
  const require = createRequire(import.meta.url);
  const keyFile = join(
    dirname(require.resolve('cognito-local/package.json')),
    'lib/keys/cognitoLocal.private.json',
  );
  const issuerKey = (JSON.parse(readFileSync(keyFile, 'utf8')) as { pem: string }).pem;
  const header = { alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' };
  const payload = payloadOf(real.token);
  const now = Math.floor(Date.now() / 1000);
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const [otherHeader, , otherSignature] = other.token.split('.');
  return {
    garbage: 'not-a-jwt.garbage.garbage',
    otherKey: signRs256(header, payload, privateKey),
    expired: signRs256(
      header,
      { ...payload, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 },
      issuerKey,
    ),
    algNone: `${b64({ alg: 'none', typ: 'JWT', kid: 'CognitoLocal' })}.${b64(payload)}.`,
    // B's real token with its subject and e-mail changed to A's: the signature no longer matches.
    tamperedSubject: `${otherHeader}.${b64({ ...payloadOf(other.token), sub: real.userId, email: real.email })}.${otherSignature}`,
    wrongAudience: signRs256(header, { ...payload, aud: 'another-client' }, issuerKey),
    accessToken: signRs256(header, { ...payload, token_use: 'access' }, issuerKey),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Requests from the route table

/** The value of a path parameter: A's resource of the kind the segment before it names. */
function paramValue(
  route: RouteDefinition,
  name: string,
  owner: Owner,
  variant: Variant,
  unmapped: Set<string>,
): string {
  if (name === 'ticker') return 'AAPL';
  if (name === 'aggregator') return 'sandbox';
  if (name === 'userId') return owner.userId;
  if (name === 'cardId') return variant === 'public' ? owner.publicCardId : owner.privateCardId;
  const before = route.path.slice(0, route.path.indexOf(`{${name}}`)).toLowerCase();
  const segment = before.split('/').filter(Boolean).at(-1) ?? '';
  if (/chat-collection/.test(segment)) return owner.chatCollectionId;
  if (/chat/.test(segment)) return owner.chatId;
  if (/collection/.test(segment))
    return variant === 'public' ? owner.publicCollectionId : owner.privateCollectionId;
  if (/card/.test(segment)) return variant === 'public' ? owner.publicCardId : owner.privateCardId;
  if (/opportunit/.test(segment)) return owner.opportunityId;
  if (/account|connection|sync/.test(segment)) return owner.accountId;
  unmapped.add(`${route.method} ${route.path} {${name}}`);
  return owner.userId;
}

/** Whether the route's path names a collection or card, so it runs once with A's private and once with A's public one. */
const variantsOf = (route: RouteDefinition): Variant[] =>
  /\{cardId\}|collections\/\{id\}/.test(route.path) ? ['private', 'public'] : ['private'];

/** Every query parameter the contracts read an id of A from (unknown ones are dropped by the schemas). */
function queryOf(route: RouteDefinition, owner: Owner, variant: Variant): string {
  const collection = route.path.includes('chat')
    ? owner.chatCollectionId
    : variant === 'public'
      ? owner.publicCollectionId
      : owner.privateCollectionId;
  return new URLSearchParams({
    accountId: owner.accountId,
    account_id: owner.accountId,
    collection_id: collection,
    chat_ids: owner.chatId,
    card_ids: variant === 'public' ? owner.publicCardId : owner.privateCardId,
    tickers: 'AAPL',
    date: '2026-11-02',
    price: '100',
    q: owner.email,
  }).toString();
}

/** Bodies of the write routes, with A's ids wherever the contract takes one; a route not listed is sent none. */
function bodyOf(route: RouteDefinition, owner: Owner): unknown {
  const bodies: Record<string, unknown> = {
    'POST /api/admin/security-log': { event: 'authz-matrix', timestamp: new Date().toISOString() },
    'POST /api/accounts': { name: 'B account' },
    'PATCH /api/accounts/{id}/name': { name: 'renamed by B' },
    'PATCH /api/accounts/{id}/visibility': { hidden: true },
    'POST /api/positions/manual': { ticker: 'AAPL', amount: 1, costBasisPerShare: 1 },
    'DELETE /api/positions/manual': { ids: [owner.positionGroupId] },
    'POST /api/user/goals': { ticker: 'AAPL', goal_id: 'balanced_monthly' },
    'DELETE /api/user/goals': { tickers: ['AAPL'] },
    'POST /api/user/allocation/{ticker}': { allocation: 0.5 },
    'POST /api/complete-onboarding': { starting_goal: 'Balanced Weekly' },
    'POST /api/opportunities/{id}': { action: 'dismiss' },
    'POST /api/opportunities/{id}/feedback': { rating: 1 },
    'POST /api/opportunities/calculator': {
      underlying: 'AAPL',
      strike: 250,
      expiration: '2026-12-18',
      contracts: 1,
      account_id: owner.accountId,
    },
    'POST /api/{aggregator}/create_login': { connection_id: owner.accountId },
    'POST /api/{aggregator}/sync': {},
    'POST /api/{aggregator}/sync/{id}': {},
    'POST /api/accounts/{id}/sync': {},
    'POST /api/thetix-cards': { user_query: 'price of MSFT', collection_id: owner.privateCollectionId },
    'PUT /api/thetix-cards/{cardId}': { user_query: 'price of KO' },
    'POST /api/thetix-cards/{cardId}/move': { target_collection_id: owner.publicCollectionId },
    'POST /api/thetix-card-collections': { name: 'B collection' },
    'PUT /api/thetix-card-collections/{id}': { name: 'renamed by B', is_public: true },
    'POST /api/thetix-card-collections/{id}/reorder': {
      positions: [{ id: owner.privateCardId, position: 7 }],
    },
    'POST /api/thetix-chat-collections': { name: 'B chats' },
    'PUT /api/thetix-chat-collections/{id}': { name: 'renamed by B' },
    'POST /api/thetix-chats': { collection_id: owner.chatCollectionId },
    'POST /api/thetix-chats/process': {
      query: 'price of AAPL',
      chat_id: owner.chatId,
      collection_id: owner.chatCollectionId,
    },
    'POST /api/thetix-chats/process-opportunity': {
      query: 'what happens if I get assigned?',
      opportunity: owner.opportunityId,
    },
    'POST /api/thetix-chats/process-dashboard': {
      query: 'What should I do today?',
      account_id: owner.accountId,
    },
    'PUT /api/thetix-chats/{id}': { title: 'renamed by B' },
  };
  return bodies[`${route.method} ${route.path}`];
}

// ---------------------------------------------------------------------------------------------------------------
// User A's data

async function api(
  hardening: HardeningStack,
  path: string,
  options: { user?: { token: string; xsrf?: string }; method?: string; body?: unknown } = {},
) {
  const headers = hardening.headers(options.user ?? {});
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${hardening.base}${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // not JSON
  }
  if (!response.ok && options.method && options.method !== 'GET')
    throw new Error(`${options.method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { status: response.status, body, text };
}

async function createOwner(hardening: HardeningStack): Promise<Owner> {
  const user = await hardening.newUser('owner');
  const xsrf = await hardening.xsrfFor(user.token);
  const as = { token: user.token, xsrf };
  const secret = `secret${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const account = await api(hardening, '/api/accounts', {
    user: as,
    method: 'POST',
    body: { name: `Acct ${secret}` },
  });
  const accountId = String(account.body.id);
  const position = await api(hardening, `/api/positions/manual?accountId=${accountId}`, {
    user: as,
    method: 'POST',
    body: { ticker: 'AAPL', amount: 300, costBasisPerShare: 200 },
  });
  await api(hardening, `/api/user/goals?accountId=${accountId}`, {
    user: as,
    method: 'POST',
    body: { ticker: 'AAPL', goal_id: 'balanced_weekly' },
  });
  // An opportunity: generated by the refresh job when the simulated market offers one, else stored as the
  // integration tests do (functions/src/opportunities/opportunities.integration.test.ts).
  await api(hardening, `/api/opportunities/refresh?accountId=${accountId}`, { user: as, method: 'POST' });
  let opportunityId: string | undefined;
  let opportunitySource: Owner['opportunitySource'] = 'generated';
  for (const deadline = Date.now() + 20_000; !opportunityId && Date.now() < deadline; await sleep(500)) {
    const list = await api(hardening, `/api/opportunities?accountId=${accountId}&status=active`, {
      user: as,
    });
    opportunityId = (list.body.opportunities as { id: string }[] | undefined)?.[0]?.id;
  }
  if (!opportunityId) {
    opportunitySource = 'seeded';
    const [generated] = generateOpportunities({
      accountId,
      positions: [{ ticker: 'AAPL', shares: 300, costBasisPerShare: 200, openShortCalls: [] }],
      goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } },
      market: createMarketSimulator(),
      now: newYorkInstant('2026-11-16', 14, 0),
    }).opportunities;
    const opportunity = {
      ...(generated as CoveredCallOpportunity),
      id: `opp_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    };
    await buildOpportunityRepository(hardening.table).create(user.userId, opportunity);
    opportunityId = opportunity.id;
  }
  const collections = await api(hardening, '/api/thetix-card-collections', { user: as });
  const privateCollectionId = String((collections.body as unknown as { id: string }[])[0]!.id);
  await api(hardening, `/api/thetix-card-collections/${privateCollectionId}`, {
    user: as,
    method: 'PUT',
    body: { name: `Private ${secret}`, description: `private ${secret}` },
  });
  const publicCollection = await api(hardening, '/api/thetix-card-collections', {
    user: as,
    method: 'POST',
    // Its name is public by choice, so it carries no secret.
    body: { name: 'Public ideas', is_public: true },
  });
  const publicCollectionId = String(publicCollection.body.id);
  const card = async (collection: string) =>
    String(
      (
        await api(hardening, '/api/thetix-cards', {
          user: as,
          method: 'POST',
          body: { user_query: 'price of AAPL', collection_id: collection },
        })
      ).body.id,
    );
  const privateCardId = await card(privateCollectionId);
  const publicCardId = await card(publicCollectionId);
  const chatCollection = await api(hardening, '/api/thetix-chat-collections', {
    user: as,
    method: 'POST',
    body: { name: `Chats ${secret}` },
  });
  const asked = await api(hardening, '/api/thetix-chats/process', {
    user: as,
    method: 'POST',
    body: { query: 'price of AAPL' },
  });
  const chatId = String((asked.body.saved_chat as { id: string }).id);
  await api(hardening, `/api/thetix-chats/${chatId}`, {
    user: as,
    method: 'PUT',
    body: { title: `Chat ${secret}` },
  });
  // Let A's own jobs (cards, chat, opportunity run) finish, so A's partition holds still while B probes it.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(500)) {
    const cards = await api(hardening, `/api/thetix-cards?collection_id=${privateCollectionId}`, {
      user: as,
    });
    const chat = await api(hardening, `/api/thetix-chats/${chatId}`, { user: as });
    const pending =
      JSON.stringify(cards.body).match(/"job_status":"(pending|processing)"/) ?? chat.body.job_status;
    if (!pending) break;
  }
  await sleep(1000);
  return {
    ...user,
    xsrf,
    secret,
    accountId,
    positionGroupId: String(position.body.id),
    opportunityId,
    opportunitySource,
    privateCollectionId,
    publicCollectionId,
    privateCardId,
    publicCardId,
    chatId,
    chatCollectionId: String(chatCollection.body.id),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The matrix

/** Every item of a user's partition, whole. */
async function rawPartition(hardening: HardeningStack, userId: string) {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await hardening.table.client.send(
      new QueryCommand({
        TableName: hardening.table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}` },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * Admin routes: under /api/admin/, but for the security log, which every signed-in browser writes to (docs/api.md,
 * access `user`).
 */
const USER_WRITABLE_ADMIN_ROUTES = new Set(['POST /api/admin/security-log']);
const isAdminRoute = (route: RouteDefinition) =>
  route.path.startsWith('/api/admin/') && !USER_WRITABLE_ADMIN_ROUTES.has(`${route.method} ${route.path}`);
const is2xx = (status: number) => status >= 200 && status < 300;

export async function runAuthz(hardening: HardeningStack): Promise<AuthzResults> {
  const started = Date.now();
  const owner = await createOwner(hardening);
  const intruder = await hardening.newUser('intruder');
  const intruderXsrf = await hardening.xsrfFor(intruder.token);
  const admin = await hardening.seededUser('admin@thetix.local');
  const adminXsrf = await hardening.xsrfFor(admin.token);
  const anonymousXsrf = await hardening.xsrfFor();
  const forged = forgedTokens(owner, intruder);
  const routes = apiRoutes as readonly RouteDefinition[];
  const unmapped = new Set<string>();
  const cases: AuthzCase[] = [];

  /** What of A's may never reach B: A's secrets always; A's ids unless B sent them itself (then 2xx is suspect). */
  const secrets = [owner.userId, owner.email, owner.secret];
  const ownerIds = [
    owner.accountId,
    owner.opportunityId,
    owner.privateCollectionId,
    owner.publicCollectionId,
    owner.privateCardId,
    owner.publicCardId,
    owner.chatId,
    owner.chatCollectionId,
    owner.positionGroupId,
  ];
  const leakedIn = (text: string, sent: string) => [
    ...secrets.filter((secret) => text.includes(secret)),
    ...ownerIds.filter((id) => text.includes(id) && !sent.includes(id)),
  ];

  const call = async (
    kind: string,
    route: RouteDefinition,
    variant: Variant,
    session: { token?: string; xsrf?: string; cookie?: string },
    extra: Record<string, string> = {},
    withIds = true,
  ) => {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(paramValue(route, name, owner, variant, unmapped)),
    );
    const url = `${path}${withIds ? `?${queryOf(route, owner, variant)}` : ''}`;
    const body = route.method === 'GET' ? undefined : bodyOf(route, owner);
    const headers = hardening.headers(session, extra);
    if (session.cookie) headers.cookie = session.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const before = route.method === 'GET' ? undefined : await hardening.partition(owner.userId);
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${hardening.base}${url}`, {
        method: route.method,
        headers,
        redirect: 'manual',
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = String(error);
    }
    const changed = before ? partitionChanges(before, await hardening.partition(owner.userId)) : [];
    return { url, status, text, changed, sent: `${url} ${JSON.stringify(body ?? '')}` };
  };
  const record = (
    kind: string,
    route: RouteDefinition,
    outcome: Awaited<ReturnType<typeof call>>,
    expected: string,
    ok: (status: number) => boolean,
    leak: string | undefined,
  ) => {
    const entry: AuthzCase = {
      kind,
      route: `${route.method} ${route.path}`,
      url: outcome.url.slice(0, 200),
      status: outcome.status,
      expected,
      ...(leak ? { leak } : {}),
      ...(!leak && !ok(outcome.status) ? { mismatch: true } : {}),
    };
    cases.push(entry);
  };
  const changedLeak = (outcome: { changed: string[] }) =>
    outcome.changed.length ? `changed A's items: ${outcome.changed.slice(0, 5).join(', ')}` : undefined;

  // Owner control: A's own reads with A's ids answer, so B's refusals below are about B, not bad ids.
  const ownerControl = { reads: 0, ok: 0, notOk: [] as string[] };
  for (const route of routes.filter((candidate) => candidate.method === 'GET' && candidate.access === 'user'))
    for (const variant of variantsOf(route)) {
      if (isAdminRoute(route)) continue;
      const outcome = await call('owner', route, variant, { token: owner.token });
      ownerControl.reads += 1;
      if (is2xx(outcome.status)) ownerControl.ok += 1;
      else ownerControl.notOk.push(`${route.method} ${route.path} (${variant}) -> ${outcome.status}`);
    }

  // Detector control: A's own answers, read with the leak detector B's answers go through, must all be flagged;
  // otherwise 0 leaks would only mean the detector cannot see A's data.
  const detectorControl = { checked: 0, flagged: 0, blind: [] as string[] };
  for (const route of routes.filter(
    (candidate) =>
      candidate.method === 'GET' &&
      /^\/api\/(profile|accounts|thetix-cards\/\{cardId\}|thetix-chats\/\{id\}|opportunities\/\{id\})$/.test(
        candidate.path,
      ),
  )) {
    const outcome = await call('detector', route, 'private', { token: owner.token }, {}, false);
    detectorControl.checked += 1;
    if (is2xx(outcome.status) && leakedIn(outcome.text, outcome.sent).length) detectorControl.flagged += 1;
    else detectorControl.blind.push(`${route.method} ${route.path} -> ${outcome.status}`);
  }

  // Refusals first, B's own writes last, deletes at the very end: a leak that destroys A's data shows up once.
  const order = (route: RouteDefinition) => (route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1);
  const ordered = [...routes].sort((a, b) => order(a) - order(b));
  const notRefused = (outcome: { status: number }) =>
    is2xx(outcome.status) ? `answered ${outcome.status}` : undefined;

  for (const route of ordered) {
    for (const variant of variantsOf(route)) {
      // Anonymous, with an anonymous XSRF pair on writes.
      const anonymous = await call(
        'anonymous',
        route,
        variant,
        route.method === 'GET' ? {} : { xsrf: anonymousXsrf },
      );
      if (route.access === 'user')
        record(
          'anonymous',
          route,
          anonymous,
          '401',
          (status) => status === 401,
          notRefused(anonymous) ?? changedLeak(anonymous),
        );
      else if (route.access === 'optional')
        record('anonymous', route, anonymous, '200', (status) => status === 200, undefined);
      else {
        const leaked = leakedIn(anonymous.text, anonymous.sent);
        const privateRead =
          is2xx(anonymous.status) &&
          variant === 'private' &&
          /\{cardId\}|collections\/\{id\}/.test(route.path);
        record(
          'anonymous',
          route,
          anonymous,
          variant === 'private' && /thetix/.test(route.path) ? '404' : '<500',
          (status) => status < 500 && (variant !== 'private' || !/thetix/.test(route.path) || status === 404),
          privateRead
            ? `private ${route.path.includes('card') ? 'card' : 'collection'} readable (${anonymous.status})`
            : is2xx(anonymous.status) && leaked.length
              ? `public answer carries ${leaked.join(', ')}`
              : changedLeak(anonymous),
        );
      }
      if (route.access === 'public') {
        // B through the public routes: the same rules as anonymous.
        const asIntruder = await call('intruder-public', route, variant, { token: intruder.token });
        const privateRead =
          is2xx(asIntruder.status) &&
          variant === 'private' &&
          /\{cardId\}|collections\/\{id\}/.test(route.path);
        record(
          'intruder-public',
          route,
          asIntruder,
          '<500',
          (status) => status < 500,
          privateRead ? `private resource readable by B (${asIntruder.status})` : changedLeak(asIntruder),
        );
        continue;
      }
      // Forged bearers: 401 wherever a token is read.
      for (const [name, token] of Object.entries(forged)) {
        const outcome = await call(
          `forged:${name}`,
          route,
          variant,
          route.method === 'GET' ? { token } : { token, xsrf: owner.xsrf },
        );
        record(
          `forged:${name}`,
          route,
          outcome,
          '401',
          (status) => status === 401,
          notRefused(outcome) ?? changedLeak(outcome),
        );
      }
      if (route.access !== 'user') continue;
      // B asking to view as A: only admins may, and B is not one.
      const asA = await call(
        'intruder-impersonating',
        route,
        variant,
        { token: intruder.token, xsrf: intruderXsrf },
        { 'x-impersonate-user-id': owner.userId, 'x-impersonation-timestamp': new Date().toISOString() },
      );
      record(
        'intruder-impersonating',
        route,
        asA,
        '403',
        (status) => status === 403,
        notRefused(asA) ?? changedLeak(asA),
      );
      if (route.method !== 'GET') {
        // XSRF: B's bearer with A's token pair, and with a pair B made up.
        const stolen = await call('xsrf:token-of-A', route, variant, {
          token: intruder.token,
          xsrf: owner.xsrf,
        });
        record(
          'xsrf:token-of-A',
          route,
          stolen,
          '403',
          (status) => status === 403,
          notRefused(stolen) ?? changedLeak(stolen),
        );
        const madeUp = await call('xsrf:made-up-pair', route, variant, {
          token: intruder.token,
          xsrf: 'made-up',
        });
        record(
          'xsrf:made-up-pair',
          route,
          madeUp,
          '403',
          (status) => status === 403,
          notRefused(madeUp) ?? changedLeak(madeUp),
        );
      }
      // The admin viewing as A: reads allowed, writes refused.
      const viewing = await call(
        'admin-impersonating',
        route,
        variant,
        { token: admin.token, ...(route.method === 'GET' ? {} : { xsrf: adminXsrf }) },
        { 'x-impersonate-user-id': owner.userId, 'x-impersonation-timestamp': new Date().toISOString() },
      );
      if (route.method === 'GET')
        record(
          'admin-impersonating',
          route,
          viewing,
          '2xx (read allowed)',
          (status) => is2xx(status) || isAdminRoute(route),
          undefined,
        );
      else if (IMPERSONATION_WRITABLE.has(`${route.method} ${route.path}`))
        record(
          'admin-impersonating',
          route,
          viewing,
          '2xx (allowed by design)',
          () => true,
          changedLeak(viewing),
        );
      else
        record(
          'admin-impersonating',
          route,
          viewing,
          '403',
          (status) => status === 403,
          notRefused(viewing) ? `impersonation write ${notRefused(viewing)}` : changedLeak(viewing),
        );
      // B with A's ids: admin routes 403; elsewhere nothing of A's may come back or change.
      const intruding = await call('intruder-with-A-ids', route, variant, {
        token: intruder.token,
        xsrf: intruderXsrf,
      });
      const leaked = is2xx(intruding.status) ? leakedIn(intruding.text, intruding.sent) : [];
      const echoed = is2xx(intruding.status)
        ? ownerIds.filter((id) => intruding.text.includes(id) && intruding.sent.includes(id))
        : [];
      record(
        'intruder-with-A-ids',
        route,
        intruding,
        isAdminRoute(route) ? '403' : 'no data of A',
        (status) => (isAdminRoute(route) ? status === 403 : true),
        leaked.length
          ? `returned A's ${leaked.join(', ')}`
          : (changedLeak(intruding) ??
              (isAdminRoute(route) && is2xx(intruding.status)
                ? `admin route answered ${intruding.status}`
                : undefined)),
      );
      if (echoed.length && !leaked.length)
        cases.at(-1)!.echo = `2xx naming A's ${echoed.join(', ')} (sent by B)`;
    }
  }

  // What B's accepted requests started (chats, cards, syncs) ran with A's ids: once B's jobs have settled, nothing
  // of A's may be in B's partition.
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(1000)) {
    const chats = await fetch(`${hardening.base}/api/thetix-chats`, { headers: hardening.headers(intruder) });
    if (!/"job_status":"(pending|processing)"/.test(await chats.text())) break;
  }
  const intruderItems = await rawPartition(hardening, intruder.userId);
  for (const item of intruderItems) {
    const text = JSON.stringify(item);
    const found = secrets.filter((secret) => text.includes(secret));
    cases.push({
      kind: 'intruder-results',
      route: String(item.sk),
      url: '',
      status: 0,
      expected: 'nothing of A',
      ...(found.length ? { leak: `B's item ${String(item.sk)} holds A's ${found.join(', ')}` } : {}),
    });
  }

  const byKind: AuthzResults['byKind'] = {};
  for (const entry of cases) {
    const kind = (byKind[entry.kind] ??= { requests: 0, leaks: 0, mismatches: 0 });
    kind.requests += 1;
    if (entry.leak) kind.leaks += 1;
    if (entry.mismatch) kind.mismatches += 1;
  }
  const leaks = cases.filter((entry) => entry.leak);
  const echoes = cases.filter((entry) => entry.echo);
  const mismatches = cases.filter((entry) => entry.mismatch);
  const impersonationReads = cases.filter(
    (entry) => entry.kind === 'admin-impersonating' && entry.route.startsWith('GET '),
  );
  return {
    at: new Date().toISOString(),
    routes: routes.length,
    requests:
      cases.filter((entry) => entry.kind !== 'intruder-results').length +
      ownerControl.reads +
      detectorControl.checked,
    seconds: (Date.now() - started) / 1000,
    owner: {
      ids: {
        userId: owner.userId,
        accountId: owner.accountId,
        opportunityId: owner.opportunityId,
        privateCollectionId: owner.privateCollectionId,
        publicCollectionId: owner.publicCollectionId,
        privateCardId: owner.privateCardId,
        publicCardId: owner.publicCardId,
        chatId: owner.chatId,
        chatCollectionId: owner.chatCollectionId,
      },
      opportunity: owner.opportunitySource,
    },
    ownerControl,
    detectorControl,
    byKind,
    leaks: leaks.length,
    leakSamples: leaks
      .slice(0, 30)
      .map((entry) => `${entry.kind} ${entry.route} -> ${entry.status}: ${entry.leak}`),
    mismatches: mismatches.length,
    mismatchSamples: mismatches
      .slice(0, 60)
      .map((entry) => `${entry.kind} ${entry.route} -> ${entry.status} (expected ${entry.expected})`),
    echoes: echoes.map((entry) => `${entry.route} -> ${entry.status}: ${entry.echo}`),
    unmappedParams: [...unmapped],
    impersonationReadsAllowed: impersonationReads.filter((entry) => is2xx(entry.status)).length,
    impersonationReads: impersonationReads.length,
  };
}

export function authzMarkdown(results: AuthzResults): string[] {
  return [
    '## Authorization matrix (bench/hardening/authz.ts)',
    '',
    `${results.requests} requests over ${results.routes} routes in ${results.seconds.toFixed(0)} s; user A's opportunity ${results.owner.opportunity}. Owner control: ${results.ownerControl.ok} of ${results.ownerControl.reads} of A's own reads answered 2xx; detector control: ${results.detectorControl.flagged} of ${results.detectorControl.checked} of A's own answers flagged as A's data.`,
    '',
    `- leaks: **${results.leaks}**${results.leakSamples.length ? ` (${results.leakSamples.join('; ')})` : ''}`,
    `- B's 2xx that only echo an id of A's B sent (B's results then checked for A's data): ${results.echoes.length}${results.echoes.length ? ` (${results.echoes.join('; ')})` : ''}`,
    `- admin impersonating A: ${results.impersonationReadsAllowed} of ${results.impersonationReads} reads allowed; writes refused unless listed as leaks`,
    `- statuses other than expected (not leaks): ${results.mismatches}${results.mismatchSamples.length ? ` (${results.mismatchSamples.slice(0, 15).join('; ')}${results.mismatches > 15 ? '; ...' : ''})` : ''}`,
    '',
    '| case | requests | leaks | other status |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(results.byKind).map(
      ([kind, entry]) => `| ${kind} | ${entry.requests} | ${entry.leaks} | ${entry.mismatches} |`,
    ),
    '',
  ];
}

if (isMain(import.meta.url)) {
  const hardening = await startHardeningStack();
  try {
    const results = await runAuthz(hardening);
    console.log(JSON.stringify(results, null, 2));
    process.exitCode = results.leaks === 0 && results.detectorControl.blind.length === 0 ? 0 : 1;
  } finally {
    await hardening.stop();
  }
}
