import { collectionStatusSchema } from '@thetix/shared/contracts/thetix';
import type * as z from 'zod';
import { api } from '../../../lib/api-client';

export type CollectionStatus = z.infer<typeof collectionStatusSchema>;

/** GET /api/thetix-card-collections/{id}/status: what smart polling needs, per card (spec part 3 §4). */
export function getCollectionStatus(collectionId: string, signal?: AbortSignal): Promise<CollectionStatus> {
  return api.request('GET /api/thetix-card-collections/{id}/status', {
    schema: collectionStatusSchema,
    params: { id: collectionId },
    signal,
  });
}
