import type { Opportunity, OpportunityStatus } from '@thetix/shared/contracts/opportunities';
import type { PositionInput, TickerGoal } from '@thetix/shared/opportunities/opportunity-inputs';
import type { OpportunityExtras, StoredOpportunity } from '../opportunity-entity';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import type {
  AccountSummary,
  GoalReader,
  LedgerItem,
  PortfolioReader,
  TradeRecorder,
} from '../opportunity-ports';
import type { ListByStatusOptions, OpportunityRepository } from '../opportunity-repository';
import type { OpportunityRunRepository, RunScope, RunState } from '../opportunity-run-repository';

/**
 * In-memory stand-ins for the ports and repositories, with the same conditions as the DynamoDB ones, so the
 * service and the generator are tested without I/O (the integration tests run the real ones).
 */

interface Row {
  userId: string;
  opportunity: Opportunity;
  extras: OpportunityExtras;
  /** The index's status time (`opportunity-entity.ts`). */
  statusAt: string;
}

export function createInMemoryOpportunities(
  options: {
    raceOnWrite?: (row: Row) => void;
    /** The ledger an act writes its line items into, in the same step (`createInMemoryTrades().ledger`). */
    ledger?: Map<string, LedgerItem>;
    /** The list version's clock (epoch ms), as the table stamps `changed_at`; default the real time. */
    now?: () => number;
    /** The user's accounts, for the list's account check (`listStamp`); default none. */
    accounts?: PortfolioReader['accounts'];
  } = {},
) {
  const rows = new Map<string, Row>();
  const versions = new Map<string, { version: number; changedAt: number }>();
  const bump = (userId: string) =>
    versions.set(userId, {
      version: (versions.get(userId)?.version ?? 0) + 1,
      changedAt: (options.now ?? Date.now)(),
    });
  /** `written`, after the list version moved on when it is true (as the repository does). */
  const thenBump = <T>(userId: string, written: T): T => {
    if (written) bump(userId);
    return written;
  };
  const key = (userId: string, id: string) => `${userId}/${id}`;
  const stored = (row: Row): StoredOpportunity => ({ opportunity: row.opportunity, extras: row.extras });
  const whileActive = (
    userId: string,
    id: string,
    now: string,
    change: (row: Row) => void,
  ): StoredOpportunity | undefined => {
    const row = rows.get(key(userId, id));
    if (row) options.raceOnWrite?.(row);
    if (!row || row.opportunity.status !== 'active' || row.opportunity.expires_at <= now) return undefined;
    change(row);
    return stored(row);
  };

  const repository: OpportunityRepository = {
    get: async (userId, id) => {
      const row = rows.get(key(userId, id));
      return row && stored(row);
    },
    getMany: async (userId, ids) =>
      ids.flatMap((id) => {
        const row = rows.get(key(userId, id));
        return row ? [row.opportunity] : [];
      }),
    listByStatus: async (
      userId: string,
      accountId: string,
      status: OpportunityStatus,
      options: ListByStatusOptions = {},
    ) => {
      const found = [...rows.values()]
        .filter(
          (row) =>
            row.userId === userId &&
            row.opportunity.account_id === accountId &&
            row.opportunity.status === status,
        )
        .sort((a, b) => a.statusAt.localeCompare(b.statusAt) * (options.newestFirst ? -1 : 1))
        .map((row) => row.opportunity)
        .filter((opportunity) => !options.accept || options.accept(opportunity));
      return found.slice(0, options.limit ?? found.length);
    },
    listStamp: async (userId, accountId) => ({
      ...(versions.get(userId) ?? { version: 0, changedAt: 0 }),
      accountFound: ((await options.accounts?.(userId)) ?? []).some((account) => account.id === accountId),
    }),
    bumpListVersion: async (userId) => {
      bump(userId);
    },
    create: async (userId, opportunity) => {
      if (rows.has(key(userId, opportunity.id))) return false;
      bump(userId);
      rows.set(key(userId, opportunity.id), {
        userId,
        opportunity,
        extras: {},
        statusAt: opportunity.status === 'active' ? opportunity.expires_at : opportunity.generated_at,
      });
      return true;
    },
    refresh: async (userId, opportunity) => {
      const row = rows.get(key(userId, opportunity.id));
      if (!row || row.opportunity.status !== 'active') return false;
      row.opportunity = {
        ...opportunity,
        status: 'active',
        created_at: row.opportunity.created_at,
        viewed_at: row.opportunity.viewed_at,
      } as Opportunity;
      row.statusAt = opportunity.expires_at;
      return thenBump(userId, true);
    },
    expire: async (userId, opportunity, at) => {
      const row = rows.get(key(userId, opportunity.id));
      if (!row || row.opportunity.status !== 'active') return false;
      row.opportunity = { ...row.opportunity, status: 'expired' };
      row.statusAt = at;
      return thenBump(userId, true);
    },
    act: async (userId, opportunity, now, details, lineItems = [], recorded) => {
      const ledger = options.ledger ?? new Map<string, LedgerItem>();
      if (lineItems.some((item) => ledger.has(`${item.pk}/${item.sk}`))) return { refused: 'ledger' };
      const acted = whileActive(userId, opportunity.id, now, (row) => {
        row.opportunity = {
          ...row.opportunity,
          status: 'acted_upon',
          acted_at: now,
          actual_outcome: { recorded: 'tracking_record', details: details ?? null },
          ...(recorded ? (recorded as Pick<Opportunity, 'details' | 'expected_outcome'>) : {}),
        } as Opportunity;
        row.extras = { ...row.extras, act_details: details ?? null };
        row.statusAt = now;
      });
      if (!acted) return { refused: 'opportunity' };
      for (const item of lineItems) ledger.set(`${item.pk}/${item.sk}`, item);
      bump(userId);
      return { acted };
    },
    dismiss: async (userId, opportunity, now, reason) =>
      thenBump(
        userId,
        whileActive(userId, opportunity.id, now, (row) => {
          row.opportunity = { ...row.opportunity, status: 'dismissed' };
          row.extras = { ...row.extras, dismiss_reason: reason, dismissed_at: now };
          row.statusAt = now;
        }),
      ),
    markViewed: async (userId, id, now) => {
      const row = rows.get(key(userId, id));
      if (!row || row.opportunity.viewed_at !== null) return false;
      row.opportunity = { ...row.opportunity, viewed_at: now };
      return thenBump(userId, true);
    },
    saveFeedback: async (userId, id, feedback) => {
      const row = rows.get(key(userId, id));
      if (!row || (row.opportunity.status !== 'acted_upon' && row.opportunity.status !== 'dismissed'))
        return false;
      row.extras = { ...row.extras, feedback };
      return thenBump(userId, true);
    },
  };
  return { repository, rows, all: () => [...rows.values()].map((row) => row.opportunity) };
}

export function createInMemoryPortfolio(
  accounts: AccountSummary[],
  positions: Record<string, PositionInput[]> = {},
): PortfolioReader {
  return {
    accounts: async () => accounts,
    positions: async (_userId, accountId) => positions[accountId] ?? [],
  };
}

export function createInMemoryGoals(
  goals: Record<string, Record<string, TickerGoal>> = {},
  allocations: Record<string, Record<string, number>> = {},
): GoalReader {
  return {
    goals: async (_userId, accountId) => goals[accountId] ?? {},
    allocations: async (_userId, accountId) => allocations[accountId] ?? {},
  };
}

/** Runs with the refresh rule of `opportunity-run-repository.ts` (one waiting or running run per scope). */
export function createInMemoryRuns() {
  const runs = new Map<string, RunState>();
  const scheduled = new Map<string, Date>();
  const scopeKey = (scope: RunScope) => `${scope.userId}/${scope.accountId ?? 'ALL'}`;
  const repository: Pick<
    OpportunityRunRepository,
    'request' | 'release' | 'scheduleAllAccounts' | 'unscheduleAllAccounts'
  > = {
    request: async (scope, jobId) => {
      const running = runs.get(scopeKey(scope));
      if (running) return { ...running, created: false };
      const run: RunState = {
        jobId,
        status: 'pending',
        accountId: scope.accountId ?? null,
        requestedAt: '2026-11-16T19:00:00.000Z',
        created: true,
      };
      runs.set(scopeKey(scope), run);
      return run;
    },
    release: async (scope, jobId) => {
      if (runs.get(scopeKey(scope))?.jobId === jobId) runs.delete(scopeKey(scope));
    },
    scheduleAllAccounts: async (userId, dueAt, options = {}) => {
      const current = scheduled.get(userId);
      if (options.onlyEarlier && current && current <= dueAt) return false;
      scheduled.set(userId, dueAt);
      return true;
    },
    unscheduleAllAccounts: async (userId) => {
      scheduled.delete(userId);
    },
  };
  return { repository, runs, scheduled };
}

/**
 * The trade port over a map keyed like the ledger's items (account, ticker, time, line id); the in-memory
 * opportunities write an act's items into `ledger` only if none of their keys is taken, as the transaction does.
 * `series` maps an OCC symbol held to the group its lines carry; `writes` counts the acts that recorded lines.
 */
export function createInMemoryTrades(series: Record<string, string> = {}) {
  const ledger = new Map<string, LedgerItem>();
  let writes = 0;
  const recorder: TradeRecorder = {
    seriesGroup: async (_userId, _accountId, _ticker, optionSymbol) => series[optionSymbol],
    lineItems: (userId, lines) =>
      lines.map((line) => ({
        pk: `USER#${userId}`,
        sk: `TXN#${line.accountId}#${line.ticker}#${line.timestamp}#${line.id}`,
        ...line,
      })),
    recorded: async () => {
      writes += 1;
    },
  };
  return {
    recorder,
    ledger,
    lines: () =>
      [...ledger.values()].map(
        ({ pk, sk: _sk, ...line }) =>
          ({ userId: pk.slice('USER#'.length), ...line }) as unknown as LedgerLine & { userId: string },
      ),
    writes: () => writes,
  };
}
