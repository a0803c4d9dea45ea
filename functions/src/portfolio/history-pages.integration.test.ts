import { createLine } from '@thetix/shared/portfolio/testing/ledger-fixtures';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, stackTable, writeAs } from '../testing/stack-client';
import { buildPortfolioRepository } from './portfolio-repository';

interface Page {
  groups: { id: string; accountId: string; ticker: string; type: string; date: string }[];
  next_cursor: string | null;
  summary: { count: number; optionsIncome: number; dividends: number; equityTrades: number };
  scope: { groups: number; testData: boolean };
}

describe('trading history pages against the local stack', () => {
  it('filters and pages the example portfolio like the unpaged list, and refuses bad parameters', async () => {
    // Prepare
    const user = await createUserWithProfile();
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    expect(loaded.status).toBe(201);
    const accountId = String(loaded.body?.accountId);
    const all = (await callApi('/api/portfolio/transactions', { token: user.token }))
      .body as unknown as Page['groups'];
    // Act
    const pages: Page[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await callApi(
        `/api/portfolio/transactions?accountId=${accountId}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
        { token: user.token },
      );
      expect(response.status).toBe(200);
      pages.push(response.body as unknown as Page);
      cursor = pages.at(-1)!.next_cursor;
    }
    const dividends = (
      await callApi('/api/positions/KO/transactions/new?type=dividend&limit=500', { token: user.token })
    ).body as unknown as Page;
    const unpagedDividends = (
      await callApi('/api/portfolio/transactions?ticker=ko&type=dividend', { token: user.token })
    ).body as unknown as Page['groups'];
    const tooMany = await callApi('/api/portfolio/transactions?limit=501', { token: user.token });
    const badCursor = await callApi('/api/portfolio/transactions?cursor=abc', { token: user.token });
    // Assess
    expect(all.length).toBeGreaterThan(14);
    expect(pages.flatMap((page) => page.groups.map((group) => group.id))).toEqual(
      all.map((group) => group.id),
    );
    expect(pages.slice(0, -1).every((page) => page.groups.length === 7)).toBe(true);
    expect(pages[0]!.summary.count).toBe(all.length);
    expect(pages[0]!.scope).toEqual({ groups: all.length, testData: true });
    expect(dividends.groups.length).toBeGreaterThan(0);
    expect(dividends.groups.every((group) => group.ticker === 'KO' && group.type === 'dividend')).toBe(true);
    expect(dividends.summary.dividends).toBeGreaterThan(0);
    expect(dividends.next_cursor).toBeNull();
    expect(unpagedDividends.map((group) => group.id)).toEqual(dividends.groups.map((group) => group.id));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'query.limit' })]);
    expect(badCursor.status).toBe(400);
  });

  it('never answers more than 1 MB, paged or not', async () => {
    // Prepare: 3,000 share purchases, about 1.4 MB of history.
    const user = await createUserWithProfile();
    const created = await writeAs(user, '/api/accounts', 'POST', { name: 'Busy trader' });
    const accountId = String(created.body?.id);
    const start = Date.UTC(2024, 0, 2, 15);
    await buildPortfolioRepository(stackTable()).putLines(
      user.userId,
      Array.from({ length: 3_000 }, (_, index) =>
        createLine({
          id: `busy-${String(index).padStart(5, '0')}`,
          accountId,
          timestamp: new Date(start + Math.floor(index / 2) * 3_600_000).toISOString(),
        }),
      ),
    );
    // Act
    const unpaged = await fetchRaw(user.token, `/api/portfolio/transactions?accountId=${accountId}`);
    const paged = await fetchRaw(user.token, `/api/portfolio/transactions?accountId=${accountId}&limit=500`);
    const rest = await fetchRaw(
      user.token,
      `/api/portfolio/transactions?accountId=${accountId}&cursor=${unpaged.nextCursor}&limit=500`,
    );
    // Assess
    expect(unpaged.bytes).toBeLessThanOrEqual(1_000_000);
    expect(unpaged.nextCursor).toBeTruthy();
    const first = unpaged.body as unknown as Page['groups'];
    expect(first.length).toBeGreaterThan(1_000);
    expect(first.length).toBeLessThan(3_000);
    expect(paged.bytes).toBeLessThanOrEqual(1_000_000);
    expect((paged.body as Page).groups).toHaveLength(500);
    expect((paged.body as Page).summary.count).toBe(3_000);
    const next = rest.body as unknown as Page;
    expect(next.groups[0]!.id).not.toBe(first.at(-1)!.id);
    expect(new Set([...first, ...next.groups].map((group) => group.id)).size).toBe(first.length + 500);
  });
});

/** The raw answer: its size in bytes as sent (uncompressed) and the unpaged answer's cursor header. */
async function fetchRaw(token: string, path: string) {
  const response = await callApi(path, { token, headers: { 'accept-encoding': 'identity' } });
  expect(response.status).toBe(200);
  return {
    body: response.body as unknown,
    bytes: Buffer.byteLength(JSON.stringify(response.body)),
    nextCursor: response.headers.get('x-next-cursor'),
  };
}
