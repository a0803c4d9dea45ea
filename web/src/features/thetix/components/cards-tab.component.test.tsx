import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { ThetixCardsTab } from './cards-tab';

/** GET /api/thetix-card-collections answers `collections`; the cards list is empty. */
function stubApi(collections: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL) => {
      const { pathname } = new URL(String(url), 'http://localhost');
      if (pathname === '/api/thetix-card-collections') return Response.json(collections);
      return Response.json([]);
    }),
  );
}

const renderTab = () =>
  renderInDom(
    <MemoryRouter>
      <ThetixCardsTab accountName="Schwab IRA" />
    </MemoryRouter>,
  );

describe('ThetixCardsTab (spec part 3 §2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the account whose collection is missing, with the onboarding hint (issue 30 item 7)', async () => {
    // Prepare
    stubApi([]);

    // Act
    renderTab();
    const title = await screen.findByText('Collection not found for Schwab IRA');

    // Assess
    expect(title).toBeDefined();
    expect(screen.getByText('This collection should be created during onboarding')).toBeDefined();
    expect(screen.queryByText('No Thetix cards yet')).toBeNull();
  });

  it('shows the default collection, and no notice, when there is one', async () => {
    // Prepare
    stubApi([
      {
        id: 'c1',
        name: 'My Thetix Cards',
        description: '',
        is_default: true,
        is_public: false,
        hide_amounts: false,
        card_count: 0,
        position: 0,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-01T00:00:00.000Z',
      },
    ]);

    // Act
    renderTab();
    await screen.findByRole('heading', { name: 'My Thetix Cards' });
    await screen.findByText('No Thetix cards yet');

    // Assess
    expect(screen.queryByText(/Collection not found/)).toBeNull();
  });
});
