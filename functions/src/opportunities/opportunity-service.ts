import type {
  ActDetails,
  CoveredCallOpportunity,
  HoldingsQuery,
  HoldingsResponse,
  Opportunity,
  OpportunityRiskLevel,
  OpportunityFeedback,
  OpportunityListQuery,
  OpportunityStatus,
  PutSellOpportunity,
  RecalculationRequest,
  RecalculationResponse,
} from '@thetix/shared/contracts/opportunities';
import type {
  OpportunityFeedbackRecord,
  OpportunityRefreshResponse,
  TradePreview,
  TradePreviewQuery,
} from '@thetix/shared/contracts/opportunity-actions';
import type { Duration } from '@thetix/shared/contracts/calculator';
import type { MarketModel } from '@thetix/shared/market/market-model';
import type { MarketNeeds } from '../market-data/market-access';
import { decisionHistoryFrom, needsOfPositions } from '../market-data/market-needs';
import type { PositionInput } from '@thetix/shared/opportunities/opportunity-inputs';
import { compareOpportunities, isReadyToTrade, isStale } from '@thetix/shared/opportunities/opportunity-list';
import { reviewHoldings } from '@thetix/shared/opportunities/holding-review';
import { recalculateCoveredCall } from '@thetix/shared/opportunities/recalculate-covered-call';
import type { LedgerLine } from '@thetix/shared/portfolio/ledger';
import { BadRequestError, ConflictError, NotFoundError } from '../http/errors';
import type { JobMessage } from '../jobs/job-message';
import type { Clock } from '../platform/clock';
import type { IdGenerator } from '../platform/ids';
import type { AccountSummary, GoalReader, PortfolioReader, TradeRecorder } from './opportunity-ports';
import type { OpportunityRepository } from './opportunity-repository';
import { GENERATE_OPPORTUNITIES, runKey, type OpportunityRunRepository } from './opportunity-run-repository';
import { closePreview, coveredCallPreview, putSellPreview, rollPreview } from './trade-preview';
import { closeLines, coveredCallLines, putSellLines, rollLines } from './trade-record';

type RecordedCall = Pick<CoveredCallOpportunity, 'details' | 'expected_outcome'>;

const SHARES_PER_CONTRACT = 100;

/** The proposal's figures for another number of contracts: the per-contract ones scale, the rest stand. */
export function withContracts(opportunity: CoveredCallOpportunity, contracts: number): RecordedCall {
  const { details, expected_outcome } = opportunity;
  const total_premium = details.premium * SHARES_PER_CONTRACT * contracts;
  const max_profit = details.max_profit_per_share * SHARES_PER_CONTRACT * contracts;
  return {
    details: { ...details, contracts, total_premium, max_profit },
    expected_outcome: { ...expected_outcome, total_premium, max_profit },
  };
}

/**
 * The level of a fine-tuned strike and expiration: the proposal's own, one of its related levels, or custom when
 * none sits there (spec part 2 §4, the same rule as the Fine Tune panel).
 */
export function recordedRiskLevel(
  opportunity: CoveredCallOpportunity,
  strike: number,
  expiration: string,
): OpportunityRiskLevel {
  const { details } = opportunity;
  if (details.strike === strike && details.expiration === expiration) return details.risk_level;
  return (
    opportunity.related_risk_levels.find(
      (level) => level.strike === strike && level.expiration === expiration,
    )?.risk_level ?? 'custom'
  );
}

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
export const NOT_ACTIVE_MESSAGES: Readonly<Record<Exclude<OpportunityStatus, 'active'>, string>> = {
  expired: 'This opportunity has expired',
  dismissed: 'This opportunity was dismissed',
  acted_upon: 'This opportunity has already been acted upon',
};
export const FEEDBACK_NOT_ALLOWED =
  'Feedback can be given once you have acted on or dismissed this opportunity';
export const TRADE_ALREADY_RECORDED = "This trade is already in the account's ledger";
export const ONLY_COVERED_CALLS_FINE_TUNE = "Only a covered call's strike and expiration can be changed";
export const sharesNeededMessage = (shares: number) => `You need ${shares} more shares to execute this trade`;
const CONTRACT_LIMIT_WORDS = {
  tradeable: 'the tradeable contracts',
  held: 'the contracts held',
  secured: 'the contracts the cash set aside secures',
} as const;
export const tooManyContractsMessage = (limit: number, what: keyof typeof CONTRACT_LIMIT_WORDS) =>
  `Contracts must be at most ${limit} (${CONTRACT_LIMIT_WORDS[what]})`;

/** Statuses in the order a list without a `status` filter answers them. */
const ALL_STATUSES: readonly OpportunityStatus[] = ['active', 'acted_upon', 'dismissed', 'expired'];

export interface OpportunityServiceDependencies {
  opportunities: OpportunityRepository;
  runs: Pick<OpportunityRunRepository, 'request' | 'release'>;
  portfolio: PortfolioReader;
  goals: GoalReader;
  /** Where acting records the trade: the account's ledger. */
  trades: TradeRecorder;
  market: MarketModel;
  /** The market one request reads (market-access.ts); the simulator whole by default. */
  loadMarket?: (needs: MarketNeeds, now: Date) => Promise<MarketModel>;
  clock: Clock;
  newId: IdGenerator;
  /** Sends a job message to the jobs queue. */
  enqueue(message: JobMessage): Promise<void>;
}

const accountNotFound = (accountId: string) => new NotFoundError(`Account ${accountId} not found`);

/** An active opportunity past its expiry is shown expired even before a run writes it so. */
const asSeen = (opportunity: Opportunity, now: Date): Opportunity =>
  isStale(opportunity, now) ? { ...opportunity, status: 'expired' } : opportunity;

const newestExpiryFirst = (a: Opportunity, b: Opportunity) =>
  b.expires_at.localeCompare(a.expires_at) || a.id.localeCompare(b.id);

/**
 * The list cache (decision 123): a container keeps a list's answer while the user's list version holds, for at most
 * `LIST_CACHE_MAX_AGE_MS` and never past the first shown card's expiry. An answer read within `LIST_SETTLE_MS` of
 * the last change is not kept: in AWS the `lookup` index may still lag that write.
 */
export const LIST_SETTLE_MS = 2_000;
export const LIST_CACHE_MAX_AGE_MS = 5 * 60_000;
const LIST_CACHE_ENTRIES = 200;

export function buildOpportunityService(deps: OpportunityServiceDependencies) {
  const listCache = new Map<string, { version: number; validUntil: number; result: Opportunity[] }>();
  const requireAccount = async (userId: string, accountId: string): Promise<AccountSummary> => {
    const account = (await deps.portfolio.accounts(userId)).find((candidate) => candidate.id === accountId);
    if (!account) throw accountNotFound(accountId);
    return account;
  };

  const load = async (userId: string, id: string) => {
    const stored = await deps.opportunities.get(userId, id);
    if (!stored) throw new NotFoundError(OPPORTUNITY_NOT_FOUND);
    return { ...stored, opportunity: asSeen(stored.opportunity, deps.clock.now()) };
  };

  const requireActive = (opportunity: Opportunity) => {
    if (opportunity.status !== 'active') throw new ConflictError(NOT_ACTIVE_MESSAGES[opportunity.status]);
  };

  const requireReady = (opportunity: Opportunity) => {
    requireActive(opportunity);
    if (opportunity.opportunity_type === 'covered_call' && !isReadyToTrade(opportunity))
      throw new ConflictError(sharesNeededMessage(opportunity.details.shares_needed));
  };

  /** After a refused conditional write: the status that refused it, or 404 when the item went. */
  const explainRefusal = async (userId: string, id: string): Promise<never> => {
    const { opportunity } = await load(userId, id);
    if (opportunity.status === 'active')
      throw new ConflictError('This opportunity changed; please try again');
    throw new ConflictError(NOT_ACTIVE_MESSAGES[opportunity.status]);
  };

  /**
   * A cash-secured put (issue 31) is traded as proposed, for its contracts or fewer (the cash set aside secures no
   * more); its strike and expiration are not fine-tuned.
   */
  const securedContracts = (
    opportunity: PutSellOpportunity,
    chosen: { strike?: number | undefined; expiration?: string | undefined; contracts?: number | undefined },
  ): number => {
    if (chosen.strike !== undefined || chosen.expiration !== undefined)
      throw new BadRequestError(ONLY_COVERED_CALLS_FINE_TUNE);
    const secured = opportunity.details.contracts;
    const contracts = chosen.contracts ?? secured;
    if (contracts > secured) throw new BadRequestError(tooManyContractsMessage(secured, 'secured'));
    return contracts;
  };

  const positionOf = async (userId: string, accountId: string, ticker: string): Promise<PositionInput> =>
    (await deps.portfolio.positions(userId, accountId, deps.clock.now())).find(
      (position) => position.ticker === ticker,
    ) ?? { ticker, shares: 0, costBasisPerShare: 0, openShortCalls: [] };

  const recalculate = async (
    userId: string,
    request: RecalculationRequest,
    account: AccountSummary,
    cadence?: Duration,
  ) => {
    const [position, allocations] = await Promise.all([
      positionOf(userId, account.id, request.underlying),
      deps.goals.allocations(userId, account.id),
    ]);
    const now = deps.clock.now();
    const market = deps.loadMarket
      ? await deps.loadMarket(
          needsOfPositions([position], {
            chains: [{ ticker: request.underlying, expiration: request.expiration }],
          }),
          now,
        )
      : deps.market;
    const result = recalculateCoveredCall({
      market,
      now,
      position,
      strike: request.strike,
      expiration: request.expiration,
      contracts: request.contracts,
      allocation: allocations[request.underlying] ?? 1,
      ...(request.risk_level ? { riskLevel: request.risk_level } : {}),
      ...(cadence ? { cadence } : {}),
    });
    if (!result.ok) throw new BadRequestError(result.error.message);
    return { details: result.details, expected_outcome: result.expected_outcome, warnings: result.warnings };
  };

  /**
   * The ledger lines acting records, at `at`: a covered call at the card's mid, or at the recalculated price of
   * the strike and expiration the user fine-tuned; a roll or close for the contracts chosen (at most those held).
   * A fine-tuned covered call also gives the card's details as recorded (strike, expiration, contracts, premium and
   * every figure derived from them), so the acted card and its report show the trade made, not the proposal.
   */
  const trackingLines = async (
    userId: string,
    opportunity: Opportunity,
    details: ActDetails | undefined,
    at: string,
  ): Promise<{ lines: LedgerLine[]; recorded?: RecordedCall }> => {
    const chosen = typeof details === 'object' ? details : {};
    const context = {
      opportunityId: opportunity.id,
      accountId: opportunity.account_id,
      ticker: opportunity.primary_ticker,
      at,
    };
    if (opportunity.opportunity_type === 'covered_call') {
      const card = opportunity.details;
      const contracts = chosen.contracts ?? card.tradeable_contracts;
      if (contracts > card.tradeable_contracts)
        throw new BadRequestError(tooManyContractsMessage(card.tradeable_contracts, 'tradeable'));
      const strike = chosen.strike ?? card.strike;
      const expiration = chosen.expiration ?? card.expiration;
      if (strike === card.strike && expiration === card.expiration && contracts === card.contracts)
        return { lines: coveredCallLines(context, { strike, expiration, premium: card.premium, contracts }) };
      // Only the contracts changed: the proposal's price and figures stand, scaled to the contracts (as the preview).
      if (strike === card.strike && expiration === card.expiration) {
        const recorded = withContracts(opportunity, contracts);
        return {
          lines: coveredCallLines(context, { strike, expiration, premium: card.premium, contracts }),
          recorded,
        };
      }
      const recalculated = await recalculate(
        userId,
        {
          underlying: opportunity.primary_ticker,
          strike,
          expiration,
          contracts,
          account_id: opportunity.account_id,
          risk_level: recordedRiskLevel(opportunity, strike, expiration),
        },
        await requireAccount(userId, opportunity.account_id),
      );
      return {
        lines: coveredCallLines(context, {
          strike,
          expiration,
          premium: recalculated.details.premium,
          contracts,
        }),
        recorded: { details: recalculated.details, expected_outcome: recalculated.expected_outcome },
      };
    }
    if (opportunity.opportunity_type === 'put_sell')
      return { lines: putSellLines(context, opportunity, securedContracts(opportunity, chosen)) };
    if (opportunity.opportunity_type !== 'option_roll' && opportunity.opportunity_type !== 'option_close')
      return { lines: [] };
    if (chosen.strike !== undefined || chosen.expiration !== undefined)
      throw new BadRequestError(ONLY_COVERED_CALLS_FINE_TUNE);
    const held = opportunity.details.contracts;
    const contracts = chosen.contracts ?? held;
    if (contracts > held) throw new BadRequestError(tooManyContractsMessage(held, 'held'));
    const heldGroup = await deps.trades.seriesGroup(
      userId,
      opportunity.account_id,
      opportunity.primary_ticker,
      opportunity.details.current_position.symbol,
    );
    return {
      lines:
        opportunity.opportunity_type === 'option_roll'
          ? rollLines(context, opportunity, contracts, heldGroup)
          : closeLines(context, opportunity, contracts, heldGroup),
    };
  };

  /** The list as read from the table (see `list`); the account is already checked. */
  const readList = async (userId: string, query: OpportunityListQuery, now: Date): Promise<Opportunity[]> => {
    const statuses = ALL_STATUSES.filter((status) => (query.status ?? ALL_STATUSES).includes(status));
    const tickers = query.tickers ? new Set<string>(query.tickers) : undefined;
    const accept = (opportunity: Opportunity) =>
      !tickers || opportunity.tickers.some((ticker) => tickers.has(ticker));
    const readsActive = statuses.includes('active') || statuses.includes('expired');
    const active = readsActive
      ? await deps.opportunities.listByStatus(userId, query.accountId, 'active', { accept })
      : [];
    const seen = active.map((opportunity) => asSeen(opportunity, now));
    const shown = statuses.includes('active')
      ? seen.filter((opportunity) => opportunity.status === 'active').sort(compareOpportunities)
      : [];
    const stale = seen.filter((opportunity) => opportunity.status === 'expired');
    const left = query.limit - shown.length;
    const history = left > 0 ? statuses.filter((status) => status !== 'active') : [];
    const stored = await Promise.all(
      history.map((status) =>
        deps.opportunities.listByStatus(userId, query.accountId, status, {
          newestFirst: true,
          // Expired ones are re-sorted by expiry below, so that status reads as many as before.
          limit: status === 'expired' ? query.limit : left,
          accept,
        }),
      ),
    );
    const byStatus = new Map<OpportunityStatus, Opportunity[]>(
      history.map((status, index) => [
        status,
        status === 'expired' ? [...stale, ...stored[index]!].sort(newestExpiryFirst) : stored[index]!,
      ]),
    );
    return [...shown, ...history.flatMap((status) => byStatus.get(status) ?? [])].slice(0, query.limit);
  };

  return {
    /**
     * GET /api/opportunities: the account's opportunities of the statuses asked (all by default), at most `limit`.
     * Active ones come first in the spec's list order; the history statuses follow, newest first. Only the statuses
     * asked are read (the active ones also when expired is asked: a stale active card shows as expired), and none
     * once the statuses before them fill the limit; the history statuses are read at once, each up to what is left
     * (expired up to `limit`, as it is re-sorted by expiry).
     */
    async list(userId: string, query: OpportunityListQuery): Promise<Opportunity[]> {
      const key = JSON.stringify([
        userId,
        query.accountId,
        query.status ?? null,
        query.tickers ?? null,
        query.limit,
      ]);
      // The version is read before the cards (a write bumps it after itself), with the account check.
      const stamp = await deps.opportunities.listStamp(userId, query.accountId);
      if (!stamp.accountFound) throw accountNotFound(query.accountId);
      const now = deps.clock.now();
      const cached = listCache.get(key);
      if (cached && cached.version === stamp.version && now.getTime() < cached.validUntil)
        return cached.result;
      const result = await readList(userId, query, now);
      listCache.delete(key);
      if (now.getTime() - stamp.changedAt >= LIST_SETTLE_MS) {
        const firstExpiry = Math.min(
          ...result
            .filter((opportunity) => opportunity.status === 'active')
            .map((o) => Date.parse(o.expires_at)),
        );
        listCache.set(key, {
          version: stamp.version,
          validUntil: Math.min(now.getTime() + LIST_CACHE_MAX_AGE_MS, firstExpiry),
          result,
        });
        if (listCache.size > LIST_CACHE_ENTRIES) listCache.delete(listCache.keys().next().value!);
      }
      return result;
    },

    /** GET /api/opportunities/{id}: 404 `Opportunity not found` for an id the user does not have. */
    async get(userId: string, id: string): Promise<Opportunity> {
      return (await load(userId, id)).opportunity;
    },

    /**
     * POST /api/opportunities/{id} `act`: active and ready only (409 otherwise). Manual and read-only accounts only
     * get a tracking record (spec part 2 §4): the trade's lines go into the account's ledger, so the sold call shows
     * in history, positions and performance. The status change and the lines are one transaction (the card must
     * still be active, each line's key free), so a second act is a 409 that records nothing and a refused write
     * leaves the card active with no line; the lines are built before it, so a refused selection (400) does too. The
     * position projection is rewritten after it (a projection, rebuilt by any later change).
     */
    async act(userId: string, id: string, details: ActDetails | undefined): Promise<Opportunity> {
      const { opportunity } = await load(userId, id);
      requireReady(opportunity);
      const now = deps.clock.now().toISOString();
      const { lines, recorded } = await trackingLines(userId, opportunity, details, now);
      const outcome = await deps.opportunities.act(
        userId,
        opportunity,
        now,
        details,
        deps.trades.lineItems(userId, lines),
        recorded,
      );
      if ('refused' in outcome) {
        if (outcome.refused === 'ledger') throw new ConflictError(TRADE_ALREADY_RECORDED);
        return explainRefusal(userId, id);
      }
      if (lines.length > 0) await deps.trades.recorded(userId, opportunity.account_id);
      return outcome.acted.opportunity;
    },

    /** POST /api/opportunities/{id} `dismiss`: active only (409 otherwise); holds for the session (same id). */
    async dismiss(userId: string, id: string, reason: string): Promise<Opportunity> {
      const { opportunity } = await load(userId, id);
      requireActive(opportunity);
      const dismissed = await deps.opportunities.dismiss(
        userId,
        opportunity,
        deps.clock.now().toISOString(),
        reason,
      );
      return dismissed ? dismissed.opportunity : explainRefusal(userId, id);
    },

    /** POST /api/opportunities/{id}/feedback: once acted upon or dismissed; a second post replaces the first. */
    async feedback(
      userId: string,
      id: string,
      input: OpportunityFeedback,
    ): Promise<OpportunityFeedbackRecord> {
      const { opportunity } = await load(userId, id);
      if (opportunity.status !== 'acted_upon' && opportunity.status !== 'dismissed')
        throw new ConflictError(FEEDBACK_NOT_ALLOWED);
      const comments = input.comments?.trim();
      const feedback = {
        rating: input.rating ?? null,
        comments: comments ? comments : null,
        submitted_at: deps.clock.now().toISOString(),
      };
      if (!(await deps.opportunities.saveFeedback(userId, id, feedback))) {
        await load(userId, id);
        throw new ConflictError(FEEDBACK_NOT_ALLOWED);
      }
      return { opportunity_id: id, ...feedback };
    },

    /** POST /api/opportunities/{id}/viewed: sets `viewed_at` once; later calls keep the first time. */
    async markViewed(userId: string, id: string): Promise<Opportunity> {
      await deps.opportunities.markViewed(userId, id, deps.clock.now().toISOString());
      return (await load(userId, id)).opportunity;
    },

    /**
     * GET /api/opportunities/{id}/preview: the order the trade would be, for an active and ready opportunity. A
     * covered call may be previewed at another strike, expiration or contract count (recalculated like the
     * fine-tune calculator); a roll or close only with fewer contracts.
     */
    async preview(userId: string, id: string, query: TradePreviewQuery): Promise<TradePreview> {
      const { opportunity } = await load(userId, id);
      requireReady(opportunity);
      const account = await requireAccount(userId, opportunity.account_id);
      if (opportunity.opportunity_type === 'covered_call') {
        const { details } = opportunity;
        // Another strike or expiration is the user's own pick: labelled `custom`, as the fine-tune selector does.
        const sameOption =
          (query.strike ?? details.strike) === details.strike &&
          (query.expiration ?? details.expiration) === details.expiration;
        const changed = !sameOption || (query.contracts ?? details.contracts) !== details.contracts;
        const priced = changed
          ? (
              await recalculate(
                userId,
                {
                  underlying: opportunity.primary_ticker,
                  strike: query.strike ?? details.strike,
                  expiration: query.expiration ?? details.expiration,
                  contracts: query.contracts ?? details.contracts,
                  account_id: account.id,
                  ...(sameOption ? { risk_level: details.risk_level } : {}),
                },
                account,
                sameOption ? details.cadence : undefined,
              )
            ).details
          : details;
        return coveredCallPreview(opportunity.id, opportunity.primary_ticker, priced, account);
      }
      if (opportunity.opportunity_type === 'put_sell')
        return putSellPreview(opportunity, account, securedContracts(opportunity, query));
      if (opportunity.opportunity_type !== 'option_roll' && opportunity.opportunity_type !== 'option_close')
        throw new BadRequestError('This opportunity has no trade to preview');
      if (query.strike !== undefined || query.expiration !== undefined)
        throw new BadRequestError(ONLY_COVERED_CALLS_FINE_TUNE);
      const held = opportunity.details.contracts;
      const contracts = query.contracts ?? held;
      if (contracts > held) throw new BadRequestError(tooManyContractsMessage(held, 'held'));
      return opportunity.opportunity_type === 'option_roll'
        ? rollPreview(opportunity, account, contracts)
        : closePreview(opportunity, account, contracts);
    },

    /**
     * GET /api/opportunities/holdings: each holding's open calls with the suggested action, and why a holding has
     * no covered call to sell (issue 18 items 11 and 12). Worked out now by the same engine as a run, so it agrees
     * with the list as of the last run.
     */
    async holdings(userId: string, query: HoldingsQuery): Promise<HoldingsResponse> {
      await requireAccount(userId, query.accountId);
      const now = deps.clock.now();
      const [positions, goals, allocations] = await Promise.all([
        deps.portfolio.positions(userId, query.accountId, now),
        deps.goals.goals(userId, query.accountId),
        deps.goals.allocations(userId, query.accountId),
      ]);
      const wanted = query.tickers ? new Set(query.tickers) : undefined;
      const reviewed = positions.filter(
        (position) =>
          (!wanted || wanted.has(position.ticker)) &&
          (position.shares > 0 || position.openShortCalls.length > 0),
      );
      const market = deps.loadMarket
        ? await deps.loadMarket(needsOfPositions(reviewed, { barsFrom: decisionHistoryFrom(now) }), now)
        : deps.market;
      const holdings = reviewHoldings({
        accountId: query.accountId,
        positions: reviewed,
        goals,
        allocations,
        market,
        now,
      });
      return { generated_at: now.toISOString(), holdings };
    },

    /** POST /api/opportunities/calculator: the fine-tune recalculation; the engine's refusals are 400s. */
    async recalculate(userId: string, request: RecalculationRequest): Promise<RecalculationResponse> {
      return recalculate(userId, request, await requireAccount(userId, request.account_id));
    },

    /**
     * POST /api/opportunities/refresh: queues a generation of the account (or all accounts). A run of the same
     * scope already waiting or running is answered instead of queueing a second one.
     */
    async refresh(userId: string, accountId: string | undefined): Promise<OpportunityRefreshResponse> {
      if (accountId !== undefined) await requireAccount(userId, accountId);
      const scope = accountId === undefined ? { userId } : { userId, accountId };
      const run = await deps.runs.request(scope, deps.newId());
      if (run.created) {
        try {
          await deps.enqueue({ kind: GENERATE_OPPORTUNITIES, key: runKey(userId, accountId) });
        } catch (error) {
          await deps.runs.release(scope, run.jobId);
          throw error;
        }
      }
      return {
        job_id: run.jobId,
        job_status: run.status,
        account_id: run.accountId,
        requested_at: run.requestedAt,
      };
    },
  };
}

export type OpportunityService = ReturnType<typeof buildOpportunityService>;
