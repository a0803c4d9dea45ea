import { useQueryClient } from '@tanstack/react-query';
import type { Card } from '@thetix/shared/contracts/thetix';
import { useEffect, useState } from 'react';
import { thetixKeys } from '../api/query-keys';

/**
 * A card just created from the board's creation box (issue 30 item 5): it joins the collection's list at once, on
 * top as the server placed it, and once it is drawn it scrolls into view and takes the focus, so a keyboard or
 * screen reader user lands on the card they asked for.
 */
export function useArrivingCard(collectionId: string, shownIds: readonly string[]) {
  const queryClient = useQueryClient();
  const [arriving, setArriving] = useState<string | null>(null);
  const shown = arriving !== null && shownIds.includes(arriving);
  useEffect(() => {
    if (!shown || arriving === null) return;
    const article = document.querySelector<HTMLElement>(`article[data-card-id="${CSS.escape(arriving)}"]`);
    setArriving(null);
    if (!article) return;
    article.tabIndex = -1;
    article.scrollIntoView({ block: 'center' });
    article.focus({ preventScroll: true });
  }, [arriving, shown]);
  return (card: Card) => {
    queryClient.setQueryData<Card[]>(thetixKeys.collectionCards(collectionId), (cards) =>
      cards && !cards.some((entry) => entry.id === card.id) ? [card, ...cards] : cards,
    );
    setArriving(card.id);
  };
}
