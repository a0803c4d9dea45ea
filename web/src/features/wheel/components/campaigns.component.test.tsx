import { screen, within } from '@testing-library/react';
import type { CampaignView } from '@thetix/shared/contracts/campaigns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { stamp, summaryOf, wheelCampaign } from '../testing/campaign-fixture';
import { CampaignList } from './campaign-list';
import { PositionCampaigns } from './position-campaigns';

/** A server answering the campaign routes from these campaigns; records the paths it was asked. */
function stubCampaigns(campaigns: CampaignView[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/campaigns')
        return Response.json({ campaigns: campaigns.map(summaryOf), ...stamp });
      if (url.pathname.startsWith('/api/positions/'))
        return Response.json({ campaigns: campaigns.map(summaryOf), ...stamp });
      const one = campaigns.find(
        (campaign) => url.pathname === `/api/campaigns/${encodeURIComponent(campaign.id)}`,
      );
      if (one) return Response.json({ campaign: one, ...stamp });
      return Response.json({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return asked;
}

const closed = wheelCampaign({
  id: 'acc-1~line-0',
  ticker: 'KO',
  status: 'closed',
  start: '2026-11-01',
  end: '2026-11-20',
  phase: 'flat',
  result: -42.1,
  adjusted_basis_per_share: null,
  basis_per_share: null,
});

describe('campaigns (issue 31 item 4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists open campaigns first, each figure as the API gives it', () => {
    // Act
    renderInDom(
      <MemoryRouter>
        <CampaignList
          campaigns={[summaryOf(closed), summaryOf(wheelCampaign())]}
          isPending={false}
          error={null}
          empty={{ title: 'No campaign yet', text: '' }}
        />
      </MemoryRouter>,
    );
    // Assess
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['PEP campaign', 'KO campaign']);
    const pep = cards[0]!;
    const figure = (label: string) => pep.querySelector(`[data-figure="${label}"]`)?.textContent;
    expect(figure('Days in')).toBe('57 days');
    expect(figure('Cycles')).toBe('1');
    expect(figure('Put income')).toBe('$300.00');
    expect(figure('Call income')).toBe('$0.00');
    expect(figure('Adjusted basis / share')).toBe('$145.00');
    expect(figure('Result')).toBe('+$712.50');
    expect(figure('Return on capital at risk')).toBe('4.8%');
    expect(figure('Assignment rate')).toBe('100.0%');
    expect(within(pep).getByText('30.4% annualised · peak $15,000.00')).toBeDefined();
    expect(within(pep).getByText('Holding shares')).toBeDefined();
    expect(figure('Buy and hold')).toContain('$15,000.00 in PEP at $152.00');
    expect(figure('Buy and hold')).toContain('would be +$123.36 (0.8%) at $153.25');
    expect(cards[1]!.querySelector('[data-figure="Result"]')?.textContent).toBe('-$42.10');
    expect(cards[1]!.querySelector('[data-figure="Adjusted basis / share"]')?.textContent).toBe('—');
  });

  it('says so in the product’s voice when there is no campaign', () => {
    // Act
    renderInDom(
      <MemoryRouter>
        <CampaignList
          campaigns={[]}
          isPending={false}
          error={null}
          empty={{ title: 'No campaign yet', text: 'A campaign starts with the first put you sell.' }}
        />
      </MemoryRouter>,
    );
    // Assess
    expect(screen.getByRole('heading', { name: 'No campaign yet' })).toBeDefined();
    expect(screen.getByText('A campaign starts with the first put you sell.')).toBeDefined();
  });

  it('opens a campaign’s detail with its chart, cycles, rolls and events, and toggles the basis view', async () => {
    // Prepare
    const campaign = wheelCampaign();
    const asked = stubCampaigns([campaign]);
    const { user } = renderInDom(
      <MemoryRouter>
        <CampaignList
          campaigns={[summaryOf(campaign)]}
          isPending={false}
          error={null}
          empty={{ title: '', text: '' }}
        />
      </MemoryRouter>,
    );
    // Act
    await user.click(screen.getByRole('button', { name: 'Open the PEP campaign' }));
    const drawer = await screen.findByRole('dialog');
    const chart = await within(drawer).findByRole('img', {
      name: /Adjusted basis per share of the PEP campaign/,
    });
    const lowered = chart.getAttribute('aria-label');
    await user.click(within(drawer).getByRole('button', { name: 'Premium as income' }));
    const income = within(drawer).getByRole('img', { name: /of the PEP campaign/ });
    // Assess
    expect(asked).toContain('/api/campaigns/acc-1~line-1');
    expect(lowered).toBe('Adjusted basis per share of the PEP campaign, from $147.00 to $145.00');
    expect(income.getAttribute('aria-label')).toBe(
      'Basis per share of the PEP campaign, from $150.00 to $150.00',
    );
    expect(income.getAttribute('data-points')).toBe('2');
    expect(within(drawer).getByText('Price now: $153.25')).toBeDefined();
    const cycles = within(drawer).getByRole('table', { name: 'Cycles' });
    expect(within(cycles).getByText('Running')).toBeDefined();
    expect(within(cycles).getByText('4.8% (30.4% a year)')).toBeDefined();
    expect(
      within(drawer).getByText(
        /1 × \$150.00 put, Oct 10, 2026 → 1 × \$150.00 put, Oct 17, 2026, net \+\$100.00/,
      ),
    ).toBeDefined();
    expect(within(drawer).getByText('Put assigned: shares bought')).toBeDefined();
    expect(within(drawer).getByText('-$15,000.00')).toBeDefined();
  });

  it('shows the position’s campaign with its chart on the position page', async () => {
    // Prepare
    const asked = stubCampaigns([wheelCampaign()]);
    // Act
    renderInDom(
      <MemoryRouter>
        <PositionCampaigns ticker="PEP" accountId="acc-1" />
      </MemoryRouter>,
    );
    // Assess
    expect(
      await screen.findByRole('img', { name: /Adjusted basis per share of the PEP campaign/ }),
    ).toBeDefined();
    expect(screen.getByRole('article', { name: 'PEP campaign' })).toBeDefined();
    expect(asked).toContain('/api/positions/PEP/campaigns?accountId=acc-1');
  });

  it('says no campaign yet on a position without one', async () => {
    // Prepare
    stubCampaigns([]);
    // Act
    renderInDom(
      <MemoryRouter>
        <PositionCampaigns ticker="KO" accountId="" />
      </MemoryRouter>,
    );
    // Assess
    expect(await screen.findByRole('heading', { name: 'No campaign on KO yet' })).toBeDefined();
  });
});
