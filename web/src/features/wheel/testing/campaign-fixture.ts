import type { CampaignSummary, CampaignView } from '@thetix/shared/contracts/campaigns';

/**
 * A wheel on PEP as the API answers it: a $150 put sold Oct 1 for $300, assigned Oct 17 (100 shares at $150), a
 * $155 call sold Oct 20 for $200 and still open; the basis lowered by both premiums is $145.00 a share.
 */
export function wheelCampaign(overrides: Partial<CampaignView> = {}): CampaignView {
  return {
    id: 'acc-1~line-1',
    account_id: 'acc-1',
    account_name: 'Individual Brokerage',
    ticker: 'PEP',
    status: 'open',
    started_with: 'put',
    start: '2026-10-01',
    end: null,
    phase: 'shares',
    days_in: { put: 16, shares: 41, flat: 0 },
    cycle_count: 1,
    roll_count: 1,
    shares: 100,
    basis_per_share: 150,
    adjusted_basis_per_share: 145,
    capital_at_risk: 15_000,
    put_income: 300,
    call_income: 0,
    dividends: 0,
    realised_equity: 0,
    realised: 300,
    unrealised: 412.5,
    result: 712.5,
    peak_capital_at_risk: 15_000,
    return_on_capital: 0.0475,
    annualised_return: 0.304167,
    days: 57,
    short_contracts_closed: 1,
    short_contracts_assigned: 1,
    assignment_rate: 1,
    buy_and_hold: {
      money: 15_000,
      start_price: 152,
      end_price: 153.25,
      shares: 98.684211,
      value: 15_123.36,
      result: 123.36,
      return_on_capital: 0.008224,
    },
    group_ids: ['g-1'],
    phases: [
      { phase: 'put', from: '2026-10-01', to: '2026-10-17', days: 16 },
      { phase: 'shares', from: '2026-10-17', to: '2026-11-27', days: 41 },
    ],
    cycles: [
      {
        number: 1,
        start: '2026-10-01',
        end: null,
        ended_by: null,
        put_income: 300,
        call_income: 0,
        dividends: 0,
        realised_equity: 0,
        realised: 300,
        unrealised: 412.5,
        result: 712.5,
        peak_capital_at_risk: 15_000,
        return_on_capital: 0.0475,
        annualised_return: 0.304167,
        days: 57,
      },
    ],
    events: [
      {
        date: '2026-10-01',
        timestamp: '2026-10-01T15:00:00.000Z',
        kind: 'put_sold',
        cycle: 1,
        line_ids: ['line-1'],
        option_type: 'put',
        from: null,
        to: { symbol: 'PEP261017P00150000', strike: 150, expiration: '2026-10-17', contracts: 1, price: 3 },
        shares: null,
        price: null,
        cash: 300,
        implied: false,
      },
      {
        date: '2026-10-17',
        timestamp: '2026-10-17T20:00:00.000Z',
        kind: 'put_assigned',
        cycle: 1,
        line_ids: ['line-2', 'line-3'],
        option_type: 'put',
        from: { symbol: 'PEP261017P00150000', strike: 150, expiration: '2026-10-17', contracts: 1, price: 0 },
        to: null,
        shares: 100,
        price: 150,
        cash: -15_000,
        implied: false,
      },
    ],
    rolls: [
      {
        date: '2026-10-10',
        option_type: 'put',
        from: { symbol: 'PEP261010P00150000', strike: 150, expiration: '2026-10-10', contracts: 1, price: 1 },
        to: { symbol: 'PEP261017P00150000', strike: 150, expiration: '2026-10-17', contracts: 1, price: 2 },
        net_credit: 100,
      },
    ],
    basis: [
      {
        date: '2026-10-01',
        shares: 0,
        basis_per_share: null,
        adjusted_basis_per_share: null,
        capital_at_risk: 15_000,
      },
      {
        date: '2026-10-17',
        shares: 100,
        basis_per_share: 150,
        adjusted_basis_per_share: 147,
        capital_at_risk: 15_000,
      },
      {
        date: '2026-10-20',
        shares: 100,
        basis_per_share: 150,
        adjusted_basis_per_share: 145,
        capital_at_risk: 15_000,
      },
    ],
    open_options: [],
    ...overrides,
  };
}

/** The summary of a campaign, as GET /api/campaigns lists it. */
export function summaryOf(campaign: CampaignView): CampaignSummary {
  const { phases: _p, cycles: _c, events: _e, rolls: _r, basis: _b, open_options: _o, ...summary } = campaign;
  return summary;
}

export const stamp = {
  as_of: '2026-11-27T21:00:00.000Z',
  data_source: 'simulated' as const,
  provenance: { source: 'simulator', asOf: '2026-11-27T21:00:00.000Z', delayedMinutes: 0, stale: false },
};
