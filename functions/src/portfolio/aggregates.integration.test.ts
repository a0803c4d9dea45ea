import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import { buildAggregates } from '@thetix/shared/portfolio/ledger-aggregates';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, stackTable, writeAs } from '../testing/stack-client';
import { aggregateHeadKey } from './book-snapshot-entity';
import { buildPortfolioRepository } from './portfolio-repository';
import { rebuildAggregates } from './rebuild-aggregates';

interface Position {
  ticker: string;
  amount: number;
  costBasis: number;
  totalOpenContracts: number;
}

/**
 * Issue 19 item 1 on seeded data: the snapshot rows the service keeps after each ledger write are the rows the
 * rebuild computes from the ledger, and the reads that use them answer what the ledger says.
 */
describe('per-account snapshots and income aggregates against the local stack', () => {
  it('keeps the rows equal to a rebuild through loads and manual entries, and heals a missing snapshot', async () => {
    // Prepare
    const table = stackTable();
    const portfolio = buildPortfolioRepository(table);
    const user = await createUserWithProfile();
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    expect(loaded.status).toBe(201);
    const accountId = String(loaded.body?.accountId);
    // Act
    const added = await writeAs(user, `/api/positions/manual?accountId=${accountId}`, 'POST', {
      ticker: 'NVDA',
      amount: 60,
      costBasisPerShare: 120,
      purchaseDate: '2026-01-05',
    });
    const stored = await portfolio.readAggregates(user.userId, accountId);
    const lines = await portfolio.listLines(user.userId, { accountId });
    const check = await rebuildAggregates(table, { userId: user.userId, dryRun: true });
    const positions = (await callApi('/api/positions', { token: user.token })).body as unknown as Position[];
    await table.client.send(
      new DeleteCommand({ TableName: table.name, Key: aggregateHeadKey(user.userId, accountId) }),
    );
    const healed = (await callApi('/api/positions', { token: user.token })).body as unknown as Position[];
    // Assess
    expect(added.status).toBe(201);
    expect(stored).toEqual(JSON.parse(JSON.stringify(buildAggregates(accountId, lines))));
    expect(stored?.days.length).toBeGreaterThan(20);
    expect(stored?.months.length).toBeGreaterThanOrEqual(12);
    expect(check).toMatchObject({ accounts: 1, differing: 0, lines: lines.length });
    const folded = holdingsAt(lines, new Date());
    expect(
      positions.map(({ ticker, amount, totalOpenContracts }) => ({ ticker, amount, totalOpenContracts })),
    ).toEqual(
      folded.map((holding) => ({
        ticker: holding.ticker,
        amount: holding.shares,
        totalOpenContracts: holding.openContracts,
      })),
    );
    expect(positions.find((position) => position.ticker === 'NVDA')).toMatchObject({
      amount: 60,
      costBasis: 7_200,
    });
    expect(healed).toEqual(positions);
    expect(await portfolio.getAggregateHead(user.userId, accountId)).toMatchObject({
      lineCount: lines.length,
    });
  });

  it('removes the rows with the account contents, and a reset account reads empty', async () => {
    const user = await createUserWithProfile();
    const loaded = await writeAs(user, '/api/test-data', 'POST');
    const accountId = String(loaded.body?.accountId);
    const reset = await writeAs(user, `/api/accounts/${accountId}/reset`, 'POST');
    const portfolio = buildPortfolioRepository(stackTable());
    expect(reset.status).toBe(200);
    expect(await portfolio.readAggregates(user.userId, accountId)).toBeUndefined();
    expect((await callApi('/api/positions', { token: user.token })).body).toEqual([]);
    expect(await portfolio.readAggregates(user.userId, accountId)).toMatchObject({
      watermark: { lineCount: 0 },
      books: [],
      days: [],
    });
  });
});
