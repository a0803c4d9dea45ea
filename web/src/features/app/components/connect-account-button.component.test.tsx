import { screen } from '@testing-library/react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { ConnectAccountButton } from './connect-account-button';

const createAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 'acc-1',
  userId: 'user-1',
  name: 'My holdings',
  source: 'manual',
  hidden: false,
  positionsCount: 3,
  cashBalance: 0,
  totalValue: 1000,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** GET /api/accounts answers `accounts`; nothing else is called before the confirm. */
const answerAccounts = (accounts: Account[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(accounts)),
  );

describe('the header connect button (spec part 1 §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    stopImpersonation();
  });

  it('asks for confirmation before connecting when every account is manual', async () => {
    // Prepare
    answerAccounts([createAccount()]);
    const { user } = renderInDom(<ConnectAccountButton />);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Connect Investment Account' }));

    // Assess
    const dialog = await screen.findByRole('dialog', { name: 'Connect Investment Account' });
    expect(dialog.textContent).toContain('non-custodial and read-only');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not offered once a brokerage account is connected, nor while an admin views as someone', async () => {
    answerAccounts([createAccount(), createAccount({ id: 'acc-2', source: 'sandbox' })]);
    const connected = renderInDom(<ConnectAccountButton />);
    await vi.waitFor(() =>
      expect(connected.queryClient.getQueryData(['portfolio', 'accounts'])).toBeDefined(),
    );
    expect(screen.queryByRole('button', { name: 'Connect Investment Account' })).toBeNull();
    connected.unmount();

    answerAccounts([createAccount()]);
    startImpersonation({ userId: 'user-2', email: 'b@thetix.local', startedAt: new Date().toISOString() });
    const viewing = renderInDom(<ConnectAccountButton />);
    await vi.waitFor(() => expect(viewing.queryClient.getQueryData(['portfolio', 'accounts'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Connect Investment Account' })).toBeNull();
  });
});
