import type { NotificationTypeId } from '@thetix/shared/contracts/goals';
import { subscriptionConfig } from '../goals/subscription-options';

/** "Daily action plan" → "the daily action plan": a notification type in a sentence (e-mails, unsubscribe page). */
export const notificationName = (type: NotificationTypeId): string => {
  const label = subscriptionConfig.notificationTypes[type].label;
  return `the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
};

/** Text for HTML element content and quoted attribute values: the five characters that can break out, as entities. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
