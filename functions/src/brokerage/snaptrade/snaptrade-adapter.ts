import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import {
  Snaptrade,
  SnaptradeAuth,
  SnaptradeError,
  type AccountPosition,
  type AccountUniversalActivity,
  type CommercialApiKeyAuth,
} from 'snaptrade-typescript-sdk';
import {
  BrokerageAuthError,
  BrokerageRateLimitError,
  BrokerageUnavailableError,
  callbackUrl,
  type AccountHoldings,
  type ActivityKind,
  type AggregatorUser,
  type BrokerageActivity,
  type BrokeragePort,
  type EquityHolding,
  type OptionHolding,
} from '../brokerage-port';
import { normalizeOptionSymbol } from '../ledger-mapping';

export interface SnaptradeSettings {
  clientId: string;
  consumerKey: string;
  /** Axios options for every request; tests route them to a `fetch` answering from recorded fixtures. */
  baseOptions?: Record<string, unknown>;
}

/** Activities per page (SnapTrade's maximum is 1000). */
const PAGE_SIZE = 1000;

/**
 * A failed SDK call as one of the port's errors, with a message that carries no secret: the SDK's own error holds
 * the request URL, whose query string has the user secret, so it never reaches a log or a client.
 */
export function snaptradeFailure(error: unknown, what: string): Error {
  if (error instanceof SnaptradeError) {
    const status = (error as SnaptradeError & { status?: number }).status;
    if (status === 401 || status === 402 || status === 403)
      return new BrokerageAuthError(`SnapTrade refused ${what} (${status})`);
    if (status === 429) return new BrokerageRateLimitError(`SnapTrade rate-limited ${what}`);
    if (status === 410) return new BrokerageUnavailableError(`SnapTrade no longer serves ${what} (410)`);
    return new Error(`SnapTrade failed ${what} (${status ?? 'network error'})`);
  }
  if (error instanceof Error && /429/.test(error.message))
    return new BrokerageRateLimitError(`SnapTrade rate-limited ${what}`);
  return new Error(`SnapTrade failed ${what}`);
}

const call = async <T>(what: string, request: () => Promise<{ data: T }>): Promise<T> => {
  try {
    return (await request()).data;
  } catch (error) {
    throw snaptradeFailure(error, what);
  }
};

const numberOf = (value: string | number | null | undefined) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** SnapTrade's activity type as ours; undefined for cash movements and anything else the ledger does not hold. */
const kindOf = (activity: AccountUniversalActivity): ActivityKind | undefined => {
  switch ((activity.type ?? '').toUpperCase()) {
    case 'BUY':
      return 'buy';
    case 'SELL':
      return 'sell';
    case 'DIVIDEND':
    case 'SUBSTITUTE_DIVIDEND':
      return 'dividend';
    case 'OPTIONEXPIRATION':
      return 'expiry';
    case 'OPTIONASSIGNMENT':
      return 'assignment';
    default:
      return undefined;
  }
};

export function toActivity(activity: AccountUniversalActivity): BrokerageActivity | undefined {
  const kind = kindOf(activity);
  const timestamp = activity.trade_date ?? activity.settlement_date;
  if (!kind || !activity.id || !timestamp) return undefined;
  const option = activity.option_symbol ?? undefined;
  const ticker = (option?.underlying_symbol?.symbol ?? activity.symbol?.symbol ?? '').toUpperCase();
  if (!ticker) return undefined;
  const units = Math.abs(activity.units ?? 0);
  const price = Math.abs(activity.price ?? 0);
  if (kind === 'dividend') {
    const amount = Math.abs(activity.amount ?? units * price);
    const quantity = units > 0 && price > 0 ? units : 1;
    return {
      id: activity.id,
      kind,
      ticker,
      quantity,
      price: quantity === 1 ? amount : price,
      fees: 0,
      timestamp: new Date(timestamp).toISOString(),
    };
  }
  if (units === 0) return undefined;
  return {
    id: activity.id,
    kind,
    ticker,
    ...(option ? { optionSymbol: option.ticker } : {}),
    quantity: units,
    price,
    fees: Math.abs(activity.fee ?? 0),
    timestamp: new Date(timestamp).toISOString(),
  };
}

/** The unified positions endpoint's answer (`/accounts/{id}/positions/all`) as holdings. */
export function fromAllPositions(
  results: readonly AccountPosition[],
): Pick<AccountHoldings, 'equities' | 'options'> {
  const equities: EquityHolding[] = [];
  const options: OptionHolding[] = [];
  for (const position of results) {
    const units = numberOf(position.units) ?? 0;
    if (units === 0 || (position.currency && position.currency !== 'USD')) continue;
    const instrument = position.instrument as {
      kind?: string;
      symbol?: string;
      underlying?: { symbol?: string };
    };
    if (instrument.kind === 'option') {
      const normalized = normalizeOptionSymbol(instrument.symbol ?? '');
      if (!normalized) continue;
      const costPerContract = numberOf(position.cost_basis);
      options.push({
        ticker: (instrument.underlying?.symbol ?? normalized.option.root).toUpperCase(),
        symbol: normalized.symbol,
        contracts: units,
        ...(costPerContract !== undefined ? { averagePrice: Math.abs(costPerContract) / 100 } : {}),
        ...(numberOf(position.price) !== undefined ? { price: numberOf(position.price) } : {}),
      });
    } else if (instrument.kind === 'stock' || instrument.kind === 'etf' || instrument.kind === 'adr') {
      equities.push({
        ticker: String(instrument.symbol).toUpperCase(),
        shares: units,
        ...(numberOf(position.cost_basis) !== undefined
          ? { averageCost: numberOf(position.cost_basis) }
          : {}),
        ...(numberOf(position.price) !== undefined ? { price: numberOf(position.price) } : {}),
      });
    }
  }
  return { equities, options };
}

/**
 * SnapTrade (snaptrade-typescript-sdk). Each Thetix user is a SnapTrade user (our user id, the user secret
 * SnapTrade returns kept in our table); logins are read-only connection portals that redirect back to our
 * callback. Positions: the per-account endpoints answer 410 Gone for apps registered after May 2026, so a 410 moves
 * this process to the unified all-positions endpoint for good; when that one also fails the sync is told so
 * instead of being handed an empty list.
 */
export function buildSnaptradeAdapter(settings: SnaptradeSettings): BrokeragePort {
  const client = new Snaptrade<CommercialApiKeyAuth>({
    auth: SnaptradeAuth.commercialApiKey({ clientId: settings.clientId, consumerKey: settings.consumerKey }),
    ...(settings.baseOptions ? { baseOptions: settings.baseOptions } : {}),
  });
  let perAccountGone = false;

  const secretOf = (user: AggregatorUser) => {
    const userSecret = user.credentials.userSecret;
    if (!userSecret) throw new BrokerageAuthError('This user has no SnapTrade registration');
    return { userId: user.userId, userSecret };
  };

  const perAccountHoldings = async (auth: { userId: string; userSecret: string }, accountId: string) => {
    const [positions, options] = await Promise.all([
      call('positions', () => client.accountInformation.getUserAccountPositions({ ...auth, accountId })),
      call('option positions', () => client.options.listOptionHoldings({ ...auth, accountId })),
    ]);
    return {
      equities: positions.flatMap((position): EquityHolding[] => {
        const ticker = position.symbol?.symbol?.symbol;
        const shares = position.units ?? position.fractional_units ?? 0;
        if (!ticker || !shares || position.cash_equivalent) return [];
        return [
          {
            ticker: ticker.toUpperCase(),
            shares,
            ...(position.average_purchase_price != null
              ? { averageCost: position.average_purchase_price }
              : {}),
            ...(position.price != null ? { price: position.price } : {}),
          },
        ];
      }),
      options: options.flatMap((position): OptionHolding[] => {
        const symbol = position.symbol?.option_symbol;
        const normalized = symbol && normalizeOptionSymbol(symbol.ticker);
        if (!symbol || !normalized || !position.units) return [];
        return [
          {
            ticker: (symbol.underlying_symbol.symbol ?? normalized.option.root).toUpperCase(),
            symbol: normalized.symbol,
            contracts: position.units,
            // SnapTrade reports option prices per contract; the ledger keeps them per share.
            ...(position.average_purchase_price != null
              ? { averagePrice: Math.abs(position.average_purchase_price) / 100 }
              : {}),
            ...(position.price != null ? { price: position.price / 100 } : {}),
          },
        ];
      }),
    };
  };

  return {
    name: 'snaptrade',

    /** SnapTrade's connection portal; with `reconnect`, its reconnect flow for that authorization. */
    async createLoginLink({ user, baseUrl, state, reconnect }) {
      let credentials: Record<string, string> | undefined;
      let userSecret = user.credentials.userSecret;
      if (!userSecret) {
        const registered = await call('the user registration', () =>
          client.authentication.registerSnapTradeUser({ userId: user.userId }),
        );
        userSecret = registered.userSecret;
        if (!userSecret) throw new Error('SnapTrade registered the user without a secret');
        credentials = { userSecret };
      }
      const login = await call('the login link', () =>
        client.authentication.loginSnapTradeUser({
          userId: user.userId,
          userSecret: userSecret!,
          connectionType: 'read',
          customRedirect: callbackUrl(baseUrl, 'snaptrade', state),
          immediateRedirect: true,
          ...(reconnect !== undefined ? { reconnect } : {}),
        }),
      );
      const redirectUri = 'redirectURI' in login ? login.redirectURI : undefined;
      if (!redirectUri) throw new Error('SnapTrade answered the login without a redirect address');
      return { redirectUri, ...(credentials ? { credentials } : {}) };
    },

    async completeLogin({ user, query }) {
      // SnapTrade appends `status=SUCCESS&connection_id=<authorization id>` to our redirect.
      if (query.connection_id) return { connectionIds: [query.connection_id] };
      const connections = await this.listConnections(user);
      return { connectionIds: connections.map((connection) => connection.id) };
    },

    async listConnections(user) {
      const authorizations = await call('the connections', () =>
        client.connections.listBrokerageAuthorizations(secretOf(user)),
      );
      return authorizations.flatMap((authorization) =>
        authorization.id
          ? [
              {
                id: authorization.id,
                institutionName:
                  authorization.brokerage?.display_name ??
                  authorization.brokerage?.name ??
                  authorization.name ??
                  'Brokerage',
                healthy: authorization.disabled !== true,
              },
            ]
          : [],
      );
    },

    async listAccounts(user) {
      const accounts = await call('the accounts', () =>
        client.accountInformation.listUserAccounts(secretOf(user)),
      );
      return accounts.map((account) => ({
        externalId: account.id,
        connectionId: account.brokerage_authorization,
        name: account.name ?? `${account.institution_name} ${account.number.slice(-4)}`,
        institutionName: account.institution_name,
      }));
    },

    async fetchHoldings(user, account): Promise<AccountHoldings> {
      const auth = secretOf(user);
      const accountId = account.externalId;
      const balances = await call('the balance', () =>
        client.accountInformation.getUserAccountBalance({ ...auth, accountId }),
      );
      // The account's US-dollar cash (balances in other currencies are left out); none reported: no figure at all.
      const dollars = balances.filter(
        (balance) => (balance.currency?.code ?? 'USD') === 'USD' && typeof balance.cash === 'number',
      );
      const cashBalance =
        dollars.length > 0 ? dollars.reduce((sum, balance) => sum + (balance.cash ?? 0), 0) : undefined;
      const cash = cashBalance === undefined ? {} : { cashBalance };
      if (!perAccountGone) {
        try {
          return { ...cash, ...(await perAccountHoldings(auth, accountId)) };
        } catch (error) {
          if (!(error instanceof BrokerageUnavailableError)) throw error;
          perAccountGone = true;
        }
      }
      const all = await call('all positions', () =>
        client.accountInformation.getAllAccountPositions({ ...auth, accountId }),
      );
      return { ...cash, ...fromAllPositions(all.results ?? []) };
    },

    async fetchActivities(user, account, since: CalendarDate) {
      const auth = secretOf(user);
      const activities: BrokerageActivity[] = [];
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const page = await call('the activities', () =>
          client.accountInformation.getAccountActivities({
            ...auth,
            accountId: account.externalId,
            startDate: since,
            offset,
            limit: PAGE_SIZE,
          }),
        );
        for (const activity of page.data ?? []) {
          const mapped = toActivity(activity);
          if (mapped) activities.push(mapped);
        }
        const total = page.pagination?.total ?? 0;
        if ((page.data ?? []).length < PAGE_SIZE || offset + PAGE_SIZE >= total) return activities;
      }
    },

    async disconnect(user, connectionId) {
      await call('the disconnect', () =>
        client.connections.removeBrokerageAuthorization({ ...secretOf(user), authorizationId: connectionId }),
      );
      return undefined;
    },
  };
}
