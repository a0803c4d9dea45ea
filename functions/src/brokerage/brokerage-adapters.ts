import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import { config } from '../config';
import { marketModel } from '../market-data/market-source';
import { systemClock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import type { BrokeragePort } from './brokerage-port';
import { loadBrokerageSecrets, requireSecret } from './brokerage-secrets';
import { buildPlaidAdapter } from './plaid/plaid-adapter';
import { buildSandboxAdapter } from './sandbox/sandbox-adapter';
import { buildSnaptradeAdapter } from './snaptrade/snaptrade-adapter';

let adapter: BrokeragePort | undefined;

/** The aggregator this deployment connects through (`BROKERAGE_ADAPTER`). */
export const configuredAggregator = (): Aggregator => config().BROKERAGE_ADAPTER;

/**
 * The configured adapter, created once per process; undefined for any other aggregator, whose routes then answer
 * 404 (its stored connections can still be listed and removed).
 */
export function brokerageAdapter(aggregator: Aggregator): BrokeragePort | undefined {
  if (aggregator !== configuredAggregator()) return undefined;
  adapter ??= createAdapter(aggregator);
  return adapter;
}

function createAdapter(aggregator: Aggregator): BrokeragePort {
  switch (aggregator) {
    case 'sandbox':
      return buildSandboxAdapter({ table: defaultTable(), market: marketModel(), clock: systemClock });
    case 'snaptrade':
      return lazyAdapter('snaptrade', async () => {
        const secrets = await loadBrokerageSecrets(config());
        return buildSnaptradeAdapter({
          clientId: requireSecret(secrets, 'SNAPTRADE_CLIENT_ID'),
          consumerKey: requireSecret(secrets, 'SNAPTRADE_CONSUMER_KEY'),
        });
      });
    case 'plaid':
      return lazyAdapter('plaid', async () => {
        const secrets = await loadBrokerageSecrets(config());
        return buildPlaidAdapter({
          clientId: requireSecret(secrets, 'PLAID_CLIENT_ID'),
          secret: requireSecret(secrets, 'PLAID_SECRET'),
          environment: secrets.PLAID_ENV ?? 'sandbox',
          clock: systemClock,
        });
      });
  }
}

/** An adapter whose secrets are read on first use (Secrets Manager is a network call; module load must not be). */
function lazyAdapter(name: Aggregator, create: () => Promise<BrokeragePort>): BrokeragePort {
  let real: Promise<BrokeragePort> | undefined;
  const ready = () => {
    real ??= create().catch((error: unknown) => {
      real = undefined;
      throw error;
    });
    return real;
  };
  return {
    name,
    createLoginLink: async (request) => (await ready()).createLoginLink(request),
    completeLogin: async (completion) => (await ready()).completeLogin(completion),
    listConnections: async (user) => (await ready()).listConnections(user),
    listAccounts: async (user) => (await ready()).listAccounts(user),
    fetchHoldings: async (user, account) => (await ready()).fetchHoldings(user, account),
    fetchActivities: async (user, account, since) => (await ready()).fetchActivities(user, account, since),
    disconnect: async (user, connectionId) => (await ready()).disconnect(user, connectionId),
  };
}
