import type { Card } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  useCancelCard,
  useDeleteCard,
  useMoveCard,
  useRearmAlert,
  useRefreshCard,
  useUpdateCard,
  type CardQuestion,
} from '../api/card-mutations';
import { asCadence } from '../model/cadences';
import { cardActionMessage, SAVE_FAILED_TITLE, type CardAction } from '../model/card-errors';
import { isRunning } from '../model/card-progress';
import {
  cooldownLabel,
  cooldownMinutes,
  cooldownTooltip,
  cooldownUntil,
  retrySecondsFromMessage,
} from '../model/refresh-cooldown';
import { useNow } from './use-now';

/**
 * What a card's buttons do (spec part 3 §2, §4, §8): each action's failure becomes the card's error banner with
 * the server's message or the spec's fallback; a 429 on refresh starts the cooldown the server named.
 */
export function useCardActions(card: Card) {
  const update = useUpdateCard(card.id);
  const refreshCall = useRefreshCard(card.id);
  const cancelCall = useCancelCard(card.id);
  const deleteCall = useDeleteCard(card.id);
  const moveCall = useMoveCard();
  const rearmCall = useRearmAlert(card.id);
  // A card with no result and no job (nothing asked yet) opens in edit mode.
  const [editing, setEditing] = useState(
    () => card.materialized_result === null && !isRunning(card) && card.job_status !== 'failed',
  );
  const [error, setError] = useState<{ title?: string; message: string } | null>(null);
  const [rateLimitedUntil, setRateLimitedUntil] = useState<number>();

  const fail = (action: CardAction) => (cause: unknown) =>
    setError({
      title: action === 'save' ? SAVE_FAILED_TITLE : undefined,
      message: cardActionMessage(action, cause),
    });

  const preliminary = cooldownUntil(card, rateLimitedUntil, Date.now());
  const now = useNow(preliminary !== undefined);
  const until = cooldownUntil(card, rateLimitedUntil, now);
  const minutes = until === undefined ? undefined : cooldownMinutes(until, now);

  return {
    editing,
    error,
    clearError: () => setError(null),
    startEditing: () => setEditing(true),
    stopEditing: () => setEditing(false),
    saving: update.isPending,
    // A failed save keeps the card in edit mode (spec part 3 §8).
    save: (question: CardQuestion) => {
      setError(null);
      update.mutate(question, { onSuccess: () => setEditing(false), onError: fail('save') });
    },
    retrying: update.isPending || refreshCall.isPending,
    /** Try Again: the same question and cadence again when there is no result, else a refresh (spec part 3 §4). */
    retry: () => {
      setError(null);
      if (card.materialized_result === null)
        update.mutate(
          { query: card.user_query || card.query, cadence: asCadence(card.update_cadence_seconds) },
          { onError: fail('retry') },
        );
      else refreshCall.mutate(undefined, { onError: fail('retry') });
    },
    cooldown:
      minutes === undefined
        ? undefined
        : { label: cooldownLabel(minutes), tooltip: cooldownTooltip(minutes) },
    refresh: () => {
      setError(null);
      refreshCall.mutate(undefined, {
        onError: (cause) => {
          if (cause instanceof ApiError && cause.status === 429) {
            const seconds = retrySecondsFromMessage(cause.message);
            if (seconds !== undefined) setRateLimitedUntil(Date.now() + seconds * 1000);
          }
          fail('refresh')(cause);
        },
      });
    },
    cancel: () => {
      setError(null);
      cancelCall.mutate(undefined, { onError: fail('cancel') });
    },
    rearming: rearmCall.isPending,
    rearm: (alertId: string) => {
      setError(null);
      rearmCall.mutate(alertId, { onError: fail('rearm') });
    },
    deleting: deleteCall.isPending,
    remove: (done: () => void) => {
      setError(null);
      deleteCall.mutate(undefined, {
        onSuccess: done,
        onError: (cause) => {
          done();
          fail('delete')(cause);
        },
      });
    },
    moving: moveCall.isPending,
    move: (target: string, done: () => void) => {
      setError(null);
      moveCall.mutate(
        { cardId: card.id, target },
        {
          onSuccess: done,
          onError: (cause) => {
            done();
            fail('move')(cause);
          },
        },
      );
    },
  };
}
