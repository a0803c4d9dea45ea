import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, type SignedInUser, writeAs } from '../testing/stack-client';

const buy = async (
  user: SignedInUser,
  accountId: string,
  amount: number,
  costBasisPerShare: number,
  purchaseDate: string,
) => {
  const response = await writeAs(user, `/api/positions/manual?accountId=${accountId}`, 'POST', {
    ticker: 'KO',
    amount,
    costBasisPerShare,
    purchaseDate,
  });
  expect(response.status).toBe(201);
};

describe('GET /api/positions/{ticker}/tax-lots against the local stack', () => {
  it('answers the lots first in first out, a proposed call’s status and what its assignment would sell', async () => {
    // Prepare: two KO lots, one long-term, one bought a month ago.
    const user = await createUserWithProfile();
    const created = await writeAs(user, '/api/accounts', 'POST', { name: 'Taxable' });
    const accountId = String(created.body?.id);
    await buy(user, accountId, 100, 50, '2024-03-01');
    const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await buy(user, accountId, 100, 60, recent);
    const price = (await callApi('/api/price/KO', { token: user.token })).body as { price: number };
    const listing = (await callApi('/api/options/KO/expirations', { token: user.token })).body as {
      expirations: { date: string }[];
    };
    const dates = listing.expirations.map((entry) => entry.date).sort();
    const weekly = dates[0]!;
    const strike = Math.ceil(price.price) + 1;
    // Act
    const lots = await callApi(`/api/positions/KO/tax-lots?accountId=${accountId}`, { token: user.token });
    const proposed = await callApi(
      `/api/positions/KO/tax-lots?accountId=${accountId}&strike=${strike}&expiration=${weekly}&contracts=1&premium=0.4`,
      { token: user.token },
    );
    // Assess
    expect(lots.status).toBe(200);
    const body = lots.body as {
      accounts: {
        lots: { shares: number; costPerShare: number; termToday: string; acquiredOn: string }[];
        averageCostPerShare: number;
      }[];
      proposedCall: unknown;
      notice: string;
      dataSource: string;
    };
    expect(
      body.accounts[0]!.lots.map((lot) => [lot.acquiredOn, lot.shares, lot.costPerShare, lot.termToday]),
    ).toEqual([
      ['2024-03-01', 100, 50, 'long'],
      [recent, 100, 60, 'short'],
    ]);
    expect(body.accounts[0]!.averageCostPerShare).toBe(55);
    expect(body.proposedCall).toBeNull();
    expect(body.notice).toContain('not tax advice');
    expect(body.dataSource).toBe('simulated');
    expect(proposed.status).toBe(200);
    const call = (
      proposed.body as {
        proposedCall: {
          qualified: { status: string };
          assignment: { slices: { acquiredOn: string; term: string }[]; amountRealisedPerShare: number };
        };
      }
    ).proposedCall;
    expect(call.assignment.slices).toEqual([
      expect.objectContaining({ acquiredOn: '2024-03-01', term: 'long' }),
    ]);
    expect(call.assignment.amountRealisedPerShare).toBeCloseTo(strike + 0.4, 4);
    expect(['not_qualified', 'qualified_out_of_the_money']).toContain(call.qualified.status);
  });

  it('refuses half a call, an unknown method and another user’s position', async () => {
    const user = await createUserWithProfile();
    const other = await createUserWithProfile();
    const created = await writeAs(user, '/api/accounts', 'POST', { name: 'Taxable' });
    await buy(user, String(created.body?.id), 10, 50, '2025-01-02');
    const half = await callApi('/api/positions/KO/tax-lots?strike=60', { token: user.token });
    const method = await callApi('/api/positions/KO/tax-lots?method=average', { token: user.token });
    const theirs = await callApi('/api/positions/KO/tax-lots', { token: other.token });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain(
      'strike, expiration, contracts and premium must be given together',
    );
    expect(method.status).toBe(400);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).toContain('Position KO not found');
  });

  it('keeps each account’s lot method: the lots follow it until a query asks for another', async () => {
    // Prepare: two KO lots in one account, a second account left on the default.
    const user = await createUserWithProfile();
    const other = await createUserWithProfile();
    const taxable = String((await writeAs(user, '/api/accounts', 'POST', { name: 'Taxable' })).body?.id);
    const second = String((await writeAs(user, '/api/accounts', 'POST', { name: 'Second' })).body?.id);
    await buy(user, taxable, 100, 50, '2024-03-01');
    await buy(user, taxable, 100, 70, '2025-06-02');
    await buy(user, second, 100, 40, '2024-05-01');
    const price = (await callApi('/api/price/KO', { token: user.token })).body as { price: number };
    const listing = (await callApi('/api/options/KO/expirations', { token: user.token })).body as {
      expirations: { date: string }[];
    };
    const call = `strike=${Math.ceil(price.price) + 1}&expiration=${listing.expirations[0]!.date}&contracts=1&premium=0.4`;
    /** Per account: its name, the method its lots used, and the cost of the lot a one-contract call would sell. */
    const soldFirst = async (query: string) =>
      Promise.all(
        [taxable, second].map(async (accountId) => {
          const body = (
            await callApi(`/api/positions/KO/tax-lots?accountId=${accountId}&${call}${query}`, {
              token: user.token,
            })
          ).body as {
            accounts: { accountName: string; method: string }[];
            proposedCall: { assignment: { slices: { costPerShare: number }[] } };
          };
          return [
            body.accounts[0]!.accountName,
            body.accounts[0]!.method,
            body.proposedCall.assignment.slices[0]!.costPerShare,
          ];
        }),
      );

    // Act
    const saved = await writeAs(user, `/api/accounts/${taxable}/lot-method`, 'PATCH', {
      method: 'highest_cost',
    });
    const stored = await soldFirst('');
    const asked = await soldFirst('&method=fifo');
    const specific = await writeAs(user, `/api/accounts/${taxable}/lot-method`, 'PATCH', {
      method: 'specific',
    });
    const extra = await writeAs(user, `/api/accounts/${taxable}/lot-method`, 'PATCH', {
      method: 'lifo',
      lots: 'a',
    });
    const theirs = await writeAs(other, `/api/accounts/${taxable}/lot-method`, 'PATCH', { method: 'lifo' });

    // Assess: an assignment in the taxable account now sells its $70 lot; the second account keeps FIFO
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ accountId: taxable, method: 'highest_cost' });
    expect(stored).toEqual([
      ['Taxable', 'highest_cost', 70],
      ['Second', 'fifo', 40],
    ]);
    expect(asked).toEqual([
      ['Taxable', 'fifo', 50],
      ['Second', 'fifo', 40],
    ]);
    expect(specific.status).toBe(400);
    expect(JSON.stringify(specific.body)).toContain('method must be one of fifo, lifo, highest_cost');
    expect(extra.status).toBe(400);
    expect(theirs.status).toBe(404);
  });
});
