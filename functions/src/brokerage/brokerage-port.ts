import type { Aggregator } from '@thetix/shared/contracts/brokerage';
import type { CalendarDate } from '@thetix/shared/calendar/calendar-date';

/**
 * The brokerage aggregator, as the sync and the routes see it. Three adapters implement it: the offline sandbox
 * (local default), SnapTrade and Plaid. Everything is normalised here so the sync never knows which one answered:
 * quantities are positive with a direction, option symbols are OCC, money is US dollars.
 */

/** What the aggregator asked us to keep for a user (SnapTrade's user secret, Plaid's access tokens per item). */
export type AggregatorCredentials = Readonly<Record<string, string>>;

export interface AggregatorUser {
  readonly userId: string;
  readonly credentials: AggregatorCredentials;
}

export interface LoginLinkRequest {
  readonly user: AggregatorUser;
  /** The product's public origin; the login window comes back to `<baseUrl>/api/<aggregator>/callback?state=`. */
  readonly baseUrl: string;
  /** Our single-use login state. */
  readonly state: string;
  /**
   * The user's connection to sign in to again when its login broke (the aggregator's "update mode" or
   * "reconnect"), so the same connection comes back instead of a second one; absent for a new connection.
   */
  readonly reconnect?: string;
}

export const callbackUrl = (baseUrl: string, aggregator: Aggregator, state: string) =>
  `${baseUrl}/api/${aggregator}/callback?state=${encodeURIComponent(state)}`;

export interface LoginLink {
  readonly redirectUri: string;
  /** Replaces the user's stored credentials when present (a first SnapTrade registration). */
  readonly credentials?: AggregatorCredentials;
  /** Kept with the login state until the callback (Plaid's link token). */
  readonly session?: Readonly<Record<string, string>>;
}

export interface LoginCompletion {
  readonly user: AggregatorUser;
  readonly session: Readonly<Record<string, string>>;
  /** The callback's query string as the aggregator sent it. */
  readonly query: Readonly<Record<string, string | undefined>>;
}

export interface BrokerageConnection {
  readonly id: string;
  readonly institutionName: string;
  /** False when the aggregator says the brokerage login broke and the user must reconnect. */
  readonly healthy: boolean;
}

export interface BrokerageAccount {
  readonly externalId: string;
  readonly connectionId: string;
  readonly name: string;
  readonly institutionName: string;
  /** Cash in US dollars, when the account listing reports it (the holdings' figure comes first). */
  readonly cashBalance?: number;
}

export interface EquityHolding {
  readonly ticker: string;
  /** Shares held; negative for a short stock position. */
  readonly shares: number;
  /** Average cost per share, when the broker reports it. */
  readonly averageCost?: number;
  /** Last price per share, when the broker reports it. */
  readonly price?: number;
}

export interface OptionHolding {
  readonly ticker: string;
  /** OCC symbol without padding. */
  readonly symbol: string;
  /** Contracts; negative for a short (written) option. */
  readonly contracts: number;
  /** Average premium per share. */
  readonly averagePrice?: number;
  /** Current price per share. */
  readonly price?: number;
}

export interface AccountHoldings {
  readonly equities: readonly EquityHolding[];
  readonly options: readonly OptionHolding[];
  /** Cash in US dollars; absent when the aggregator reports none, so a sync leaves the stored balance alone. */
  readonly cashBalance?: number;
}

export type ActivityKind = 'buy' | 'sell' | 'dividend' | 'expiry' | 'assignment';

/** One transaction as the aggregator reports it. */
export interface BrokerageActivity {
  /** The aggregator's id: our ledger line ids derive from it, so a re-sync overwrites instead of duplicating. */
  readonly id: string;
  readonly kind: ActivityKind;
  readonly ticker: string;
  /** OCC symbol of an option activity; absent for shares and dividends. */
  readonly optionSymbol?: string;
  /** Shares, contracts, or shares paid on for a dividend; always positive. */
  readonly quantity: number;
  /** Per share: trade price, premium, or dividend. */
  readonly price: number;
  readonly fees: number;
  /** ISO instant. */
  readonly timestamp: string;
}

export interface BrokeragePort {
  readonly name: Aggregator;
  createLoginLink(request: LoginLinkRequest): Promise<LoginLink>;
  /** The callback: turns the aggregator's answer into its connection ids (and new credentials, for Plaid). */
  completeLogin(
    completion: LoginCompletion,
  ): Promise<{ connectionIds: string[]; credentials?: AggregatorCredentials }>;
  listConnections(user: AggregatorUser): Promise<BrokerageConnection[]>;
  listAccounts(user: AggregatorUser): Promise<BrokerageAccount[]>;
  /** Shares and option positions; throws rather than answer "nothing" when the aggregator could not tell. */
  fetchHoldings(user: AggregatorUser, account: BrokerageAccount): Promise<AccountHoldings>;
  /** Trades, expiries, assignments and dividends on or after `since` (New York date). */
  fetchActivities(
    user: AggregatorUser,
    account: BrokerageAccount,
    since: CalendarDate,
  ): Promise<BrokerageActivity[]>;
  /** Revokes the connection at the aggregator; credentials left over after it are returned to keep. */
  disconnect(user: AggregatorUser, connectionId: string): Promise<AggregatorCredentials | undefined>;
}

/**
 * Errors an adapter raises, so the sync can tell a broken login (stop, mark the connection, ask the user to
 * reconnect) from a passing problem (retry through the queue, a bounded number of times).
 */
export class BrokerageAuthError extends Error {
  constructor(
    message: string,
    readonly connectionId?: string,
  ) {
    super(message);
    this.name = 'BrokerageAuthError';
  }
}

export class BrokerageRateLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'BrokerageRateLimitError';
  }
}

/** The aggregator cannot say what an account holds (SnapTrade answered 410 on every positions call). */
export class BrokerageUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrokerageUnavailableError';
  }
}
