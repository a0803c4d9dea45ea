import type { Config } from '../config';

/**
 * Links that leave the server in e-mails and pushes. The app paths are the SPA's (web/src/config/paths.ts:
 * `dashboard.ask` with the chat in `?chat=`, `dashboard.opportunities` with a card in `?opportunity=`,
 * `profile.notifications`); the unsubscribe path is the API route.
 */

/** `APP_BASE_URL`, else `PUBLIC_BASE_URL`, without a trailing slash; a clear error when neither is set. */
export function appBaseUrl(settings: Pick<Config, 'APP_BASE_URL' | 'PUBLIC_BASE_URL'>): string {
  const base = settings.APP_BASE_URL ?? settings.PUBLIC_BASE_URL;
  if (!base)
    throw new Error(
      'Invalid configuration: APP_BASE_URL (or PUBLIC_BASE_URL) is not set; report e-mails and pushes link to it',
    );
  return base.replace(/\/+$/, '');
}

export const reportChatUrl = (base: string, chatId: string): string =>
  `${base}/dashboard/ask?chat=${encodeURIComponent(chatId)}`;

/** The opportunities page; with an id, that card's drawer open (`?opportunity=<id>`, decision 161). */
export const opportunitiesUrl = (base: string, opportunityId?: string): string =>
  `${base}/dashboard/opportunities${opportunityId === undefined ? '' : `?opportunity=${encodeURIComponent(opportunityId)}`}`;

/** The dashboard, where the Income goal card is. */
export const dashboardUrl = (base: string): string => `${base}/dashboard`;

export const notificationSettingsUrl = (base: string): string => `${base}/profile/notifications`;

export const unsubscribeUrl = (base: string, token: string): string =>
  `${base}/api/public/unsubscribe?token=${encodeURIComponent(token)}`;
