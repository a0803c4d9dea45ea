import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { createPendingCard } from '../features/public-thetix/api/create-pending-card';
import { clearPendingCard, readPendingCard } from '../lib/pending-card';
import { toaster } from '../lib/toaster';
import { getImpersonation } from '../lib/impersonation';

/**
 * After sign-in, creates the card a visitor started on a public page or in the public header (spec part 3 §2), then
 * opens the board on it. The pending card leaves storage before the call, so it is created at most once (React's
 * strict mode runs effects twice; a second tab would read nothing) and a failed creation is dropped, as the spec
 * says. An admin viewing as someone else writes nothing, so their own pending card waits.
 */
export function PendingCardCreator() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (getImpersonation()) return;
    const pending = readPendingCard();
    clearPendingCard();
    if (!pending) return;
    createPendingCard(pending)
      .then(async (card) => {
        await queryClient.invalidateQueries({ predicate: (query) => isThetixQuery(query.queryKey) });
        await navigate(paths.dashboard.thetixCollection.getHref(card.collection_id));
      })
      .catch((error: unknown) => {
        toaster.create({
          type: 'error',
          title: 'Failed to create card',
          description: error instanceof Error ? error.message : undefined,
          closable: true,
        });
      });
  }, [navigate, queryClient]);

  return null;
}

/** The board's queries, whatever their exact keys: any key part that names Thetix. */
const isThetixQuery = (key: readonly unknown[]) =>
  key.some((part) => typeof part === 'string' && part.toLowerCase().includes('thetix'));
