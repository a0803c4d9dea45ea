import { ApiError } from '../../../lib/api-client';

/** Spec part 3 §8: the fallbacks of card actions when the server gives no message. */
export const CARD_ACTION_FAILURES = {
  refresh: 'Failed to refresh card',
  save: 'Failed to save card',
  cancel: 'Failed to cancel card creation',
  delete: 'Failed to delete card',
  retry: 'Failed to retry card creation',
  move: 'Failed to move card',
  rearm: 'Failed to re-arm the alert',
} as const;
export type CardAction = keyof typeof CARD_ACTION_FAILURES;

/** Spec part 3 §8: a failed save is titled "Oops!". */
export const SAVE_FAILED_TITLE = 'Oops!';

/** The server's message when it sent one, else the action's fallback (spec part 3 §8). */
export function cardActionMessage(action: CardAction, error: unknown): string {
  if (error instanceof ApiError && error.code !== undefined && error.message) return error.message;
  return CARD_ACTION_FAILURES[action];
}

/**
 * Spec part 3 §2 and part 2 §8: the dashboard's Cards tab when the account has no card collection (an admin
 * viewing, read-only, a user who never opened Thetix: the default collection is made on first use, never then).
 */
export const collectionNotFound = (account: string) => `Collection not found for ${account}`;
export const COLLECTION_NOT_FOUND_HINT = 'This collection should be created during onboarding';
