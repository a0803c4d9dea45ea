import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import {
  opportunityListSchema,
  type CoveredCallOpportunity,
  type Opportunity,
} from '@thetix/shared/contracts/opportunities';
import { createMarketSimulator } from '@thetix/shared/market/simulator/market-simulator';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { randomUUID } from 'node:crypto';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { describe, expect, it } from 'vitest';
import { resetConfigForTests } from '../config';
import { buildGoalSelectionRepository } from '../goals/goal-selection-repository';
import { runSchedule } from '../local/scheduler-local';
import { systemClock } from '../platform/clock';
import { lineKey } from '../portfolio/portfolio-entities';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { callApi, createUserWithProfile, stack, stackTable, tokenFor } from '../testing/stack-client';
import { buildGoalReader } from './goal-reader';
import { buildAccountOpportunitiesCleanup } from './opportunity-cleanup';
import { buildOpportunityGenerator } from './opportunity-generation';
import { opportunityKey, statusAttributes } from './opportunity-entity';
import { buildOpportunityRepository } from './opportunity-repository';
import { buildOpportunityRunRepository, runKey } from './opportunity-run-repository';
import { buildOpportunityTrigger } from './opportunity-trigger';
import { buildPortfolioReader } from './portfolio-reader';
import {
  buildOpportunityService,
  LIST_SETTLE_MS,
  NOT_ACTIVE_MESSAGES,
  OPPORTUNITY_NOT_FOUND,
  TRADE_ALREADY_RECORDED,
} from './opportunity-service';
import { tradeLineId } from './trade-record';
import { buildTradeRecorder } from './trade-recorder';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run item once it has finished (completed or failed), or as it stands after 20 s. */
async function finishedRun(key: { pk: string; sk: string }) {
  const deadline = Date.now() + 20_000;
  let run: Record<string, unknown> = {};
  while (Date.now() < deadline) {
    run =
      (await stackTable().client.send(new GetCommand({ TableName: stackTable().name, Key: key }))).Item ?? {};
    if (run.job_completed_at || run.job_status === 'failed') break;
    await sleep(250);
  }
  return run;
}

/** An invited, signed-in user with a profile, a manual account holding AAPL and MSFT, and a goal for each. */
async function createInvestor() {
  const user = await createUserWithProfile();
  const accountId = randomUUID();
  const portfolio = buildPortfolioRepository(stackTable());
  await portfolio.createAccount({
    id: accountId,
    userId: user.userId,
    name: 'Manual',
    source: 'manual',
    hidden: false,
    cashBalance: 0,
    createdAt: new Date().toISOString(),
  });
  const buy = (ticker: string, price: number): LedgerLine => ({
    id: randomUUID(),
    accountId,
    groupId: randomUUID(),
    ticker,
    symbol: ticker,
    timestamp: '2026-01-05T15:00:00.000Z',
    tickerType: 'equity',
    orderType: 'buy',
    quantity: 300,
    price,
    fees: 0,
    source: 'manual',
    testData: false,
  });
  await portfolio.putLines(user.userId, [buy('AAPL', 200), buy('MSFT', 400)]);
  const selections = buildGoalSelectionRepository(stackTable());
  for (const ticker of ['AAPL', 'MSFT'])
    await selections.putSelection(user.userId, {
      scope: accountId,
      ticker,
      goalId: 'balanced_weekly',
      selectedAt: new Date().toISOString(),
    });
  return { ...user, accountId };
}

/**
 * A stored covered call for the account that stays active for a day, whatever time the suite runs: the engine's
 * opportunity from a fixed scenario, re-keyed and moved forward.
 */
async function seedActiveCoveredCall(userId: string, accountId: string): Promise<CoveredCallOpportunity> {
  const now = newYorkInstant('2026-11-16', 14, 0);
  const [generated] = generateOpportunities({
    accountId,
    positions: [{ ticker: 'AAPL', shares: 300, costBasisPerShare: 200, openShortCalls: [] }],
    goals: { AAPL: { riskLevel: 'balanced', cadence: 'weekly' } },
    market: createMarketSimulator(),
    now,
  }).opportunities;
  const opportunity = {
    ...(generated as CoveredCallOpportunity),
    id: `opp_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  };
  expect(await buildOpportunityRepository(stackTable()).create(userId, opportunity)).toBe(true);
  return opportunity;
}

const act = (token: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
  callApi(`/api/opportunities/${id}`, { method: 'POST', token, xsrf: true, body, headers });

describe('opportunity routes against the local stack', () => {
  it("reads the caller's opportunity and answers 404 for another user's", async () => {
    // Prepare
    const owner = await createInvestor();
    const stranger = await createInvestor();
    const opportunity = await seedActiveCoveredCall(owner.userId, owner.accountId);
    // Act
    const mine = await callApi(`/api/opportunities/${opportunity.id}`, { token: owner.token });
    const theirs = await callApi(`/api/opportunities/${opportunity.id}`, { token: stranger.token });
    const theirList = await callApi(`/api/opportunities?accountId=${owner.accountId}`, {
      token: stranger.token,
    });
    const theirAct = await act(stranger.token, opportunity.id, { action: 'dismiss' });
    // Assess
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: opportunity.id, status: 'active', viewed_at: null });
    expect(theirs).toMatchObject({ status: 404, body: { message: OPPORTUNITY_NOT_FOUND } });
    expect(theirList.status).toBe(404);
    expect(theirAct.status).toBe(404);
  });

  it('acts once, then refuses a second act; dismisses another and takes feedback on both', async () => {
    const investor = await createInvestor();
    const first = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const second = await seedActiveCoveredCall(investor.userId, investor.accountId);

    const acted = await act(investor.token, first.id, { action: 'act', details: { contracts: 1 } });
    expect(acted.status).toBe(200);
    expect(acted.body).toMatchObject({ status: 'acted_upon', actual_outcome: { details: { contracts: 1 } } });
    const again = await act(investor.token, first.id, { action: 'act' });
    expect(again).toMatchObject({ status: 409, body: { message: NOT_ACTIVE_MESSAGES.acted_upon } });

    const dismissed = await act(investor.token, second.id, { action: 'dismiss' });
    expect(dismissed.body).toMatchObject({ status: 'dismissed' });
    const { Item } = await stackTable().client.send(
      new GetCommand({
        TableName: stackTable().name,
        Key: { pk: `USER#${investor.userId}`, sk: `OPP#${second.id}` },
      }),
    );
    expect(Item).toMatchObject({ dismiss_reason: 'Dismissed by user' });

    const feedback = await callApi(`/api/opportunities/${first.id}/feedback`, {
      method: 'POST',
      token: investor.token,
      xsrf: true,
      body: { rating: 5, comments: 'Easy money' },
    });
    expect(feedback).toMatchObject({ status: 200, body: { rating: 5, comments: 'Easy money' } });
    const tooLong = await callApi(`/api/opportunities/${second.id}/feedback`, {
      method: 'POST',
      token: investor.token,
      xsrf: true,
      body: { rating: 6, comments: 'x'.repeat(501) },
    });
    expect(tooLong.status).toBe(400);

    const history = await callApi(
      `/api/opportunities?accountId=${investor.accountId}&status=acted_upon,dismissed`,
      { token: investor.token },
    );
    expect((history.body?.opportunities as Opportunity[]).map((opportunity) => opportunity.status)).toEqual([
      'acted_upon',
      'dismissed',
    ]);
  });

  it("records the sold call in the account's ledger when acting, once", async () => {
    // Prepare
    const investor = await createInvestor();
    const opportunity = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const transactions = async () =>
      (
        await callApi(`/api/portfolio/transactions?accountId=${investor.accountId}`, {
          token: investor.token,
        })
      ).body as unknown as Array<{
        id: string;
        strategy: string;
        transactions: Array<Record<string, unknown>>;
      }>;
    // Act
    const acted = await act(investor.token, opportunity.id, { action: 'act', details: { contracts: 2 } });
    const again = await act(investor.token, opportunity.id, { action: 'act', details: { contracts: 2 } });
    // Assess
    expect(acted.status).toBe(200);
    expect(again.status).toBe(409);
    const groups = await transactions();
    expect(groups.filter((group) => group.strategy === 'covered_call')).toMatchObject([
      {
        id: `${opportunity.id}-sell`,
        transactions: [
          {
            id: `${opportunity.id}-sell`,
            symbol: opportunity.details.option_symbol,
            orderType: 'sell',
            quantity: 2,
            price: opportunity.details.premium,
            source: 'manual',
          },
        ],
      },
    ]);
    expect(groups).toHaveLength(3);
    const saleItems = await stackTable().client.send(
      new QueryCommand({
        TableName: stackTable().name,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :txn)',
        FilterExpression: 'id = :sale',
        ExpressionAttributeValues: {
          ':pk': `USER#${investor.userId}`,
          ':txn': `TXN#${investor.accountId}#`,
          ':sale': `${opportunity.id}-sell`,
        },
        ConsistentRead: true,
      }),
    );
    expect(saleItems.Items).toHaveLength(1);
    // The acted card shows the trade as recorded: 2 contracts, the premium scaled to them
    const stored = (await callApi(`/api/opportunities/${opportunity.id}`, { token: investor.token }))
      .body as {
      details: { contracts: number; total_premium: number; strike: number };
    };
    expect(stored.details.contracts).toBe(2);
    expect(stored.details.strike).toBe(opportunity.details.strike);
    expect(stored.details.total_premium).toBeCloseTo(opportunity.details.premium * 200, 6);
  });

  it('writes the status and the trade in one transaction: a taken ledger key leaves the card active, no line', async () => {
    // Prepare: the service on the stack's table at a fixed instant, and an item already at the roll's second key
    const investor = await createInvestor();
    const opportunity = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const table = stackTable();
    const now = new Date();
    const clock = { now: () => now };
    const market = createMarketSimulator();
    const service = buildOpportunityService({
      opportunities: buildOpportunityRepository(table),
      runs: buildOpportunityRunRepository(table, clock),
      portfolio: buildPortfolioReader(table),
      goals: buildGoalReader(table),
      trades: buildTradeRecorder(table, market, clock),
      market,
      clock,
      newId: randomUUID,
      enqueue: async () => undefined,
    });
    const saleKey = lineKey(investor.userId, {
      accountId: investor.accountId,
      ticker: 'AAPL',
      timestamp: now.toISOString(),
      id: tradeLineId(opportunity.id, 'sell'),
    });
    await table.client.send(
      new PutCommand({ TableName: table.name, Item: { ...saleKey, marker: 'already here' } }),
    );
    const ledger = async () =>
      (
        await table.client.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :txn)',
            ExpressionAttributeValues: {
              ':pk': `USER#${investor.userId}`,
              ':txn': `TXN#${investor.accountId}#`,
            },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    // Act
    const refused = service.act(investor.userId, opportunity.id, undefined);
    // Assess
    await expect(refused).rejects.toMatchObject({ status: 409, message: TRADE_ALREADY_RECORDED });
    expect((await service.get(investor.userId, opportunity.id)).status).toBe('active');
    const items = await ledger();
    expect(items.filter((item) => item.tickerType === 'option')).toEqual([]);
    expect(items.find((item) => item.sk === saleKey.sk)).toEqual({ ...saleKey, marker: 'already here' });
    // Once the key is free the same act goes through, writing the card and its one line together.
    await table.client.send(new DeleteCommand({ TableName: table.name, Key: saleKey }));
    expect(await service.act(investor.userId, opportunity.id, undefined)).toMatchObject({
      status: 'acted_upon',
    });
    await expect(service.act(investor.userId, opportunity.id, undefined)).rejects.toMatchObject({
      status: 409,
    });
    expect((await ledger()).filter((item) => item.tickerType === 'option')).toMatchObject([
      { sk: saleKey.sk, id: tradeLineId(opportunity.id, 'sell'), orderType: 'sell' },
    ]);
  });

  it("reads the list version and the account in one request; another user's or a deleted account is not found", async () => {
    // Prepare
    const investor = await createInvestor();
    const stranger = await createInvestor();
    const repository = buildOpportunityRepository(stackTable());
    const before = await repository.listStamp(investor.userId, investor.accountId);
    await seedActiveCoveredCall(investor.userId, investor.accountId);
    // Act
    const after = await repository.listStamp(investor.userId, investor.accountId);
    const theirs = await repository.listStamp(stranger.userId, investor.accountId);
    await buildPortfolioRepository(stackTable()).deleteAccount(investor.userId, investor.accountId);
    const deleted = await repository.listStamp(investor.userId, investor.accountId);
    // Assess
    expect(before).toMatchObject({ version: 0, changedAt: 0, accountFound: true });
    expect(after.version).toBe(1);
    expect(after.changedAt).toBeGreaterThan(0);
    expect(after.accountFound).toBe(true);
    expect(theirs).toEqual({ version: 0, changedAt: 0, accountFound: false });
    expect(deleted).toMatchObject({ version: 1, accountFound: false });
  });

  it('answers the list as the contract shapes it, the same bytes again while nothing changes', async () => {
    // Prepare
    const investor = await createInvestor();
    const first = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const second = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const url = `/api/opportunities?accountId=${investor.accountId}`;
    await sleep(LIST_SETTLE_MS);
    // Act
    const listed = await callApi(url, { token: investor.token });
    const again = await callApi(url, { token: investor.token });
    // Assess
    expect(listed.status).toBe(200);
    expect(
      opportunityListSchema
        .parse(listed.body)
        .opportunities.map((card) => card.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(again.body).toEqual(listed.body);
  });

  it("removes a deleted account's opportunities of every status", async () => {
    const investor = await createInvestor();
    const kept = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const dismissed = await seedActiveCoveredCall(investor.userId, investor.accountId);
    await act(investor.token, dismissed.id, { action: 'dismiss' });
    await buildAccountOpportunitiesCleanup(stackTable())(investor.userId, investor.accountId);
    const repository = buildOpportunityRepository(stackTable());
    expect(await repository.get(investor.userId, kept.id)).toBeUndefined();
    expect(await repository.get(investor.userId, dismissed.id)).toBeUndefined();
  });

  it('reads items stored before the document (nested attributes) and rewrites them as the document', async () => {
    // Prepare: two cards in the layout written before `doc`, the entity spread over the item
    const investor = await createInvestor();
    const [listed, refreshed] = [
      await seedActiveCoveredCall(investor.userId, investor.accountId),
      await seedActiveCoveredCall(investor.userId, investor.accountId),
    ];
    const table = stackTable();
    const rawItem = async (id: string) =>
      (
        await table.client.send(
          new GetCommand({
            TableName: table.name,
            Key: opportunityKey(investor.userId, id),
            ConsistentRead: true,
          }),
        )
      ).Item ?? {};
    for (const opportunity of [listed, refreshed])
      await table.client.send(
        new PutCommand({
          TableName: table.name,
          Item: {
            ...opportunityKey(investor.userId, opportunity.id),
            ...statusAttributes(
              investor.userId,
              investor.accountId,
              opportunity.id,
              'active',
              opportunity.expires_at,
            ),
            entity: 'opportunity',
            user_id: investor.userId,
            ...opportunity,
          },
        }),
      );
    const repository = buildOpportunityRepository(table);
    // Act
    const one = await callApi(`/api/opportunities/${listed.id}`, { token: investor.token });
    expect(
      await repository.refresh(investor.userId, { ...refreshed, generated_at: new Date().toISOString() }),
    ).toBe(true);
    const list = await callApi(`/api/opportunities?accountId=${investor.accountId}`, {
      token: investor.token,
    });
    const acted = await act(investor.token, listed.id, { action: 'act' });
    // Assess
    expect(one.body).toMatchObject({
      id: listed.id,
      status: 'active',
      details: { strike: listed.details.strike },
    });
    expect((list.body?.opportunities as Opportunity[]).map((opportunity) => opportunity.id).sort()).toEqual(
      [listed.id, refreshed.id].sort(),
    );
    for (const opportunity of [listed, refreshed]) {
      const item = await rawItem(opportunity.id);
      expect(typeof item.doc).toBe('string');
      expect(item).not.toHaveProperty('details');
      expect(item).toMatchObject({ created_at: opportunity.created_at, viewed_at: null });
    }
    expect(acted.body).toMatchObject({ id: listed.id, status: 'acted_upon', details: listed.details });
  });

  it('refuses to act on an expired opportunity with 409', async () => {
    const investor = await createInvestor();
    const opportunity = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const repository = buildOpportunityRepository(stackTable());
    await repository.expire(investor.userId, opportunity, new Date().toISOString());
    const response = await act(investor.token, opportunity.id, { action: 'act' });
    expect(response).toMatchObject({ status: 409, body: { message: NOT_ACTIVE_MESSAGES.expired } });
  });

  it('marks viewed once, previews a manual trade and recalculates a fine-tuned call', async () => {
    const investor = await createInvestor();
    const opportunity = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const viewed = await callApi(`/api/opportunities/${opportunity.id}/viewed`, {
      method: 'POST',
      token: investor.token,
      xsrf: true,
    });
    const viewedAgain = await callApi(`/api/opportunities/${opportunity.id}/viewed`, {
      method: 'POST',
      token: investor.token,
      xsrf: true,
    });
    expect(viewed.body?.viewed_at).toEqual(expect.any(String));
    expect(viewedAgain.body?.viewed_at).toBe(viewed.body?.viewed_at);

    const preview = await callApi(`/api/opportunities/${opportunity.id}/preview`, { token: investor.token });
    expect(preview).toMatchObject({
      status: 200,
      body: { action: 'sell_to_open', is_manual_account: true, estimated_commissions: 0, broker: null },
    });

    const calculator = await callApi('/api/opportunities/calculator', {
      method: 'POST',
      token: investor.token,
      xsrf: true,
      body: {
        underlying: 'AAPL',
        strike: 0.5,
        expiration: '2026-12-18',
        contracts: 1,
        account_id: investor.accountId,
      },
    });
    expect(calculator.status).toBe(400);
    expect(calculator.body?.message).toEqual(expect.stringContaining('AAPL has no'));
  });

  it('lets an admin viewing as the user read opportunities but not act on them', async () => {
    const investor = await createInvestor();
    const opportunity = await seedActiveCoveredCall(investor.userId, investor.accountId);
    const admin = {
      token: await tokenFor('admin@thetix.local'),
      headers: {
        'x-impersonate-user-id': investor.userId,
        'x-impersonation-timestamp': new Date().toISOString(),
      },
    };
    const list = await callApi(`/api/opportunities?accountId=${investor.accountId}&status=active`, admin);
    expect(list.status).toBe(200);
    expect((list.body?.opportunities as Opportunity[]).map((item) => item.id)).toEqual([opportunity.id]);
    const refused = await act(admin.token, opportunity.id, { action: 'dismiss' }, admin.headers);
    expect(refused).toMatchObject({ status: 403, body: { code: 'READ_ONLY_IMPERSONATION' } });
  });
});

describe('the generate-opportunities job', () => {
  it('runs end to end: refresh answers 202, the stack worker generates, the list shows the result', async () => {
    // Prepare
    const investor = await createInvestor();
    // Act
    const refresh = await callApi(`/api/opportunities/refresh?accountId=${investor.accountId}`, {
      method: 'POST',
      token: investor.token,
      xsrf: true,
    });
    // Assess
    expect(refresh).toMatchObject({
      status: 202,
      body: { job_status: 'pending', account_id: investor.accountId },
    });
    const run = await finishedRun(runKey(investor.userId, investor.accountId));
    expect(run).toMatchObject({ job_id: refresh.body?.job_id, job_completed_at: expect.any(String) });
    expect(run.job_status).toBeUndefined();
    const list = await callApi(`/api/opportunities?accountId=${investor.accountId}&status=active`, {
      token: investor.token,
    });
    const opportunities = list.body?.opportunities as Opportunity[];
    expect(opportunities.length).toBeGreaterThan(0);
    expect(opportunities.every((opportunity) => opportunity.account_id === investor.accountId)).toBe(true);
    // The one-account run booked the user's half-hourly chain in the due index.
    const chain = await stackTable().client.send(
      new GetCommand({ TableName: stackTable().name, Key: runKey(investor.userId) }),
    );
    expect(chain.Item).toMatchObject({ gsi2pk: 'DUE#jobs', job_kind: 'generate-opportunities' });
  });

  it('runs from a holdings change through the due index and the dispatch-due-jobs schedule', async () => {
    // Prepare
    Object.assign(process.env, stack().env);
    resetConfigForTests();
    const investor = await createInvestor();
    const dispatch = scheduleDefinitions.find((definition) => definition.name === 'dispatch-due-jobs')!;
    const trigger = buildOpportunityTrigger(stackTable(), systemClock);
    // Act
    expect(await trigger.holdingsChanged(investor.userId)).toBe(true);
    expect(await trigger.holdingsChanged(investor.userId)).toBe(false);
    await runSchedule(dispatch, new Date());
    // Assess
    const run = await finishedRun(runKey(investor.userId));
    expect(run).toMatchObject({ job_completed_at: expect.any(String), gsi2pk: 'DUE#jobs' });
    expect(Date.parse(String(run.gsi2sk))).toBeGreaterThan(Date.now());
    const list = await callApi(`/api/opportunities?accountId=${investor.accountId}`, {
      token: investor.token,
    });
    expect((list.body?.opportunities as Opportunity[]).length).toBeGreaterThan(0);
  });

  it('is idempotent on the real table: a second run writes no duplicate', async () => {
    const investor = await createInvestor();
    const table = stackTable();
    const generate = buildOpportunityGenerator({
      opportunities: buildOpportunityRepository(table),
      portfolio: buildPortfolioReader(table),
      goals: buildGoalReader(table),
      market: createMarketSimulator(),
      clock: systemClock,
    });
    const countItems = async () =>
      (
        await table.client.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :opp)',
            ExpressionAttributeValues: { ':pk': `USER#${investor.userId}`, ':opp': 'OPP#' },
          }),
        )
      ).Count;
    const first = await generate({ userId: investor.userId });
    const afterFirst = await countItems();
    const second = await generate({ userId: investor.userId });
    expect(first.created).toBe(afterFirst);
    expect(second).toMatchObject({ created: 0, refreshed: first.created });
    expect(await countItems()).toBe(afterFirst);
  });
});

describe('opportunity routes: oversized and hostile input (issue 20 item 2)', () => {
  const longId = 'o'.repeat(8000);

  // Before: an 8,000-character id reached DynamoDB as a key and answered 500.
  it.each([
    ['GET', `/api/opportunities/${longId}`, undefined],
    ['GET', `/api/opportunities/${longId}/preview`, undefined],
    ['POST', `/api/opportunities/${longId}`, { action: 'dismiss' }],
    ['POST', `/api/opportunities/${longId}/feedback`, { rating: 5 }],
    ['POST', `/api/opportunities/${longId}/viewed`, undefined],
    ['GET', `/api/opportunities?accountId=${longId}`, undefined],
    ['POST', `/api/opportunities/refresh?accountId=${longId}`, undefined],
  ] as const)('answers %s %s… with 400', async (method, path, body) => {
    const user = await createUserWithProfile();
    const response = await callApi(path, { method, token: user.token, xsrf: method !== 'GET', body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('128'),
    });
  });

  it.each(['1e309', '1e+308', '9007199254740992', '1e-320', '1e-11'])(
    'answers 400 for a fine-tune strike of %s',
    async (literal) => {
      const user = await createUserWithProfile();
      const response = await callApi('/api/opportunities/calculator', {
        method: 'POST',
        token: user.token,
        xsrf: true,
        body: `{"underlying":"AAPL","strike":${literal},"expiration":"2026-12-18","contracts":1,"account_id":"a1"}`,
      });
      expect(response.status).toBe(400);
      expect(response.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body.strike' })]);
    },
  );
});
