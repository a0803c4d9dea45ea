import { useQueries } from '@tanstack/react-query';
import { publicCollectionSchema, type PublicCard } from '@thetix/shared/contracts/thetix';
import { api } from '../../../lib/api-client';
import { renderableWidgets } from '../../../components/thetix-widgets';
import { EXAMPLE_COLLECTION_IDS } from '../content/example-collections';

/** Example cards change at most hourly: one fetch per visit is enough, unless some are still being answered. */
const EXAMPLES_STALE_MS = 10 * 60_000;
const ANSWERING_POLL_MS = 3_000;

const isAnswering = (card: PublicCard) => card.job_status === 'pending' || card.job_status === 'processing';

/**
 * GET /api/public/thetix-collections/{id} for each example collection (no sign-in). A missing collection is not an
 * error here: the carousel shows what exists. Cards are interleaved (stocks, portfolio, stocks ...) and only those
 * with something to show are kept.
 */
export function useExampleCards(): { cards: PublicCard[]; isPending: boolean } {
  return useQueries({
    queries: EXAMPLE_COLLECTION_IDS.map((id) => ({
      queryKey: ['landing', 'example-collection', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.request('GET /api/public/thetix-collections/{id}', {
          schema: publicCollectionSchema,
          params: { id },
          signal,
        }),
      staleTime: EXAMPLES_STALE_MS,
      // Right after a deployment or a local start the examples may still be running: look again until answered.
      refetchInterval: (query: { state: { data?: { cards: PublicCard[] } } }) =>
        query.state.data?.cards.some(isAnswering) ? ANSWERING_POLL_MS : false,
      retry: false,
      meta: { suppressErrorToast: true },
    })),
    // TanStack keeps the combined value (the same `cards` array) while it is deep-equal to the last one, so a page
    // can defer its rendering on it (the carousel does).
    combine: combineExamples,
  });
}

function combineExamples(results: Array<{ data?: { cards: PublicCard[] }; isPending: boolean }>) {
  return {
    cards: interleave(results.map((result) => result.data)),
    isPending: results.some((result) => result.isPending),
  };
}

function interleave(collections: Array<{ cards: PublicCard[] } | undefined>): PublicCard[] {
  const lists = collections.map((collection) =>
    (collection?.cards ?? []).filter((card) => renderableWidgets(card.materialized_result ?? []).length > 0),
  );
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const cards: PublicCard[] = [];
  for (let index = 0; index < longest; index++)
    for (const list of lists) if (list[index]) cards.push(list[index]!);
  return cards;
}
