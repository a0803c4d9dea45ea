import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Card } from '@thetix/shared/contracts/thetix';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCard, json, stubApi } from '../testing/fixtures';
import { useReorderCards } from './collection-mutations';
import { thetixKeys } from './query-keys';

const cards = [
  createCard({ id: 'a', position: 0 }),
  createCard({ id: 'b', position: 1 }),
  createCard({ id: 'c', position: 2 }),
];

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(thetixKeys.collectionCards('col-1'), cards);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useReorderCards('col-1'), { wrapper });
  const order = () =>
    queryClient.getQueryData<Card[]>(thetixKeys.collectionCards('col-1'))!.map((card) => card.id);
  return { result, order };
}

afterEach(() => vi.unstubAllGlobals());

describe('reordering cards (spec part 3 §4)', () => {
  it('shows the new order at once and sends the positions', async () => {
    // Prepare
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const fetch = stubApi({
      'POST /api/thetix-card-collections/col-1/reorder': async () => {
        await answered;
        return json({ id: 'col-1', cards: [] });
      },
      'GET /api/thetix-cards': () => json([cards[2], cards[0], cards[1]]),
    });
    const { result, order } = setup();

    // Act
    act(() => result.current.mutate([cards[2]!, cards[0]!, cards[1]!]));
    await waitFor(() => expect(order()).toEqual(['c', 'a', 'b']));
    const whileSending = order();
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    // Assess
    expect(whileSending).toEqual(['c', 'a', 'b']);
    const sent = fetch.mock.calls.find(([input]) => String(input).endsWith('/reorder'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      positions: [
        { id: 'c', position: 0 },
        { id: 'a', position: 1 },
        { id: 'b', position: 2 },
      ],
    });
  });

  it('goes back to the earlier order when the reorder fails', async () => {
    // Prepare
    stubApi({
      'POST /api/thetix-card-collections/col-1/reorder': () =>
        json({ message: 'A card is not in this collection', code: 'CONFLICT' }, 409),
      'GET /api/thetix-cards': () => json(cards),
    });
    const { result, order } = setup();

    // Act
    act(() => result.current.mutate([cards[1]!, cards[0]!, cards[2]!]));
    await waitFor(() => expect(result.current.isError).toBe(true));

    // Assess
    expect(order()).toEqual(['a', 'b', 'c']);
  });
});
