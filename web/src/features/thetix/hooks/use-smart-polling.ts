import { useQueryClient } from '@tanstack/react-query';
import type { Card } from '@thetix/shared/contracts/thetix';
import { useEffect, useRef } from 'react';
import { getCards } from '../api/get-cards';
import { getCollectionStatus } from '../api/get-collection-status';
import { thetixKeys } from '../api/query-keys';
import { isRunning } from '../model/card-progress';
import { changedCardIds, nextStatusPollDelay } from '../model/smart-polling';

/**
 * Smart polling of a collection's scheduled refreshes (spec part 3 §4): asks the status call when the earliest
 * update is due (model/smart-polling.ts) and fetches again only the cards whose result changed, merging them into
 * the cached list. The 2 s polling of running cards is the list query's own refetchInterval.
 */
export function useSmartPolling(collectionId: string | undefined, cards: readonly Card[] | undefined) {
  const queryClient = useQueryClient();
  const latest = useRef(cards);
  latest.current = cards;
  const scheduleKey = (cards ?? []).map((card) => `${card.id}:${card.scheduled_update_at ?? ''}`).join('|');

  useEffect(() => {
    if (!collectionId) return;
    let timer: number | undefined;
    let stopped = false;
    const controller = new AbortController();
    const key = thetixKeys.collectionCards(collectionId);

    const schedule = (scheduled: readonly (string | null)[]) => {
      const delay = nextStatusPollDelay(scheduled, Date.now());
      if (delay !== undefined && !stopped) timer = window.setTimeout(() => void poll(), delay);
    };

    const poll = async () => {
      const known = latest.current ?? [];
      try {
        const status = await getCollectionStatus(collectionId, controller.signal);
        if (stopped) return;
        const changed = changedCardIds(known, status.cards);
        if (status.cards.some(isRunning)) {
          await queryClient.invalidateQueries({ queryKey: key });
        } else if (changed.length > 0) {
          const fresh = await getCards(collectionId, changed, controller.signal);
          const byId = new Map(fresh.map((card) => [card.id, card]));
          queryClient.setQueryData<Card[]>(key, (list) => list?.map((card) => byId.get(card.id) ?? card));
        }
        schedule(status.cards.map((card) => card.scheduled_update_at));
      } catch {
        // Status polling is best effort: try again at the longest interval.
        schedule(known.map((card) => card.scheduled_update_at));
      }
    };

    schedule((latest.current ?? []).map((card) => card.scheduled_update_at));
    return () => {
      stopped = true;
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [collectionId, scheduleKey, queryClient]);
}
