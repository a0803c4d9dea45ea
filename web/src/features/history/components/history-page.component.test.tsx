import { screen, within } from '@testing-library/react';
import type { TransactionGroup, TransactionPage } from '@thetix/shared/contracts/portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { HistoryPage } from './history-page';

const dividend = (index: number): TransactionGroup => ({
  id: `div-${index}`,
  accountId: 'account-1',
  ticker: 'KO',
  date: '2026-01-05',
  type: 'dividend',
  strategy: 'dividend',
  source: 'synced',
  status: null,
  outcome: null,
  profitLoss: 10,
  testData: false,
  transactions: [
    {
      id: `div-${index}`,
      accountId: 'account-1',
      ticker: 'KO',
      symbol: 'KO',
      timestamp: '2026-01-05T15:00:00.000Z',
      tickerType: 'dividend',
      quantity: 20,
      price: 0.5,
      fees: 0,
      totalCost: 10,
      source: 'synced',
    },
  ],
});

/** A server of `total` dividends, paged by `limit` with the index as cursor; records every query it gets. */
function stubHistory(total: number, scopeGroups = total) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      queries.push(url.searchParams);
      const limit = Number(url.searchParams.get('limit'));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = Math.min(total, start + limit);
      const page: TransactionPage = {
        groups: Array.from({ length: end - start }, (_, index) => dividend(start + index)),
        next_cursor: end < total ? String(end) : null,
        summary: { count: total, optionsIncome: 0, dividends: total * 10, equityTrades: 0 },
        scope: { groups: scopeGroups, testData: false },
      };
      return Response.json(page);
    }),
  );
  return queries;
}

describe('HistoryPage pages (issue 19 item 2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the filters to the server, shows its summary over all pages and loads more on request', async () => {
    // Prepare
    const queries = stubHistory(130);
    const { user } = renderInDom(<HistoryPage accountId="account-1" embedded />);
    await screen.findAllByText(/KO dividend/);

    // Act
    await user.selectOptions(screen.getByLabelText('Type'), 'dividend');
    await vi.waitFor(() => expect(queries.at(-1)?.get('type')).toBe('dividend'));
    await screen.findByText('Showing 100 of 130 transactions');
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess
    await vi.waitFor(() => expect(document.querySelectorAll('[data-group-id]')).toHaveLength(130));
    expect(queries[0]!.get('accountId')).toBe('account-1');
    expect(queries[0]!.get('limit')).toBe('100');
    expect(queries[0]!.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(queries.at(-1)!.get('cursor')).toBe('100');
    const summary = screen.getByLabelText('Transaction summary');
    expect(within(summary).getByText('130')).toBeDefined();
    expect(within(summary).getByText('$1,300.00')).toBeDefined();
    expect(screen.getByText(/every transaction these filters select, loaded or not/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks the server for the filtered history as a CSV and downloads it from the signed link', async () => {
    // Prepare: the history pages as before, and an export that is ready on its first status call.
    const queries = stubHistory(620);
    const historyFetch = globalThis.fetch;
    const exportCalls: { method: string; path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const method = init?.method ?? 'GET';
        if (url.pathname === '/api/token') return Response.json({ token: 'xsrf-token-of-the-test-user' });
        if (!url.pathname.startsWith('/api/history-exports')) return historyFetch(input, init);
        exportCalls.push({
          method,
          path: url.pathname,
          body: init?.body ? JSON.parse(String(init.body)) : null,
        });
        const ready = method === 'GET';
        return Response.json(
          {
            id: 'export-1',
            status: ready ? 'ready' : 'pending',
            createdAt: '2026-11-26T12:00:00.000Z',
            fileName: 'thetix-trading-history-2026-11-26.csv',
            rows: ready ? 620 : null,
            downloadUrl: ready ? '/api/history-exports/export-1/file?signature=abc' : null,
            error: null,
          },
          { status: ready ? 200 : 202 },
        );
      }),
    );
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const { user } = renderInDom(<HistoryPage accountId="account-1" embedded />);
    await screen.findByText('Showing 100 of 620 transactions');
    await user.selectOptions(screen.getByLabelText('Type'), 'dividend');

    // Act
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    // Assess
    await vi.waitFor(() => expect(saved).toHaveLength(1), { timeout: 5_000 });
    expect(saved[0]).toEqual({
      href: '/api/history-exports/export-1/file?signature=abc',
      download: 'thetix-trading-history-2026-11-26.csv',
    });
    expect(exportCalls[0]).toMatchObject({
      method: 'POST',
      path: '/api/history-exports',
      body: { accountId: 'account-1', type: 'dividend', from: queries[0]!.get('from') },
    });
    expect(exportCalls.at(-1)).toMatchObject({ method: 'GET', path: '/api/history-exports/export-1' });
    // The pages are not fetched again for the file: the server writes it.
    expect(queries.filter((query) => query.get('limit') === '500')).toHaveLength(0);
    expect(screen.getByText(/Export CSV saves the filtered history: all 620 transactions/)).toBeDefined();
  });

  it('tells an empty history from filters that select nothing', async () => {
    stubHistory(0, 0);
    const first = renderInDom(<HistoryPage accountId="" embedded />);
    expect(await screen.findByText('No trades yet')).toBeDefined();
    first.unmount();

    stubHistory(0, 12);
    renderInDom(<HistoryPage accountId="" embedded />);
    expect(await screen.findByText('No transactions found')).toBeDefined();
  });
});
