import {
  cardSchema,
  collectionListSchema,
  createCardBodySchema,
  type Card,
} from '@thetix/shared/contracts/thetix';
import { api } from '../../../lib/api-client';
import type { PendingCard } from '../../../lib/pending-card';

/**
 * Creates a visitor's pending card for the user who just signed in: GET /api/thetix-card-collections (the first
 * call also sets up the default collection), then POST /api/thetix-cards into the default collection, or the first
 * one when none is marked default.
 */
export async function createPendingCard(pending: PendingCard): Promise<Card> {
  const collections = await api.request('GET /api/thetix-card-collections', { schema: collectionListSchema });
  const target = collections.find((collection) => collection.is_default) ?? collections[0];
  if (!target) throw new Error('No collection to put the card in');
  return api.request('POST /api/thetix-cards', {
    schema: cardSchema,
    body: createCardBodySchema.parse({
      user_query: pending.query,
      collection_id: target.id,
      update_cadence_seconds: pending.updateCadenceSeconds,
    }),
  });
}
