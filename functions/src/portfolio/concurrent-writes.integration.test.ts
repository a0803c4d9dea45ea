import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, writeAs } from '../testing/stack-client';

interface Group {
  id: string;
}

describe('concurrent writes to one account against the local stack', () => {
  it('leave the snapshots and the materialised history built from the whole ledger', async () => {
    // Prepare
    const user = await createUserWithProfile();
    // The example portfolio first: a year of lines makes each rebuild long enough for the writes to overlap.
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    const accountId = String(loaded.body?.accountId);
    const before = (
      await callApi(`/api/portfolio/transactions?accountId=${accountId}`, { token: user.token })
    ).body as unknown as Group[];

    const koBefore =
      (
        (await callApi(`/api/positions?accountId=${accountId}`, { token: user.token })).body as unknown as {
          ticker: string;
          amount: number;
        }[]
      ).find((position) => position.ticker === 'KO')?.amount ?? 0;

    // Act: twelve positions added at once, each write refreshing the account's derived rows
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        writeAs(user, `/api/positions/manual?accountId=${accountId}`, 'POST', {
          ticker: 'KO',
          amount: index + 1,
          costBasisPerShare: 60 + index,
        }),
      ),
    );
    const ledger = (
      await callApi(`/api/portfolio/transactions?accountId=${accountId}&from=2000-01-01`, {
        token: user.token,
      })
    ).body as unknown as Group[];
    const page = (
      await callApi(`/api/portfolio/transactions?accountId=${accountId}&limit=100`, {
        token: user.token,
      })
    ).body as unknown as { groups: Group[]; summary: { count: number } };
    const positions = (await callApi(`/api/positions?accountId=${accountId}`, { token: user.token }))
      .body as unknown as { ticker: string; amount: number }[];

    // Assess: the filtered read groups the ledger; the unfiltered page and positions read the derived rows
    expect(added.every((response) => response.status === 201)).toBe(true);
    expect(ledger).toHaveLength(before.length + 12);
    expect(page.summary.count).toBe(ledger.length);
    expect(page.groups.map((group) => group.id).sort()).toEqual(ledger.map((group) => group.id).sort());
    expect(positions.find((position) => position.ticker === 'KO')?.amount).toBe(koBefore + 78);
  });
});
