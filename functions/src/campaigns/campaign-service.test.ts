import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { assign, sellToOpen } from '@thetix/shared/campaigns/testing/wheel-lines';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock';
import { createInMemoryPortfolioRepository } from '../portfolio/testing/in-memory-portfolio-repository';
import { buildCampaignService } from './campaign-service';

const market = createMarketSimulator();
const put = { type: 'put' as const, strike: 60, expiration: '2026-02-20' };
const call = { type: 'call' as const, strike: 62, expiration: '2026-03-20' };
const laterPut = { type: 'put' as const, strike: 58, expiration: '2026-06-19' };

async function setUp() {
  const store = createInMemoryPortfolioRepository();
  const account = (id: string, name: string, userId = 'user-1') => ({
    id,
    userId,
    name,
    source: 'manual' as const,
    hidden: false,
    cashBalance: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await store.repository.createAccount(account('acc-1', 'Taxable'));
  await store.repository.createAccount(account('acc-2', 'IRA'));
  await store.repository.createAccount(account('acc-9', 'Theirs', 'user-2'));
  await store.repository.putLines(
    'user-1',
    [
      sellToOpen('put', put, '2026-01-05', 1, 1.5, 0.65),
      ...assign('assigned', put, 1),
      sellToOpen('call', call, '2026-02-23', 1, 1, 0.65),
      ...assign('away', call, 1),
    ].map((line) => ({ ...line, accountId: 'acc-1' })),
  );
  await store.repository.putLines('user-1', [
    { ...sellToOpen('ira-put', laterPut, '2026-05-04', 2, 0.9), accountId: 'acc-2' },
  ]);
  const service = buildCampaignService({
    portfolio: store.repository,
    market,
    clock: fixedClock('2026-05-11T15:00:00Z'),
  });
  return service;
}

describe('campaign service', () => {
  it('lists the caller’s campaigns newest first, rounded, with the market labelled', async () => {
    const service = await setUp();
    // Act
    const all = await service.list('user-1', {});
    const open = await service.list('user-1', { status: 'open' });
    const oneAccount = await service.list('user-1', { accountId: 'acc-1' });
    // Assess
    expect(all.campaigns.map((campaign) => [campaign.id, campaign.account_name, campaign.status])).toEqual([
      ['acc-2~ira-put', 'IRA', 'open'],
      ['acc-1~put', 'Taxable', 'closed'],
    ]);
    // 149.35 + 99.35 + 200 = 448.70 (the full wheel scenario's arithmetic); 2 puts × 58 × 100 = 11,600 at risk.
    expect(all.campaigns[1]).toMatchObject({
      result: 448.7,
      put_income: 149.35,
      call_income: 99.35,
      assignment_rate: 1,
    });
    expect(all.campaigns[0]).toMatchObject({ phase: 'put', capital_at_risk: 11600, shares: 0 });
    expect(open.campaigns.map((campaign) => campaign.id)).toEqual(['acc-2~ira-put']);
    expect(oneAccount.campaigns.map((campaign) => campaign.id)).toEqual(['acc-1~put']);
    expect(all).toMatchObject({ data_source: 'simulated', as_of: '2026-05-11T15:00:00.000Z' });
    expect(all.provenance.source).toBe('simulator');
  });

  it('answers one campaign’s timeline and refuses unknown, other users’ and never-held ones', async () => {
    const service = await setUp();
    const detail = await service.get('user-1', 'acc-1~put');
    expect(detail.campaign.events.map((event) => [event.kind, event.cash])).toEqual([
      ['put_sold', 149.35],
      ['put_assigned', -6000],
      ['call_sold', 99.35],
      ['call_assigned', 6200],
    ]);
    expect(detail.campaign.cycles[0]).toMatchObject({ ended_by: 'called_away', return_on_capital: 0.074783 });
    await expect(service.get('user-1', 'acc-1~nothing')).rejects.toThrow('Campaign acc-1~nothing not found');
    await expect(service.get('user-2', 'acc-1~put')).rejects.toThrow('Campaign acc-1~put not found');
    await expect(service.list('user-2', { accountId: 'acc-1' })).rejects.toThrow('Account acc-1 not found');
    await expect(service.forPosition('user-1', 'PEP', {})).rejects.toThrow('Position PEP not found');
    expect((await service.forPosition('user-1', 'KO', {})).campaigns).toHaveLength(2);
  });
});
