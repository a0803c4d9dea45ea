import { planSchema, type Plan } from '@thetix/shared/thetix/plan';
import type { MarketModel } from '@thetix/shared/market/market-model';
import { JobCancelledError, PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import type { Clock } from '../platform/clock';
import { defaultTable } from '../platform/table';
import { materialize } from '../thetix/materializer/materialize';
import type { PortfolioData } from '../thetix/materializer/materializer-types';
import type { PlanResult, Planner, PlanningTurn, ProseWriter } from '../thetix/planner/planner-port';
import { builtOnFirstUse, roomJobDependencies, type RoomMarket } from '../thetix/rooms/room-job';
import { chatOfKey, type StoredChat, type StoredTurn } from './chat-entities';
import { actionPlan, planOpportunityTurn, reportPlan, wantsActionPlan } from './chat-planning';
import { buildChatRepository, type ChatRepository } from './chat-repository';

/** The debug note of a turn asked with `custom_prompt` that the rule planner planned: it reads only the question. */
export const RULES_IGNORE_CUSTOM_PROMPT =
  'custom_prompt kept for a language-model planner: the rule planner plans the question alone';

/** Earlier turns a follow-up may lean on. */
const HISTORY_TURNS = 4;

export interface ChatTurnDependencies {
  readonly planner: Planner;
  readonly prose?: ProseWriter;
  readonly market: MarketModel;
  readonly portfolio: PortfolioData;
  /** The turn's market and portfolio data for its plan (live: one vendor snapshot); `market`/`portfolio` without. */
  readonly marketFor?: RoomMarket;
  readonly clock: Clock;
}

/** The chat's earlier answered turns as planning context, oldest first. */
export function historyOf(turns: readonly StoredTurn[]): PlanningTurn[] {
  return turns
    .filter((turn) => turn.completedAt !== null && turn.plan !== null)
    .slice(-HISTORY_TURNS)
    .flatMap((turn) => {
      const plan = planSchema.safeParse(turn.plan);
      return plan.success ? [{ question: turn.query, plan: plan.data }] : [];
    });
}

/** Plans a turn the way its chat's kind asks (general, opportunity, dashboard action plan, report). */
export async function planTurn(
  deps: ChatTurnDependencies,
  chat: StoredChat,
  turn: StoredTurn,
  heldTickers: readonly string[],
): Promise<PlanResult> {
  const context = {
    now: deps.clock.now(),
    heldTickers,
    history: historyOf(chat.turns.slice(0, -1)),
    ...(turn.customPrompt ? { instructions: turn.customPrompt } : {}),
  };
  const fixed = (plan: Plan, intent: string): PlanResult => ({
    plan,
    debug: { planner: 'rules', notes: [], intents: [intent] },
  });
  switch (chat.chatType) {
    case 'report':
      // The report's own turn (report-job.ts) gets its fixed plan; a question asked after it, the general planner.
      if (chat.turns.length > 1 && chat.turns[0]?.id !== turn.id) return deps.planner(turn.query, context);
      return fixed(
        reportPlan(chat.metaData.report_type ?? 'daily'),
        `report_${chat.metaData.report_type ?? 'daily'}`,
      );
    case 'opportunity': {
      const opportunityId = turn.opportunityId ?? chat.metaData.opportunity_id;
      if (!opportunityId) return deps.planner(turn.query, context);
      return planOpportunityTurn(deps.planner, turn.query, opportunityId, context);
    }
    case 'dashboard':
      return wantsActionPlan(turn.query)
        ? fixed(actionPlan(), 'action_plan')
        : deps.planner(turn.query, context);
    case 'general':
      return deps.planner(turn.query, context);
  }
}

/** Plans and materializes the last turn of a chat; `step` reports progress and is the cancellation point. */
export async function answerTurn(
  deps: ChatTurnDependencies,
  chat: StoredChat,
  turn: StoredTurn,
  step: (step: number, of: number) => Promise<void>,
): Promise<StoredTurn> {
  const accountId = turn.accountId ?? chat.metaData.account_id;
  const held = (await deps.portfolio.positions(chat.userId, accountId))
    .filter((position) => position.amount > 0 || position.totalOpenContracts > 0)
    .map((position) => position.ticker);
  const planned = await planTurn(deps, chat, turn, held);
  const total = planned.plan.length + 1;
  await step(1, total);
  const now = deps.clock.now();
  const { market, portfolio } = deps.marketFor
    ? await deps.marketFor({
        plan: planned.plan,
        userId: chat.userId,
        ...(accountId ? { accountId } : {}),
        now,
      })
    : deps;
  const outcome = await materialize({
    context: {
      userId: chat.userId,
      accountId,
      now,
      market,
      portfolio,
      question: turn.query,
    },
    plan: planned.plan,
    prose: deps.prose,
    beforeItem: (index) => step(index + 2, total),
  });
  return {
    ...turn,
    plan: planned.plan,
    widgets: outcome.widgets,
    completedAt: deps.clock.now().toISOString(),
    error: null,
    debug: {
      ...planned.debug,
      ...(turn.customPrompt ? { custom_prompt: turn.customPrompt } : {}),
      notes: [
        ...planned.debug.notes,
        ...(turn.customPrompt && planned.debug.planner === 'rules' ? [RULES_IGNORE_CUSTOM_PROMPT] : []),
        ...outcome.debug.notes,
      ],
      dropped_widgets: outcome.debug.dropped_widgets,
      untraceable_numbers: outcome.debug.untraceable_numbers,
    },
  };
}

/**
 * The `thetix-chat` processor: answers the chat's last turn, whose id is the run. The answer is written only while
 * that run is still the chat's and processing, so a cancel, a duplicate delivery or a deleted chat writes nothing.
 */
export function buildChatJobProcessor(deps: ChatTurnDependencies & { chats: ChatRepository }): JobProcessor {
  return async ({ message, logger, step }) => {
    const ids = chatOfKey(message.key);
    if (!ids) throw new PermanentJobError('This question is not valid.');
    const chat = await deps.chats.getChat(ids.userId, ids.chatId);
    const run = message.run ?? chat?.jobRun;
    if (!chat || !run || chat.jobRun !== run) throw new JobCancelledError();
    const turn = chat.turns.at(-1);
    if (!turn || turn.id !== run)
      throw new PermanentJobError('This question could not be found in its chat.');
    const answered = await answerTurn(deps, chat, turn, step);
    const turns = [...chat.turns.slice(0, -1), answered];
    if (!(await deps.chats.finishTurn(ids.userId, ids.chatId, run, turns, deps.clock.now().toISOString()))) {
      logger.info('chat turn cancelled or superseded: answer not stored');
      throw new JobCancelledError();
    }
    logger.info('chat turn answered', { widgets: answered.widgets?.length ?? 0, chatType: chat.chatType });
  };
}

/** Built on first use with the real table, planner and market model. */
export const chatJob: JobProcessor = builtOnFirstUse(() => {
  const table = defaultTable();
  return buildChatJobProcessor({ chats: buildChatRepository(table), ...roomJobDependencies(table) });
});
