import { CHAT_TITLE_MAX, type Chat, type ReportType } from '@thetix/shared/contracts/chats';

/** Spec part 3 §2: titles are cut at 50 characters (the server does too; older titles may be longer). */
export const truncateTitle = (title: string): string =>
  title.length > CHAT_TITLE_MAX ? `${title.slice(0, CHAT_TITLE_MAX - 1)}…` : title;

/** The sidebar's groups (spec part 3 §2): Today (by the device's calendar day of the last change), then Previous. */
export function groupChats(chats: readonly Chat[], now: Date): { today: Chat[]; previous: Chat[] } {
  const today: Chat[] = [];
  const previous: Chat[] = [];
  for (const chat of chats) {
    const at = new Date(chat.updated_at);
    const sameDay =
      at.getFullYear() === now.getFullYear() &&
      at.getMonth() === now.getMonth() &&
      at.getDate() === now.getDate();
    (sameDay ? today : previous).push(chat);
  }
  return { today, previous };
}

/**
 * Spec part 3 §2: without New chat, the latest chat matching the place's meta data opens. `chats` come newest
 * first from the server; this does not rely on it.
 */
export function latestMatching(chats: readonly Chat[], matches: (chat: Chat) => boolean): Chat | undefined {
  return chats
    .filter(matches)
    .reduce<Chat | undefined>(
      (latest, chat) => (latest && latest.updated_at >= chat.updated_at ? latest : chat),
      undefined,
    );
}

/** Spec part 3 §4: how long each report takes to make, for its progress card. */
export const REPORT_DURATIONS: Record<ReportType, string> = {
  daily: '1-3 minutes',
  weekly: '2-4 minutes',
  onboarding: '3-5 minutes',
};
