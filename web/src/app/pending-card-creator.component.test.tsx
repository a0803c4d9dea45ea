import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { renderInDom } from '../components/testing/render-in-dom';
import { PendingCardCreator } from './pending-card-creator';

const collection = (overrides: Record<string, unknown>) => ({
  id: 'col-other',
  name: 'Other',
  description: '',
  is_default: false,
  is_public: false,
  hide_amounts: false,
  position: 0,
  card_count: 0,
  created_at: '2026-03-02T15:00:00.000Z',
  updated_at: '2026-03-02T15:00:00.000Z',
  ...overrides,
});

const createdCard = {
  id: 'card-1',
  collection_id: 'col-default',
  query: 'price of AAPL',
  user_query: 'price of AAPL',
  position: 4,
  update_cadence_seconds: 300,
  materialized_result: null,
  materialized_updated_at: null,
  scheduled_update_at: null,
  job_status: 'pending',
  job_progress: 'step 0 of 1',
  dsl_template: null,
  dsl_version: null,
  created_at: '2026-03-02T15:00:00.000Z',
  query_updated_at: '2026-03-02T15:00:00.000Z',
  dsl_updated_at: null,
  refresh_available_at: null,
  debug_info: null,
};

/** Stubs the API: the collections list, and the card creation answering `createStatus`. */
function stubApi(createStatus: number) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/token') return Response.json({ token: 'xsrf-token-for-the-test' });
      if (path === '/api/thetix-card-collections')
        return Response.json([
          collection({}),
          collection({ id: 'col-default', is_default: true, position: 1 }),
        ]);
      if (path === '/api/thetix-cards' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return createStatus === 201
          ? Response.json(createdCard, { status: 201 })
          : Response.json({ message: 'Thetix is down', code: 'INTERNAL' }, { status: createStatus });
      }
      return new Response(null, { status: 404 });
    }),
  );
  return posted;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderCreator = () =>
  renderInDom(
    <MemoryRouter initialEntries={['/dashboard']}>
      <PendingCardCreator />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('PendingCardCreator (spec part 3 §2, pending card)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('creates the pending card in the default collection, forgets it and opens the board there', async () => {
    // Prepare
    const posted = stubApi(201);
    localStorage.setItem(
      'pending_card',
      JSON.stringify({ query: 'price of AAPL', updateCadenceSeconds: 300 }),
    );

    // Act
    renderCreator();

    // Assess
    await vi.waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/dashboard/thetix/col-default'),
    );
    expect(posted).toEqual([
      { user_query: 'price of AAPL', collection_id: 'col-default', update_cadence_seconds: 300 },
    ]);
    expect(localStorage.getItem('pending_card')).toBeNull();
  });

  it('drops a pending card whose creation failed and stays where it is', async () => {
    // Prepare
    const posted = stubApi(500);
    localStorage.setItem('pending_card', JSON.stringify({ query: 'price of AAPL', updateCadenceSeconds: 0 }));

    // Act
    renderCreator();

    // Assess
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(localStorage.getItem('pending_card')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('does nothing without a pending card', async () => {
    // Prepare
    const posted = stubApi(201);

    // Act
    renderCreator();

    // Assess
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
    expect(posted).toEqual([]);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });
});
