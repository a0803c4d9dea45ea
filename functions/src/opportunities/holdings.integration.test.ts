import { holdingsResponseSchema, type HoldingsResponse } from '@thetix/shared/contracts/opportunities';
import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser } from '../testing/stack-client';

/**
 * GET /api/opportunities/holdings against the local stack (issue 18 items 11 and 12): a new user who loaded the
 * example portfolio and finished onboarding sees covered calls for the holdings with uncovered shares and, for the
 * rest, why not; the open AAPL call is listed with the action the rules suggest; a 60-share holding says how many
 * shares are missing.
 */
describe('the holdings review', () => {
  it('explains every holding of the example portfolio and lists its open call', async () => {
    // Prepare
    const user = await createSignedInUser({ invited: true });
    expect((await callApi('/api/profile', { token: user.token })).status).toBe(200);
    const loaded = await callApi('/api/test-data', { method: 'POST', token: user.token, xsrf: true });
    expect(loaded.status).toBe(201);
    const accountId = String(loaded.body?.accountId);
    const onboarding = await callApi('/api/complete-onboarding', {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { starting_goal: 'Balanced Weekly' },
    });
    expect(onboarding.status).toBeLessThan(300);
    const added = await callApi(`/api/positions/manual?accountId=${accountId}`, {
      method: 'POST',
      token: user.token,
      xsrf: true,
      body: { ticker: 'NVDA', amount: 60, costBasisPerShare: 150 },
    });
    expect(added.status).toBeLessThan(300);

    // Act
    const answer = await callApi(`/api/opportunities/holdings?accountId=${accountId}`, { token: user.token });

    // Assess
    expect(answer.status).toBe(200);
    const { holdings } = holdingsResponseSchema.parse(answer.body) as HoldingsResponse;
    const byTicker = Object.fromEntries(holdings.map((holding) => [holding.ticker, holding]));
    expect(Object.keys(byTicker).sort()).toEqual(['AAPL', 'KO', 'MSFT', 'NVDA']);
    // Never silence: a covered call or a reason.
    for (const holding of holdings)
      expect(holding.has_covered_call || holding.explanation !== null).toBe(true);
    // The onboarded user has suggestions, not an empty list.
    expect(byTicker.KO?.has_covered_call).toBe(true);
    expect(byTicker.MSFT?.has_covered_call).toBe(true);
    expect(byTicker.NVDA?.explanation).toEqual({
      code: 'under_100_shares',
      message:
        '60 shares of NVDA: a covered call needs 100 shares per contract, so 40 more shares are needed to write one.',
      shares_needed: 40,
    });
    const aapl = byTicker.AAPL;
    expect(aapl?.explanation?.code).toBe('fully_covered');
    expect(aapl?.open_calls).toHaveLength(1);
    const open = aapl?.open_calls[0];
    expect(['close', 'roll', 'let_expire', 'hold']).toContain(open?.action);
    expect(open?.reason).not.toBe('');
    expect(open?.days_to_expiry).toBeLessThanOrEqual(7);
  });

  it("answers 404 for another user's account and 400 for a bad query", async () => {
    // Prepare
    const owner = await createSignedInUser({ invited: true });
    const stranger = await createSignedInUser({ invited: true });
    const loaded = await callApi('/api/test-data', { method: 'POST', token: owner.token, xsrf: true });
    const accountId = String(loaded.body?.accountId);

    // Act
    const theirs = await callApi(`/api/opportunities/holdings?accountId=${accountId}`, {
      token: stranger.token,
    });
    const missing = await callApi('/api/opportunities/holdings', { token: owner.token });

    // Assess
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(400);
    expect(typeof missing.body?.message).toBe('string');
  });
});
