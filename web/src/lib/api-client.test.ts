// @vitest-environment node
import type * as sharedRoutes from '@thetix/shared/api-routes';
import type { RouteKey } from '@thetix/shared/api-routes';
import { seatsResponseSchema } from '@thetix/shared/contracts/system';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import {
  ApiContractError,
  ApiError,
  createApiClient,
  XSRF_TOKEN_FAILURE,
  XsrfTokenError,
} from './api-client';

/**
 * The shared route table has no state-changing routes yet, so the XSRF rules are exercised with routes added for
 * the test: one `user` POST and one `public` POST, shaped like the calculator (spec part 1 §7).
 */
vi.mock('@thetix/shared/api-routes', async (importOriginal) => {
  const original = await importOriginal<typeof sharedRoutes>();
  return {
    ...original,
    apiRoutes: [
      ...original.apiRoutes,
      { method: 'POST', path: '/api/accounts', lambda: 'profile', access: 'user' },
      { method: 'PATCH', path: '/api/accounts/{id}/name', lambda: 'profile', access: 'user' },
      { method: 'POST', path: '/api/public/covered-call-calculator', lambda: 'system', access: 'public' },
    ],
  };
});

const createAccount = 'POST /api/accounts' as RouteKey;
const renameAccount = 'PATCH /api/accounts/{id}/name' as RouteKey;
const publicCalculator = 'POST /api/public/covered-call-calculator' as RouteKey;

interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

type Responder = (request: Recorded) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const xsrfToken = 'x'.repeat(32);

/** A fetch double that answers GET /api/token with a valid token unless told otherwise, and records every call. */
function buildClient(options: {
  respond: Responder;
  token?: Responder;
  idToken?: string | (() => string | undefined);
}) {
  const calls: Recorded[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const recorded: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
      credentials: init?.credentials,
    };
    calls.push(recorded);
    if (recorded.url === '/api/token') return (options.token ?? (() => json({ token: xsrfToken })))(recorded);
    return options.respond(recorded);
  });
  const client = createApiClient({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getIdToken: async () => (typeof options.idToken === 'function' ? options.idToken() : options.idToken),
    onUnauthorized,
  });
  return { client, calls, onUnauthorized };
}

const accountSchema = z.object({ id: z.string(), name: z.string() });

describe('api client', () => {
  it('fetches the XSRF token before a non-GET call and sends it back in X-XSRF-TOKEN', async () => {
    // Prepare
    const { client, calls } = buildClient({
      respond: () => json({ id: 'a1', name: 'IRA' }, 201),
      idToken: 'id-token',
    });

    // Act
    const account = await client.request(createAccount, { schema: accountSchema, body: { name: 'IRA' } });

    // Assess
    expect(account).toEqual({ id: 'a1', name: 'IRA' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/token',
      'POST /api/accounts',
    ]);
    const [tokenCall, createCall] = calls;
    expect(tokenCall?.credentials).toBe('include');
    // The server signs the token for the bearer's user, so the token call carries the bearer too.
    expect(tokenCall?.headers.get('authorization')).toBe('Bearer id-token');
    expect(createCall?.headers.get('X-XSRF-TOKEN')).toBe(xsrfToken);
    expect(createCall?.headers.get('authorization')).toBe('Bearer id-token');
    expect(createCall?.headers.get('content-type')).toBe('application/json');
    expect(createCall?.credentials).toBe('include');
    expect(createCall?.body).toBe(JSON.stringify({ name: 'IRA' }));
  });

  it('shares one token between two parallel writes, fetched once', async () => {
    // Prepare: the token answer waits until both writes have asked for it.
    let answerToken: (response: Response) => void = () => undefined;
    const tokenAnswer = new Promise<Response>((resolve) => {
      answerToken = resolve;
    });
    const { client, calls } = buildClient({
      respond: () => new Response(null, { status: 204 }),
      token: () => tokenAnswer as unknown as Response,
      idToken: 'id-token',
    });

    // Act
    const first = client.request(renameAccount, {
      schema: z.null(),
      params: { id: 'a1' },
      body: { name: 'A' },
    });
    const second = client.request(renameAccount, {
      schema: z.null(),
      params: { id: 'a2' },
      body: { name: 'B' },
    });
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/token'));
    answerToken(json({ token: xsrfToken }));
    await Promise.all([first, second]);

    // Assess
    expect(calls.filter((call) => call.url === '/api/token')).toHaveLength(1);
    const writes = calls.filter((call) => call.method === 'PATCH');
    expect(writes.map((call) => call.url).sort()).toEqual(['/api/accounts/a1/name', '/api/accounts/a2/name']);
    for (const write of writes) expect(write.headers.get('X-XSRF-TOKEN')).toBe(xsrfToken);
  });

  it('reuses the token for later writes of the same user', async () => {
    // Prepare
    const { client, calls } = buildClient({
      respond: () => json({ id: 'a1', name: 'IRA' }, 201),
      idToken: 'id-token',
    });

    // Act
    await client.request(createAccount, { schema: accountSchema, body: { name: 'IRA' } });
    await client.request(createAccount, { schema: accountSchema, body: { name: 'Roth' } });

    // Assess
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/token',
      'POST /api/accounts',
      'POST /api/accounts',
    ]);
  });

  it('fetches a new token when the signed-in user changes, but not when their ID token is refreshed', async () => {
    // Prepare: ID tokens are JWTs; the client keys its XSRF token by their `sub`.
    const jwt = (sub: string, issuedAt: number) =>
      ['e30', btoa(JSON.stringify({ sub, iat: issuedAt })).replace(/=+$/, ''), 'sig'].join('.');
    let idToken = jwt('user-a', 1);
    let issued = 0;
    const { client, calls } = buildClient({
      respond: () => json({ id: 'a1', name: 'IRA' }, 201),
      token: () => json({ token: `token-${(issued += 1)}`.padEnd(32, 'x') }),
      idToken: () => idToken,
    });
    const create = () => client.request(createAccount, { schema: accountSchema, body: { name: 'IRA' } });

    // Act
    await create();
    idToken = jwt('user-a', 2);
    await create();
    idToken = jwt('user-b', 3);
    await create();

    // Assess
    const tokenCalls = calls.filter((call) => call.url === '/api/token');
    expect(tokenCalls.map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${jwt('user-a', 1)}`,
      `Bearer ${jwt('user-b', 3)}`,
    ]);
    const sent = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers.get('X-XSRF-TOKEN'));
    expect(sent).toEqual(['token-1'.padEnd(32, 'x'), 'token-1'.padEnd(32, 'x'), 'token-2'.padEnd(32, 'x')]);
  });

  it('fetches a new token and retries once when a write is refused with XSRF_TOKEN_INVALID', async () => {
    // Prepare: the first token's cookie was replaced (another tab), so the first attempt is refused.
    let issued = 0;
    const refused = { message: 'Missing or invalid XSRF token', code: 'XSRF_TOKEN_INVALID' };
    const { client, calls } = buildClient({
      respond: (call) =>
        call.headers.get('X-XSRF-TOKEN') === 'first'.padEnd(32, 'x')
          ? json(refused, 403)
          : json({ id: 'a1', name: 'IRA' }, 201),
      token: () => json({ token: (++issued === 1 ? 'first' : 'second').padEnd(32, 'x') }),
      idToken: 'id-token',
    });

    // Act
    const account = await client.request(createAccount, { schema: accountSchema, body: { name: 'IRA' } });

    // Assess
    expect(account).toEqual({ id: 'a1', name: 'IRA' });
    expect(
      calls.map((call) => `${call.method} ${call.url} ${call.headers.get('X-XSRF-TOKEN') ?? ''}`),
    ).toEqual([
      'GET /api/token ',
      `POST /api/accounts ${'first'.padEnd(32, 'x')}`,
      'GET /api/token ',
      `POST /api/accounts ${'second'.padEnd(32, 'x')}`,
    ]);
    expect(calls.at(-1)?.body).toBe(JSON.stringify({ name: 'IRA' }));
  });

  it('retries an XSRF refusal only once, then throws it', async () => {
    // Prepare
    const refused = { message: 'Missing or invalid XSRF token', code: 'XSRF_TOKEN_INVALID' };
    const { client, calls } = buildClient({ respond: () => json(refused, 403), idToken: 'id-token' });

    // Act
    const error = await client
      .request(createAccount, { schema: accountSchema, body: { name: 'IRA' } })
      .catch((caught: unknown) => caught);

    // Assess
    expect(error).toMatchObject({ status: 403, code: 'XSRF_TOKEN_INVALID' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/token',
      'POST /api/accounts',
      'GET /api/token',
      'POST /api/accounts',
    ]);
  });

  it('does not retry other 403s', async () => {
    // Prepare
    const { client, calls } = buildClient({
      respond: () => json({ message: 'No', code: 'FORBIDDEN' }, 403),
      idToken: 'id-token',
    });

    // Act
    await client
      .request(createAccount, { schema: accountSchema, body: { name: 'IRA' } })
      .catch(() => undefined);

    // Assess
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('asks for a token again after a failed token call', async () => {
    // Prepare
    let attempts = 0;
    const { client, calls } = buildClient({
      respond: () => json({ id: 'a1', name: 'IRA' }, 201),
      token: () => ((attempts += 1) === 1 ? json({ message: 'boom' }, 500) : json({ token: xsrfToken })),
    });
    const create = () => client.request(createAccount, { schema: accountSchema, body: { name: 'IRA' } });

    // Act
    const first = await create().catch((caught: unknown) => caught);
    const second = await create();

    // Assess
    expect(first).toBeInstanceOf(XsrfTokenError);
    expect(second).toEqual({ id: 'a1', name: 'IRA' });
    expect(calls.filter((call) => call.url === '/api/token')).toHaveLength(2);
  });

  it('sends no XSRF token on GET calls and builds the query string', async () => {
    // Prepare
    const { client, calls } = buildClient({ respond: () => json({ used: 37, total: 500 }) });

    // Act
    const seats = await client.request('GET /api/public/seats', {
      schema: seatsResponseSchema,
      query: { a: 1, b: undefined },
    });

    // Assess
    expect(seats).toEqual({ used: 37, total: 500 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/public/seats?a=1');
    expect(calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the extra headers (admin impersonation) on every request', async () => {
    // Prepare
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json({ used: 1, total: 2 }),
    );
    const client = createApiClient({
      fetch: fetch as unknown as typeof globalThis.fetch,
      getIdToken: async () => 'id-token',
      extraHeaders: () => ({ 'X-Impersonate-User-Id': 'user-2', 'X-Impersonation-Timestamp': 'now' }),
    });

    // Act
    await client.request('GET /api/public/seats', { schema: seatsResponseSchema });

    // Assess
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('X-Impersonate-User-Id')).toBe('user-2');
    expect(headers.get('X-Impersonation-Timestamp')).toBe('now');
  });

  it('sends no XSRF token to a public route, even for a POST', async () => {
    // Prepare
    const { client, calls } = buildClient({ respond: () => json({ ok: true }) });

    // Act
    await client.request(publicCalculator, {
      schema: z.object({ ok: z.boolean() }),
      body: { positions: { AAPL: 1 } },
    });

    // Assess
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/public/covered-call-calculator',
    ]);
    expect(calls[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it.each([
    ['the token call fails', () => json({ message: 'boom', code: 'INTERNAL' }, 500)],
    ['the token body has no token', () => json({})],
    ['the token body is not JSON', () => new Response('<html>', { status: 200 })],
    [
      'the network is down',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('fails with the spec text when %s, without making the call', async (_case, token) => {
    // Prepare
    const respond = vi.fn(() => json({ id: 'a1', name: 'IRA' }));
    const { client, calls } = buildClient({ respond, token });

    // Act
    const result = client.request(createAccount, { schema: accountSchema, body: { name: 'IRA' } });

    // Assess
    await expect(result).rejects.toThrow(XsrfTokenError);
    await expect(result).rejects.toThrow(XSRF_TOKEN_FAILURE);
    expect(XSRF_TOKEN_FAILURE).toBe('Unable to obtain XSRF token from response');
    expect(respond).not.toHaveBeenCalled();
    expect(calls.map((call) => call.url)).toEqual(['/api/token']);
  });

  it('returns null for a 204 when the endpoint declares an empty answer, with path parameters encoded', async () => {
    // Prepare
    const { client, calls } = buildClient({ respond: () => new Response(null, { status: 204 }) });

    // Act
    const result = await client.request(renameAccount, {
      schema: z.null(),
      params: { id: 'acc/1' },
      body: { name: 'Joint' },
    });

    // Assess
    expect(result).toBeNull();
    expect(calls.at(-1)?.url).toBe('/api/accounts/acc%2F1/name');
    expect(calls.at(-1)?.method).toBe('PATCH');
  });

  it('rejects a 204 where the contract requires a body', async () => {
    // Prepare
    const { client } = buildClient({ respond: () => new Response(null, { status: 204 }) });

    // Act
    const result = client.request('GET /api/public/seats', { schema: seatsResponseSchema });

    // Assess
    await expect(result).rejects.toBeInstanceOf(ApiContractError);
  });

  it('calls the unauthorized handler on a 401 and throws the server error', async () => {
    // Prepare
    const { client, onUnauthorized } = buildClient({
      respond: () => json({ message: 'Sign-in required: send a bearer token', code: 'UNAUTHORIZED' }, 401),
    });

    // Act
    const error = await client
      .request('GET /api/profile', { schema: z.unknown() })
      .catch((caught: unknown) => caught);

    // Assess
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      message: 'Sign-in required: send a bearer token',
    });
  });

  it('does not call the unauthorized handler for other failures', async () => {
    // Prepare
    const { client, onUnauthorized } = buildClient({
      respond: () => json({ message: 'No', code: 'FORBIDDEN' }, 403),
    });

    // Act
    await client.request('GET /api/profile', { schema: z.unknown() }).catch(() => undefined);

    // Assess
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('throws a contract error when a 2xx body does not match the shared schema', async () => {
    // Prepare
    const { client } = buildClient({ respond: () => json({ used: 'many', total: 500 }) });

    // Act
    const error = await client
      .request('GET /api/public/seats', { schema: seatsResponseSchema })
      .catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).route).toBe('GET /api/public/seats');
    expect((error as ApiContractError).issues[0]?.path).toEqual(['used']);
  });

  it('maps the error body to status, message, code, request id and field errors', async () => {
    // Prepare
    const body = {
      message: 'Request validation failed',
      code: 'VALIDATION_FAILED',
      requestId: 'req-1',
      fieldErrors: [{ path: 'body.name', message: 'Account name is required' }],
    };
    const { client } = buildClient({ respond: () => json(body, 400) });

    // Act
    const error = await client
      .request(createAccount, { schema: accountSchema, body: { name: '' } })
      .catch((caught: unknown) => caught);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Request validation failed',
      code: 'VALIDATION_FAILED',
      requestId: 'req-1',
      fieldErrors: body.fieldErrors,
    });
  });

  it('falls back to the status text when the error body is not the shared error shape', async () => {
    // Prepare
    const { client } = buildClient({
      respond: () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });

    // Act
    const error = await client
      .request('GET /api/profile', { schema: z.unknown() })
      .catch((caught: unknown) => caught);

    // Assess
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', code: undefined });
  });

  it("shows the server's own message even under a code this build does not know", async () => {
    // Prepare
    const { client } = buildClient({
      respond: () =>
        new Response(JSON.stringify({ message: 'Market data unavailable', code: 'A_CODE_FROM_LATER' }), {
          status: 503,
          statusText: 'Service Unavailable',
        }),
    });

    // Act
    const error = await client
      .request('GET /api/profile', { schema: z.unknown() })
      .catch((caught: unknown) => caught);

    // Assess
    expect(error).toMatchObject({ status: 503, message: 'Market data unavailable', code: undefined });
  });

  it('rejects a route that is not in the shared table', async () => {
    // Prepare
    const { client } = buildClient({ respond: () => json({}) });

    // Act
    const unknown = client.request('DELETE /api/nothing' as RouteKey, { schema: z.unknown() });

    // Assess
    await expect(unknown).rejects.toThrow('Unknown API route DELETE /api/nothing');
  });
});
