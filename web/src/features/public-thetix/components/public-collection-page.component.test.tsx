import { screen } from '@testing-library/react';
import { PUBLIC_COLLECTION_UNAVAILABLE } from '@thetix/shared/contracts/thetix';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { NO_PUBLIC_CARDS, PublicCollectionPage } from './public-collection-page';

const card = (id: string, position: number, query: string) => ({
  id,
  collection_id: 'col1',
  query,
  position,
  update_cadence_seconds: 0,
  materialized_result: [{ widget: 'markdown', content: `Answer to ${query}` }],
  materialized_updated_at: '2026-03-02T15:00:00.000Z',
  scheduled_update_at: null,
  job_status: null,
  job_progress: null,
});

/** Stubs the public collection call (and its status) with one answer. */
function stubCollection(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path.endsWith('/status')) return Response.json({ id: 'col1', cards: [] });
      return response();
    }),
  );
}

const renderPage = () =>
  renderInDom(
    <MemoryRouter>
      <PublicCollectionPage collectionId="col1" />
    </MemoryRouter>,
  );

describe('PublicCollectionPage (spec part 3 §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, the description and the cards in position order, read-only', async () => {
    // Prepare
    stubCollection(() =>
      Response.json({
        collection: { id: 'col1', name: 'Income ideas', description: 'Cards I keep an eye on' },
        cards: [card('b', 1, 'Second question'), card('a', 0, 'First question')],
      }),
    );

    // Act
    renderPage();

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Income ideas' })).toBeDefined();
    expect(screen.getByText('Cards I keep an eye on')).toBeDefined();
    const titles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'));
    expect(titles).toEqual(['First question', 'Second question']);
    expect(screen.queryByRole('button', { name: /edit|delete|refresh/i })).toBeNull();
    expect(document.title).toBe('Income ideas | Thetix');
  });

  it('says so when the collection has no cards', async () => {
    stubCollection(() =>
      Response.json({ collection: { id: 'col1', name: 'Empty', description: '' }, cards: [] }),
    );
    renderPage();
    expect(await screen.findByText(NO_PUBLIC_CARDS)).toBeDefined();
  });

  it("shows the server's message for a private collection", async () => {
    stubCollection(() =>
      Response.json({ message: PUBLIC_COLLECTION_UNAVAILABLE, code: 'NOT_FOUND' }, { status: 404 }),
    );
    renderPage();
    expect(await screen.findByText(PUBLIC_COLLECTION_UNAVAILABLE)).toBeDefined();
  });

  it('falls back to the spec text for a 404 without words', async () => {
    stubCollection(() => new Response('', { status: 404 }));
    renderPage();
    expect(await screen.findByText(PUBLIC_COLLECTION_UNAVAILABLE)).toBeDefined();
  });

  it('names the HTTP status of another failure without words, not "may be private" (issue 30 item 7)', async () => {
    // Prepare
    stubCollection(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );

    // Act
    const { container } = renderPage();
    await screen.findByText('HTTP error 502');

    // Assess
    expect(container.textContent).not.toContain('may be private');
  });
});
