import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import type { StoredAccount } from '../../portfolio/portfolio-entities';
import type { createInMemoryPortfolioRepository } from '../../portfolio/testing/in-memory-portfolio-repository';
import type { StoredConnection } from '../brokerage-entities';
import type {
  AccountHoldings,
  AggregatorCredentials,
  BrokerageAccount,
  BrokerageActivity,
  BrokerageConnection,
  BrokeragePort,
} from '../brokerage-port';
import type { BrokerageSyncDependencies } from '../brokerage-sync';

/** The brokerage repository's sync-side functions over maps, with the table's semantics. */
export function createInMemoryBrokerage(portfolio: ReturnType<typeof createInMemoryPortfolioRepository>) {
  const connections = new Map<string, StoredConnection>();
  const forgotten: string[] = [];
  const key = (userId: string, aggregator: Aggregator, id: string) => `${userId}#${aggregator}#${id}`;
  const brokerage: BrokerageSyncDependencies['brokerage'] = {
    listConnections: async (userId, aggregator) =>
      [...connections.values()]
        .filter((c) => c.userId === userId && (!aggregator || c.aggregator === aggregator))
        .map((c) => structuredClone(c)),
    putConnection: async (connection) => {
      connections.set(
        key(connection.userId, connection.aggregator, connection.id),
        structuredClone(connection),
      );
    },
    deleteConnection: async (userId, aggregator, id) => {
      connections.delete(key(userId, aggregator, id));
    },
    getCredentials: async () => ({}),
    createConnectedAccount: async (account: StoredAccount) => {
      if (await portfolio.repository.getAccount(account.userId, account.id)) return false;
      await portfolio.repository.createAccount(account);
      return true;
    },
    updateConnectedAccount: async (userId, accountId, { cashBalance, institutionName }) => {
      const stored = portfolio.accounts.get(`${userId}#${accountId}`);
      if (stored)
        portfolio.accounts.set(`${userId}#${accountId}`, {
          ...stored,
          institutionName,
          ...(cashBalance === undefined ? {} : { cashBalance }),
        });
    },
    forgetSyncTarget: async (userId, aggregator) => {
      forgotten.push(`${userId}#${aggregator}`);
    },
  };
  return { brokerage, connections, forgotten };
}

/** One brokerage account as a fake aggregator holds it; tests change it between syncs. */
export interface FakeAccount {
  account: BrokerageAccount;
  holdings: AccountHoldings;
  activities: BrokerageActivity[];
}

export const createFakeAccount = (overrides: Partial<BrokerageAccount> = {}): FakeAccount => ({
  account: {
    externalId: 'ext-1',
    connectionId: 'conn-1',
    name: 'Individual',
    institutionName: 'Fake Brokerage',
    cashBalance: 1000,
    ...overrides,
  },
  holdings: { equities: [], options: [] },
  activities: [],
});

/** An aggregator answering from memory; `failWith` makes its data calls throw (a broken login, a rate limit). */
export function createFakeAggregator(options: { name?: Aggregator } = {}) {
  const state = {
    connections: [
      { id: 'conn-1', institutionName: 'Fake Brokerage', healthy: true },
    ] as BrokerageConnection[],
    accounts: [] as FakeAccount[],
    failWith: undefined as Error | undefined,
    sinceAsked: [] as string[],
  };
  const find = (external: BrokerageAccount) => {
    if (state.failWith) throw state.failWith;
    const found = state.accounts.find((candidate) => candidate.account.externalId === external.externalId);
    if (!found) throw new Error(`unknown account ${external.externalId}`);
    return found;
  };
  const adapter: BrokeragePort = {
    name: options.name ?? 'snaptrade',
    createLoginLink: async ({ state: loginState }) => ({
      redirectUri: `https://fake.test/login?s=${loginState}`,
    }),
    completeLogin: async () => ({ connectionIds: state.connections.map((c) => c.id) }),
    listConnections: async () => state.connections,
    listAccounts: async () => {
      if (state.failWith) throw state.failWith;
      return state.accounts.map((entry) => entry.account);
    },
    fetchHoldings: async (_user, external) => find(external).holdings,
    fetchActivities: async (_user, external, since) => {
      state.sinceAsked.push(since);
      return find(external).activities;
    },
    disconnect: async (): Promise<AggregatorCredentials | undefined> => undefined,
  };
  return { adapter, state };
}
