import { screen, waitFor } from '@testing-library/react';
import type { Connection } from '@thetix/shared/contracts/brokerage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { callsTo, json, stubApi } from '../testing/stub-api';
import { ReconnectConnections } from './reconnect-connections';

const connection = (overrides: Partial<Connection>): Connection => ({
  id: 'sandbox-northwind',
  aggregator: 'sandbox',
  institutionName: 'Northwind Brokerage',
  status: 'active',
  error: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  accounts: [{ id: 'acc-2', name: 'Individual Brokerage' }],
  ...overrides,
});

function stubConnections(connections: Connection[]) {
  return stubApi({
    'GET /api/connections': () =>
      json({
        has_connections: true,
        has_snaptrade: false,
        has_plaid: false,
        has_sandbox: true,
        aggregator: 'sandbox',
      }),
    'GET /api/sandbox/connections': () => json(connections),
    'POST /api/sandbox/create_login': () =>
      json({ redirectURI: 'http://localhost/api/sandbox/portal?state=s' }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReconnectConnections', () => {
  it('lists a connection whose login broke and opens the login window for that very connection', async () => {
    // Prepare
    const fetch = stubConnections([
      connection({ status: 'failed', error: 'Northwind Brokerage needs to be reconnected.' }),
      connection({ id: 'sandbox-harbor', institutionName: 'Harbor Securities' }),
    ]);
    const popup = { location: { href: '' }, closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderInDom(<ReconnectConnections />);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Reconnect' }));

    // Assess
    expect(screen.getByText('Northwind Brokerage needs to be reconnected.')).toBeTruthy();
    expect(screen.queryByText(/Harbor Securities/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /Reconnect/ })).toHaveLength(1);
    await waitFor(() => expect(popup.location.href).toBe('http://localhost/api/sandbox/portal?state=s'));
    expect(callsTo(fetch, 'POST /api/sandbox/create_login')).toEqual([
      { connection_type: 'read', connection_id: 'sandbox-northwind' },
    ]);
  });

  it('shows nothing while every connection syncs', async () => {
    // Prepare
    const fetch = stubConnections([connection({})]);
    const { container } = renderInDom(<ReconnectConnections />);

    // Act
    await waitFor(() => expect(callsTo(fetch, 'GET /api/sandbox/connections')).toHaveLength(1));

    // Assess
    expect(container.textContent).toBe('');
  });
});
