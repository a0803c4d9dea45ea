import { useQueryClient } from '@tanstack/react-query';
import {
  getPublicCollection,
  publicCollectionQueryKey,
  usePublicCollection,
  type PublicCollection,
} from '../api/get-public-collection';
import { usePublicCollectionStatus } from '../api/get-public-status';
import { changedCards } from '../model/smart-polling';
import { useCatchUp } from './use-catch-up';

/**
 * A public collection kept current by smart polling (spec part 3 §4): the status call runs on the smart schedule
 * and only the cards it reports as changed are fetched again (`card_ids`) and merged in; a card added or removed
 * reloads the collection. A failed refetch is ignored: the next attempt or status tries again.
 */
export function useLivePublicCollection(collectionId: string) {
  const queryClient = useQueryClient();
  const collection = usePublicCollection(collectionId);
  const status = usePublicCollectionStatus(collectionId, collection.isSuccess);
  const loaded = collection.data;
  const latest = status.data;
  const change = loaded && latest ? changedCards(loaded.cards, latest.cards) : undefined;
  const behind = change !== undefined && (change.added || change.ids.length > 0);

  useCatchUp(behind, loaded, latest, () => {
    const key = publicCollectionQueryKey(collectionId);
    if (!change || change.added) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      return;
    }
    getPublicCollection(collectionId, change.ids)
      .then((fresh) => {
        const byId = new Map(fresh.cards.map((card) => [card.id, card]));
        queryClient.setQueryData<PublicCollection>(key, (current) =>
          current ? { ...current, cards: current.cards.map((card) => byId.get(card.id) ?? card) } : current,
        );
      })
      .catch(() => undefined);
  });

  return collection;
}
