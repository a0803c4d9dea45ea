import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { AdminTools } from './admin-tools';

/** Records the security-log calls the shortcut makes (the only request a non-admin's Ctrl/Cmd+K sends). */
function recordSecurityLog() {
  const logged: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/token') return Response.json({ token: 'xsrf-token-for-the-test' });
      if (path === '/api/admin/security-log') logged.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }),
  );
  return logged;
}

describe('AdminTools shortcut (spec part 1 §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a non-admin "Access Denied" on Ctrl+K and logs the attempt', async () => {
    // Prepare
    const logged = recordSecurityLog();
    const { user } = renderInDom(
      <MemoryRouter>
        <AdminTools profileIsAdmin={false} />
      </MemoryRouter>,
    );

    // Act
    await user.keyboard('{Control>}k{/Control}');

    // Assess
    expect(await screen.findByText('Access Denied')).toBeDefined();
    expect(screen.queryByLabelText('Search users')).toBeNull();
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toMatchObject({ event: 'admin_shortcut_access' });
  });

  it('opens the user search for an admin on Cmd+K', async () => {
    // Prepare
    recordSecurityLog();
    const { user } = renderInDom(
      <MemoryRouter>
        <AdminTools profileIsAdmin />
      </MemoryRouter>,
    );

    // Act
    await user.keyboard('{Meta>}k{/Meta}');

    // Assess
    expect(await screen.findByLabelText('Search users')).toBeDefined();
    expect(screen.queryByText('Access Denied')).toBeNull();
  });
});
