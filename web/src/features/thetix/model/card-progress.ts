import type { Card, CardJobStatus } from '@thetix/shared/contracts/thetix';

type CardState = { job_status: CardJobStatus | null; job_progress: string | null };

/** Spec part 3 §4: a card runs while its job is pending or processing; `null` means completed. */
export const isRunning = (card: CardState): boolean =>
  card.job_status === 'pending' || card.job_status === 'processing';

/** Spec part 3 §4: a cancel is offered while the card is neither completed nor failed (cancelled ones are hidden). */
export const canCancel = (card: CardState): boolean => isRunning(card);

/** Spec part 3 §4 and §9: 0 % pending, "step N of M" as N/M, else 50 % while processing. */
export function progressPercent(card: CardState): number {
  if (card.job_status === 'pending') return 0;
  const match = /step\s+(\d+)\s+of\s+(\d+)/i.exec(card.job_progress ?? '');
  if (match) {
    const [step, total] = [Number(match[1]), Number(match[2])];
    if (total > 0) return Math.round(Math.min(1, Math.max(0, step / total)) * 100);
  }
  return 50;
}

/** Spec part 3 §8: a failed card's text is its progress text (the failure's message), else a generic one. */
export const FAILED_CARD_TITLE = 'Failed to create card';
export const failureText = (card: CardState): string => card.job_progress?.trim() || 'An error occurred';

/** Spec part 3 §4: cancelled cards are hidden from the list (the API already leaves them out). */
export const visibleCards = (cards: readonly Card[]): Card[] =>
  cards.filter((card) => card.job_status !== 'cancelled');
