import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { vi } from 'vitest';

/** A completed card with two widgets; overrides change any field. */
export const createCard = (overrides: Partial<Card> = {}): Card => ({
  id: 'card-1',
  collection_id: 'col-1',
  query: 'price of AAPL',
  user_query: 'price of AAPL',
  position: 0,
  update_cadence_seconds: 0,
  materialized_result: [
    { widget: 'price', symbol: 'AAPL', value: 190 },
    { widget: 'markdown', content: 'Apple is **up**.' },
  ] as Card['materialized_result'],
  materialized_updated_at: '2026-01-05T15:00:00.000Z',
  scheduled_update_at: null,
  job_status: null,
  job_progress: null,
  dsl_template: [],
  dsl_version: 1,
  created_at: '2026-01-05T14:00:00.000Z',
  query_updated_at: '2026-01-05T14:00:00.000Z',
  dsl_updated_at: '2026-01-05T14:00:00.000Z',
  refresh_available_at: null,
  debug_info: null,
  ...overrides,
});

/** The default, private collection; overrides change any field. */
export const createCollection = (overrides: Partial<CardCollection> = {}): CardCollection => ({
  id: 'col-1',
  name: 'My Thetix Cards',
  description: '',
  is_default: true,
  is_public: false,
  hide_amounts: false,
  position: 0,
  card_count: 1,
  created_at: '2026-01-05T14:00:00.000Z',
  updated_at: '2026-01-05T14:00:00.000Z',
  ...overrides,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The browser's fetch answered per `METHOD /path` (the XSRF token call of writes included). Anything not listed
 * is a 500, so a stray call shows in the test.
 */
export function stubApi(routes: Record<string, () => Response | Promise<Response>>) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    if (key === 'GET /api/token') return Promise.resolve(json({ token: 'x'.repeat(32) }));
    const answer = routes[key];
    return Promise.resolve(
      answer ? answer() : json({ message: `Not stubbed: ${key}`, code: 'INTERNAL' }, 500),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
