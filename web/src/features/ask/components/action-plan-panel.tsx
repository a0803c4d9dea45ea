import { ChatPanel } from './chat-panel';

/** What the action plan asks by itself when the account has no Action Plan chat yet (the morning brief). */
export const ACTION_PLAN_QUESTION = 'What should I do today?';

/**
 * The dashboard's action-plan chat (spec part 3 §2): POST /api/thetix-chats/process-dashboard for the account in the
 * header's switcher ('' is All accounts); the latest Action Plan chat of that account continues. An account with no
 * such chat gets its morning brief on open, without the user asking (issue 28 item 6).
 */
export function ActionPlanPanel({
  accountId,
  accountName,
  showDebug,
  threadHeight,
  height,
}: {
  accountId: string;
  accountName: string | undefined;
  showDebug: boolean;
  threadHeight?: string | Record<string, string>;
  height?: string;
}) {
  return (
    <ChatPanel
      key={accountId}
      heading="Action Plan"
      target={{ kind: 'dashboard', accountId: accountId || undefined, accountName }}
      chatType="dashboard"
      matches={(chat) => (chat.meta_data.account_id ?? '') === accountId}
      suggestions="dashboard"
      autoAsk={ACTION_PLAN_QUESTION}
      placeholder="Ask about today's plan..."
      showDebug={showDebug}
      threadHeight={threadHeight}
      height={height}
    />
  );
}
