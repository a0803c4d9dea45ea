import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Performance, Position, TransactionGroup } from '@thetix/shared/contracts/portfolio';
import type { GoalSelection } from '@thetix/shared/contracts/goals';
import type { CoveredCallOpportunity, Opportunity } from '@thetix/shared/contracts/opportunities';
import { goalRiskBand } from '@thetix/shared/options/risk-labels';
import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser, stackTable } from '../testing/stack-client';
import { runKey } from './opportunity-run-repository';
import { NOT_ACTIVE_MESSAGES } from './opportunity-service';

/**
 * Issue 4's "done when", as a new user lives it against the local stack (HTTP adapter, DynamoDB Local, the jobs
 * queue and its worker): example portfolio, onboarding, a refresh through the queue, a goal switched both ways,
 * and acting on a covered call until the sold call shows in history, positions and performance.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Investor = { userId: string; token: string; accountId: string };

const post = (investor: Investor, path: string, body?: unknown) =>
  callApi(path, { method: 'POST', token: investor.token, xsrf: true, body });
const get = async <T>(investor: Investor, path: string) =>
  (await callApi(path, { token: investor.token })).body as unknown as T;

/** Refreshes the account's opportunities and waits for the worker to finish the run the refresh queued. */
async function refreshAndWait(investor: Investor): Promise<CoveredCallOpportunity[]> {
  const refresh = await post(investor, `/api/opportunities/refresh?accountId=${investor.accountId}`);
  expect(refresh.status).toBe(202);
  const key = runKey(investor.userId, investor.accountId);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { Item: run } = await stackTable().client.send(
      new GetCommand({ TableName: stackTable().name, Key: key }),
    );
    // A completed run has no status left (docs/architecture.md, "A job"); `job_completed_at` may be the last run's.
    if (run?.job_id === refresh.body?.job_id && run?.job_status === undefined && run?.job_completed_at) break;
    if (run?.job_status === 'failed') throw new Error(`The run failed: ${String(run.job_error)}`);
    if (Date.now() > deadline) throw new Error(`The run did not finish: ${JSON.stringify(run)}`);
    await sleep(250);
  }
  const { opportunities } = await get<{ opportunities: Opportunity[] }>(
    investor,
    `/api/opportunities?accountId=${investor.accountId}&status=active`,
  );
  return opportunities.filter(
    (opportunity): opportunity is CoveredCallOpportunity => opportunity.opportunity_type === 'covered_call',
  );
}

const callOn = (calls: CoveredCallOpportunity[], ticker: string) => {
  const call = calls.find((opportunity) => opportunity.primary_ticker === ticker);
  if (!call) throw new Error(`No covered call for ${ticker}`);
  return call;
};

const describeCall = (call: CoveredCallOpportunity) => ({
  ticker: call.primary_ticker,
  goal: call.strategy_name,
  strike: call.details.strike,
  expiration: call.details.expiration,
  delta: Number(call.details.delta.toFixed(3)),
  premium: Number(call.details.premium.toFixed(2)),
  annualizedYield: `${(call.details.annualized_yield * 100).toFixed(1)} %`,
  riskLevel: call.details.risk_level,
  contracts: call.details.contracts,
  warnings: call.warnings.map((warning) => warning.code),
});

describe('issue 4 walkthrough', () => {
  it('takes a new user from the example portfolio to a sold call in history, positions and performance', async () => {
    // A fresh invited user loads the example portfolio and completes onboarding with Balanced Weekly.
    const user = await createSignedInUser({ invited: true });
    expect((await callApi('/api/profile', { token: user.token })).status).toBe(200);
    const loaded = await callApi('/api/test-data', { method: 'POST', token: user.token, xsrf: true });
    expect(loaded.status).toBe(201);
    const investor: Investor = { ...user, accountId: String(loaded.body?.accountId) };
    const tickers = loaded.body?.tickers as string[];
    expect([...tickers].sort()).toEqual(['AAPL', 'KO', 'MSFT']);
    const onboarding = await post(investor, '/api/complete-onboarding', { starting_goal: 'Balanced Weekly' });
    expect(onboarding.body).toMatchObject({ completedNow: true, startingGoal: 'balanced_weekly' });
    const { goals } = await get<{ goals: GoalSelection[] }>(investor, '/api/user/goals');
    const goalOf = (ticker: string) => goals.find((selection) => selection.ticker === ticker)!.goal_id;
    expect(tickers.map(goalOf).every((goalId) => goalId.startsWith('balanced_'))).toBe(true);

    // A refresh through the queue gives a balanced covered call for every held ticker with uncovered shares (the
    // example's open AAPL call covers all of AAPL, so AAPL gets none: decision 47).
    const balanced = await refreshAndWait(investor);
    const held = await get<Position[]>(investor, `/api/positions?accountId=${investor.accountId}`);
    const uncovered = held
      .filter((position) => Math.floor(position.amount / 100) > position.totalOpenContracts)
      .map((position) => position.ticker);
    expect(uncovered).toEqual(expect.arrayContaining(['KO', 'MSFT']));
    expect(balanced.map((call) => call.primary_ticker).sort()).toEqual([...uncovered].sort());
    for (const ticker of uncovered) {
      const call = callOn(balanced, ticker);
      expect(call.details.risk_level).toBe('balanced');
      expect(call.details.cadence).toBe(goalOf(ticker).endsWith('weekly') ? 'weekly' : 'monthly');
      const inBand = goalRiskBand(call.details.delta) === 'balanced';
      expect(inBand || call.warnings.some((warning) => warning.code === 'outside_risk_band')).toBe(true);
    }

    // Switching MSFT's goal moves its strike: further out for conservative, closer in for aggressive.
    const cadence = goalOf('MSFT').split('_')[1];
    const switchTo = async (approach: 'conservative' | 'aggressive') => {
      const selected = await post(investor, '/api/user/goals', {
        ticker: 'MSFT',
        goal_id: `${approach}_${cadence}`,
      });
      expect(selected.status).toBe(200);
      return callOn(await refreshAndWait(investor), 'MSFT');
    };
    const conservative = await switchTo('conservative');
    const aggressive = await switchTo('aggressive');
    const balancedMsft = callOn(balanced, 'MSFT');
    expect(conservative.details.risk_level).toBe('conservative');
    expect(aggressive.details.risk_level).toBe('aggressive');
    expect(conservative.details.strike).toBeGreaterThan(balancedMsft.details.strike);
    expect(aggressive.details.strike).toBeLessThan(balancedMsft.details.strike);
    expect(conservative.details.delta).toBeLessThan(balancedMsft.details.delta);
    expect(aggressive.details.delta).toBeGreaterThan(balancedMsft.details.delta);
    console.log(
      'Example opportunities:\n',
      JSON.stringify([conservative, callOn(balanced, 'KO'), aggressive].map(describeCall), null, 2),
    );

    // Acting on KO's covered call records the sale: history, positions and performance all show it.
    const ko = callOn(balanced, 'KO');
    const before = await get<Performance>(
      investor,
      `/api/portfolio/performance?accountId=${investor.accountId}`,
    );
    const acted = await post(investor, `/api/opportunities/${ko.id}`, { action: 'act' });
    expect(acted).toMatchObject({ status: 200, body: { status: 'acted_upon' } });

    const history = await get<TransactionGroup[]>(
      investor,
      `/api/portfolio/transactions?accountId=${investor.accountId}`,
    );
    const sold = history.find((group) => group.id === `${ko.id}-sell`);
    expect(sold).toMatchObject({
      ticker: 'KO',
      type: 'option',
      strategy: 'covered_call',
      status: 'Open',
      source: 'manual',
      testData: false,
      transactions: [
        {
          symbol: ko.details.option_symbol,
          orderType: 'sell',
          quantity: ko.details.tradeable_contracts,
          price: ko.details.premium,
        },
      ],
    });
    // The premium is on the sale's line; realised income waits for the close (one definition, decision 194).
    expect(sold?.transactions[0]?.totalCost).toBeCloseTo(
      ko.details.premium * 100 * ko.details.tradeable_contracts,
      2,
    );
    expect(sold?.profitLoss).toBe(0);

    const positions = await get<Position[]>(investor, `/api/positions?accountId=${investor.accountId}`);
    const openContracts = (list: Position[]) =>
      list.find((position) => position.ticker === 'KO')!.totalOpenContracts;
    expect(openContracts(positions)).toBe(openContracts(held) + ko.details.tradeable_contracts);

    const after = await get<Performance>(
      investor,
      `/api/portfolio/performance?accountId=${investor.accountId}`,
    );
    expect(after.openCallContracts).toBe(before.openCallContracts + ko.details.tradeable_contracts);
    // Sold at the card's mid and marked at the live mid: while the market is open the two drift apart as the price
    // moves between the run and the act, so unrealized income moves by less than the premium, not by nothing.
    expect(Math.abs(after.unrealizedOptionsIncome - before.unrealizedOptionsIncome)).toBeLessThan(
      ko.details.total_premium,
    );
    expect(after.openValue).toBeLessThan(before.openValue);

    // Acting twice is a 409 and records nothing twice.
    const again = await post(investor, `/api/opportunities/${ko.id}`, { action: 'act' });
    expect(again).toMatchObject({ status: 409, body: { message: NOT_ACTIVE_MESSAGES.acted_upon } });
    const historyAfter = await get<TransactionGroup[]>(
      investor,
      `/api/portfolio/transactions?accountId=${investor.accountId}`,
    );
    expect(historyAfter.length).toBe(history.length);
    expect(historyAfter.flatMap((group) => group.transactions).length).toBe(
      history.flatMap((group) => group.transactions).length,
    );
  }, 180_000);
});
