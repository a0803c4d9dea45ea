import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cardSchema,
  createCardBodySchema,
  moveCardBodySchema,
  moveCardResponseSchema,
  rearmAlertBodySchema,
  updateCardBodySchema,
  type Card,
  type UpdateCadence,
} from '@thetix/shared/contracts/thetix';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { cardActionMessage, CARD_ACTION_FAILURES } from '../model/card-errors';
import { thetixKeys } from './query-keys';

export interface CardQuestion {
  query: string;
  cadence: UpdateCadence;
}

/**
 * Every card write refreshes the board's lists and single cards, and the collections (their card counts). The
 * card shows a failed action in its own error banner (spec part 3 §8), so none of these raise the generic toast.
 */
function useCardWrite<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const refresh = useRefreshBoard();
  return useMutation({ mutationFn, meta: { suppressErrorToast: true }, onSettled: refresh });
}

function useRefreshBoard() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: thetixKeys.cards() }),
      queryClient.invalidateQueries({ queryKey: [...thetixKeys.all, 'card'] }),
      queryClient.invalidateQueries({ queryKey: thetixKeys.collections() }),
    ]);
}

/**
 * A failed move or reorder in a toast (issue 30 item 5): the spec's "Failed to move card" as its title, and the
 * server's message under it when the server gave one.
 */
export function toastMoveFailed(cause: unknown) {
  const message = cardActionMessage('move', cause);
  toaster.create({
    type: 'error',
    title: CARD_ACTION_FAILURES.move,
    description: message === CARD_ACTION_FAILURES.move ? undefined : message,
    closable: true,
  });
}

/** POST /api/thetix-cards: a pending card, answered by the card job. */
export const useCreateCard = (collectionId: string) =>
  useCardWrite(({ query, cadence }: CardQuestion) =>
    api.request('POST /api/thetix-cards', {
      schema: cardSchema,
      body: createCardBodySchema.parse({
        user_query: query,
        collection_id: collectionId,
        update_cadence_seconds: cadence,
      }),
    }),
  );

/** PUT /api/thetix-cards/{cardId}: a new question plans again; the same one re-runs with the new cadence. */
export const useUpdateCard = (cardId: string) =>
  useCardWrite(({ query, cadence }: CardQuestion) =>
    api.request('PUT /api/thetix-cards/{cardId}', {
      schema: cardSchema,
      params: { cardId },
      body: updateCardBodySchema.parse({ user_query: query, update_cadence_seconds: cadence }),
    }),
  );

/** POST /api/thetix-cards/{cardId}/refresh: 429 with the seconds left for a model-answered card. */
export const useRefreshCard = (cardId: string) =>
  useCardWrite(() =>
    api.request('POST /api/thetix-cards/{cardId}/refresh', { schema: cardSchema, params: { cardId } }),
  );

/** POST /api/thetix-cards/{cardId}/cancel. */
export const useCancelCard = (cardId: string) =>
  useCardWrite(() =>
    api.request('POST /api/thetix-cards/{cardId}/cancel', { schema: cardSchema, params: { cardId } }),
  );

/** POST /api/thetix-cards/{cardId}/rearm {alert_id}: a triggered price alert watches again. */
export const useRearmAlert = (cardId: string) =>
  useCardWrite((alertId: string) =>
    api.request('POST /api/thetix-cards/{cardId}/rearm', {
      schema: cardSchema,
      params: { cardId },
      body: rearmAlertBodySchema.parse({ alert_id: alertId }),
    }),
  );

/** DELETE /api/thetix-cards/{cardId}. */
export const useDeleteCard = (cardId: string) =>
  useCardWrite(() =>
    api.request('DELETE /api/thetix-cards/{cardId}', { schema: z.null(), params: { cardId } }),
  );

/** POST /api/thetix-cards/{cardId}/move {target_collection_id}. */
export const moveCard = (cardId: string, targetCollectionId: string) =>
  api.request('POST /api/thetix-cards/{cardId}/move', {
    schema: moveCardResponseSchema,
    params: { cardId },
    body: moveCardBodySchema.parse({ target_collection_id: targetCollectionId }),
  });

export const useMoveCard = () =>
  useCardWrite(({ cardId, target }: { cardId: string; target: string }) => moveCard(cardId, target));

/**
 * A card dropped on another collection of the sidebar: it leaves the board at once, and when the server refuses it
 * comes back where it was and the toast says why (issue 30 item 5).
 */
export function useDropOnCollection(fromCollectionId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBoard();
  const key = thetixKeys.collectionCards(fromCollectionId);
  return useMutation({
    mutationFn: ({ cardId, target }: { cardId: string; target: string }) => moveCard(cardId, target),
    meta: { suppressErrorToast: true },
    onMutate: async ({ cardId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Card[]>(key);
      queryClient.setQueryData<Card[]>(key, (cards) => cards?.filter((card) => card.id !== cardId));
      return { previous };
    },
    onError: (cause, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastMoveFailed(cause);
    },
    onSettled: refresh,
  });
}
