import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import { formatOccSymbol } from '@thetix/shared/calendar/occ-symbol';
import { CONTRACT_SIZE } from '@thetix/shared/portfolio/ledger';
import {
  AccountType,
  Configuration,
  CountryCode,
  PlaidApi,
  PlaidEnvironments,
  Products,
  type Holding,
  type InvestmentTransaction,
  type Security,
} from 'plaid';
import { systemClock, type Clock } from '../../platform/clock';
import {
  BrokerageAuthError,
  BrokerageRateLimitError,
  BrokerageUnavailableError,
  callbackUrl,
  type AccountHoldings,
  type ActivityKind,
  type AggregatorCredentials,
  type AggregatorUser,
  type BrokerageAccount,
  type BrokerageActivity,
  type BrokerageConnection,
  type BrokeragePort,
  type EquityHolding,
  type OptionHolding,
} from '../brokerage-port';
import { normalizeOptionSymbol } from '../ledger-mapping';

export interface PlaidSettings {
  clientId: string;
  secret: string;
  environment: 'sandbox' | 'production';
  clock?: Clock;
  /** Axios options for every request; tests route them to a `fetch` answering from recorded fixtures. */
  baseOptions?: Record<string, unknown>;
}

/** Investment transactions per page (Plaid's maximum is 500). */
const PAGE_SIZE = 500;

/** Hosted Link lives as long as our login state (decision 78). */
const LINK_LIFETIME_SECONDS = 30 * 60;

/** A Plaid item's access token is kept in the user's credentials under this prefix and the item id. */
const ACCESS_TOKEN_PREFIX = 'accessToken:';

/** The login at the broker broke (or the item is gone): the user must reconnect. */
const LOGIN_CODES = new Set([
  'ITEM_LOGIN_REQUIRED',
  'ITEM_LOCKED',
  'USER_SETUP_REQUIRED',
  'INVALID_CREDENTIALS',
  'ACCESS_NOT_GRANTED',
  'INVALID_ACCESS_TOKEN',
  'ITEM_NOT_FOUND',
  'INVALID_PUBLIC_TOKEN',
  'INVALID_LINK_TOKEN',
]);

/** The institution cannot report investments for this item. */
const UNSUPPORTED_CODES = new Set([
  'PRODUCTS_NOT_SUPPORTED',
  'NO_INVESTMENT_ACCOUNTS',
  'NO_INVESTMENT_AUTH_ACCOUNTS',
]);

/**
 * A failed SDK call as one of the port's errors. The SDK's error is axios's, which holds the request (the access
 * token in its body, the client secret in its headers), so only Plaid's error code survives into the message.
 */
export function plaidFailure(error: unknown, what: string, connectionId?: string): Error {
  const response = (error as { response?: { status?: number; data?: unknown } } | undefined)?.response;
  const body = (typeof response?.data === 'object' && response.data !== null ? response.data : {}) as {
    error_type?: unknown;
    error_code?: unknown;
  };
  const code = typeof body.error_code === 'string' ? body.error_code : undefined;
  if (body.error_type === 'RATE_LIMIT_EXCEEDED' || response?.status === 429)
    return new BrokerageRateLimitError(`Plaid rate-limited ${what} (${code ?? 429})`);
  if (code && LOGIN_CODES.has(code))
    return new BrokerageAuthError(
      `Plaid needs the brokerage login renewed for ${what} (${code})`,
      connectionId,
    );
  if (code && UNSUPPORTED_CODES.has(code))
    return new BrokerageUnavailableError(`Plaid cannot report ${what} for this brokerage (${code})`);
  return new Error(`Plaid failed ${what} (${code ?? response?.status ?? 'network error'})`);
}

const call = async <T>(
  what: string,
  request: () => Promise<{ data: T }>,
  connectionId?: string,
): Promise<T> => {
  try {
    return (await request()).data;
  } catch (error) {
    throw plaidFailure(error, what, connectionId);
  }
};

const inDollars = (currency: string | null | undefined) => currency === null || currency === 'USD';
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Contracts in an option quantity. Plaid documents an option holding's quantity as contracts × 100 with a price
 * per share; some institutions count contracts instead. The reported value (holding value, or a trade's amount
 * without fees) tells them apart: value ≈ quantity × price × 100 means the quantity counted contracts.
 */
export function optionContracts(quantity: number, pricePerShare: number, value: number): number {
  const ifContracts = Math.abs(quantity * pricePerShare * CONTRACT_SIZE);
  if (pricePerShare > 0 && Math.abs(Math.abs(value) - ifContracts) <= 0.01 * ifContracts) return quantity;
  return round6(quantity / CONTRACT_SIZE);
}

/** The OCC symbol and underlying ticker of an option security: its ticker when that is OCC, else its contract. */
function optionOf(security: Security): { symbol: string; ticker: string } | undefined {
  const contract = security.option_contract;
  const underlying = contract?.underlying_security_ticker?.toUpperCase();
  const fromTicker = security.ticker_symbol ? normalizeOptionSymbol(security.ticker_symbol) : undefined;
  if (fromTicker) return { symbol: fromTicker.symbol, ticker: underlying ?? fromTicker.option.root };
  const type = contract?.contract_type.toLowerCase();
  if (!contract || !underlying || (type !== 'call' && type !== 'put')) return undefined;
  try {
    // OCC roots carry no share-class punctuation (options on BRK.B trade under BRKB).
    const root = underlying.replace(/[./]/g, '');
    const expiration = contract.expiration_date.slice(0, 10);
    return {
      symbol: formatOccSymbol({ root, expiration, type, strike: contract.strike_price }),
      ticker: underlying,
    };
  } catch {
    return undefined;
  }
}

const isCash = (security: Security) => security.type === 'cash' || security.is_cash_equivalent === true;

/**
 * `/investments/holdings/get` as holdings: shares, options (contracts, prices per share) and cash in US dollars (the
 * cash and cash-equivalent holdings; none held: no figure, and the caller may take the account's balance).
 */
export function fromHoldings(holdings: readonly Holding[], securities: readonly Security[]): AccountHoldings {
  const byId = new Map(securities.map((security) => [security.security_id, security]));
  const equities: EquityHolding[] = [];
  const options: OptionHolding[] = [];
  let cashBalance = 0;
  let cashHeld = false;
  for (const holding of holdings) {
    const security = byId.get(holding.security_id);
    if (!security || !inDollars(holding.iso_currency_code)) continue;
    if (isCash(security)) {
      cashBalance += holding.institution_value;
      cashHeld = true;
      continue;
    }
    if (holding.quantity === 0) continue;
    const price = holding.institution_price;
    if (security.option_contract || security.type === 'derivative') {
      const option = optionOf(security);
      if (!option) continue;
      const contracts = optionContracts(holding.quantity, price, holding.institution_value);
      options.push({
        ticker: option.ticker,
        symbol: option.symbol,
        contracts,
        // Plaid's cost basis is the position's total; the ledger keeps premiums per share.
        ...(holding.cost_basis != null
          ? { averagePrice: round6(Math.abs(holding.cost_basis) / Math.abs(contracts * CONTRACT_SIZE)) }
          : {}),
        price,
      });
    } else if ((security.type === 'equity' || security.type === 'etf') && security.ticker_symbol) {
      equities.push({
        ticker: security.ticker_symbol.toUpperCase(),
        shares: holding.quantity,
        ...(holding.cost_basis != null
          ? { averageCost: round6(Math.abs(holding.cost_basis / holding.quantity)) }
          : {}),
        price,
      });
    }
  }
  return { equities, options, ...(cashHeld ? { cashBalance: Math.round(cashBalance * 100) / 100 } : {}) };
}

const DIVIDEND_SUBTYPES = new Set(['dividend', 'qualified dividend', 'non-qualified dividend']);

/**
 * Plaid's type and subtype as ours; undefined for cash movements, fees and anything the ledger does not hold. An
 * assignment counts on the option only: its line books the shares at the strike, so the share leg Plaid may also
 * report is left out rather than counted twice.
 */
function kindOf(transaction: InvestmentTransaction, isOption: boolean): ActivityKind | undefined {
  const subtype = String(transaction.subtype);
  if (subtype === 'assignment') return isOption ? 'assignment' : undefined;
  if (subtype === 'expire') return isOption ? 'expiry' : undefined;
  switch (String(transaction.type)) {
    case 'buy':
      return 'buy';
    case 'sell':
      return subtype === 'exercise' ? undefined : 'sell';
    case 'cash':
      return DIVIDEND_SUBTYPES.has(subtype) ? 'dividend' : undefined;
    default:
      return undefined;
  }
}

export function toActivity(
  transaction: InvestmentTransaction,
  security: Security | undefined,
): BrokerageActivity | undefined {
  if (!security || !inDollars(transaction.iso_currency_code)) return undefined;
  const option = security.option_contract || security.type === 'derivative' ? optionOf(security) : undefined;
  const kind = kindOf(transaction, option !== undefined);
  const ticker = option?.ticker ?? security.ticker_symbol?.toUpperCase();
  if (!kind || !ticker) return undefined;
  const timestamp = new Date(transaction.transaction_datetime ?? transaction.date).toISOString();
  const fees = Math.abs(transaction.fees ?? 0);
  const price = Math.abs(transaction.price);
  const base = { id: transaction.investment_transaction_id, kind, ticker, fees, timestamp };
  if (kind === 'dividend') {
    // Plaid reports a cash dividend as an amount (negative: cash came in), usually without units.
    const amount = Math.abs(transaction.amount);
    const quantity = Math.abs(transaction.quantity);
    return quantity > 0 && price > 0
      ? { ...base, quantity, price, fees: 0 }
      : { ...base, quantity: 1, price: amount, fees: 0 };
  }
  if (transaction.quantity === 0) return undefined;
  if (!option) return { ...base, quantity: Math.abs(transaction.quantity), price };
  const tradeValue = Math.abs(transaction.amount) - fees;
  return {
    ...base,
    optionSymbol: option.symbol,
    quantity: Math.abs(optionContracts(transaction.quantity, price, tradeValue)),
    price,
  };
}

/** The item ids of the access tokens kept for the user. */
const itemIdsOf = (credentials: AggregatorCredentials) =>
  Object.keys(credentials)
    .filter((key) => key.startsWith(ACCESS_TOKEN_PREFIX))
    .map((key) => key.slice(ACCESS_TOKEN_PREFIX.length));

const accessTokenOf = (user: AggregatorUser, itemId: string) => {
  const accessToken = user.credentials[ACCESS_TOKEN_PREFIX + itemId];
  if (!accessToken) throw new BrokerageAuthError('This Plaid connection has no access token', itemId);
  return accessToken;
};

/**
 * Plaid (the `plaid` SDK), Investments product. Logins use Plaid Hosted Link: the link token we create carries our
 * callback as its completion redirect, so the login window goes to Plaid and comes back like SnapTrade's portal,
 * and no Plaid script runs on our pages. The callback reads the session's public tokens from `/link/token/get`
 * (or takes `public_token` from the query, for a Link page that hands it over) and exchanges them. A connection is
 * a Plaid item; its access token is kept with the user's credentials (`accessToken:<item id>`) and never leaves
 * this adapter.
 */
export function buildPlaidAdapter(settings: PlaidSettings): BrokeragePort {
  const clock = settings.clock ?? systemClock;
  const client = new PlaidApi(
    new Configuration({
      basePath: PlaidEnvironments[settings.environment],
      baseOptions: {
        ...settings.baseOptions,
        headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret },
      },
    }),
  );

  const publicTokensOf = async (linkToken: string | undefined) => {
    if (!linkToken) throw new Error('The Plaid login state has no link token');
    const link = await call('the login session', () => client.linkTokenGet({ link_token: linkToken }));
    return (link.link_sessions ?? []).flatMap((session) => [
      ...(session.results?.item_add_results ?? []).map((result) => result.public_token),
      ...(session.on_success?.public_token && !session.results ? [session.on_success.public_token] : []),
    ]);
  };

  /** Whether an update-mode Link session of this token finished with a success (no exit). */
  const updateFinished = async (linkToken: string | undefined) => {
    if (!linkToken) throw new Error('The Plaid login state has no link token');
    const link = await call('the login session', () => client.linkTokenGet({ link_token: linkToken }));
    return (link.link_sessions ?? []).some(
      (session) => (session.on_success ?? null) !== null || (Boolean(session.finished_at) && !session.exit),
    );
  };

  const connectionOf = async (user: AggregatorUser, itemId: string): Promise<BrokerageConnection[]> => {
    try {
      const { item } = await call(
        'the connection',
        () => client.itemGet({ access_token: accessTokenOf(user, itemId) }),
        itemId,
      );
      return [
        {
          id: itemId,
          institutionName: item.institution_name ?? 'Brokerage',
          healthy: !item.error || !LOGIN_CODES.has(item.error.error_code),
        },
      ];
    } catch (error) {
      // Removed at Plaid (the user revoked access): the sync then removes it here too.
      if (error instanceof BrokerageAuthError && /ITEM_NOT_FOUND|INVALID_ACCESS_TOKEN/.test(error.message))
        return [];
      throw error;
    }
  };

  return {
    name: 'plaid',

    /**
     * Hosted Link for a new item; with `reconnect`, Link's update mode on that item (its access token, no
     * products): the user signs in again and the item, its id and its access token stay the same.
     */
    async createLoginLink({ user, baseUrl, state, reconnect }) {
      const created = await call('the login link', () =>
        client.linkTokenCreate({
          client_name: 'Thetix',
          language: 'en',
          country_codes: [CountryCode.Us],
          user: { client_user_id: user.userId },
          ...(reconnect !== undefined
            ? { access_token: accessTokenOf(user, reconnect) }
            : { products: [Products.Investments] }),
          hosted_link: {
            completion_redirect_uri: callbackUrl(baseUrl, 'plaid', state),
            url_lifetime_seconds: LINK_LIFETIME_SECONDS,
          },
        }),
      );
      if (!created.hosted_link_url)
        throw new Error('Plaid answered the link token without a Hosted Link address');
      return {
        redirectUri: created.hosted_link_url,
        session: {
          linkToken: created.link_token,
          ...(reconnect !== undefined ? { updateItem: reconnect } : {}),
        },
      };
    },

    async completeLogin({ user, session, query }) {
      // Update mode: nothing to exchange; the item is back once its Link session finished without an exit.
      if (session.updateItem) {
        const finished = query.public_token !== undefined || (await updateFinished(session.linkToken));
        return { connectionIds: finished ? [session.updateItem] : [] };
      }
      const publicTokens = query.public_token
        ? [query.public_token]
        : await publicTokensOf(session.linkToken);
      const credentials: Record<string, string> = { ...user.credentials };
      const connectionIds: string[] = [];
      for (const publicToken of publicTokens) {
        const exchanged = await call('the public token exchange', () =>
          client.itemPublicTokenExchange({ public_token: publicToken }),
        );
        credentials[ACCESS_TOKEN_PREFIX + exchanged.item_id] = exchanged.access_token;
        connectionIds.push(exchanged.item_id);
      }
      return connectionIds.length > 0 ? { connectionIds, credentials } : { connectionIds };
    },

    async listConnections(user) {
      const connections: BrokerageConnection[] = [];
      for (const itemId of itemIdsOf(user.credentials))
        connections.push(...(await connectionOf(user, itemId)));
      return connections;
    },

    async listAccounts(user) {
      const accounts: BrokerageAccount[] = [];
      for (const itemId of itemIdsOf(user.credentials)) {
        const answer = await call(
          'the accounts',
          () => client.accountsGet({ access_token: accessTokenOf(user, itemId) }),
          itemId,
        );
        const institutionName = answer.item.institution_name ?? 'Brokerage';
        for (const account of answer.accounts)
          if (account.type === AccountType.Investment)
            accounts.push({
              externalId: account.account_id,
              connectionId: itemId,
              name: account.name || `${institutionName} ${account.mask ?? ''}`.trim(),
              institutionName,
            });
      }
      return accounts;
    },

    async fetchHoldings(user, account) {
      const answer = await call(
        'the holdings',
        () =>
          client.investmentsHoldingsGet({
            access_token: accessTokenOf(user, account.connectionId),
            options: { account_ids: [account.externalId] },
          }),
        account.connectionId,
      );
      const holdings = fromHoldings(
        answer.holdings.filter((holding) => holding.account_id === account.externalId),
        answer.securities,
      );
      if (holdings.cashBalance !== undefined) return holdings;
      // No cash holding: an investment account's `available` balance is its cash (Plaid's Balance docs), in dollars.
      const balances = answer.accounts.find((entry) => entry.account_id === account.externalId)?.balances;
      return balances && inDollars(balances.iso_currency_code) && typeof balances.available === 'number'
        ? { ...holdings, cashBalance: Math.round(balances.available * 100) / 100 }
        : holdings;
    },

    async fetchActivities(user, account, since: CalendarDate) {
      const accessToken = accessTokenOf(user, account.connectionId);
      const today = newYorkDate(clock.now());
      const activities: BrokerageActivity[] = [];
      // Plaid's paging: the next offset is the number read so far, until the total is reached.
      for (let offset = 0; ;) {
        const page = await call(
          'the investment transactions',
          () =>
            client.investmentsTransactionsGet({
              access_token: accessToken,
              start_date: since < today ? since : today,
              end_date: today,
              options: { account_ids: [account.externalId], count: PAGE_SIZE, offset },
            }),
          account.connectionId,
        );
        const securities = new Map(page.securities.map((security) => [security.security_id, security]));
        for (const transaction of page.investment_transactions) {
          if (transaction.account_id !== account.externalId) continue;
          const mapped = toActivity(
            transaction,
            transaction.security_id ? securities.get(transaction.security_id) : undefined,
          );
          if (mapped) activities.push(mapped);
        }
        offset += page.investment_transactions.length;
        if (page.investment_transactions.length === 0 || offset >= page.total_investment_transactions)
          return activities;
      }
    },

    async disconnect(user, connectionId) {
      const key = ACCESS_TOKEN_PREFIX + connectionId;
      const remaining = Object.fromEntries(Object.entries(user.credentials).filter(([name]) => name !== key));
      const accessToken = user.credentials[key];
      if (!accessToken) return remaining;
      try {
        await call('the disconnect', () => client.itemRemove({ access_token: accessToken }), connectionId);
      } catch (error) {
        // Already removed at Plaid, or its login broke: the token is of no use either way.
        if (!(error instanceof BrokerageAuthError)) throw error;
      }
      return remaining;
    },
  };
}
