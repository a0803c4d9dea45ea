import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { ReportType } from '@thetix/shared/contracts/chats';
import type { NotificationTypeId } from '@thetix/shared/contracts/goals';
import { visibleWidgets, type Widget } from '@thetix/shared/thetix/widgets';
import { config } from '../config';
import { chatTitle, type StoredTurn } from '../chats/chat-entities';
import { answerTurn, type ChatTurnDependencies } from '../chats/chat-job';
import { REPORT_TITLES } from '../chats/chat-planning';
import { buildChatRepository, type ChatRepository } from '../chats/chat-repository';
import { ensureChatCollections } from '../chats/chat-service';
import { DUE_PARTITION } from '../jobs/job-message';
import { PermanentJobError } from '../jobs/job-state';
import type { JobProcessor } from '../jobs/job-worker';
import { loadMarket, marketModel } from '../market-data/market-source';
import { buildOpportunityRunRepository } from '../opportunities/opportunity-run-repository';
import { deliverReport, type DeliverReport } from '../notifications/report-delivery';
import { openingAnswer } from '../notifications/report-email';
import { systemClock } from '../platform/clock';
import { randomId } from '../platform/ids';
import { defaultTable, isConditionFailure, type Table } from '../platform/table';
import { configuredPlanning } from '../thetix/planner/configured-planner';
import { buildPortfolioData } from '../thetix/portfolio-data';
import { roomMarket } from '../thetix/rooms/room-job';
import { currentSubscriptions } from '../goals/subscription-options';
import { buildSubscriptionRepository } from '../goals/subscription-repository';
import { realIncomeGoalAlerts, type CheckIncomeGoal } from '../notifications/income-goal-alerts';
import { errorFields } from '../platform/logger';
import { incomeGoalSection } from './income-goal-section';
import { reportChatId, reportOfKey } from './report-entities';
import { buildIncomeGoalService } from '../portfolio/income-goal-service';
import { buildPortfolioRepository } from '../portfolio/portfolio-repository';
import { buildPortfolioService } from '../portfolio/portfolio-service';
import { flattenReportSections, toReportSections } from './report-sections';

export interface ReportJobDependencies extends ChatTurnDependencies {
  readonly table: Table;
  readonly chats: ChatRepository;
  readonly deliver: DeliverReport;
  /** Whether the user wants this report at all (onboarding is always made). */
  readonly wants: (userId: string, type: NotificationTypeId) => Promise<boolean>;
  readonly newId: () => string;
  /**
   * Whether one of the user's opportunity runs is under way (opportunity-run-repository.ts `underWay`). The
   * onboarding report waits for it, so it says what the first run found rather than "no opportunities".
   */
  readonly opportunityRunUnderWay?: (userId: string) => Promise<boolean>;
  /**
   * The income-goal alert's look at the month (notifications/income-goal-alerts.ts), made by each daily report job
   * whether or not the user wants the report; its tracking also gives the daily report its Income goal section.
   */
  readonly checkIncomeGoal?: CheckIncomeGoal;
}

/** How long the onboarding report waits between looks at the first opportunity run. */
export const ONBOARDING_WAIT_MS = 20_000;
/** How many times it waits at most (with the dispatcher's minute, about ten minutes); then it is made anyway. */
export const ONBOARDING_MAX_WAITS = 10;

const dayLabel = (period: string) =>
  new Date(`${period}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** Spec part 3 §2: report chats are titled with an emoji. */
export const reportTitle = (type: ReportType, period: string) =>
  chatTitle(
    type === 'daily'
      ? `${REPORT_TITLES.daily} · ${dayLabel(period)}`
      : type === 'weekly'
        ? `${REPORT_TITLES.weekly} · ${period}`
        : REPORT_TITLES.onboarding,
  );

/**
 * One line for the push notification and the e-mail's opening, from the report's own widgets. A report that opens
 * with its answer (the daily report's morning brief) is summed up by the answer's first line: the most pressing
 * action. Otherwise: how many rows each list holds, and an income total as its figure. Sections with nothing to
 * show are left out.
 */
export function reportSummary(sectioned: readonly Widget[]): string {
  const widgets = flattenReportSections(sectioned);
  const answer = openingAnswer(widgets);
  if (answer) {
    const first = answer.split('\n').find((line) => line.trim() !== '') ?? '';
    return first
      .replace(/^\s*\d+\.\s+/, '')
      .replace(/\*\*/g, '')
      .trim();
  }
  const parts = visibleWidgets(widgets).flatMap((widget) => {
    if (widget.widget !== 'table' || widget.rows.length === 0) return [];
    const title = (widget.title ?? '').replace(/^Your /, '');
    const last = widget.rows.at(-1)!;
    const cells = Array.isArray(last) ? last : Object.values(last);
    const total = cells.at(-1);
    if (/^income/i.test(title) && typeof total === 'number')
      return [
        `${title}: $${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      ];
    return [`${title}: ${widget.rows.length}`];
  });
  return parts.slice(0, 4).join(' · ') || 'Your report is ready.';
}

/**
 * The `thetix-report` processor: makes the report chat (a chat in the Reports collection, id derived from the
 * period, so a retry finds it), answers it with the report's fixed plan, marks it completed, then delivers it by
 * e-mail and push as the user's settings say. Delivery is idempotent per channel; a failure throws so SQS retries,
 * and the retry finds the chat made and only delivers.
 */
export function buildReportJobProcessor(deps: ReportJobDependencies): JobProcessor {
  return async ({ message, logger, step }) => {
    const report = reportOfKey(message.key);
    if (!report) throw new PermanentJobError('This report is not valid.');
    const { userId, type, period } = report;
    const wanted = type === 'onboarding' || (await deps.wants(userId, `${type}_report`));
    const goal =
      type === 'daily' && deps.checkIncomeGoal
        ? await deps.checkIncomeGoal(userId, { withTracking: wanted }).catch((error: unknown) => {
            // The report goes on; the next trading morning looks again (a failed channel is claimed again then).
            logger.warn('income goal alert failed', errorFields(error));
            return undefined;
          })
        : undefined;
    if (goal?.outcome.sent) logger.info('income goal alert sent', { ...goal.outcome });
    if (!wanted) {
      logger.info('report not wanted: skipped', { type, period });
      await clearBackstop(deps.table, message.key);
      return;
    }
    if (
      type === 'onboarding' &&
      (await deps.opportunityRunUnderWay?.(userId)) &&
      (await waitForFirstRun(deps.table, message.key, deps.clock.now()))
    ) {
      logger.info('onboarding report waits for the first opportunity run', { period });
      return;
    }
    const at = deps.clock.now().toISOString();
    if (
      (await ensureChatCollections(deps.chats, userId, at, () =>
        deps.newId().replace(/-/g, '').slice(0, 20),
      )) === 'no-profile'
    )
      throw new PermanentJobError('This user has no profile.');
    const reports = (await deps.chats.listCollections(userId)).find(
      (collection) => collection.collectionType === 'reports',
    );
    if (!reports) throw new PermanentJobError('No collection found');
    const chatId = reportChatId(type, period);
    const title = reportTitle(type, period);
    const turn: StoredTurn = {
      id: `turn-${chatId}`,
      query: title,
      plan: null,
      widgets: null,
      createdAt: at,
      completedAt: null,
      error: null,
      debug: null,
    };
    await deps.chats.createChat({
      userId,
      id: chatId,
      collectionId: reports.id,
      title,
      chatType: 'report',
      metaData: {
        is_agent_report: true,
        report_type: type,
        agent_report_completed: false,
        report_period: period,
        collection_type: 'reports',
      },
      now: at,
    });
    let chat = await deps.chats.getChat(userId, chatId);
    if (!chat) throw new Error('report chat vanished');
    if (!chat.metaData.agent_report_completed) {
      const planned = await answerTurn(deps, { ...chat, turns: [turn] }, turn, async (done, of) => {
        await step(done, of);
        await deps.chats.reportProgress(userId, chatId, `step ${done} of ${of}`);
      });
      // Spec part 3 §3: a report is made of report sections (name, content, widgets), as section widgets.
      const answered = {
        ...planned,
        widgets: [
          ...toReportSections((planned.widgets ?? []) as Widget[]),
          ...(goal?.tracking ? incomeGoalSection(goal.tracking) : []),
        ],
      };
      await deps.chats.completeReport(
        userId,
        chatId,
        [answered],
        { ...chat.metaData, agent_report_completed: true },
        deps.clock.now().toISOString(),
      );
      chat = (await deps.chats.getChat(userId, chatId))!;
    }
    // The report's own turn: a follow-up asked in the report chat before a retried delivery is not the report.
    const widgets = (chat.turns[0]?.widgets ?? []) as Widget[];
    const outcome = await deps.deliver({
      userId,
      chatId,
      reportType: type,
      title,
      summary: reportSummary(widgets),
      widgets,
      period,
    });
    await clearBackstop(deps.table, message.key);
    logger.info('report made and delivered', { type, period, email: outcome.email, push: outcome.push.sent });
  };
}

/**
 * Puts the report back in the `due` index `ONBOARDING_WAIT_MS` from now (the dispatcher sends it again then, under
 * a new run), unless it has waited `ONBOARDING_MAX_WAITS` times already: false then, and the report is made.
 */
async function waitForFirstRun(table: Table, key: { pk: string; sk: string }, now: Date): Promise<boolean> {
  try {
    await table.client.send(
      new UpdateCommand({
        TableName: table.name,
        Key: key,
        UpdateExpression: 'SET gsi2pk = :due, gsi2sk = :at ADD report_waits :one',
        ConditionExpression: 'attribute_not_exists(report_waits) OR report_waits < :max',
        ExpressionAttributeValues: {
          ':due': DUE_PARTITION,
          ':at': new Date(now.getTime() + ONBOARDING_WAIT_MS).toISOString(),
          ':one': 1,
          ':max': ONBOARDING_MAX_WAITS,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The report is made: its backstop slot in the `due` index goes. */
async function clearBackstop(table: Table, key: { pk: string; sk: string }) {
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: key,
      UpdateExpression: 'REMOVE gsi2pk, gsi2sk SET completed_on = :day',
      ExpressionAttributeValues: { ':day': newYorkDate(new Date()) },
    }),
  );
}

/** The income goal tracking as the dashboard's card reads it, for the goal alert and the report's section. */
export const incomeGoalTrackingOf = (table: Table, clock = systemClock) =>
  buildIncomeGoalService({
    table,
    portfolio: buildPortfolioService({
      portfolio: buildPortfolioRepository(table),
      market: marketModel(),
      loadMarket,
      clock,
      ids: randomId,
    }),
    loadMarket,
    clock,
  }).get;

let processor: JobProcessor | undefined;

export const reportJob: JobProcessor = (context) => {
  if (!processor) {
    const table = defaultTable();
    const planning = configuredPlanning(config());
    const subscriptions = buildSubscriptionRepository(table);
    processor = buildReportJobProcessor({
      table,
      chats: buildChatRepository(table),
      planner: planning.planner,
      prose: planning.prose,
      ...(() => {
        const portfolio = buildPortfolioData(table, marketModel(), systemClock);
        return {
          market: marketModel(),
          portfolio,
          marketFor: roomMarket(table, portfolio),
          // The card's tracking (GET /api/portfolio/income-goal's service), over the market the route loads.
          checkIncomeGoal: realIncomeGoalAlerts(incomeGoalTrackingOf(table)),
        };
      })(),
      clock: systemClock,
      deliver: deliverReport,
      newId: randomId,
      wants: async (userId, type) =>
        currentSubscriptions(await subscriptions.getSubscriptions(userId)).notificationTypes[type],
      opportunityRunUnderWay: buildOpportunityRunRepository(table, systemClock).underWay,
    });
  }
  return processor(context);
};
