import { screen, within } from '@testing-library/react';
import type { AccountCash, Watchlist } from '@thetix/shared/contracts/watchlist';
import type { PutSellOpportunity } from '@thetix/shared/contracts/opportunities';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { createPutInput } from '@thetix/shared/opportunities/testing/fixtures';
import { createTestMarket } from '@thetix/shared/opportunities/testing/test-market';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../components/testing/render-in-dom';
import { startImpersonation, stopImpersonation } from '../../lib/impersonation';
import { stamp, summaryOf, wheelCampaign } from '../../features/wheel/testing/campaign-fixture';
import { WheelRoute } from './wheel';

/** The engine's balanced weekly put on ACME at $100 with $10,000 set aside, as the account's one active put card. */
const put = {
  ...(generateOpportunities(
    createPutInput({ market: createTestMarket({ tickers: { ACME: { price: 100 } } }) }),
  ).opportunities[0] as PutSellOpportunity),
  id: 'put-1',
  status: 'active' as const,
};

const brokerage = {
  id: 'acc-1',
  userId: 'user-1',
  name: 'Individual Brokerage',
  source: 'sandbox' as const,
  hidden: false,
  positionsCount: 0,
  cashBalance: 25_000,
  totalValue: 25_000,
  createdAt: '2026-11-27T15:00:00.000Z',
};

const account = (overrides: Partial<AccountCash> = {}): AccountCash => ({
  accountId: 'acc-1',
  name: 'Individual Brokerage',
  source: 'sandbox',
  hidden: false,
  cashBalance: 25_000,
  cashSource: 'synced',
  cashUpdatedAt: '2026-11-27T15:00:00.000Z',
  syncedCashBalance: 25_000,
  cashSetAside: 10_000,
  cashForPuts: 10_000,
  ...overrides,
});

const entry = (ticker: string, overrides: Partial<Watchlist['entries'][number]> = {}) => ({
  ticker,
  name: `${ticker} Inc.`,
  targetPrice: null,
  targetAllocationPercent: null,
  riskLevel: 'conservative' as const,
  accountId: 'acc-1',
  testData: false,
  createdAt: '2026-11-27T15:00:00.000Z',
  updatedAt: '2026-11-27T15:00:00.000Z',
  ...overrides,
});

/** A server holding a watchlist and the cash of two accounts (one hidden); records every write it gets. */
function stubServer(
  options: {
    entries?: Watchlist['entries'];
    putAnswer?: { status: number; body: unknown };
    puts?: unknown[];
    campaigns?: unknown[];
  } = {},
) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  let entries = options.entries ?? [entry('PEP', { targetPrice: 142.5, testData: true })];
  const accounts = [account(), account({ accountId: 'acc-2', name: 'Old', hidden: true })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      if (pathname === '/api/token') return Response.json({ token: 'xsrf-token-for-tests' });
      if (method === 'GET' && pathname === '/api/watchlist') return Response.json({ entries, limit: 50 });
      if (method === 'GET' && pathname === '/api/cash') return Response.json({ accounts });
      if (method === 'GET' && pathname === '/api/accounts') return Response.json([brokerage]);
      if (method === 'GET' && pathname === '/api/opportunities')
        return Response.json({ opportunities: options.puts ?? [] });
      if (method === 'GET' && pathname.startsWith('/api/opportunities/')) return Response.json(put);
      if (method === 'GET' && pathname === '/api/campaigns')
        return Response.json({ campaigns: options.campaigns ?? [], ...stamp });
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      writes.push({ method, path: pathname, body });
      if (method === 'PUT' && pathname.startsWith('/api/watchlist/')) {
        if (options.putAnswer)
          return Response.json(options.putAnswer.body, { status: options.putAnswer.status });
        const created = entry(pathname.split('/').pop()!, body ?? {});
        entries = [...entries, created];
        return Response.json(created, { status: 201 });
      }
      if (method === 'DELETE') {
        entries = entries.filter((item) => item.ticker !== pathname.split('/').pop());
        return new Response(null, { status: 204 });
      }
      if (method === 'PUT' && pathname === '/api/accounts/acc-1/cash') {
        Object.assign(accounts[0]!, body, {
          cashForPuts: Number(body?.cashSetAside ?? accounts[0]!.cashSetAside),
        });
        return Response.json(accounts[0]);
      }
      return Response.json({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return writes;
}

describe('the Wheel page (issue 31 items 1 and 4)', () => {
  afterEach(() => {
    stopImpersonation();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the active put cards, opening the put drawer, and the campaigns', async () => {
    // Prepare
    stubServer({
      puts: [put, { ...put, id: 'put-2', status: 'acted_upon' }],
      campaigns: [summaryOf(wheelCampaign())],
    });
    const { user } = renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    // Act
    const card = await screen.findByRole('article', { name: 'Sell ACME Cash-Secured Put' });
    const campaign = await screen.findByRole('article', { name: 'PEP campaign' });
    const cards = screen.getAllByRole('article', { name: /Cash-Secured Put/ }).length;
    const count = screen.getByText('1 put to sell').textContent;
    await user.click(within(card).getByRole('button', { name: 'Preview & Trade' }));
    const drawer = await screen.findByRole('dialog');
    // Assess
    expect(cards).toBe(1);
    expect(count).toBe('1 put to sell');
    expect(within(drawer).getByText('Sell ACME Cash-Secured Put')).toBeDefined();
    expect(campaign.querySelector('[data-figure="Put income"]')?.textContent).toBe('$300.00');
  });

  it('says there is no put and no campaign yet in the product’s voice', async () => {
    // Prepare
    stubServer({ entries: [] });
    // Act
    renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    // Assess
    expect(await screen.findByRole('heading', { name: 'No put to sell right now' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'No campaign yet' })).toBeDefined();
    expect(await screen.findByText(/No watchlist yet\. Add a stock you would like to own/)).toBeDefined();
  });

  it('lists the watchlist and the visible accounts’ cash, with what puts may use', async () => {
    // Prepare
    stubServer();
    // Act
    renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    // Assess
    const row = await screen.findByText('PEP');
    expect(within(row.closest('tr')!).getByText('at $142.50')).toBeDefined();
    expect(within(row.closest('tr')!).getByText('Example')).toBeDefined();
    expect(within(row.closest('tr')!).getByText('Individual Brokerage')).toBeDefined();
    const cash = await screen.findByRole('table', { name: 'Individual Brokerage cash' });
    expect(within(cash).getByText('$25,000.00')).toBeDefined();
    expect(within(cash).getAllByText('$10,000.00')).toHaveLength(2);
    expect(screen.getByText('From brokerage')).toBeDefined();
    expect(screen.queryByText('Old')).toBeNull();
    expect(screen.getByText('1 of 50 tickers.')).toBeDefined();
  });

  it('adds a ticker with its target, risk and account, and removes one', async () => {
    // Prepare
    const writes = stubServer();
    const { user } = renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    await screen.findByText('PEP');
    // Act
    await user.type(screen.getByLabelText('Ticker'), 'jnj');
    await user.type(screen.getByLabelText('Target allocation'), '3');
    await user.selectOptions(screen.getByLabelText('Risk level'), 'balanced');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('JNJ');
    await user.click(screen.getByRole('button', { name: 'Remove PEP' }));
    // Assess
    await vi.waitFor(() => expect(screen.queryByText('PEP')).toBeNull());
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/watchlist/JNJ',
        body: { targetAllocationPercent: 3, riskLevel: 'balanced', accountId: 'acc-1' },
      },
      { method: 'DELETE', path: '/api/watchlist/PEP', body: null },
    ]);
  });

  it('shows the server’s message when a ticker is refused, and refuses a target that is not a number itself', async () => {
    // Prepare
    const writes = stubServer({
      putAnswer: {
        status: 404,
        body: { message: 'Ticker ZZZZ not found', code: 'NOT_FOUND', requestId: 'r' },
      },
    });
    const { user } = renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    await screen.findByText('PEP');
    // Act
    await user.type(screen.getByLabelText('Ticker'), 'ZZZZ');
    await user.type(screen.getByLabelText('Target price'), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const local = await screen.findByRole('alert');
    const localText = local.textContent;
    await user.clear(screen.getByLabelText('Target price'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    // Assess
    expect(localText).toBe('Target price and allocation must be numbers, for example 142.50 or 3');
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ticker ZZZZ not found'));
    expect(writes).toHaveLength(1);
  });

  it('saves only the set-aside part when only it changed, so a synced balance stays synced', async () => {
    // Prepare
    const writes = stubServer();
    const { user } = renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    // Act
    await user.click(await screen.findByRole('button', { name: 'Edit cash' }));
    const aside = screen.getByLabelText('Set aside for puts');
    await user.clear(aside);
    await user.type(aside, '12,000');
    await user.click(screen.getByRole('button', { name: 'Save cash' }));
    // Assess
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/api/accounts/acc-1/cash',
      body: { cashSetAside: 12_000 },
    });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Save cash' })).toBeNull());
  });

  it('shows an admin viewing as the user no editing controls', async () => {
    // Prepare
    startImpersonation({ userId: 'user-2', email: 'b@thetix.local', startedAt: new Date().toISOString() });
    stubServer();
    // Act
    renderInDom(
      <MemoryRouter>
        <WheelRoute />
      </MemoryRouter>,
    );
    await screen.findByText('PEP');
    await screen.findByRole('table', { name: 'Individual Brokerage cash' });
    // Assess
    expect(screen.queryByRole('form', { name: 'Add to watchlist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit cash' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove PEP' })).toBeNull();
  });
});
