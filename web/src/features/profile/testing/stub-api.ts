import type { Account } from '@thetix/shared/contracts/portfolio';
import { vi } from 'vitest';

export type StubAnswer = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Component tests of the profile pages: the browser's fetch answered per `METHOD /path` (the API client adds the
 * XSRF token call for writes, answered here too). Anything not listed is a 500, so a stray call shows in the test.
 */
export function stubApi(routes: Record<string, StubAnswer>) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/token') return json({ token: 'x'.repeat(32) });
    const answer = routes[key];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return answer ? answer({ url, body }) : json({ message: `Not stubbed: ${key}` }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls made to one `METHOD /path`, with their JSON bodies. */
export const callsTo = (fetch: ReturnType<typeof stubApi>, key: string) =>
  fetch.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));

export const createAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 'acc-1',
  userId: 'user-1',
  name: 'Roth IRA',
  source: 'manual',
  hidden: false,
  positionsCount: 2,
  cashBalance: 0,
  totalValue: 125_000,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});
