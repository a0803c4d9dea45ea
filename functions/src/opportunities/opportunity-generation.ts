import { opportunitySchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { generateOpportunities } from '@thetix/shared/opportunities/generate-opportunities';
import { reconcileOpportunities } from '@thetix/shared/opportunities/opportunity-list';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import { NotFoundError } from '../http/errors';
import type { Clock } from '../platform/clock';
import type { AccountSummary, GoalReader, PortfolioReader } from './opportunity-ports';
import { opportunityDocument } from './opportunity-entity';
import type { OpportunityRepository } from './opportunity-repository';
import type { RunScope } from './opportunity-run-repository';

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
}

/** Reports "step N of M"; the job worker's `step`, which also stops a cancelled run. */
export type StepReporter = (step: number, of: number) => Promise<void>;

const holds = (positions: readonly PositionInput[]) =>
  positions.some((position) => position.shares > 0 || position.openShortCalls.length > 0);

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
  const generateForAccount = async (userId: string, account: AccountSummary, now: Date) => {
    const [positions, goals, allocations] = await Promise.all([
      deps.portfolio.positions(userId, account.id, now),
      deps.goals.goals(userId, account.id),
      deps.goals.allocations(userId, account.id),
    ]);
    const { opportunities: generated } = generateOpportunities({
      accountId: account.id,
      positions,
      goals,
      allocations,
      market: deps.market,
      now,
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
    const created = await inBatches(fresh, WRITE_CONCURRENCY, (opportunity) =>
      deps.opportunities.create(userId, opportunity, batch),
    );
    const refreshed = await inBatches(refreshes, WRITE_CONCURRENCY, (opportunity) =>
      deps.opportunities.refresh(userId, opportunity, batch),
    );
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
    for (const [index, account] of accounts.entries()) {
      await step(index + 1, accounts.length);
      const result = await generateForAccount(scope.userId, account, now);
      total.created += result.created;
      total.refreshed += result.refreshed;
      total.expired += result.expired;
      total.skipped += result.skipped;
      holdsPositions ||= result.holdsPositions;
    }
    return { ...total, holdsPositions };
  };
}

export type OpportunityGenerator = ReturnType<typeof buildOpportunityGenerator>;
