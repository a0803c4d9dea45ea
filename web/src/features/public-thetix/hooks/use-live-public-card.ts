import { useQueryClient } from '@tanstack/react-query';
import { publicCardQueryKey, usePublicCard } from '../api/get-public-card';
import { usePublicCardStatus } from '../api/get-public-status';
import { changedCards } from '../model/smart-polling';
import { useCatchUp } from './use-catch-up';

/** One public card kept current by smart polling of its status (spec part 3 §4); refetched when it changed. */
export function useLivePublicCard(cardId: string) {
  const queryClient = useQueryClient();
  const card = usePublicCard(cardId);
  const status = usePublicCardStatus(cardId, card.isSuccess);
  const loaded = card.data?.card;
  const latest = status.data;
  const change = loaded && latest ? changedCards([loaded], latest.cards) : undefined;
  const behind = change !== undefined && (change.added || change.ids.length > 0);

  useCatchUp(behind, loaded, latest, () => {
    void queryClient.invalidateQueries({ queryKey: publicCardQueryKey(cardId), exact: true });
  });

  return card;
}
