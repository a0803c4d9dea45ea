import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { opportunitySchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import { describe, expect, it } from 'vitest';
import { buildOpportunityGenerator, sameFigures, type NewCard } from './opportunity-generation';
import {
  createInMemoryGoals,
  createInMemoryOpportunities,
  createInMemoryPortfolio,
} from './testing/in-memory-ports';

const generated = (now: Date): Opportunity =>
  generateOpportunities({
    accountId: 'account-1',
    positions: [{ ticker: 'AAPL', shares: 500, costBasisPerShare: 150, openShortCalls: [] }],
    goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } },
    market: createMarketSimulator(),
    now,
  }).opportunities[0]!;

describe('sameFigures (change-only generation writes)', () => {
  const now = newYorkInstant('2026-11-24', 14, 30);

  it('sees a stored card (read back through the contract, in its key order) as unchanged', () => {
    const fresh = generated(now);
    const stored = opportunitySchema.parse(JSON.parse(JSON.stringify(fresh)));
    expect(sameFigures(stored, { ...fresh, generated_at: '2026-11-24T19:45:00.000Z' })).toBe(true);
  });

  it('sees changed figures or a changed expiry as a change', () => {
    const fresh = generated(now);
    const stored = opportunitySchema.parse(fresh);
    const repriced =
      fresh.opportunity_type === 'covered_call'
        ? { ...fresh, details: { ...fresh.details, premium: fresh.details.premium + 0.01 } }
        : fresh;
    expect(sameFigures(stored, repriced)).toBe(false);
    expect(sameFigures(stored, { ...fresh, expires_at: '2026-11-25T21:00:00.000Z' })).toBe(false);
  });
});

describe('the cards a run reports for alerts', () => {
  const HELD = 'AAPL261120C00255000';
  const positions = (): PositionInput[] => [
    {
      ticker: 'AAPL',
      shares: 450,
      costBasisPerShare: 210,
      openShortCalls: [
        { optionSymbol: HELD, strike: 255, expiration: '2026-11-20', contracts: 2, averagePremium: 3.1 },
      ],
    },
    { ticker: 'KO', shares: 80, costBasisPerShare: 60, openShortCalls: [] },
  ];

  function createWorld() {
    let now = newYorkInstant('2026-11-16', 14, 0);
    const store = createInMemoryOpportunities({ now: () => now.getTime() });
    const held = { 'manual-1': positions() };
    const generate = buildOpportunityGenerator({
      opportunities: store.repository,
      portfolio: createInMemoryPortfolio(
        [{ id: 'manual-1', name: 'My manual account', source: 'manual', hidden: false }],
        held,
      ),
      goals: createInMemoryGoals({
        'manual-1': {
          AAPL: { riskLevel: 'balanced', cadence: 'weekly' },
          KO: { riskLevel: 'aggressive', cadence: 'monthly' },
          MSFT: { riskLevel: 'conservative', cadence: 'weekly' },
        },
      }),
      market: createMarketSimulator(),
      clock: { now: () => now },
    });
    return {
      store,
      held,
      run: () => generate({ userId: 'user-1' }),
      at: (date: string, hour: number, minute = 0) => {
        now = newYorkInstant(date, hour, minute);
      },
    };
  }
  const summary = (cards: readonly NewCard[]) =>
    cards.map((card) => ({
      change: card.change,
      type: card.opportunity.opportunity_type,
      ticker: card.opportunity.primary_ticker,
      accountHadCards: card.accountHadCards,
      carriedOver: card.carriedOver,
    }));

  it("reports an account's first cards as its first run's, and nothing for a duplicate run", async () => {
    const world = createWorld();
    const first = await world.run();
    expect(first.created).toBe(3);
    expect(summary(first.newCards)).toEqual([
      { change: 'created', type: 'option_roll', ticker: 'AAPL', accountHadCards: false, carriedOver: false },
      { change: 'created', type: 'covered_call', ticker: 'AAPL', accountHadCards: false, carriedOver: false },
      { change: 'created', type: 'covered_call', ticker: 'KO', accountHadCards: false, carriedOver: false },
    ]);
    expect(first.newCards.every((card) => card.accountName === 'My manual account')).toBe(true);
    expect((await world.run()).newCards).toEqual([]);
  });

  it('reports a new trade as news, and a new session of the same trades as carried over', async () => {
    const world = createWorld();
    await world.run();
    world.held['manual-1'].push({ ticker: 'MSFT', shares: 200, costBasisPerShare: 400, openShortCalls: [] });
    expect(summary((await world.run()).newCards)).toEqual([
      { change: 'created', type: 'covered_call', ticker: 'MSFT', accountHadCards: true, carriedOver: false },
    ]);
    // After the close: the next session's cards, for the same trades.
    world.at('2026-11-16', 16, 30);
    const nextSession = await world.run();
    expect(nextSession.created).toBe(4);
    expect(nextSession.newCards.every((card) => card.accountHadCards && card.carriedOver)).toBe(true);
  });

  it('reports a roll refreshed from not urgent to urgent, and a new expiration as news', async () => {
    const world = createWorld();
    await world.run();
    world.at('2026-11-16', 16, 30);
    await world.run();
    // Three days before the held call's expiry its roll turns urgent; the weekly call moves to the next Friday.
    world.at('2026-11-17', 10);
    const result = await world.run();
    expect(summary(result.newCards)).toEqual([
      { change: 'created', type: 'covered_call', ticker: 'AAPL', accountHadCards: true, carriedOver: false },
      {
        change: 'became-urgent',
        type: 'option_roll',
        ticker: 'AAPL',
        accountHadCards: true,
        carriedOver: false,
      },
    ]);
    const urgent = result.newCards[1]!.opportunity;
    expect(urgent.opportunity_type === 'option_roll' && urgent.details.urgent).toBe(true);
    // The next session's urgent roll carries the urgent one on.
    world.at('2026-11-18', 10);
    const roll = (await world.run()).newCards.find(
      (card) => card.opportunity.opportunity_type === 'option_roll',
    );
    expect(roll).toMatchObject({ change: 'created', carriedOver: true });
  });

  it('counts expired cards as cards the account had, and a dismissed trade as no news', async () => {
    const world = createWorld();
    await world.run();
    const [aapl, ...others] = world.store.all().filter((card) => card.opportunity_type === 'covered_call');
    expect(aapl?.primary_ticker).toBe('AAPL');
    const at = newYorkInstant('2026-11-16', 14, 5).toISOString();
    await world.store.repository.dismiss('user-1', aapl!, at, 'not now');
    for (const card of [
      ...others,
      ...world.store.all().filter((card) => card.opportunity_type === 'option_roll'),
    ])
      await world.store.repository.expire('user-1', card, at);
    // Nothing is active any more: the next session's cards are news unless their trade was dismissed.
    world.at('2026-11-16', 16, 30);
    const result = await world.run();
    expect(summary(result.newCards)).toEqual([
      { change: 'created', type: 'option_roll', ticker: 'AAPL', accountHadCards: true, carriedOver: false },
      { change: 'created', type: 'covered_call', ticker: 'AAPL', accountHadCards: true, carriedOver: true },
      { change: 'created', type: 'covered_call', ticker: 'KO', accountHadCards: true, carriedOver: false },
    ]);
  });
});
