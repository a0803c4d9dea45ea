import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, type CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { holdingsAt } from '@thetix/shared/portfolio/holdings';
import type { Clock } from '../../platform/clock';
import { queryPartitionPrefix, type Table } from '../../platform/table';
import { userPartition } from '../../portfolio/portfolio-entities';
import {
  BrokerageAuthError,
  type AccountHoldings,
  type BrokerageAccount,
  type BrokeragePort,
} from '../brokerage-port';
import { activityLines } from '../ledger-mapping';
import { demoActivities, demoBrokerages, findDemoBrokerage, HISTORY_DAYS } from './demo-brokerages';

/**
 * The offline aggregator (`BROKERAGE_ADAPTER=sandbox`, the local default). It plays the aggregator's part end to
 * end: its login link opens our own portal page (`GET /api/sandbox/portal`), where the user picks a demo brokerage
 * and authorizes; the portal then redirects to the callback like SnapTrade's does. What the user authorized is the
 * sandbox's own state, kept in the table as the aggregator would keep it on its side: sk
 * `SANDBOX#AUTH#<connectionId>` in the user's partition (Query `begins_with` lists them).
 */
const AUTH_PREFIX = 'SANDBOX#AUTH#';
export const SANDBOX_BROKERAGE_QUERY = 'brokerage';

const connectionIdOf = (brokerageId: string) => `sandbox-${brokerageId}`;
const externalAccountId = (brokerageId: string, accountKey: string) => `${brokerageId}-${accountKey}`;

interface Authorization {
  connectionId: string;
  brokerageId: string;
  /** New York date of the first authorization: the demo history is anchored on it. */
  anchor: CalendarDate;
}

export function buildSandboxAdapter(deps: {
  table: Table;
  market: MarketModel;
  clock: Clock;
}): BrokeragePort {
  const { table, market, clock } = deps;

  const authorizations = async (userId: string): Promise<Authorization[]> => {
    const items = await queryPartitionPrefix(table, userPartition(userId), AUTH_PREFIX);
    return items.map((item) => ({
      connectionId: String(item.connectionId),
      brokerageId: String(item.brokerageId),
      anchor: String(item.anchor),
    }));
  };

  const locate = async (userId: string, account: BrokerageAccount) => {
    const authorization = (await authorizations(userId)).find(
      (candidate) => candidate.connectionId === account.connectionId,
    );
    const brokerage = authorization && findDemoBrokerage(authorization.brokerageId);
    const demo = brokerage?.accounts.find(
      (candidate) => externalAccountId(brokerage.id, candidate.key) === account.externalId,
    );
    if (!authorization || !demo)
      throw new BrokerageAuthError(
        'This demo connection was removed; connect it again.',
        account.connectionId,
      );
    return { authorization, demo };
  };

  return {
    name: 'sandbox',

    /** The portal; a reconnect keeps its connection in the login state, so the portal offers that brokerage only. */
    async createLoginLink({ baseUrl, state, reconnect }) {
      return {
        redirectUri: `${baseUrl}/api/sandbox/portal?state=${encodeURIComponent(state)}`,
        ...(reconnect !== undefined ? { session: { reconnect } } : {}),
      };
    },

    async completeLogin({ user, query }) {
      const brokerageId = query[SANDBOX_BROKERAGE_QUERY] ?? '';
      const brokerage = findDemoBrokerage(brokerageId);
      if (!brokerage) throw new BrokerageAuthError(`Unknown demo brokerage "${brokerageId}"`);
      const connectionId = connectionIdOf(brokerage.id);
      // Authorizing the same demo brokerage again keeps its first anchor, so its history stays the same.
      await table.client
        .send(
          new PutCommand({
            TableName: table.name,
            Item: {
              pk: userPartition(user.userId),
              sk: `${AUTH_PREFIX}${connectionId}`,
              entity: 'sandbox-authorization',
              connectionId,
              brokerageId: brokerage.id,
              anchor: newYorkDate(clock.now()),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .catch((error: unknown) => {
          if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
        });
      return { connectionIds: [connectionId] };
    },

    async listConnections(user) {
      return (await authorizations(user.userId)).flatMap((authorization) => {
        const brokerage = findDemoBrokerage(authorization.brokerageId);
        return brokerage
          ? [{ id: authorization.connectionId, institutionName: brokerage.name, healthy: true }]
          : [];
      });
    },

    async listAccounts(user) {
      return (await authorizations(user.userId)).flatMap((authorization) => {
        const brokerage = findDemoBrokerage(authorization.brokerageId);
        return (brokerage?.accounts ?? []).map((account) => ({
          externalId: externalAccountId(brokerage!.id, account.key),
          connectionId: authorization.connectionId,
          name: account.name,
          institutionName: brokerage!.name,
          cashBalance: account.cashBalance,
        }));
      });
    },

    async fetchHoldings(user, account): Promise<AccountHoldings> {
      const { authorization, demo } = await locate(user.userId, account);
      const now = clock.now();
      const lines = demoActivities({ market, account: demo, anchor: authorization.anchor, now }).flatMap(
        (activity) => activityLines(account.externalId, activity),
      );
      const held = holdingsAt(lines, now);
      return {
        cashBalance: demo.cashBalance,
        equities: held
          .filter((holding) => holding.shares > 0)
          .map((holding) => ({
            ticker: holding.ticker,
            shares: holding.shares,
            averageCost: holding.cost / holding.shares,
            price: market.quote(holding.ticker, now)?.price,
          })),
        options: held.flatMap((holding) =>
          holding.openOptions.map((option) => ({
            ticker: option.ticker,
            symbol: option.symbol,
            contracts: option.contracts,
            averagePrice: option.averagePrice,
          })),
        ),
      };
    },

    async fetchActivities(user, account, since) {
      const { authorization, demo } = await locate(user.userId, account);
      const historyStart = addDays(authorization.anchor, -HISTORY_DAYS);
      const from = since > historyStart ? since : historyStart;
      return demoActivities({ market, account: demo, anchor: authorization.anchor, now: clock.now() }).filter(
        (activity) => newYorkDate(new Date(activity.timestamp)) >= from,
      );
    },

    async disconnect(user, connectionId) {
      await table.client.send(
        new DeleteCommand({
          TableName: table.name,
          Key: { pk: userPartition(user.userId), sk: `${AUTH_PREFIX}${connectionId}` },
        }),
      );
      return undefined;
    },
  };
}

/**
 * What the portal page lists: every demo brokerage, or, when the login reconnects one of them, that one alone (an
 * unknown connection id lists them all).
 */
export const sandboxPortalBrokerages = (reconnect?: string) => {
  const listed = demoBrokerages.map((brokerage) => ({
    id: brokerage.id,
    name: brokerage.name,
    tagline: brokerage.tagline,
  }));
  const reconnecting = listed.filter((brokerage) => connectionIdOf(brokerage.id) === reconnect);
  return reconnecting.length > 0 ? reconnecting : listed;
};
