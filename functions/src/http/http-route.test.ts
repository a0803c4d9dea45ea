import type { RouteDefinition } from '@thetix/shared/api-routes';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  createHttpDependencies,
  createHttpEvent,
  createLambdaContext,
  NOW,
  TEST_ORIGIN,
  TEST_XSRF_SECRET,
} from '../testing/http-event';
import { NotFoundError } from './errors';
import { httpRoute, type RouteSpec } from './http-route';
import { JsonText } from './json-response';
import type { RouteContext } from './http-types';
import { NOT_ADMIN_MESSAGE, READ_ONLY_MESSAGE } from './middleware/impersonation';
import { ORIGIN_NOT_ALLOWED_MESSAGE } from './middleware/xsrf';
import { ANONYMOUS_SUBJECT, signXsrfToken } from './xsrf-token';

const publicGet: RouteDefinition = { method: 'GET', path: '/api/test', lambda: 'system', access: 'public' };
const userGet: RouteDefinition = { method: 'GET', path: '/api/test', lambda: 'system', access: 'user' };
const userPost: RouteDefinition = { method: 'POST', path: '/api/test', lambda: 'system', access: 'user' };
const publicPost: RouteDefinition = { method: 'POST', path: '/api/test', lambda: 'system', access: 'public' };

/** The double-submit pair as GET /api/token issues it to `userId` (the verified bearer's user). */
const xsrfFor = (userId: string, token = signXsrfToken(TEST_XSRF_SECRET, userId)) => ({
  headers: { 'x-xsrf-token': token },
  cookies: [`XSRF-TOKEN=${token}`],
});
const xsrf = xsrfFor('user-1');
const adminXsrf = xsrfFor('admin-1');
const impersonating = (target = 'user-2', at = NOW) => ({
  'x-impersonate-user-id': target,
  'x-impersonation-timestamp': at,
});

function invoke(
  spec: Partial<RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, unknown>> & {
    route: RouteDefinition;
  },
  event: Parameters<typeof createHttpEvent>[0],
  depsOverrides: Parameters<typeof createHttpDependencies>[0] = {},
) {
  const { deps, audits, logLines } = createHttpDependencies(depsOverrides);
  const seen: { caller?: unknown; body?: unknown } = {};
  const handler = httpRoute(
    {
      handle: async (input) => {
        seen.caller = input.caller;
        seen.body = input.body;
        return { ok: true };
      },
      ...spec,
    },
    () => deps,
  );
  const response = handler(
    createHttpEvent({ method: spec.route.method, path: spec.route.path, ...event }),
    createLambdaContext() as RouteContext,
  );
  return { response, audits, logLines, seen };
}

const json = (body: string | undefined) => JSON.parse(body ?? 'null') as Record<string, unknown>;

describe('httpRoute: request context and responses', () => {
  it('answers JSON with the request id header and writes one access log line carrying the id', async () => {
    // Act
    const { response, logLines } = invoke({ route: publicGet }, {});
    const result = await response;
    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toContain('application/json');
    expect(result.headers?.['x-request-id']).toBe('req-1');
    expect(json(result.body)).toEqual({ ok: true });
    expect(logLines).toContainEqual(
      expect.objectContaining({ message: 'request', requestId: 'req-1', status: 200 }),
    );
  });

  it('logs every line under the request id as correlation id, and answers it in X-Correlation-Id', async () => {
    // Act
    const { response, logLines } = invoke({ route: publicGet }, {});
    const result = await response;

    // Assess
    expect(result.headers?.['x-correlation-id']).toBe('req-1');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.every((line) => line.correlation_id === 'req-1')).toBe(true);
  });

  it("takes the caller's well-formed X-Correlation-Id, and ignores one that is not a plain token", async () => {
    // Act
    const kept = invoke({ route: publicGet }, { headers: { 'x-correlation-id': 'upstream-0042' } });
    const refused = invoke(
      { route: publicGet },
      { headers: { 'x-correlation-id': 'x"}\n{"level":"ERROR"' } },
    );

    // Assess
    expect((await kept.response).headers?.['x-correlation-id']).toBe('upstream-0042');
    expect(kept.logLines).toContainEqual(
      expect.objectContaining({ message: 'request', correlation_id: 'upstream-0042', requestId: 'req-1' }),
    );
    expect((await refused.response).headers?.['x-correlation-id']).toBe('req-1');
    expect(refused.logLines.every((line) => line.correlation_id === 'req-1')).toBe(true);
  });

  it('answers 204 with an empty body when the handler returns nothing', async () => {
    const { response } = invoke({ route: publicGet, handle: async () => undefined }, {});
    const result = await response;
    expect(result.statusCode).toBe(204);
    expect(result.body).toBe('');
  });

  it('parses the body through the response schema, dropping fields the contract does not have', async () => {
    const { response } = invoke(
      {
        route: publicGet,
        response: z.object({ a: z.number() }),
        handle: async () => ({ a: 1, secret: 'x' }),
      },
      {},
    );
    expect(json((await response).body)).toEqual({ a: 1 });
  });

  it('leaves a damaged item out of a list answer and logs it with its id, instead of a 500', async () => {
    // Prepare
    const item = z.object({ id: z.string(), turns: z.array(z.object({ query: z.string() })) });
    const { response, logLines } = invoke(
      {
        route: publicGet,
        response: z.object({ items: z.array(item), next_cursor: z.string().nullable() }),
        handle: async () => ({
          items: [
            { id: 'sound', turns: [{ query: 'a' }] },
            { id: 'damaged', turns: [{ query: 42 }] },
          ],
          next_cursor: null,
        }),
      },
      {},
    );

    // Act
    const result = await response;

    // Assess
    expect(result.statusCode).toBe(200);
    expect(json(result.body)).toEqual({
      items: [{ id: 'sound', turns: [{ query: 'a' }] }],
      next_cursor: null,
    });
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 'ERROR', id: 'damaged', at: 'items.1' }),
    );
  });

  it('answers a single item without its damaged turn, and 409 when the damage is its own field', async () => {
    // Prepare
    const item = z.object({ id: z.string(), turns: z.array(z.object({ query: z.string() })) });
    const answer = (body: unknown) =>
      invoke({ route: publicGet, response: item, handle: async () => body }, {}).response;

    // Act
    const repaired = await answer({ id: 'chat', turns: [{ query: 42 }, { query: 'b' }] });
    const damaged = await answer({ id: 7, turns: [] });

    // Assess
    expect(repaired.statusCode).toBe(200);
    expect(json(repaired.body)).toEqual({ id: 'chat', turns: [{ query: 'b' }] });
    expect(damaged.statusCode).toBe(409);
    expect(json(damaged.body)).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('damaged'),
    });
  });

  it('sends a body the handler serialised itself (JsonText) as it is, past the response schema', async () => {
    const text = '{"a":1,"kept":"as sent"}';
    const { response } = invoke(
      {
        route: publicGet,
        response: z.object({ a: z.number() }),
        handle: async () => new JsonText(text),
      },
      {},
    );
    const result = await response;
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toContain('application/json');
    expect(result.headers?.['x-request-id']).toBe('req-1');
    expect(result.body).toBe(text);
  });
});

describe('httpRoute: error mapping', () => {
  it('maps a domain error to its status and JSON body', async () => {
    const { response } = invoke(
      {
        route: publicGet,
        handle: async () => {
          throw new NotFoundError('No such card');
        },
      },
      {},
    );
    const result = await response;
    expect(result.statusCode).toBe(404);
    expect(json(result.body)).toEqual({ message: 'No such card', code: 'NOT_FOUND', requestId: 'req-1' });
  });

  it('answers a server fault with a bare 500 and keeps the stack in the logs only', async () => {
    const { response, logLines } = invoke(
      {
        route: publicGet,
        handle: async () => {
          throw new Error('database password is hunter2');
        },
      },
      {},
    );
    const result = await response;
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('hunter2');
    expect(json(result.body)).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL',
      requestId: 'req-1',
    });
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 'ERROR',
        errorMessage: 'database password is hunter2',
        stack: expect.any(String),
      }),
    );
  });
});

describe('httpRoute: authentication', () => {
  it('refuses a private route without a token with 401', async () => {
    const result = await invoke({ route: userGet }, {}).response;
    expect(result.statusCode).toBe(401);
    expect(json(result.body)).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign-in required: send a bearer token',
    });
  });

  it('refuses an invalid token with 401', async () => {
    const result = await invoke({ route: userGet }, { headers: { authorization: 'Bearer forged' } }).response;
    expect(result.statusCode).toBe(401);
    expect(json(result.body)).toMatchObject({ message: 'The sign-in token is invalid or has expired' });
  });

  it('accepts a bearer token and hands the caller to the handler', async () => {
    const call = invoke({ route: userGet }, { headers: { authorization: 'Bearer good-token' } });
    expect((await call.response).statusCode).toBe(200);
    expect(call.seen.caller).toMatchObject({ userId: 'user-1', impersonating: false });
  });

  it('accepts the session cookie when there is no bearer header', async () => {
    const call = invoke({ route: userGet }, { cookies: ['thetix_session=good-token'] });
    expect((await call.response).statusCode).toBe(200);
    expect(call.seen.caller).toMatchObject({ userId: 'user-1' });
  });

  it('ignores tokens on public routes, so a stale token cannot break them', async () => {
    const result = await invoke({ route: publicGet }, { headers: { authorization: 'Bearer forged' } })
      .response;
    expect(result.statusCode).toBe(200);
  });
});

describe('httpRoute: optional sign-in (GET /api/token)', () => {
  const optionalGet: RouteDefinition = {
    method: 'GET',
    path: '/api/test',
    lambda: 'system',
    access: 'optional',
  };

  it('answers without a caller when no token is sent', async () => {
    const call = invoke({ route: optionalGet }, {});
    expect((await call.response).statusCode).toBe(200);
    expect(call.seen.caller).toBeUndefined();
  });

  it('verifies a bearer token when one is sent and passes the caller on', async () => {
    const call = invoke({ route: optionalGet }, { headers: { authorization: 'Bearer good-token' } });
    expect((await call.response).statusCode).toBe(200);
    expect(call.seen.caller).toMatchObject({ userId: 'user-1', identity: { userId: 'user-1' } });
  });

  it('refuses an invalid bearer token with 401 rather than answering as nobody', async () => {
    const call = invoke({ route: optionalGet }, { headers: { authorization: 'Bearer forged' } });
    expect((await call.response).statusCode).toBe(401);
  });
});

describe('httpRoute: XSRF double submit', () => {
  const auth = { authorization: 'Bearer good-token' };

  it('refuses a POST without the token with 403 and says how to get one', async () => {
    const result = await invoke({ route: userPost }, { headers: auth }).response;
    expect(result.statusCode).toBe(403);
    expect(json(result.body)).toMatchObject({
      code: 'XSRF_TOKEN_INVALID',
      message: expect.stringContaining('GET /api/token'),
    });
  });

  it('refuses a header that does not match the cookie', async () => {
    const result = await invoke(
      { route: userPost },
      { headers: { ...auth, 'x-xsrf-token': 'other' }, cookies: xsrf.cookies },
    ).response;
    expect(result.statusCode).toBe(403);
  });

  it.each([
    ['a made-up equal pair', 'a'],
    ['a made-up pair shaped like a token', `${'n'.repeat(43)}.${'m'.repeat(43)}`],
    ['a token issued to another user', signXsrfToken(TEST_XSRF_SECRET, 'user-2')],
    ['a token issued without a sign-in', signXsrfToken(TEST_XSRF_SECRET, ANONYMOUS_SUBJECT)],
    ['a token signed with another key', signXsrfToken('another-key-'.padEnd(48, 'x'), 'user-1')],
    [
      'a token whose mac was tampered with',
      (() => {
        const token = signXsrfToken(TEST_XSRF_SECRET, 'user-1');
        const last = token.at(-2) === 'A' ? 'B' : 'A';
        return `${token.slice(0, -2)}${last}${token.at(-1)}`;
      })(),
    ],
    [
      'a token whose nonce was changed',
      `${'z'.repeat(43)}.${signXsrfToken(TEST_XSRF_SECRET, 'user-1').split('.')[1]}`,
    ],
  ])('refuses %s even when cookie and header agree', async (_case, token) => {
    const pair = xsrfFor('user-1', token);
    const result = await invoke(
      { route: userPost },
      { headers: { ...auth, ...pair.headers }, cookies: pair.cookies },
    ).response;
    expect(result.statusCode).toBe(403);
    expect(json(result.body)).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it("binds an impersonating admin's write to the admin, not to the user viewed", async () => {
    const asViewed = xsrfFor('user-2');
    const result = await invoke(
      { route: userPost, allowDuringImpersonation: true },
      {
        headers: { authorization: 'Bearer admin-token', ...impersonating(), ...asViewed.headers },
        cookies: asViewed.cookies,
      },
    ).response;
    expect(result.statusCode).toBe(403);
    expect(json(result.body)).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike of the site', 'https://thetix.test.evil.example'],
    ['the opaque origin of a sandboxed frame', 'null'],
    ['the site over another scheme', 'http://thetix.test'],
  ])('refuses a write from %s with 403 and a message, even with a valid token', async (_case, origin) => {
    const result = await invoke(
      { route: userPost },
      { headers: { ...auth, ...xsrf.headers, origin }, cookies: xsrf.cookies },
    ).response;
    expect(result.statusCode).toBe(403);
    expect(json(result.body)).toMatchObject({ code: 'FORBIDDEN', message: ORIGIN_NOT_ALLOWED_MESSAGE });
  });

  it.each([
    ['the configured site origin', { origin: TEST_ORIGIN }],
    [
      'the host the request was sent to (the local adapter)',
      { origin: 'http://localhost:3000', host: 'localhost:3000' },
    ],
    [
      'the host CloudFront says the browser used (the distribution domain, no custom domain)',
      {
        origin: 'https://d111111abcdef8.cloudfront.net',
        'x-thetix-viewer-host': 'd111111abcdef8.cloudfront.net',
      },
    ],
    ['no Origin at all (curl, server to server)', {}],
  ])('accepts a write from %s with a valid token', async (_case, headers: Record<string, string>) => {
    const result = await invoke(
      { route: userPost },
      { headers: { ...auth, ...xsrf.headers, ...headers }, cookies: xsrf.cookies },
    ).response;
    expect(result.statusCode).toBe(200);
  });

  it('does not check Origin on reads', async () => {
    const result = await invoke({ route: userGet }, { headers: { ...auth, origin: 'https://evil.example' } })
      .response;
    expect(result.statusCode).toBe(200);
  });

  it('accepts a POST whose header echoes the cookie', async () => {
    const result = await invoke(
      { route: userPost },
      { headers: { ...auth, ...xsrf.headers }, cookies: xsrf.cookies },
    ).response;
    expect(result.statusCode).toBe(200);
  });

  it('exempts public routes (the calculator and company lookups)', async () => {
    const result = await invoke({ route: publicPost }, {}).response;
    expect(result.statusCode).toBe(200);
  });
});

describe('httpRoute: admin impersonation', () => {
  it('refuses a non-admin with the spec message and audits the attempt', async () => {
    const call = invoke(
      { route: userGet },
      { headers: { authorization: 'Bearer good-token', ...impersonating() } },
    );
    const result = await call.response;
    expect(result.statusCode).toBe(403);
    expect(json(result.body)).toMatchObject({ message: NOT_ADMIN_MESSAGE });
    expect(call.audits).toEqual([
      expect.objectContaining({
        kind: 'impersonation_denied',
        actorUserId: 'user-1',
        targetUserId: 'user-2',
        allowed: false,
      }),
    ]);
  });

  it("lets an admin read as the target user and audits it with the browser's request id", async () => {
    const clientRequestId = '3f2b8c1e-9a7d-4e21-b0c5-6d8e2f1a4b7c';
    const call = invoke(
      { route: userGet },
      {
        headers: { authorization: 'Bearer admin-token', ...impersonating(), 'x-request-id': clientRequestId },
      },
    );
    expect((await call.response).statusCode).toBe(200);
    expect(call.seen.caller).toMatchObject({
      userId: 'user-2',
      impersonating: true,
      identity: { userId: 'admin-1' },
    });
    expect(call.audits).toEqual([
      expect.objectContaining({
        kind: 'account_impersonation',
        allowed: true,
        requestId: 'req-1',
        clientRequestId,
      }),
    ]);
    expect(call.logLines).toContainEqual(expect.objectContaining({ message: 'request', clientRequestId }));
  });

  it('keeps no client request id that is not a plain token (no log or audit injection)', async () => {
    const call = invoke(
      { route: userGet },
      {
        headers: {
          authorization: 'Bearer admin-token',
          ...impersonating(),
          'x-request-id': 'abc"}\n{"allowed":true',
        },
      },
    );
    expect((await call.response).statusCode).toBe(200);
    expect(call.audits).toHaveLength(1);
    expect(call.audits[0]).not.toHaveProperty('clientRequestId');
    expect(call.logLines.some((line) => 'clientRequestId' in line)).toBe(false);
  });

  it('refuses writes while impersonating', async () => {
    const call = invoke(
      { route: userPost },
      {
        headers: { authorization: 'Bearer admin-token', ...impersonating(), ...adminXsrf.headers },
        cookies: adminXsrf.cookies,
      },
    );
    const result = await call.response;
    expect(result.statusCode).toBe(403);
    expect(json(result.body)).toMatchObject({ message: READ_ONLY_MESSAGE, code: 'READ_ONLY_IMPERSONATION' });
    expect(call.audits[0]).toMatchObject({ allowed: false, reason: 'write attempted' });
  });

  it('allows the write of a route marked for it (the security log)', async () => {
    const call = invoke(
      { route: userPost, allowDuringImpersonation: true },
      {
        headers: { authorization: 'Bearer admin-token', ...impersonating(), ...adminXsrf.headers },
        cookies: adminXsrf.cookies,
      },
    );
    expect((await call.response).statusCode).toBe(200);
  });

  it('refuses a timestamp older than the one-hour admin session', async () => {
    const call = invoke(
      { route: userGet },
      {
        headers: {
          authorization: 'Bearer admin-token',
          ...impersonating('user-2', '2026-11-22T13:59:00.000Z'),
        },
      },
    );
    expect((await call.response).statusCode).toBe(400);
  });

  it('answers 404 for a user that does not exist', async () => {
    const call = invoke(
      { route: userGet },
      { headers: { authorization: 'Bearer admin-token', ...impersonating('ghost') } },
    );
    expect((await call.response).statusCode).toBe(404);
  });
});

describe('httpRoute: input validation', () => {
  const body = z.object({ name: z.string().min(1), hidden: z.boolean() });
  const headers = { authorization: 'Bearer good-token', ...xsrf.headers };

  it('lists every invalid field with its path', async () => {
    const result = await invoke(
      { route: userPost, body },
      { headers, cookies: xsrf.cookies, body: { name: '' } },
    ).response;
    expect(result.statusCode).toBe(400);
    const payload = json(result.body);
    expect(payload.code).toBe('VALIDATION_FAILED');
    expect(payload.fieldErrors).toEqual([
      { path: 'body.name', message: expect.any(String) },
      { path: 'body.hidden', message: expect.any(String) },
    ]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const result = await invoke(
      { route: userPost, body },
      { headers, cookies: xsrf.cookies, body: '{"name":' },
    ).response;
    expect(result.statusCode).toBe(400);
    expect(json(result.body)).toMatchObject({ message: 'Request body is not valid JSON' });
  });

  it('hands the parsed body to the handler', async () => {
    const call = invoke(
      { route: userPost, body },
      { headers, cookies: xsrf.cookies, body: { name: 'IRA', hidden: false } },
    );
    expect((await call.response).statusCode).toBe(200);
    expect(call.seen.body).toEqual({ name: 'IRA', hidden: false });
  });

  it('validates query and path parameters', async () => {
    const result = await invoke(
      {
        route: publicGet,
        query: z.object({ limit: z.coerce.number().int().max(50) }),
        params: z.object({ id: z.uuid() }),
      },
      { query: { limit: '500' }, params: { id: 'nope' } },
    ).response;
    expect(result.statusCode).toBe(400);
    expect(json(result.body).fieldErrors).toEqual([
      { path: 'params.id', message: expect.any(String) },
      { path: 'query.limit', message: expect.any(String) },
    ]);
  });
});
