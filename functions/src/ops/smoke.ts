/**
 * A smoke test of a running stage (issue 33 item 5): `npm run smoke -- https://stage.example` signs in a test user,
 * reads the dashboard's data, creates a card in a public collection, reads it without signing in, deletes both, and
 * checks the security headers of a page and of the API. It speaks only HTTP to the stage and to its Cognito pool,
 * as a browser would, so it checks the deployed wiring (CloudFront, API Gateway, Lambda, DynamoDB, SQS) end to end.
 * The local stack is a stage too: `npm run smoke -- http://localhost:3000` uses a seeded account.
 */

export interface SmokeCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly detail?: string;
}

export interface SmokeCredentials {
  readonly email: string;
  readonly password: string;
}

class SmokeFailure extends Error {}

const fail = (message: string): never => {
  throw new SmokeFailure(message);
};

interface StageConfig {
  readonly stage: string;
  readonly region: string;
  readonly userPoolClientId: string;
  /** Set locally (cognito-local); in AWS the pool's regional endpoint. */
  readonly userPoolEndpoint?: string;
}

/** Cognito's InitiateAuth over plain HTTP (the pool's client allows USER_PASSWORD_AUTH): the user's ID token. */
async function signIn(config: StageConfig, credentials: SmokeCredentials): Promise<string> {
  const endpoint = config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: credentials.email, PASSWORD: credentials.password },
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    AuthenticationResult?: { IdToken?: string };
    message?: string;
    ChallengeName?: string;
  };
  const token = body.AuthenticationResult?.IdToken;
  if (!response.ok || !token)
    fail(
      `sign-in of ${credentials.email} failed: ${response.status} ${body.message ?? body.ChallengeName ?? ''}`.trim(),
    );
  return token!;
}

/** The stage's API as the signed-in user: bearer token, and the double-submit XSRF token for writes. */
function apiClient(baseUrl: string, token: string) {
  let xsrf: { cookie: string; token: string } | undefined;
  const authorization = `Bearer ${token}`;
  return async (method: string, path: string, body?: unknown, expected = [200]) => {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (method !== 'GET') {
      if (!xsrf) {
        const issued = await fetch(`${baseUrl}/api/token`, { headers: { authorization } });
        if (!issued.ok) fail(`GET /api/token answered ${issued.status}`);
        xsrf = {
          cookie: (issued.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
          token: ((await issued.json()) as { token: string }).token,
        };
      }
      Object.assign(headers, { cookie: xsrf.cookie, 'x-xsrf-token': xsrf.token, origin: baseUrl });
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!expected.includes(response.status))
      fail(`${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
}

/** The headers every page and every API answer must carry (docs/architecture.md, "Security headers"). */
function missingHeaders(response: Response, kind: 'page' | 'api', https: boolean): string[] {
  const expected: Record<string, (value: string) => boolean> = {
    'x-content-type-options': (value) => value === 'nosniff',
    'referrer-policy': (value) => value.length > 0,
    'content-security-policy': (value) =>
      kind === 'page' ? value.includes("frame-ancestors 'none'") : value.includes("default-src 'none'"),
  };
  if (https) expected['strict-transport-security'] = (value) => /max-age=\d{6,}/.test(value);
  return Object.entries(expected)
    .filter(([name, valid]) => !valid(response.headers.get(name) ?? ''))
    .map(([name]) => name);
}

/**
 * Runs every check in order and stops at the first failure (later checks need the earlier ones), cleaning up what
 * it made. `log` sees each check as it ends.
 */
export async function runSmoke(
  baseUrl: string,
  credentials: SmokeCredentials,
  log: (check: SmokeCheck) => void = () => undefined,
): Promise<{ ok: boolean; checks: SmokeCheck[] }> {
  const base = baseUrl.replace(/\/+$/, '');
  const checks: SmokeCheck[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const check = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      const result = await run();
      const done = { name, ok: true, ms: Math.round(performance.now() - started) };
      checks.push(done);
      log(done);
      return result;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const failed = { name, ok: false, ms: Math.round(performance.now() - started), detail };
      checks.push(failed);
      log(failed);
      throw new SmokeFailure(detail);
    }
  };

  try {
    const config = await check('reads the stage configuration (/config.json)', async () => {
      const response = await fetch(`${base}/config.json`);
      if (!response.ok) fail(`/config.json answered ${response.status}`);
      return (await response.json()) as StageConfig;
    });
    const token = await check(`signs in ${credentials.email}`, () => signIn(config, credentials));
    const api = apiClient(base, token);
    await check('reads the dashboard (profile, accounts, positions, opportunities)', async () => {
      await api('GET', '/api/profile');
      const accounts = (await api('GET', '/api/accounts')) as { id: string }[];
      if (!Array.isArray(accounts)) fail('GET /api/accounts did not answer a list');
      await api('GET', '/api/positions');
      const first = accounts[0];
      if (first)
        await api('GET', `/api/opportunities?accountId=${encodeURIComponent(first.id)}&status=active`);
    });
    const collection = await check('creates a public collection', async () => {
      const made = (await api(
        'POST',
        '/api/thetix-card-collections',
        { name: `Smoke test ${new Date().toISOString()}`, is_public: true },
        [201],
      )) as { id: string };
      cleanups.push(() =>
        api('DELETE', `/api/thetix-card-collections/${made.id}`, undefined, [200, 204, 404]),
      );
      return made;
    });
    const card = await check('creates a card in it', async () => {
      const made = (await api(
        'POST',
        '/api/thetix-cards',
        { user_query: 'price of AAPL', collection_id: collection.id },
        [201],
      )) as { id: string };
      cleanups.unshift(() => api('DELETE', `/api/thetix-cards/${made.id}`, undefined, [200, 204, 404]));
      return made;
    });
    await check('reads the card without signing in', async () => {
      const response = await fetch(`${base}/api/public/thetix-cards/${card.id}`);
      if (response.status !== 200) fail(`the public card answered ${response.status}`);
      const page = await fetch(`${base}/public/thetix-card/${card.id}`);
      if (!(await page.text()).includes('price of AAPL'))
        fail("the public page's head does not name the card");
    });
    await check('deletes the card and the collection', async () => {
      for (const cleanup of cleanups.splice(0)) await cleanup();
      const gone = await fetch(`${base}/api/public/thetix-cards/${card.id}`);
      if (gone.status !== 404) fail(`the deleted card still answers ${gone.status}`);
    });
    await check('serves the security headers on a page and on the API', async () => {
      const https = base.startsWith('https://');
      const page = await fetch(`${base}/dashboard`);
      const apiAnswer = await fetch(`${base}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
      const missing = [
        ...missingHeaders(page, 'page', https).map((name) => `page: ${name}`),
        ...missingHeaders(apiAnswer, 'api', https).map((name) => `API: ${name}`),
      ];
      if (missing.length > 0) fail(`missing or wrong: ${missing.join(', ')}`);
    });
    return { ok: true, checks };
  } catch (error) {
    if (!(error instanceof SmokeFailure)) throw error;
    return { ok: false, checks };
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}
