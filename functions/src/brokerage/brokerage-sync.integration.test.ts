import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { accountPositionsPrefix, userPartition } from '../portfolio/portfolio-entities';
import { buildPortfolioRepository, type PortfolioRepository } from '../portfolio/portfolio-repository';
import { stackTable } from '../testing/stack-client';
import type { BrokerageActivity, BrokeragePort } from './brokerage-port';
import { buildBrokerageRepository } from './brokerage-repository';
import { buildBrokerageSync, connectedAccountId } from './brokerage-sync';
import { isReconcileLine } from './ledger-mapping';
import { createFakeAccount, createFakeAggregator, type FakeAccount } from './testing/in-memory-brokerage';

const logger = createLogger({ sink: () => undefined });
const DAY = 86_400_000;

/** A broker account with `count` share trades over the last months, and the holdings they add up to plus 50 KO. */
function brokerAccount(externalId: string, count: number): FakeAccount {
  const fake = createFakeAccount({ externalId, name: `Account ${externalId}` });
  fake.activities = Array.from({ length: count }, (_, index): BrokerageActivity => ({
    id: `${externalId}-t${index}`,
    kind: 'buy',
    ticker: index % 2 === 0 ? 'AAPL' : 'MSFT',
    quantity: 1,
    price: 100 + index,
    fees: 0,
    timestamp: new Date(Date.now() - (count - index) * DAY).toISOString(),
  }));
  fake.holdings = {
    cashBalance: 500,
    equities: [
      { ticker: 'AAPL', shares: Math.ceil(count / 2), averageCost: 110 },
      { ticker: 'KO', shares: 50, averageCost: 60 },
      { ticker: 'MSFT', shares: Math.floor(count / 2), averageCost: 110 },
    ],
    options: [],
  };
  return fake;
}

/**
 * Two ways a sync stops halfway, each on the second of two accounts after the first was written: the aggregator
 * fails on its activities, or the table write stops after part of its lines (a Lambda timing out mid-batch).
 */
const interruptions = {
  'the aggregator fails on the activities of the second account': (adapter: BrokeragePort) => {
    let calls = 0;
    return {
      adapter: {
        ...adapter,
        fetchActivities: async (...args: Parameters<BrokeragePort['fetchActivities']>) => {
          calls += 1;
          if (calls === 2) throw new Error('aggregator went away');
          return adapter.fetchActivities(...args);
        },
      },
      portfolio: (repository: PortfolioRepository) => repository,
    };
  },
  'the write stops after part of the second account lines': (adapter: BrokeragePort) => {
    let puts = 0;
    return {
      adapter,
      portfolio: (repository: PortfolioRepository): PortfolioRepository => ({
        ...repository,
        putLines: async (userId, lines) => {
          puts += 1;
          if (puts !== 2) return repository.putLines(userId, lines);
          await repository.putLines(userId, lines.slice(0, Math.floor(lines.length / 2)));
          throw new Error('timed out mid-write');
        },
      }),
    };
  },
};

describe('a brokerage sync interrupted halfway, against the local table', () => {
  it.each(Object.keys(interruptions) as (keyof typeof interruptions)[])(
    'completes on the next run when %s, with every line exactly once',
    async (interruption) => {
      // Prepare
      const userId = `sync-${randomUUID()}`;
      const table = stackTable();
      const brokerage = buildBrokerageRepository(table, systemClock);
      const portfolio = buildPortfolioRepository(table);
      const aggregator = createFakeAggregator();
      aggregator.state.accounts = [brokerAccount('ext-1', 40), brokerAccount('ext-2', 60)];
      const failing = interruptions[interruption](aggregator.adapter);
      const syncWith = (repository: PortfolioRepository, adapter: BrokeragePort) =>
        buildBrokerageSync({
          brokerage,
          portfolio: repository,
          clock: systemClock,
          removeAccountData: async () => undefined,
          holdingsChanged: async () => undefined,
        })({
          userId,
          adapter,
          scope: { kind: 'all' },
          full: false,
          trigger: 'user',
          logger,
          progress: async () => undefined,
        });
      const accountIds = ['ext-1', 'ext-2'].map((id) => connectedAccountId(userId, 'snaptrade', id));

      // Act: the interrupted run, then a new activity at the broker, then the run that completes
      await expect(syncWith(failing.portfolio(portfolio), failing.adapter)).rejects.toThrow();
      const partial = await portfolio.listLines(userId, { accountId: accountIds[1] });
      const late = aggregator.state.accounts[1]!;
      late.activities.push({ ...late.activities[0]!, id: 'ext-2-late', timestamp: new Date().toISOString() });
      late.holdings = {
        ...late.holdings,
        equities: late.holdings.equities.map((equity) =>
          equity.ticker === 'AAPL' ? { ...equity, shares: equity.shares + 1 } : equity,
        ),
      };
      const outcome = await syncWith(portfolio, aggregator.adapter);

      // Assess
      expect(partial.length).toBeLessThan(61);
      expect(outcome).toMatchObject({ accounts: 2, positions: 6 });
      for (const [index, accountId] of accountIds.entries()) {
        const fake = aggregator.state.accounts[index]!;
        const lines = await portfolio.listLines(userId, { accountId });
        const ids = lines.filter((line) => !isReconcileLine(line)).map((line) => line.externalId);
        expect(ids.sort()).toEqual(fake.activities.map((activity) => activity.id).sort());
        expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
        const held = holdingsAt(lines, new Date()).map(({ ticker, shares }) => ({ ticker, shares }));
        expect(held).toEqual(fake.holdings.equities.map(({ ticker, shares }) => ({ ticker, shares })));
        const positions = await table.client.send(
          new QueryCommand({
            TableName: table.name,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: {
              ':pk': userPartition(userId),
              ':prefix': accountPositionsPrefix(accountId),
            },
          }),
        );
        expect(positions.Items?.map((item) => ({ ticker: item.ticker, shares: item.amount }))).toEqual(held);
      }
    },
  );
});
