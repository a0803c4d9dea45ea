import { screen } from '@testing-library/react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { ConnectBar } from './connect-bar';

const createAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 'acc-1',
  userId: 'user-1',
  name: 'Manual Account',
  source: 'manual',
  hidden: false,
  positionsCount: 0,
  cashBalance: 0,
  totalValue: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const renderBar = (accounts: Account[]) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(accounts)),
  );
  return renderInDom(
    <MemoryRouter>
      <ConnectBar />
    </MemoryRouter>,
  );
};

describe('the manual-only connect bar (spec part 1 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    stopImpersonation();
    window.sessionStorage.clear();
  });

  it('prompts a user whose accounts are all manual to connect a brokerage', async () => {
    renderBar([createAccount()]);

    const bar = await screen.findByRole('region', { name: 'Connect your brokerage' });
    expect(bar.textContent).toContain('Connect Brokerage or Add equities manually for tailored insights');
  });

  it('is not shown while an admin views as a manual-only user', async () => {
    // Prepare
    startImpersonation({ userId: 'user-2', email: 'b@thetix.local', startedAt: new Date().toISOString() });

    // Act
    const { queryClient } = renderBar([createAccount()]);

    // Assess
    await vi.waitFor(() => expect(queryClient.getQueryData(['portfolio', 'accounts'])).toBeDefined());
    expect(screen.queryByRole('region', { name: 'Connect your brokerage' })).toBeNull();
  });
});
