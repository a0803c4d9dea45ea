import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignList } from '@thetix/shared/contracts/campaigns';
import type {
  CoveredCallOpportunity,
  Opportunity,
  PutSellOpportunity,
} from '@thetix/shared/contracts/opportunities';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { describe, expect, it } from 'vitest';
import { runKey } from '../opportunities/opportunity-run-repository';
import { callApi, createSignedInUser, stackTable, type SignedInUser } from '../testing/stack-client';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One generation run through the queue, then the account's active cards. */
async function refreshed(user: SignedInUser, accountId: string): Promise<Opportunity[]> {
  const refresh = await callApi(`/api/opportunities/refresh?accountId=${accountId}`, {
    method: 'POST',
    token: user.token,
    xsrf: true,
  });
  expect(refresh.status).toBe(202);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { Item: run } = await stackTable().client.send(
      new GetCommand({ TableName: stackTable().name, Key: runKey(user.userId, accountId) }),
    );
    if (run?.job_id === refresh.body?.job_id && run?.job_status === undefined && run?.job_completed_at) break;
    if (run?.job_status === 'failed') throw new Error(`The run failed: ${String(run.job_error)}`);
    if (Date.now() > deadline) throw new Error(`The run did not finish: ${JSON.stringify(run)}`);
    await sleep(250);
  }
  const listed = await callApi(`/api/opportunities?accountId=${accountId}&status=active`, {
    token: user.token,
  });
  return (listed.body as unknown as { opportunities: Opportunity[] }).opportunities;
}

const act = (user: SignedInUser, id: string) =>
  callApi(`/api/opportunities/${id}`, {
    method: 'POST',
    token: user.token,
    xsrf: true,
    body: { action: 'act' },
  });

/**
 * Issue 31's "done when" on the local stack: a user with the example portfolio sees puts from the watchlist, records
 * a put, its assignment and a covered call on the assigned shares, and the position shows one campaign with the
 * basis lowered by both premiums and a return beside buy-and-hold.
 */
describe('the wheel journey: a put, its assignment, a covered call, one campaign', () => {
  it('shows one campaign whose adjusted basis is the strike less both premiums', async () => {
    // Prepare: the example portfolio ($40,000 set aside; PEP, JNJ, VZ watched)
    const user = await createSignedInUser({ invited: true });
    expect((await callApi('/api/profile', { token: user.token })).status).toBe(200);
    const loaded = await callApi('/api/test-data', { method: 'POST', token: user.token, xsrf: true });
    const accountId = String(loaded.body?.accountId);
    await callApi('/api/complete-onboarding', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { starting_goal: 'Balanced Weekly' },
    });
    const first = await refreshed(user, accountId);
    const put = first.find(
      (opportunity): opportunity is PutSellOpportunity => opportunity.opportunity_type === 'put_sell',
    )!;
    const ticker = put.primary_ticker;

    // Act: sell the put from its card, record its assignment by hand, give the ticker a goal, sell the call
    const soldPut = await act(user, put.id);
    // Assigned early, today: the put expires later, and a date in the future is refused
    const recorded = await callApi(`/api/positions/${ticker}/option-events`, {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: {
        accountId,
        symbol: put.details.option_symbol,
        event: 'assignment',
        date: newYorkDate(new Date()),
      },
    });
    const goal = await callApi('/api/user/goals', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { ticker, goal_id: 'balanced_weekly' },
    });
    const after = await refreshed(user, accountId);
    const call = after.find(
      (opportunity): opportunity is CoveredCallOpportunity =>
        opportunity.opportunity_type === 'covered_call' && opportunity.primary_ticker === ticker,
    )!;
    const soldCall = await act(user, call.id);
    const campaigns = (await callApi(`/api/positions/${ticker}/campaigns`, { token: user.token }))
      .body as unknown as CampaignList;
    const again = await callApi(`/api/positions/${ticker}/option-events`, {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { accountId, symbol: put.details.option_symbol, event: 'assignment' },
    });

    // Assess
    expect(soldPut.status).toBe(200);
    expect(goal.status).toBe(200);
    expect(recorded.status).toBe(201);
    expect(soldCall.status).toBe(200);
    const shares = put.details.contracts * 100;
    const [campaign] = campaigns.campaigns;
    expect(campaigns.campaigns).toHaveLength(1);
    expect(campaign).toMatchObject({ ticker, status: 'open', started_with: 'put', phase: 'shares', shares });
    // strike − put premium − call premium a share (the call covers the assigned shares, or fewer contracts of them)
    const callPremiumPerShare = (call.details.premium * call.details.contracts * 100) / shares;
    expect(campaign!.adjusted_basis_per_share).toBeCloseTo(
      put.details.strike - put.details.premium - callPremiumPerShare,
      1,
    );
    expect(campaign!.basis_per_share).toBeCloseTo(put.details.strike, 2);
    expect(campaign!.buy_and_hold).not.toBeNull();
    expect(campaign!.return_on_capital).not.toBeNull();
    // The put is closed: recording its assignment again is refused, not written twice
    expect(again.status).toBe(409);
  });
});
