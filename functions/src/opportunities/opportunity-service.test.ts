import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import type {
  CloseOpportunity,
  CoveredCallOpportunity,
  Opportunity,
  PutSellOpportunity,
  RollOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import type { PositionInput, TickerGoal } from '@thetix/shared/opportunities/opportunity-inputs';
import { describe, expect, it, vi } from 'vitest';
import { fixedClock, type Clock } from '../platform/clock';
import { buildOpportunityGenerator } from './opportunity-generation';
import type { AccountSummary } from './opportunity-ports';
import {
  buildOpportunityService,
  FEEDBACK_NOT_ALLOWED,
  LIST_SETTLE_MS,
  NOT_ACTIVE_MESSAGES,
  OPPORTUNITY_NOT_FOUND,
  ONLY_COVERED_CALLS_FINE_TUNE,
  TRADE_ALREADY_RECORDED,
  sharesNeededMessage,
} from './opportunity-service';
import {
  createInMemoryGoals,
  createInMemoryOpportunities,
  createInMemoryPortfolio,
  createInMemoryRuns,
  createInMemoryTrades,
} from './testing/in-memory-ports';
import { ESTIMATED_COMMISSIONS, MANUAL_ACCOUNT_NOTE } from './trade-preview';

/**
 * The scenario of shared/src/opportunities/generate-opportunities.simulator.test.ts on the product's simulated
 * market, Monday 16 November 2026 at 14:00 New York: AAPL with an in-the-money call to roll, KO short of 100
 * allocated shares. Only one account ("manual-1") holds anything.
 */
const NOW = newYorkInstant('2026-11-16', 14, 0);
const AFTER_CLOSE = newYorkInstant('2026-11-16', 16, 30);
const USER = 'user-1';
const market = createMarketSimulator();

const createAccount = (overrides: Partial<AccountSummary> = {}): AccountSummary => ({
  id: 'manual-1',
  name: 'My manual account',
  source: 'manual',
  hidden: false,
  ...overrides,
});

/** The AAPL call the account sold: its ledger lines carry group `group-aapl-255`. */
const HELD_AAPL_CALL = 'AAPL261120C00255000';
const POSITIONS: PositionInput[] = [
  {
    ticker: 'AAPL',
    shares: 450,
    costBasisPerShare: 210,
    openShortCalls: [
      {
        optionSymbol: HELD_AAPL_CALL,
        strike: 255,
        expiration: '2026-11-20',
        contracts: 2,
        averagePremium: 3.1,
      },
    ],
  },
  { ticker: 'KO', shares: 80, costBasisPerShare: 60, openShortCalls: [] },
];
const GOALS: Record<string, TickerGoal> = {
  AAPL: { riskLevel: 'balanced', cadence: 'weekly' },
  KO: { riskLevel: 'aggressive', cadence: 'monthly' },
};

function createWorld(options: { clock?: Clock; enqueueFails?: boolean; positions?: PositionInput[] } = {}) {
  let clock = options.clock ?? fixedClock(NOW.toISOString());
  const movableClock: Clock = { now: () => clock.now() };
  const trades = createInMemoryTrades({ [HELD_AAPL_CALL]: 'group-aapl-255' });
  const runs = createInMemoryRuns();
  const accounts = [
    createAccount(),
    createAccount({ id: 'broker-1', source: 'snaptrade', institutionName: 'Demo Brokerage' }),
  ];
  const portfolio = createInMemoryPortfolio(accounts, {
    'manual-1': options.positions ?? POSITIONS,
  });
  const store = createInMemoryOpportunities({
    ledger: trades.ledger,
    now: () => clock.now().getTime(),
    accounts: portfolio.accounts,
  });
  const goals = createInMemoryGoals({ 'manual-1': GOALS });
  const enqueued: unknown[] = [];
  let ids = 0;
  const service = buildOpportunityService({
    opportunities: store.repository,
    runs: runs.repository,
    portfolio,
    goals,
    trades: trades.recorder,
    market,
    clock: movableClock,
    newId: () => `job-${++ids}`,
    enqueue: async (message) => {
      if (options.enqueueFails) throw new Error('queue down');
      enqueued.push(message);
    },
  });
  const generate = buildOpportunityGenerator({
    opportunities: store.repository,
    portfolio,
    goals,
    market,
    clock: movableClock,
  });
  return {
    accounts,
    service,
    generate,
    store,
    runs,
    trades,
    enqueued,
    setNow: (instant: Date) => {
      clock = fixedClock(instant.toISOString());
    },
  };
}

const coveredCall = (opportunities: Opportunity[], ticker: string) =>
  opportunities.find(
    (opportunity) => opportunity.opportunity_type === 'covered_call' && opportunity.primary_ticker === ticker,
  ) as CoveredCallOpportunity;
const roll = (opportunities: Opportunity[]) =>
  opportunities.find((opportunity) => opportunity.opportunity_type === 'option_roll') as RollOpportunity;

describe('generation run', () => {
  it('writes the engine opportunities once: a duplicate delivery writes nothing, a later run refreshes, never duplicates', async () => {
    // Prepare
    const world = createWorld();
    // Act
    const first = await world.generate({ userId: USER });
    const second = await world.generate({ userId: USER });
    world.setNow(new Date(NOW.getTime() + 30 * 60_000));
    const later = await world.generate({ userId: USER });
    // Assess
    expect(first).toMatchObject({ accounts: 2, created: 3, refreshed: 0, expired: 0, holdsPositions: true });
    expect(second).toMatchObject({ created: 0, refreshed: 0, expired: 0, skipped: 0 });
    expect(later).toMatchObject({ created: 0, refreshed: 3, expired: 0 });
    expect(
      world.store
        .all()
        .map((opportunity) => opportunity.opportunity_type)
        .sort(),
    ).toEqual(['covered_call', 'covered_call', 'option_roll']);
  });

  it('never revives an opportunity the user dismissed, and expires the session cards at the next session', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    await world.service.dismiss(USER, aapl.id, 'Not this week');
    world.setNow(new Date(NOW.getTime() + 30 * 60_000));
    const again = await world.generate({ userId: USER });
    expect(again).toMatchObject({ created: 0, refreshed: 2 });
    expect((await world.service.get(USER, aapl.id)).status).toBe('dismissed');

    world.setNow(newYorkInstant('2026-11-17', 10, 0));
    const nextDay = await world.generate({ userId: USER, accountId: 'manual-1' });
    expect(nextDay.expired).toBe(2);
    expect(nextDay.created).toBeGreaterThan(0);
  });

  it('refuses a one-account run for an account the user does not have', async () => {
    const world = createWorld();
    await expect(world.generate({ userId: USER, accountId: 'nope' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('list and read', () => {
  it('lists active opportunities first in the spec order, then the history newest first', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const ko = coveredCall(world.store.all(), 'KO');
    await world.service.dismiss(USER, ko.id, 'Dismissed by user');
    // Act
    const listed = await world.service.list(USER, { accountId: 'manual-1', limit: 200 });
    // Assess
    expect(listed.map((opportunity) => `${opportunity.status}:${opportunity.opportunity_type}`)).toEqual([
      'active:option_roll',
      'active:covered_call',
      'dismissed:covered_call',
    ]);
  });

  it('filters by status and ticker and cuts at the limit', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aaplOnly = await world.service.list(USER, {
      accountId: 'manual-1',
      status: ['active'],
      tickers: ['AAPL'],
      limit: 200,
    });
    expect(aaplOnly.every((opportunity) => opportunity.primary_ticker === 'AAPL')).toBe(true);
    expect(aaplOnly).toHaveLength(2);
    expect(await world.service.list(USER, { accountId: 'manual-1', limit: 1 })).toHaveLength(1);
  });

  it('shows an active opportunity past its expiry as expired, before any run writes it', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    world.setNow(AFTER_CLOSE);
    const active = await world.service.list(USER, { accountId: 'manual-1', status: ['active'], limit: 200 });
    const expired = await world.service.list(USER, {
      accountId: 'manual-1',
      status: ['expired'],
      limit: 200,
    });
    expect(active).toEqual([]);
    expect(expired).toHaveLength(3);
    expect(expired.every((opportunity) => opportunity.status === 'expired')).toBe(true);
  });

  it("answers 404 for another user's opportunity and for an account the user does not have", async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const [first] = world.store.all();
    await expect(world.service.get('someone-else', first!.id)).rejects.toMatchObject({
      status: 404,
      message: OPPORTUNITY_NOT_FOUND,
    });
    await expect(world.service.list(USER, { accountId: 'elsewhere', limit: 200 })).rejects.toMatchObject({
      status: 404,
      message: 'Account elsewhere not found',
    });
  });
});

describe('act, dismiss, feedback and viewed', () => {
  it('acts on a ready opportunity once; acting again or dismissing it is a 409 naming why', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    // Act
    const acted = await world.service.act(USER, aapl.id, { contracts: 1, note: 'sold at the mid' });
    // Assess
    expect(acted).toMatchObject({ status: 'acted_upon', acted_at: NOW.toISOString() });
    expect(acted.actual_outcome).toMatchObject({ details: { contracts: 1 } });
    await expect(world.service.act(USER, aapl.id, undefined)).rejects.toMatchObject({
      status: 409,
      message: NOT_ACTIVE_MESSAGES.acted_upon,
    });
    await expect(world.service.dismiss(USER, aapl.id, 'x')).rejects.toMatchObject({ status: 409 });
  });

  it('refuses to act on an expired opportunity, or on one short of shares', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const ko = coveredCall(world.store.all(), 'KO');
    await expect(world.service.act(USER, ko.id, undefined)).rejects.toMatchObject({
      status: 409,
      message: sharesNeededMessage(20),
    });
    world.setNow(AFTER_CLOSE);
    const aapl = coveredCall(world.store.all(), 'AAPL');
    await expect(world.service.act(USER, aapl.id, undefined)).rejects.toMatchObject({
      status: 409,
      message: NOT_ACTIVE_MESSAGES.expired,
    });
    await expect(world.service.dismiss(USER, aapl.id, 'late')).rejects.toMatchObject({
      status: 409,
      message: NOT_ACTIVE_MESSAGES.expired,
    });
  });

  it('refuses more contracts than are tradeable', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    await expect(world.service.act(USER, aapl.id, { contracts: 9 })).rejects.toMatchObject({ status: 400 });
  });

  it('takes feedback only once acted on or dismissed, the last one replacing the first', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    await expect(world.service.feedback(USER, aapl.id, { rating: 5 })).rejects.toMatchObject({
      status: 409,
      message: FEEDBACK_NOT_ALLOWED,
    });
    await world.service.act(USER, aapl.id, undefined);
    await world.service.feedback(USER, aapl.id, { rating: 2 });
    const record = await world.service.feedback(USER, aapl.id, { rating: 4, comments: '  Good call  ' });
    expect(record).toEqual({
      opportunity_id: aapl.id,
      rating: 4,
      comments: 'Good call',
      submitted_at: NOW.toISOString(),
    });
    expect(world.store.rows.get(`${USER}/${aapl.id}`)?.extras.feedback).toMatchObject({ rating: 4 });
  });

  it('sets viewed_at once, and a run keeps it', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    expect((await world.service.markViewed(USER, aapl.id)).viewed_at).toBe(NOW.toISOString());
    world.setNow(newYorkInstant('2026-11-16', 14, 30));
    expect((await world.service.markViewed(USER, aapl.id)).viewed_at).toBe(NOW.toISOString());
    await world.generate({ userId: USER });
    expect((await world.service.get(USER, aapl.id)).viewed_at).toBe(NOW.toISOString());
  });
});

describe('acting records a tracking transaction', () => {
  /** MSFT at $468.96 with a $585 December call sold for $6 that now asks $0.03: the engine proposes a close. */
  const HELD_MSFT_CALL = 'MSFT261218C00585000';
  const MSFT: PositionInput = {
    ticker: 'MSFT',
    shares: 300,
    costBasisPerShare: 300,
    openShortCalls: [
      {
        optionSymbol: HELD_MSFT_CALL,
        strike: 585,
        expiration: '2026-12-18',
        contracts: 3,
        averagePremium: 6,
      },
    ],
  };

  it('records a covered call as one sale of the tradeable contracts at the mid, in a series of its own', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    // Act
    await world.service.act(USER, aapl.id, undefined);
    // Assess
    expect(world.trades.lines()).toEqual([
      {
        userId: USER,
        id: `${aapl.id}-sell`,
        accountId: 'manual-1',
        groupId: `${aapl.id}-sell`,
        ticker: 'AAPL',
        symbol: aapl.details.option_symbol,
        timestamp: NOW.toISOString(),
        tickerType: 'option',
        orderType: 'sell',
        optionType: 'call',
        expiration: aapl.details.expiration,
        strike: aapl.details.strike,
        quantity: aapl.details.tradeable_contracts,
        price: aapl.details.premium,
        fees: 0,
        source: 'manual',
        testData: false,
      },
    ]);
  });

  it('records a fine-tuned covered call at the recalculated price and the contracts chosen', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    const other = aapl.related_risk_levels.find((level) => level.strike !== aapl.details.strike)!;
    const recalculated = await world.service.recalculate(USER, {
      underlying: 'AAPL',
      strike: other.strike,
      expiration: other.expiration,
      contracts: 1,
      account_id: 'manual-1',
    });
    // Act
    await world.service.act(USER, aapl.id, {
      strike: other.strike,
      expiration: other.expiration,
      contracts: 1,
    });
    // Assess
    expect(world.trades.lines()).toEqual([
      expect.objectContaining({
        symbol: recalculated.details.option_symbol,
        strike: other.strike,
        quantity: 1,
        price: recalculated.details.premium,
      }),
    ]);
    const stored = coveredCall(world.store.all(), 'AAPL');
    expect(stored.details).toMatchObject({
      strike: other.strike,
      expiration: other.expiration,
      contracts: 1,
      premium: recalculated.details.premium,
      risk_level: other.risk_level,
      total_premium: recalculated.details.total_premium,
    });
  });

  it('shows an acted card with only its contracts changed at the proposal price, scaled, and its own level', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    const contracts = aapl.details.contracts - 1;
    // Act
    const acted = await world.service.act(USER, aapl.id, { contracts });
    // Assess
    expect(acted.details).toMatchObject({
      strike: aapl.details.strike,
      premium: aapl.details.premium,
      contracts,
      risk_level: aapl.details.risk_level,
    });
    expect(acted.opportunity_type === 'covered_call' && acted.details.total_premium).toBeCloseTo(
      aapl.details.premium * 100 * contracts,
      6,
    );
    expect(world.trades.lines()).toEqual([
      expect.objectContaining({ quantity: contracts, price: aapl.details.premium }),
    ]);
  });

  it('records a roll as the held call bought back in its own series and the later call sold as a new one', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const target = roll(world.store.all());
    // Act
    await world.service.act(USER, target.id, { contracts: 1 });
    // Assess
    expect(world.trades.lines()).toEqual([
      expect.objectContaining({
        id: `${target.id}-close`,
        groupId: 'group-aapl-255',
        symbol: HELD_AAPL_CALL,
        orderType: 'buy',
        strike: 255,
        expiration: '2026-11-20',
        quantity: 1,
        price: target.details.current_ask,
      }),
      expect.objectContaining({
        id: `${target.id}-open`,
        groupId: `${target.id}-open`,
        symbol: target.details.roll_to.symbol,
        orderType: 'sell',
        strike: target.details.roll_to.strike,
        quantity: 1,
        price: target.details.roll_to.premium,
      }),
    ]);
  });

  it('records a close as the held call bought back at its ask, joining the series it closes', async () => {
    // Prepare
    const world = createWorld({ positions: [MSFT] });
    await world.generate({ userId: USER });
    const close = world.store
      .all()
      .find((opportunity) => opportunity.opportunity_type === 'option_close') as CloseOpportunity;
    // Act
    await world.service.act(USER, close.id, undefined);
    // Assess
    expect(world.trades.lines()).toEqual([
      expect.objectContaining({
        id: `${close.id}-close`,
        // The in-memory ledger has no MSFT series, so the buy-back is a group of its own.
        groupId: `${close.id}-close`,
        symbol: HELD_MSFT_CALL,
        orderType: 'buy',
        quantity: 3,
        price: close.details.premium,
      }),
    ]);
  });

  it('records nothing twice: a second act is a 409, and a refused selection leaves the card active', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    const target = roll(world.store.all());
    // Act
    const unlisted = world.service.act(USER, aapl.id, { strike: 0.5 });
    const moved = world.service.act(USER, target.id, { strike: 300 });
    const tooMany = world.service.act(USER, target.id, { contracts: 3 });
    // Assess
    await expect(unlisted).rejects.toMatchObject({ status: 400 });
    await expect(moved).rejects.toMatchObject({ status: 400, message: ONLY_COVERED_CALLS_FINE_TUNE });
    await expect(tooMany).rejects.toMatchObject({ status: 400 });
    expect(world.trades.writes()).toBe(0);
    await world.service.act(USER, aapl.id, undefined);
    await expect(world.service.act(USER, aapl.id, undefined)).rejects.toMatchObject({ status: 409 });
    expect(world.trades.writes()).toBe(1);
    expect(world.trades.lines()).toHaveLength(1);
  });
});

describe('acting is one write of the status and the trade', () => {
  it('leaves the card active and records nothing when a line of the trade cannot be written', async () => {
    // Prepare: the sale's ledger key is taken already (a line written at this very instant)
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    const [sale] = world.trades.recorder.lineItems(USER, [
      {
        id: `${aapl.id}-sell`,
        accountId: 'manual-1',
        groupId: 'elsewhere',
        ticker: 'AAPL',
        symbol: 'AAPL',
        timestamp: NOW.toISOString(),
        tickerType: 'equity',
        orderType: 'buy',
        quantity: 1,
        price: 1,
        fees: 0,
        source: 'manual',
        testData: false,
      },
    ]);
    world.trades.ledger.set(`${sale!.pk}/${sale!.sk}`, sale!);
    // Act
    const refused = world.service.act(USER, aapl.id, undefined);
    // Assess
    await expect(refused).rejects.toMatchObject({ status: 409, message: TRADE_ALREADY_RECORDED });
    expect((await world.service.get(USER, aapl.id)).status).toBe('active');
    expect(world.trades.lines()).toMatchObject([{ groupId: 'elsewhere', quantity: 1 }]);
    expect(world.trades.writes()).toBe(0);
  });
});

describe('trade preview and fine-tune', () => {
  it('previews a covered call on a manual account as a tracking record without commissions', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    // Act
    const preview = await world.service.preview(USER, aapl.id, {});
    // Assess
    expect(preview).toMatchObject({
      action: 'sell_to_open',
      is_option: true,
      is_roll: false,
      quantity: aapl.details.contracts,
      price: aapl.details.premium,
      option_symbol: aapl.details.option_symbol,
      symbol: 'AAPL',
      broker: null,
      is_manual_account: true,
      estimated_commissions: ESTIMATED_COMMISSIONS,
      close_order: null,
      order_details: { account_id: 'manual-1', note: MANUAL_ACCOUNT_NOTE },
    });
    expect(preview.estimated_total).toBeCloseTo(aapl.details.premium * 100 * aapl.details.contracts, 9);
  });

  it('re-prices a previewed covered call for fewer contracts, and refuses a strike that is not listed', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    const one = await world.service.preview(USER, aapl.id, { contracts: 1 });
    expect(one.quantity).toBe(1);
    expect(one.estimated_cost).toBeCloseTo(aapl.details.premium * 100, 9);
    await expect(world.service.preview(USER, aapl.id, { strike: 263.37 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('has no $263.37 call'),
    });
  });

  it('previews a roll as two legs for a net credit', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const target = roll(world.store.all());
    const preview = await world.service.preview(USER, target.id, {});
    expect(preview).toMatchObject({
      action: 'roll',
      is_roll: true,
      quantity: 2,
      close_order: { action: 'buy_to_close', option_symbol: 'AAPL261120C00255000' },
      open_order: { action: 'sell_to_open', option_symbol: target.details.roll_to.symbol },
    });
    expect(preview.net_credit).toBeCloseTo(target.details.net_credit, 9);
    await expect(world.service.preview(USER, target.id, { strike: 300 })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('recalculates a fine-tuned covered call and maps the engine refusals to 400', async () => {
    const world = createWorld();
    await world.generate({ userId: USER });
    const aapl = coveredCall(world.store.all(), 'AAPL');
    const request = {
      underlying: 'AAPL',
      strike: aapl.details.strike,
      expiration: aapl.details.expiration,
      contracts: 1,
      account_id: 'manual-1',
    };
    const result = await world.service.recalculate(USER, request);
    expect(result.details).toMatchObject({ strike: aapl.details.strike, contracts: 1, risk_level: 'custom' });
    await expect(world.service.recalculate(USER, { ...request, contracts: 50 })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('Too many contracts'),
    });
    await expect(
      world.service.recalculate(USER, { ...request, account_id: 'not-mine' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('refresh', () => {
  it('queues one run per scope and answers the waiting one to a second request', async () => {
    // Prepare
    const world = createWorld();
    // Act
    const first = await world.service.refresh(USER, undefined);
    const second = await world.service.refresh(USER, undefined);
    const oneAccount = await world.service.refresh(USER, 'manual-1');
    // Assess
    expect(first).toMatchObject({ job_id: 'job-1', job_status: 'pending', account_id: null });
    expect(second.job_id).toBe('job-1');
    expect(oneAccount).toMatchObject({ job_id: 'job-3', account_id: 'manual-1' });
    expect(world.enqueued).toEqual([
      { kind: 'generate-opportunities', key: { pk: `USER#${USER}`, sk: 'OPP_RUN#ALL' } },
      { kind: 'generate-opportunities', key: { pk: `USER#${USER}`, sk: 'OPP_RUN#ACCOUNT#manual-1' } },
    ]);
    await expect(world.service.refresh(USER, 'not-mine')).rejects.toMatchObject({ status: 404 });
  });

  it('releases the run when its message cannot be sent, so the next refresh queues again', async () => {
    const world = createWorld({ enqueueFails: true });
    await expect(world.service.refresh(USER, undefined)).rejects.toThrow('queue down');
    expect(world.runs.runs.size).toBe(0);
  });
});

describe('list cache', () => {
  const query = { accountId: 'manual-1', limit: 200 };

  it('keeps a list while nothing changes, and reads again after a write or once a shown card expires', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    world.setNow(new Date(NOW.getTime() + LIST_SETTLE_MS));
    const reads = vi.spyOn(world.store.repository, 'listByStatus');

    // Act
    const first = await world.service.list(USER, query);
    const readsForFirst = reads.mock.calls.length;
    const second = await world.service.list(USER, query);
    const readsForSecond = reads.mock.calls.length - readsForFirst;
    const dismissed = first.find((opportunity) => opportunity.status === 'active')!;
    await world.service.dismiss(USER, dismissed.id, 'Not this week');
    const afterDismiss = await world.service.list(USER, query);
    const active = afterDismiss.filter((opportunity) => opportunity.status === 'active');
    const firstExpiry = Math.min(...active.map((opportunity) => Date.parse(opportunity.expires_at)));
    world.setNow(new Date(firstExpiry + 1));
    const afterExpiry = await world.service.list(USER, query);

    // Assess
    expect(readsForFirst).toBeGreaterThan(0);
    expect(readsForSecond).toBe(0);
    expect(second).toEqual(first);
    expect(afterDismiss.find((opportunity) => opportunity.id === dismissed.id)?.status).toBe('dismissed');
    const expiredFirst = active.find((opportunity) => Date.parse(opportunity.expires_at) === firstExpiry)!;
    expect(afterExpiry.find((opportunity) => opportunity.id === expiredFirst.id)?.status).toBe('expired');
  });

  it('does not keep a list read within the settle time of the last change', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    const reads = vi.spyOn(world.store.repository, 'listByStatus');

    // Act
    await world.service.list(USER, query);
    const readsForFirst = reads.mock.calls.length;
    await world.service.list(USER, query);

    // Assess
    expect(reads.mock.calls.length).toBe(readsForFirst * 2);
  });

  it('still checks the account on every list: a kept list of a removed account is a 404', async () => {
    // Prepare
    const world = createWorld();
    await world.generate({ userId: USER });
    world.setNow(new Date(NOW.getTime() + LIST_SETTLE_MS));
    await world.service.list(USER, query);
    world.accounts.splice(
      world.accounts.findIndex((account) => account.id === 'manual-1'),
      1,
    );

    // Act
    const afterRemoval = world.service.list(USER, query);

    // Assess
    await expect(afterRemoval).rejects.toMatchObject({ status: 404 });
  });
});

describe('a cash-secured put (issue 31)', () => {
  /** KO on the watchlist of the manual account with $15,000 set aside, on the product's simulated market. */
  const putOpportunity = () => {
    const [put] = generateOpportunities({
      accountId: 'manual-1',
      positions: [],
      goals: {},
      market,
      now: NOW,
      watchlist: [{ ticker: 'KO', riskLevel: 'balanced', cadence: 'weekly', cash: 15_000 }],
    }).opportunities;
    return put as PutSellOpportunity;
  };

  it('previews a put sale for the contracts secured or fewer, and refuses more or another strike', async () => {
    // Prepare
    const world = createWorld();
    const put = putOpportunity();
    await world.store.repository.create(USER, put);
    // Act
    const preview = await world.service.preview(USER, put.id, {});
    // Assess
    expect(put.opportunity_type).toBe('put_sell');
    expect(preview).toMatchObject({
      action: 'sell_to_open',
      option_type: 'put',
      quantity: put.details.contracts,
      option_symbol: put.details.option_symbol,
      collateral: put.details.collateral,
    });
    await expect(
      world.service.preview(USER, put.id, { contracts: put.details.contracts + 1 }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('the cash set aside secures') });
    await expect(
      world.service.preview(USER, put.id, { strike: put.details.strike - 1 }),
    ).rejects.toMatchObject({
      status: 400,
      message: ONLY_COVERED_CALLS_FINE_TUNE,
    });
  });

  it('records acting on a put sale as one put sold at the mid', async () => {
    // Prepare
    const world = createWorld();
    const put = putOpportunity();
    await world.store.repository.create(USER, put);
    // Act
    await world.service.act(USER, put.id, { contracts: 1 });
    // Assess
    expect(world.trades.lines()).toEqual([
      expect.objectContaining({
        id: `${put.id}-sell`,
        accountId: 'manual-1',
        ticker: 'KO',
        symbol: put.details.option_symbol,
        orderType: 'sell',
        optionType: 'put',
        strike: put.details.strike,
        quantity: 1,
        price: put.details.premium,
      }),
    ]);
    expect((await world.service.get(USER, put.id)).status).toBe('acted_upon');
  });
});
