import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { PublicCardPage, VIEW_COLLECTION, type PublicCardFlags } from './public-card-page';

const answer = {
  card: {
    id: 'card1',
    collection_id: 'col1',
    query: 'price of KO',
    position: 0,
    update_cadence_seconds: 0,
    materialized_result: [{ widget: 'markdown', content: 'KO trades at $70.' }],
    materialized_updated_at: '2026-03-02T15:00:00.000Z',
    scheduled_update_at: null,
    job_status: null,
    job_progress: null,
  },
  collection: { id: 'col1', name: 'Drinks' },
};

/** Records what the ResizeObserver watches, so a test can report a size change. */
class FakeResizeObserver {
  static callbacks: (() => void)[] = [];
  constructor(callback: () => void) {
    FakeResizeObserver.callbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://localhost').pathname.endsWith('/status')
        ? Response.json({ ...answer.card, job_status: null })
        : Response.json(answer),
    ),
  );
}

const renderPage = (flags: PublicCardFlags = { screenshot: false, social: false }) =>
  renderInDom(
    <MemoryRouter>
      <PublicCardPage cardId="card1" flags={flags} />
    </MemoryRouter>,
  );

describe('PublicCardPage (spec part 3 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('outside a frame links to its collection with the spec text', async () => {
    stubApi();
    renderPage();
    const link = await screen.findByRole('link', { name: VIEW_COLLECTION });
    expect(link.getAttribute('href')).toBe('/public/thetix/col1');
    expect(screen.getByRole('article', { name: 'price of KO' })).toBeDefined();
  });

  it('bare for a screenshot: the card without links or sign-up', async () => {
    stubApi();
    renderPage({ screenshot: true, social: false });
    expect(await screen.findByRole('article', { name: 'price of KO' })).toBeDefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('inside a frame posts its height on every size change and opens the collection in a new tab', async () => {
    // Prepare
    stubApi();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    let height = 480;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height }) as DOMRect,
    );

    // Act
    renderPage();
    const link = await screen.findByRole('link', { name: 'View this collection on Thetix' });
    height = 512.4;
    FakeResizeObserver.callbacks.at(-1)!();

    // Assess
    expect(link.getAttribute('target')).toBe('_blank');
    expect(post).toHaveBeenCalledWith({ type: 'thetix:resize', height: 480, cardId: 'card1' }, '*');
    expect(post).toHaveBeenLastCalledWith({ type: 'thetix:resize', height: 513, cardId: 'card1' }, '*');
  });

  it('in a frame, compact leaves out the header, and a card no longer public is one line of notice', async () => {
    // Prepare
    stubApi();
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);

    // Act
    const compact = renderPage({ screenshot: false, social: false, compact: true, theme: 'dark' });
    const article = await screen.findByRole('article', { name: 'price of KO' });
    const heading = screen.queryByRole('heading', { name: 'price of KO' });
    const theme = compact.container.querySelector('[data-layout="embedded"]')?.getAttribute('data-theme');
    compact.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'This card is not available. It may be private or does not exist.' },
          { status: 404 },
        ),
      ),
    );
    renderPage();
    const notice = await screen.findByRole('status');

    // Assess
    expect(article.textContent).toContain('KO trades at $70.');
    expect(heading).toBeNull();
    expect(theme).toBe('dark');
    expect(notice.textContent).toBe('This card is not available. It may be private or does not exist.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message for a failure that is not a 404, not 'may be private or does not exist' (issue 30 item 7)", async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { message: 'Too many requests: try again in a minute', code: 'TOO_MANY_REQUESTS' },
          { status: 429 },
        ),
      ),
    );

    // Act
    const { container } = renderPage();
    await screen.findByText('Too many requests: try again in a minute');

    // Assess
    expect(container.textContent).not.toContain('may be private');
  });

  it('names the HTTP status when a failure comes without words', async () => {
    // Prepare
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>gateway</html>', { status: 502 })),
    );

    // Act
    const { container } = renderPage();
    await screen.findByText('HTTP error 502');

    // Assess
    expect(container.textContent).not.toContain('may be private');
  });
});
