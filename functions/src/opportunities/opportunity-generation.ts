import { opportunitySchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import type { MarketModel } from '@thetix/shared/market/market-model';
import type { MarketNeeds } from '../market-data/market-access';
import { decisionHistoryFrom, needsOfPositions } from '../market-data/market-needs';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import type { WatchlistForPuts } from '@thetix/shared/contracts/watchlist';
import { reconcileOpportunities } from '@thetix/shared/opportunities/opportunity-list';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import { NotFoundError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { AccountSummary, GoalReader, PortfolioReader } from './opportunity-ports';
import { opportunityDocument } from './opportunity-entity';
import type { OpportunityRepository } from './opportunity-repository';
import type { RunScope } from './opportunity-run-repository';
import { watchlistPutInputs } from './watchlist-puts';

/**
 * Conditional writes in flight at once per account run. Each is one item (a condition per card is what keeps a
 * user's act or dismiss from being overwritten, which BatchWriteItem cannot express), so the bound is on requests;
 * the list version is bumped once per account run instead of once per write, which was the bottleneck: a thousand
 * updates of one item serialise (issue 19 item 4).
 */
export const WRITE_CONCURRENCY = 25;

export interface GenerationDependencies {
  opportunities: Pick<
    OpportunityRepository,
    'listByStatus' | 'getMany' | 'create' | 'refresh' | 'expire' | 'bumpListVersion'
  >;
  portfolio: PortfolioReader;
  goals: GoalReader;
  market: MarketModel;
  /** The market one run reads (market-access.ts); the simulator whole by default. */
  loadMarket?: (needs: MarketNeeds, now: Date) => Promise<MarketModel>;
  /** Issue 31: the user's watchlist with each securing account's cash for puts; none when absent. */
  watchlist?: (userId: string) => Promise<readonly WatchlistForPuts[]>;
  clock: Clock;
}

export interface GenerationResult {
  readonly accounts: number;
  readonly created: number;
  readonly refreshed: number;
  readonly expired: number;
  /** Writes refused because the user acted, dismissed or a parallel run got there first. */
  readonly skipped: number;
  /** Whether any account generated for holds shares or open calls (the half-hourly chain goes on only then). */
  readonly holdsPositions: boolean;
  /**
   * For alerts: the cards this run wrote as new (not those a parallel run or an earlier attempt wrote), and the
   * roll and close cards it refreshed from not urgent to urgent.
   */
  readonly newCards: readonly NewCard[];
}

/** A card that may be news, with what an alert needs to know about it (notifications/opportunity-alerts.ts). */
export interface NewCard {
  /** `became-urgent`: a roll or close the run refreshed, now urgent (e.g. the call went in the money). */
  readonly change: 'created' | 'became-urgent';
  readonly opportunity: Opportunity;
  readonly accountName: string;
  /**
   * Whether the account had any card (active, expired, acted upon or dismissed) before this run: false on its
   * first run (after onboarding, sample data or adding the account), whose cards the onboarding report shows.
   */
  readonly accountHadCards: boolean;
  /**
   * An active card for the same trade, at least as urgent, was there before this run: the card carries an earlier
   * session's on (ids change with the session), so it is not news; likewise when the user dismissed a card for the
   * same trade (among the latest dismissals). Same trade: a covered call on the same ticker, expiration and goal; a
   * roll or a close of the same held call.
   */
  readonly carriedOver: boolean;
}

/** Reports "step N of M"; the job worker's `step`, which also stops a cancelled run. */
export type StepReporter = (step: number, of: number) => Promise<void>;

const holds = (positions: readonly PositionInput[]) =>
  positions.some(
    (position) =>
      position.shares > 0 || position.openShortCalls.length > 0 || (position.openShortPuts?.length ?? 0) > 0,
  );

/**
 * Whether two versions of a card carry the same figures (its document and expiry), whenever each was made. Both
 * are compared in the contract's shape (a stored card was read through it; the fresh one is parsed here), since
 * the engine's key order is not the contract's.
 */
export function sameFigures(stored: Opportunity, fresh: Opportunity): boolean {
  if (stored.expires_at !== fresh.expires_at) return false;
  return (
    opportunityDocument(opportunitySchema.parse({ ...stored, generated_at: fresh.generated_at })) ===
    opportunityDocument(opportunitySchema.parse(fresh))
  );
}

/** What a card is about, whatever the session: the id's key (opportunity-id.ts) without the session. */
export function tradeKey(opportunity: Opportunity): string {
  switch (opportunity.opportunity_type) {
    case 'covered_call': {
      const { expiration, risk_level, cadence } = opportunity.details;
      return JSON.stringify(['covered_call', opportunity.primary_ticker, expiration, risk_level, cadence]);
    }
    case 'put_sell': {
      const { expiration, risk_level, cadence } = opportunity.details;
      return JSON.stringify(['put_sell', opportunity.primary_ticker, expiration, risk_level, cadence]);
    }
    case 'option_roll':
    case 'option_close':
      return JSON.stringify([opportunity.opportunity_type, opportunity.details.current_position.symbol]);
    default:
      return JSON.stringify(['other', opportunity.id]);
  }
}

export const isUrgent = (opportunity: Opportunity): boolean =>
  (opportunity.opportunity_type === 'option_roll' || opportunity.opportunity_type === 'option_close') &&
  opportunity.details.urgent;

/** The latest dismissals an alert's "is this news?" looks at. */
export const RECENT_DISMISSALS = 50;

/** Statuses a card leaves `active` for; one card of any of them means the account had cards before. */
const DECIDED_STATUSES = ['expired', 'acted_upon', 'dismissed'] as const;

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<boolean>) {
  let done = 0;
  for (let start = 0; start < items.length; start += size) {
    const results = await Promise.all(items.slice(start, start + size).map(run));
    done += results.filter(Boolean).length;
  }
  return done;
}

/**
 * One generation run (job kind `generate-opportunities`): for each account in scope, the engine's opportunities
 * from positions, goals and allocations, reconciled with the stored ones and written with conditional writes.
 * Idempotent: ids are content hashes, a new one is written only if absent, a refresh or expiry only while the
 * stored one is still active, so a duplicate delivery or a user's act/dismiss during the run never yields a
 * duplicate or a revived card.
 */
export function buildOpportunityGenerator(deps: GenerationDependencies) {
  /** Only when the run created cards: up to three small queries for an account with no card in view. */
  const hadCards = async (userId: string, accountId: string, seen: boolean) => {
    if (seen) return true;
    for (const status of DECIDED_STATUSES) {
      if ((await deps.opportunities.listByStatus(userId, accountId, status, { limit: 1 })).length > 0)
        return true;
    }
    return false;
  };

  const describeNew = async (
    userId: string,
    account: AccountSummary,
    createdNow: readonly Opportunity[],
    escalatedNow: readonly Opportunity[],
    activeBefore: readonly Opportunity[],
    seen: boolean,
  ): Promise<NewCard[]> => {
    const escalated = escalatedNow.map((opportunity) => ({
      change: 'became-urgent' as const,
      opportunity,
      accountName: account.name,
      // A refreshed card was stored before: the account had cards.
      accountHadCards: true,
      carriedOver: false,
    }));
    if (createdNow.length === 0) return escalated;
    const accountHadCards = await hadCards(userId, account.id, seen);
    const before = new Map<string, boolean>();
    const remember = (opportunities: readonly Opportunity[]) => {
      for (const opportunity of opportunities) {
        const key = tradeKey(opportunity);
        before.set(key, (before.get(key) ?? false) || isUrgent(opportunity));
      }
    };
    remember(activeBefore);
    // A trade the user said no to is no news either; read only when a card is news so far (and not on a first run).
    if (accountHadCards && createdNow.some((opportunity) => !before.has(tradeKey(opportunity))))
      remember(
        await deps.opportunities.listByStatus(userId, account.id, 'dismissed', {
          newestFirst: true,
          limit: RECENT_DISMISSALS,
        }),
      );
    const created = createdNow.map((opportunity) => {
      const wasUrgent = before.get(tradeKey(opportunity));
      return {
        change: 'created' as const,
        opportunity,
        accountName: account.name,
        accountHadCards,
        carriedOver: wasUrgent !== undefined && (wasUrgent || !isUrgent(opportunity)),
      };
    });
    return [...created, ...escalated];
  };

  const generateForAccount = async (userId: string, account: AccountSummary, now: Date) => {
    const [positions, goals, allocations, watched] = await Promise.all([
      deps.portfolio.positions(userId, account.id, now),
      deps.goals.goals(userId, account.id),
      deps.goals.allocations(userId, account.id),
      deps.watchlist ? deps.watchlist(userId) : [],
    ]);
    const watchlist = watchlistPutInputs(watched, account.id, positions);
    const watchedTickers = watchlist.map((entry) => ({ ticker: entry.ticker, openShortCalls: [] }));
    // A ticker the vendor cannot answer (and no cache holds) fails the run, which the queue retries: generating
    // without it would expire its cards as if the position had gone.
    const market = deps.loadMarket
      ? await deps.loadMarket(
          needsOfPositions([...positions, ...watchedTickers], { barsFrom: decisionHistoryFrom(now) }),
          now,
        )
      : deps.market;
    const { opportunities: generated } = generateOpportunities({
      accountId: account.id,
      positions,
      goals,
      allocations,
      market,
      now,
      watchlist,
    });
    const active = await deps.opportunities.listByStatus(userId, account.id, 'active');
    const activeIds = new Set(active.map((opportunity) => opportunity.id));
    // Generated ids already decided on this session (acted, dismissed, expired) must be seen, or a run revives them.
    const decided = await deps.opportunities.getMany(
      userId,
      generated.filter((opportunity) => !activeIds.has(opportunity.id)).map((opportunity) => opportunity.id),
    );
    const existing: Opportunity[] = [...active, ...decided];
    const existingIds = new Set(existing.map((opportunity) => opportunity.id));
    const { upserts, expirations } = reconcileOpportunities({ existing, generated });
    const fresh = upserts.filter((opportunity) => !existingIds.has(opportunity.id));
    const existingById = new Map(existing.map((opportunity) => [opportunity.id, opportunity]));
    // Change-only: a card whose figures are what is stored is not written again.
    const refreshes = upserts.filter((opportunity) => {
      const stored = existingById.get(opportunity.id);
      return stored !== undefined && !sameFigures(stored, opportunity);
    });
    const unchanged = upserts.length - fresh.length - refreshes.length;
    const nowIso = now.toISOString();
    const batch = { bump: false };
    const createdNow: Opportunity[] = [];
    const created = await inBatches(fresh, WRITE_CONCURRENCY, async (opportunity) => {
      const written = await deps.opportunities.create(userId, opportunity, batch);
      if (written) createdNow.push(opportunity);
      return written;
    });
    const escalatedNow: Opportunity[] = [];
    const refreshed = await inBatches(refreshes, WRITE_CONCURRENCY, async (opportunity) => {
      const written = await deps.opportunities.refresh(userId, opportunity, batch);
      const stored = existingById.get(opportunity.id);
      if (written && isUrgent(opportunity) && stored && !isUrgent(stored)) escalatedNow.push(opportunity);
      return written;
    });
    const expired = await inBatches(expirations, WRITE_CONCURRENCY, (opportunity) =>
      deps.opportunities.expire(
        userId,
        opportunity,
        opportunity.expires_at < nowIso ? opportunity.expires_at : nowIso,
        batch,
      ),
    );
    // Once per account run, written or not: a retried run after a crash between its writes and this bump still
    // moves the version on, so no list read can keep serving the list from before the writes.
    await deps.opportunities.bumpListVersion(userId);
    return {
      newCards: await describeNew(userId, account, createdNow, escalatedNow, active, existing.length > 0),
      created,
      refreshed,
      expired,
      skipped: upserts.length - unchanged + expirations.length - created - refreshed - expired,
      holdsPositions: holds(positions),
    };
  };

  return async (scope: RunScope, step: StepReporter = async () => undefined): Promise<GenerationResult> => {
    const now = deps.clock.now();
    const all = await deps.portfolio.accounts(scope.userId);
    const accounts = scope.accountId
      ? all.filter((account) => account.id === scope.accountId)
      : all.filter((account) => !account.hidden);
    if (scope.accountId && accounts.length === 0)
      throw new NotFoundError(`Account ${scope.accountId} not found`);
    const total = { accounts: accounts.length, created: 0, refreshed: 0, expired: 0, skipped: 0 };
    let holdsPositions = false;
    const newCards: NewCard[] = [];
    for (const [index, account] of accounts.entries()) {
      await step(index + 1, accounts.length);
      const result = await generateForAccount(scope.userId, account, now);
      total.created += result.created;
      total.refreshed += result.refreshed;
      total.expired += result.expired;
      total.skipped += result.skipped;
      holdsPositions ||= result.holdsPositions;
      newCards.push(...result.newCards);
    }
    return { ...total, holdsPositions, newCards };
  };
}

export type OpportunityGenerator = ReturnType<typeof buildOpportunityGenerator>;
