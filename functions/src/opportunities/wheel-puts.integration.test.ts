import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignList } from '@thetix/shared/contracts/campaigns';
import type { Opportunity, PutSellOpportunity } from '@thetix/shared/contracts/opportunities';
import type { Watchlist } from '@thetix/shared/contracts/watchlist';
import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser, stackTable } from '../testing/stack-client';
import { runKey } from './opportunity-run-repository';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue 31 end to end on the local stack: the example portfolio's watchlist and cash set aside reach the
 * generation job, which offers cash-secured puts within the cash and under each target price; acting on one records
 * the sold put, and the campaign routes then show the campaign it starts.
 */
describe('the wheel from the watchlist to a campaign', () => {
  it('offers puts from the example watchlist within the cash set aside, and a sold put starts a campaign', async () => {
    // Prepare: a new user with the example portfolio ($40,000 set aside; PEP, JNJ, VZ watched)
    const user = await createSignedInUser({ invited: true });
    expect((await callApi('/api/profile', { token: user.token })).status).toBe(200);
    const loaded = await callApi('/api/test-data', { method: 'POST', token: user.token, xsrf: true });
    expect(loaded.status).toBe(201);
    const accountId = String(loaded.body?.accountId);
    await callApi('/api/complete-onboarding', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { starting_goal: 'Balanced Weekly' },
    });
    const watchlist = (await callApi('/api/watchlist', { token: user.token })).body as unknown as Watchlist;

    // Act: one generation run through the queue
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
      if (run?.job_id === refresh.body?.job_id && run?.job_status === undefined && run?.job_completed_at)
        break;
      if (run?.job_status === 'failed') throw new Error(`The run failed: ${String(run.job_error)}`);
      if (Date.now() > deadline) throw new Error(`The run did not finish: ${JSON.stringify(run)}`);
      await sleep(250);
    }
    const { opportunities } = (
      await callApi(`/api/opportunities?accountId=${accountId}&status=active`, { token: user.token })
    ).body as unknown as { opportunities: Opportunity[] };
    const puts = opportunities.filter(
      (opportunity): opportunity is PutSellOpportunity => opportunity.opportunity_type === 'put_sell',
    );
    const sold = puts[0]!;
    const acted = await callApi(`/api/opportunities/${sold.id}`, {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { action: 'act' },
    });
    const campaigns = (
      await callApi(`/api/positions/${sold.primary_ticker}/campaigns`, { token: user.token })
    ).body as unknown as CampaignList;

    // Assess: a put per watched ticker the cash secures, each within the $40,000 and under its target
    expect(puts.length).toBeGreaterThan(0);
    for (const put of puts) {
      const entry = watchlist.entries.find((candidate) => candidate.ticker === put.primary_ticker)!;
      expect(entry).toBeDefined();
      expect(put.details.collateral).toBeLessThanOrEqual(40_000);
      expect(put.details.collateral).toBeCloseTo(put.details.strike * 100 * put.details.contracts, 6);
      expect(put.details.strike).toBeLessThan(put.details.current_price);
      if (entry.targetPrice !== null) expect(put.details.strike).toBeLessThanOrEqual(entry.targetPrice);
    }
    expect(acted.status).toBe(200);
    expect(campaigns.campaigns).toEqual([
      expect.objectContaining({
        ticker: sold.primary_ticker,
        status: 'open',
        started_with: 'put',
        phase: 'put',
        capital_at_risk: sold.details.collateral,
      }),
    ]);
  });
});
