import type { AccountCash, WatchlistForPuts } from '@thetix/shared/contracts/watchlist';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { positionInputsAt } from '@thetix/shared/portfolio/holdings';
import { planItem, type PlanItem } from '@thetix/shared/thetix/plan';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCampaignService } from '../../campaigns/campaign-service';
import { fixedClock } from '../../platform/clock';
import { buildPortfolioService } from '../../portfolio/portfolio-service';
import { createInMemoryPortfolioRepository } from '../../portfolio/testing/in-memory-portfolio-repository';
import type { PortfolioRepository } from '../../portfolio/portfolio-repository';
import { buildInMemoryPortfolioData } from '../testing/in-memory-portfolio-data';
import { materialize } from './materialize';
import type { PortfolioData } from './materializer-types';

/**
 * The wheel queries (issue 31 item 5) over the example portfolio in memory: the put is the one a generation run makes
 * from the same watchlist entry and cash, the campaign figures are the campaign service's, and each answer leads.
 */

const market = createMarketSimulator();
const now = new Date('2026-11-24T16:00:00Z');
const userId = 'user-1';
let portfolio: PortfolioData;
let repository: PortfolioRepository;
let accountId: string;

const cashOf = (id: string, forPuts: number): AccountCash => ({
  accountId: id,
  name: 'Example brokerage',
  source: 'manual',
  hidden: false,
  cashBalance: 60_000,
  cashSource: 'example',
  cashUpdatedAt: now.toISOString(),
  syncedCashBalance: null,
  cashSetAside: forPuts,
  cashForPuts: forPuts,
});

const watched = (ticker: string, targetPrice: number | null = null): WatchlistForPuts => ({
  ticker,
  targetPrice,
  targetAllocationPercent: null,
  riskLevel: 'balanced',
  accountId,
  cashForPuts: 40_000,
});

beforeAll(async () => {
  let counter = 0;
  const store = createInMemoryPortfolioRepository();
  repository = store.repository;
  const service = buildPortfolioService({
    portfolio: repository,
    market,
    clock: fixedClock(now.toISOString()),
    ids: () => `id-${(counter += 1)}`,
  });
  await service.loadExamplePortfolio(userId);
  accountId = (await service.listAccounts(userId))[0]!.id;
  portfolio = buildInMemoryPortfolioData({
    service,
    repository,
    market,
    now,
    watchlist: [watched('PEP')],
    cash: [cashOf(accountId, 40_000)],
  });
});

const answerOf = async (item: PlanItem) => {
  const result = await materialize({
    context: { userId, now, market, portfolio, question: 'test' },
    plan: [{ ...item, answer: { kind: item.data.query === 'wheel_puts' ? 'wheel_puts' : 'wheel_campaign' } }],
  });
  const [answer, evidence] = result.widgets;
  return { answer: String((answer as { content?: string }).content), evidence, result };
};

describe('wheel_puts', () => {
  it("names the watched ticker's put the generation run makes, contracts, strike and premium alike", async () => {
    const positions = positionInputsAt(await repository.listLines(userId, { accountId }), now);
    const run = generateOpportunities({
      accountId,
      positions,
      goals: {},
      market,
      now,
      watchlist: [{ ticker: 'PEP', riskLevel: 'balanced', cash: 40_000 }],
    });
    const card = run.opportunities.find((item) => item.opportunity_type === 'put_sell');
    expect(card?.opportunity_type).toBe('put_sell');
    if (card?.opportunity_type !== 'put_sell') return;
    const { answer, evidence, result } = await answerOf(
      planItem('wheel_puts', 'table', 'PEP put to sell', { ticker: 'PEP' }),
    );
    // How this was computed: the collateral with its formula, under the Answer.
    const computations = (result.widgets[0] as { computations?: { figure: string; value: string }[] })
      .computations;
    expect(computations?.find((row) => row.figure === 'Collateral')?.value).toBe(
      `$${card.details.collateral.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const strike = `$${card.details.strike.toFixed(2)}`;
    expect(answer).toMatch(new RegExp(`^Sell \\*\\*${card.details.contracts} PEP \\${strike} puts?\\*\\*`));
    expect(answer).toContain(
      `$${card.details.collateral.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(answer).toContain('From your watchlist entry (balanced risk)');
    const row = (evidence as { rows: unknown[][] }).rows[0]!;
    expect(row.slice(0, 4)).toEqual([
      card.details.option_symbol,
      card.details.contracts,
      card.details.total_premium,
      card.details.collateral,
    ]);
  });

  it('says why no put fits a strike ceiling under every liquid strike, in the question’s words', async () => {
    const { answer, evidence } = await answerOf(
      planItem('wheel_puts', 'table', 'PEP put to sell under $5', { ticker: 'PEP', max_strike: 5 }),
    );
    expect(answer).toMatch(
      /^No PEP put to sell under \$5\.00: no liquid PEP put has a strike at or under \$5\.00\./,
    );
    expect(evidence).toMatchObject({ widget: 'message' });
  });

  it('prices a ticker off the watchlist at the default risk with the account’s cash, and says so', async () => {
    const { answer } = await answerOf(planItem('wheel_puts', 'table', 'KO put', { ticker: 'KO' }));
    expect(answer).toContain('KO is not on your watchlist, so this uses conservative risk');
    expect(answer).toContain('$40,000.00 of cash set aside in Example brokerage');
  });
});

describe('wheel_puts without cash', () => {
  it('an entry no account secures keeps its risk and gets the engine’s no-cash reason', async () => {
    const store = createInMemoryPortfolioRepository();
    const service = buildPortfolioService({
      portfolio: store.repository,
      market,
      clock: fixedClock(now.toISOString()),
      ids: () => `other-${Math.random()}`,
    });
    await service.loadExamplePortfolio(userId);
    const data = buildInMemoryPortfolioData({
      service,
      repository: store.repository,
      market,
      now,
      watchlist: [{ ...watched('KO'), accountId: null, cashForPuts: 0 }],
    });
    const result = await materialize({
      context: { userId, now, market, portfolio: data, question: 'test' },
      plan: [
        { ...planItem('wheel_puts', 'table', 'KO put', { ticker: 'KO' }), answer: { kind: 'wheel_puts' } },
      ],
    });
    const text = String((result.widgets[0] as { content?: string }).content);
    expect(text).toMatch(
      /^No KO put to sell: no cash is set aside for KO\. \(From your watchlist entry \(balanced risk\), which no account secures/,
    );
    expect(result.widgets[1]).toMatchObject({ widget: 'message', message: 'No cash is set aside for KO.' });
  });
});

describe('wheel_campaign', () => {
  it("answers the wheel and the basis from the campaign service's figures", async () => {
    const service = buildCampaignService({
      portfolio: repository,
      market,
      clock: fixedClock(now.toISOString()),
    });
    const list = await service.list(userId, { ticker: 'KO' });
    const campaign = list.campaigns.find((item) => item.status === 'open') ?? list.campaigns[0]!;
    expect(campaign.ticker).toBe('KO');
    const usd = (value: number) =>
      `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

    const wheel = await answerOf(planItem('wheel_campaign', 'chart', 'Your KO wheel', { ticker: 'KO' }));
    expect(wheel.answer).toMatch(/^Your \*\*KO\*\* wheel/);
    expect(wheel.answer).toContain(`${usd(campaign.call_income)} of call income`);
    expect(wheel.answer).toContain(`${usd(campaign.realised)} realised`);
    expect(wheel.evidence).toMatchObject({ widget: 'chart', kind: 'line' });

    const basis = await materialize({
      context: { userId, now, market, portfolio, question: 'test' },
      plan: [
        {
          ...planItem('wheel_campaign', 'table', 'Your KO wheel', { ticker: 'KO' }),
          answer: { kind: 'wheel_basis' },
        },
      ],
    });
    const text = String((basis.widgets[0] as { content?: string }).content);
    expect(campaign.adjusted_basis_per_share).not.toBeNull();
    expect(text).toMatch(/^Your real cost basis in \*\*KO\*\* is \*\*\$[\d,.]+ a share\*\* after premiums/);
    expect(text).toContain(`${usd(campaign.basis_per_share!)} paid`);
  });

  it('without a campaign: the position’s average cost, or no data', async () => {
    const none = await answerOf(planItem('wheel_campaign', 'table', 'Your NVDA wheel', { ticker: 'NVDA' }));
    expect(none.answer).toContain('You have no NVDA position and no wheel on NVDA.');
  });
});

describe('wheel_watchlist', () => {
  it('lists the watched tickers first, then the cash set aside for puts', async () => {
    const result = await materialize({
      context: { userId, now, market, portfolio, question: 'test' },
      plan: [
        {
          ...planItem('wheel_watchlist', 'table', 'Your watchlist', {}),
          answer: { kind: 'wheel_watchlist' },
        },
      ],
    });
    const text = String((result.widgets[0] as { content?: string }).content);
    expect(text).toMatch(/^You watch \*\*1 ticker\*\*: PEP \(no target, balanced\)\./);
    expect(text).toContain('Cash set aside for puts: **$40,000.00** of $60,000.00 in Example brokerage.');
    expect(result.widgets[1]).toMatchObject({
      widget: 'table',
      rows: [['PEP', '—', '—', 'balanced', 'Example brokerage']],
    });
  });
});
