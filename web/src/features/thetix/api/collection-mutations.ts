import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionSchema,
  collectionStatusSchema,
  createCollectionBodySchema,
  reorderBodySchema,
  updateCollectionBodySchema,
  type Card,
  type CardCollection,
} from '@thetix/shared/contracts/thetix';
import * as z from 'zod';
import { api } from '../../../lib/api-client';
import { toastMoveFailed } from './card-mutations';
import { thetixKeys } from './query-keys';

export type CollectionUpdate = z.input<typeof updateCollectionBodySchema>;

function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: thetixKeys.collections() });
}

/** POST /api/thetix-card-collections {name}: the name is trimmed and must not be empty (spec part 3 §5). */
export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (name: string) =>
      api.request('POST /api/thetix-card-collections', {
        schema: collectionSchema,
        body: createCollectionBodySchema.parse({ name }),
      }),
    // The form shows a refusal (a name in use) under the box itself.
    meta: { suppressErrorToast: true },
    onSuccess: invalidate,
  });
}

/** PUT /api/thetix-card-collections/{id}: rename, publish or make default. */
export function useUpdateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: CollectionUpdate }) =>
      api.request('PUT /api/thetix-card-collections/{id}', {
        schema: collectionSchema,
        params: { id },
        body: updateCollectionBodySchema.parse(update),
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/thetix-card-collections/{id}: the server refuses the default one (409), so the board never offers it. */
export function useDeleteCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: (id: string) =>
      api.request('DELETE /api/thetix-card-collections/{id}', { schema: z.null(), params: { id } }),
    onSuccess: invalidate,
  });
}

/**
 * POST /api/thetix-card-collections/{id}/reorder with the cards' new positions. The list shows the new order at
 * once and goes back to the earlier one when the call fails (spec part 3 §4).
 */
export function useReorderCards(collectionId: string) {
  const queryClient = useQueryClient();
  const key = thetixKeys.collectionCards(collectionId);
  return useMutation({
    mutationFn: (ordered: Card[]) =>
      api.request('POST /api/thetix-card-collections/{id}/reorder', {
        schema: collectionStatusSchema,
        params: { id: collectionId },
        body: reorderBodySchema.parse({
          positions: ordered.map((card, position) => ({ id: card.id, position })),
        }),
      }),
    meta: { suppressErrorToast: true },
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Card[]>(key);
      queryClient.setQueryData<Card[]>(
        key,
        ordered.map((card, position) => ({ ...card, position })),
      );
      return { previous };
    },
    onError: (cause, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastMoveFailed(cause);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export type { CardCollection };
