import { newYorkDate } from '@thetix/shared/calendar/nyse-calendar';
import type { ChannelId } from '@thetix/shared/contracts/goals';
import type { IncomeGoalResponse } from '@thetix/shared/contracts/income-goal';
import type { PushPayload } from '@thetix/shared/contracts/notifications';
import { BEHIND_FROM_DAY } from '@thetix/shared/goals/income-goal';
import { currentSubscriptions } from '../goals/subscription-options';
import { defaultTable } from '../platform/table';
import { readIncomeGoalSettings } from '../portfolio/income-goal-service';
import { dashboardUrl, notificationSettingsUrl, unsubscribeUrl } from './links';
import type { DeliveryKey } from './notification-entities';
import { notificationName } from './notification-names';
import { emailUnderClaim } from './email-under-claim';
import { pushToBrowsers } from './push-fan-out';
import { realDeliveryDependencies, type ReportDeliveryDependencies } from './report-delivery';
import { renderEmail, type EmailBlock } from './report-email';

/**
 * The income-goal alert (issue 32 item 4, decisions 350-352): when the month falls behind the user's monthly income
 * goal, as the income-goal module decides it (shared/src/goals/income-goal.ts `monthFallsBehind`, the state the
 * dashboard's Income goal card shows), one e-mail and/or Web Push a month, through the channels that are on and only
 * while the `income_goal_alerts` type is on. The daily report job looks each trading morning; each channel is
 * claimed in the delivery ledger under the month (`goal_alert#YYYY-MM#<channel>`), so a month alerts once however
 * many mornings it stays behind, and a retried job never sends twice.
 */
export interface IncomeGoalAlertDependencies extends ReportDeliveryDependencies {
  /** The user's monthly goal in dollars, null when none is set: a cheap read before the tracking is made. */
  readonly monthlyGoal: (userId: string) => Promise<number | null>;
  /** The tracking GET /api/portfolio/income-goal answers (income-goal-service.ts), for the same user. */
  readonly tracking: (userId: string) => Promise<IncomeGoalResponse>;
}

export type IncomeGoalAlertSkip =
  /** No monthly goal set. */
  | 'no-goal'
  /** Before the 10th: a month is not judged yet. */
  | 'too-early'
  /** `income_goal_alerts` is off. */
  | 'type-off'
  /** Neither e-mail nor push is on. */
  | 'channels-off'
  /** The month is not behind. */
  | 'on-track';

export type IncomeGoalAlertOutcome =
  | { readonly sent: false; readonly reason: IncomeGoalAlertSkip }
  | {
      readonly sent: true;
      readonly month: string;
      readonly email: 'sent' | 'skipped' | 'already-sent';
      readonly push: { sent: number; removed: number; skipped: boolean };
    };

export interface IncomeGoalCheck {
  readonly outcome: IncomeGoalAlertOutcome;
  /** The tracking when it was made (a goal is set, and the alert could go or the caller asked for it). */
  readonly tracking: IncomeGoalResponse | null;
}

/** `withTracking`: make the tracking even when no alert can go (the daily report shows it). */
export type CheckIncomeGoal = (
  userId: string,
  options?: { withTracking?: boolean },
) => Promise<IncomeGoalCheck>;

/** A month alert is stale after the day: the e-mail has it anyway, and the next morning looks again. */
const GOAL_PUSH_TTL_SECONDS = 86_400;

/** One or both channels failed; what was sent is marked in the ledger and is not sent again. */
export class IncomeGoalAlertError extends Error {
  constructor(readonly channels: readonly ChannelId[]) {
    super(`Income goal alert delivery failed (${channels.join(', ')})`);
    this.name = 'IncomeGoalAlertError';
  }
}

const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });

const GOAL_WORDS: Record<string, string> = {
  conservative: 'Conservative',
  balanced: 'Balanced',
  aggressive: 'Aggressive',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** The alert's words: the verdict and this month's figures first, then the solver's pick, in the card's terms. */
export function incomeGoalAlertText(tracking: IncomeGoalResponse): {
  title: string;
  summary: string;
  blocks: EmailBlock[];
} {
  const current = tracking.currentMonth;
  const goal = tracking.monthlyGoal ?? 0;
  const month = monthName(current.month);
  const dueLater = Math.round((current.secured - current.actual) * 100) / 100;
  const summary = `${month} has ${usd(current.actual)} realised of your ${usd(goal)} monthly goal${
    dueLater > 0 ? `, ${usd(current.secured)} with the calls and dividends due this month` : ''
  }, against ${usd(current.goalToDate ?? 0)} due by today. About ${usd(current.expected.median)} is expected by the end of the month, ${usd(current.shortfall)} short.`;
  const picked = tracking.pick === null ? undefined : tracking.solver[tracking.pick];
  const plan = picked
    ? `The least risky goal that reaches ${usd(goal)} a month on your holdings is ${GOAL_WORDS[picked.risk]} ${GOAL_WORDS[picked.duration]}, about ${usd(picked.monthlyIncome.median)} a month at the median. The Income goal card on your dashboard shows the plan.`
    : `No single goal on your holdings reaches ${usd(goal)} a month at the median. The Income goal card on your dashboard shows what each goal has earned.`;
  return {
    title: `📉 ${month} is behind your income goal`,
    summary,
    blocks: [
      { kind: 'text', text: summary, tone: 'warning' },
      {
        kind: 'table',
        caption: `${month} so far`,
        columns: ['', 'Amount'],
        rows: [
          ['Realised so far', usd(current.actual)],
          ['Open calls and dividends due this month', usd(dueLater)],
          ['Secured', usd(current.secured)],
          ['Goal due by today', usd(current.goalToDate ?? 0)],
          [
            'Expected by the end of the month',
            `${usd(current.expected.median)} (${usd(current.expected.low)}–${usd(current.expected.high)})`,
          ],
          ['Monthly goal', usd(goal)],
        ].map((row) => row.map((text) => ({ text }))),
        more: 0,
      },
      { kind: 'text', text: plan },
      {
        kind: 'note',
        text: 'Realised income is options income plus dividends, as on Income YTD. Expected is a forecast, not a promise. This alert comes at most once a month.',
      },
    ],
  };
}

export function buildIncomeGoalAlerts(deps: IncomeGoalAlertDependencies): CheckIncomeGoal {
  return async (userId, options = {}) => {
    const monthlyGoal = await deps.monthlyGoal(userId);
    if (monthlyGoal === null) return { outcome: { sent: false, reason: 'no-goal' }, tracking: null };
    const today = newYorkDate(deps.clock.now());
    const subscriptions = currentSubscriptions(await deps.subscriptions.getSubscriptions(userId));
    const channels = (['email', 'push'] as const).filter((channel) => subscriptions.channels[channel]);
    const skip: IncomeGoalAlertSkip | undefined = !subscriptions.notificationTypes.income_goal_alerts
      ? 'type-off'
      : channels.length === 0
        ? 'channels-off'
        : Number(today.slice(8, 10)) < BEHIND_FROM_DAY
          ? 'too-early'
          : undefined;
    if (skip && !options.withTracking) return { outcome: { sent: false, reason: skip }, tracking: null };
    const tracking = await deps.tracking(userId);
    if (skip) return { outcome: { sent: false, reason: skip }, tracking };
    if (!tracking.currentMonth.alert) return { outcome: { sent: false, reason: 'on-track' }, tracking };

    const month = tracking.currentMonth.month;
    const logger = deps.logger.child({ userId, goalAlert: month });
    const text = incomeGoalAlertText(tracking);
    const url = dashboardUrl(deps.appBaseUrl);
    const keyOf = (channel: ChannelId): DeliveryKey => ({
      userId,
      reportType: 'goal_alert',
      period: month,
      channel,
    });

    const email = async (): Promise<'sent' | 'skipped' | 'already-sent'> => {
      if (!channels.includes('email')) return 'skipped';
      const profile = await deps.profiles.getProfile(userId);
      if (!profile?.email) {
        logger.warn('income goal alert e-mail skipped: the user has no profile e-mail');
        return 'skipped';
      }
      const rendered = renderEmail({
        title: text.title,
        summary: text.summary,
        summaryInBlocks: true,
        blocks: text.blocks,
        openUrl: url,
        openLabel: 'Open your dashboard in Thetix',
        settingsUrl: notificationSettingsUrl(deps.appBaseUrl),
        subscriptions: [
          {
            notificationName: notificationName('income_goal_alerts'),
            unsubscribeUrl: unsubscribeUrl(
              deps.appBaseUrl,
              deps.unsubscribeToken({ userId, notificationType: 'income_goal_alerts' }),
            ),
          },
        ],
        marketData: tracking.dataSource,
        ...(deps.marketNote ? { marketNote: deps.marketNote } : {}),
        noun: 'alert',
      });
      const key = keyOf('email');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return 'already-sent';
      return emailUnderClaim(deps, {
        key,
        claimId: claim.claimId,
        email: { from: deps.mailFrom, to: profile.email, ...rendered },
        logger,
        what: 'income goal alert',
      });
    };

    const push = async () => {
      const skipped = { sent: 0, removed: 0, skipped: true };
      if (!channels.includes('push')) return skipped;
      const targets = await deps.pushSubscriptions.list(userId);
      if (targets.length === 0) return skipped;
      const key = keyOf('push');
      const claim = await deps.deliveries.claim(key, deps.newId(), deps.clock.now());
      if (claim.kind === 'done') return skipped;
      const payload: PushPayload = { title: text.title, body: text.summary, url, tag: `goal-${month}` };
      return pushToBrowsers(deps, {
        userId,
        key,
        claimId: claim.claimId,
        targets,
        payload: JSON.stringify(payload),
        options: { ttlSeconds: GOAL_PUSH_TTL_SECONDS, topic: 'income-goal' },
        logger,
        what: 'income goal alert',
      });
    };

    const [emailOutcome, pushOutcome] = await Promise.allSettled([email(), push()]);
    if (emailOutcome.status === 'rejected' || pushOutcome.status === 'rejected')
      throw new IncomeGoalAlertError([
        ...(emailOutcome.status === 'rejected' ? (['email'] as const) : []),
        ...(pushOutcome.status === 'rejected' ? (['push'] as const) : []),
      ]);
    return {
      outcome: { sent: true, month, email: emailOutcome.value, push: pushOutcome.value },
      tracking,
    };
  };
}

/**
 * The real check (the table, the configured e-mail adapter and Web Push keys, as report delivery), over the
 * tracking `tracking` makes: the report job passes the income-goal service's, the one GET
 * /api/portfolio/income-goal and the card read. A configuration error is thrown by the first call, and the next
 * tries again.
 */
export function realIncomeGoalAlerts(
  tracking: (userId: string) => Promise<IncomeGoalResponse>,
): CheckIncomeGoal {
  let real: Promise<CheckIncomeGoal> | undefined;
  return async (userId, options) => {
    real ??= realDeliveryDependencies('income-goal-alerts')
      .then((deps) =>
        buildIncomeGoalAlerts({
          ...deps,
          monthlyGoal: async (id) => (await readIncomeGoalSettings(defaultTable(), id)).monthlyGoal,
          tracking,
        }),
      )
      .catch((error: unknown) => {
        real = undefined;
        throw error;
      });
    return (await real)(userId, options);
  };
}
