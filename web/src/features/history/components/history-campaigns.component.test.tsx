import { screen, within } from '@testing-library/react';
import type { CampaignList, CampaignSummary } from '@thetix/shared/contracts/campaigns';
import type { TransactionGroup, TransactionPage } from '@thetix/shared/contracts/portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { groupByCampaign } from '../model/campaign-groups';
import { HistoryPage } from './history-page';

const optionGroup = (
  id: string,
  ticker: string,
  date: string,
  optionType: 'put' | 'call',
): TransactionGroup => ({
  id,
  accountId: 'account-1',
  ticker,
  date,
  type: 'option',
  strategy: optionType === 'put' ? 'put_sell' : 'covered_call',
  source: 'synced',
  status: 'Expired',
  outcome: null,
  profitLoss: 100,
  testData: false,
  transactions: [
    {
      id: `${id}-line`,
      accountId: 'account-1',
      ticker,
      symbol: id,
      timestamp: `${date}T15:00:00.000Z`,
      tickerType: 'option',
      orderType: 'sell',
      optionType,
      expiration: '2026-12-18',
      strike: 60,
      quantity: 1,
      price: 1,
      fees: 0,
      totalCost: 100,
      source: 'synced',
    },
  ],
});

const campaign = (overrides: Partial<CampaignSummary>): CampaignSummary => ({
  id: 'account-1~line',
  account_id: 'account-1',
  account_name: 'Brokerage',
  ticker: 'KO',
  status: 'open',
  started_with: 'put',
  start: '2026-06-01',
  end: null,
  phase: 'shares',
  days_in: { put: 10, shares: 20, flat: 0 },
  cycle_count: 1,
  roll_count: 0,
  shares: 100,
  basis_per_share: 60,
  adjusted_basis_per_share: 58,
  capital_at_risk: 6000,
  put_income: 150,
  call_income: 80,
  dividends: 0,
  realised_equity: 0,
  realised: 230,
  unrealised: -40,
  result: 190,
  peak_capital_at_risk: 6000,
  return_on_capital: 0.03,
  annualised_return: 0.4,
  days: 30,
  short_contracts_closed: 1,
  short_contracts_assigned: 1,
  assignment_rate: 1,
  buy_and_hold: null,
  group_ids: [],
  ...overrides,
});

// Newest first, as the route answers: a KO call, an AAPL dividend-like option of no campaign, the KO put, a PEP put.
const groups = [
  optionGroup('ko-call', 'KO', '2026-07-01', 'call'),
  optionGroup('aapl-call', 'AAPL', '2026-06-20', 'call'),
  optionGroup('pep-put', 'PEP', '2026-06-10', 'put'),
  optionGroup('ko-put', 'KO', '2026-06-01', 'put'),
];
const campaigns = [
  campaign({
    id: 'account-1~pep',
    ticker: 'PEP',
    start: '2026-06-10',
    group_ids: ['pep-put'],
    put_income: 90,
    call_income: 0,
    result: -12.5,
    status: 'closed',
    end: '2026-06-30',
  }),
  campaign({ id: 'account-1~ko', group_ids: ['ko-put', 'ko-call', 'ko-not-shown'] }),
];

/** A server with the four groups on pages of `pageSize` and the two campaigns; records the paths it was asked. */
function stubServer(pageSize: number) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url);
      if (url.pathname === '/api/campaigns') {
        const list: CampaignList = {
          campaigns,
          as_of: '2026-07-02T20:00:00.000Z',
          data_source: 'simulated',
          provenance: {
            source: 'simulator',
            asOf: '2026-07-02T20:00:00.000Z',
            delayedMinutes: 0,
            stale: false,
          },
        };
        return Response.json(list);
      }
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const end = Math.min(groups.length, start + pageSize);
      const page: TransactionPage = {
        groups: groups.slice(start, end),
        next_cursor: end < groups.length ? String(end) : null,
        summary: { count: groups.length, optionsIncome: 400, dividends: 0, equityTrades: 0 },
        scope: { groups: groups.length, testData: false },
      };
      return Response.json(page);
    }),
  );
  return asked;
}

describe('groupByCampaign', () => {
  it("puts each campaign's groups under it in the history's order, campaigns by their newest group, the rest after", () => {
    // Act
    const grouped = groupByCampaign(groups, campaigns);
    // Assess
    expect(
      grouped.campaigns.map((section) => [section.campaign.ticker, section.groups.map((group) => group.id)]),
    ).toEqual([
      ['KO', ['ko-call', 'ko-put']],
      ['PEP', ['pep-put']],
    ]);
    expect(grouped.others.map((group) => group.id)).toEqual(['aapl-call']);
  });

  it('leaves out a campaign none of whose groups is shown and matches groups within their account', () => {
    // Act
    const grouped = groupByCampaign([{ ...groups[0]!, accountId: 'account-2' }, groups[2]!], campaigns);
    // Assess
    expect(grouped.campaigns.map((section) => section.campaign.ticker)).toEqual(['PEP']);
    expect(grouped.others.map((group) => group.id)).toEqual(['ko-call']);
  });
});

describe('HistoryPage grouped by campaign (issue 31 item 4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads every page, shows each campaign with its figures and groups, then the groups of no campaign', async () => {
    // Prepare: pages of 500 are asked; the stub answers 3 at a time, so two pages hold the four groups.
    const asked = stubServer(3);
    const { user } = renderInDom(<HistoryPage accountId="account-1" />);
    await screen.findAllByText(/KO \$60\.00 Call/);

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'Group by campaign' }));

    // Assess
    const list = await screen.findByTestId('history-by-campaign');
    const ko = within(list).getByRole('region', { name: 'KO campaign' });
    expect(ko.textContent).toContain('Open');
    expect(ko.textContent).toContain('since 2026-06-01');
    expect(ko.textContent).toContain('Puts $150.00 · Calls $80.00');
    expect(ko.textContent).toContain('+$190.00');
    expect(
      [...ko.querySelectorAll('[data-group-id]')].map((row) => row.getAttribute('data-group-id')),
    ).toEqual(['ko-call', 'ko-put']);
    const pep = within(list).getByRole('region', { name: 'PEP campaign' });
    expect(pep.textContent).toContain('Closed');
    expect(pep.textContent).toContain('2026-06-10 – 2026-06-30');
    expect(pep.textContent).toContain('−$12.50');
    const others = within(list).getByRole('region', { name: 'Not in a campaign' });
    expect(
      [...others.querySelectorAll('[data-group-id]')].map((row) => row.getAttribute('data-group-id')),
    ).toEqual(['aapl-call']);
    // Sections in order: KO (newest group), PEP, then the rest.
    expect(
      [...list.querySelectorAll('section')].map(
        (section) => section.getAttribute('aria-label') ?? section.querySelector('h3')?.textContent,
      ),
    ).toEqual(['KO campaign', 'PEP campaign', 'Not in a campaign']);
    expect(within(list).getByRole('status').textContent).toContain(
      'all 4 transactions these filters select are loaded',
    );
    const everyPage = asked.filter(
      (url) => url.pathname === '/api/portfolio/transactions' && url.searchParams.get('limit') === '500',
    );
    expect(everyPage.map((url) => url.searchParams.get('cursor'))).toEqual([null, '3']);
    expect(asked.find((url) => url.pathname === '/api/campaigns')?.searchParams.get('accountId')).toBe(
      'account-1',
    );
  });
});
