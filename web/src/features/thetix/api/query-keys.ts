/**
 * TanStack Query keys of the board: every card list and single card hangs under `thetix`, so a mutation can
 * refresh the whole board with one invalidation while the collections list keeps its own 5-minute cache.
 */
export const thetixKeys = {
  all: ['thetix'] as const,
  collections: () => [...thetixKeys.all, 'collections'] as const,
  cards: () => [...thetixKeys.all, 'cards'] as const,
  collectionCards: (collectionId: string) => [...thetixKeys.cards(), 'collection', collectionId] as const,
  card: (cardId: string) => [...thetixKeys.all, 'card', cardId] as const,
};
