import { screen, within } from '@testing-library/react';
import type { AdminUserAccount, UserSearchResult } from '@thetix/shared/contracts/admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { UserSearchDialog } from './user-search-dialog';

const createUser = (overrides: Partial<UserSearchResult> = {}): UserSearchResult => ({
  id: 'user-2',
  email: 'investor@thetix.local',
  username: 'Dana',
  isAdmin: false,
  hasCompletedOnboarding: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  accountCount: 1,
  ...overrides,
});

const taxable: AdminUserAccount = { id: 'acc-9', name: 'Taxable', source: 'manual', hidden: true };

/** The admin API as the dialog calls it: one search answer and each user's accounts. */
function answerAdminApi(users: UserSearchResult[], accounts: Record<string, AdminUserAccount[]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === '/api/admin/users/search') return Response.json({ users });
      const userId = /^\/api\/admin\/users\/([^/]+)\/accounts$/.exec(path)?.[1] ?? '';
      return Response.json({ accounts: accounts[userId] ?? [] });
    }),
  );
}

function renderDialog() {
  const onPick = vi.fn();
  const onSelectUser = vi.fn();
  const view = renderInDom(
    <UserSearchDialog
      open
      isAdmin
      warnings={[]}
      onOpenChange={() => undefined}
      onSelectUser={onSelectUser}
      onPick={onPick}
    />,
  );
  return { ...view, onPick, onSelectUser };
}

describe('the admin user search dialog (spec part 1 §2, "Admin screens")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the selected user's accounts with a Hidden badge and picks one", async () => {
    // Prepare
    const user = createUser();
    answerAdminApi([user], { 'user-2': [taxable] });
    const { user: typist, onPick, onSelectUser } = renderDialog();

    // Act
    await typist.type(screen.getByLabelText('Search users'), 'investor');
    await typist.click(await screen.findByRole('button', { name: /investor@thetix\.local.*1 account/ }));
    const accounts = await screen.findByRole('list', { name: 'Accounts' });
    const account = within(accounts).getByRole('button', { name: /Taxable/ });

    // Assess
    expect(onSelectUser).toHaveBeenCalledWith(user);
    expect(account.textContent).toContain('Manual · acc-9');
    expect(account.textContent).toContain('Hidden');
    await typist.click(account);
    expect(onPick).toHaveBeenCalledWith(user, taxable);
  });

  it('says when a user has no accounts, and Back returns to the search with the query kept', async () => {
    answerAdminApi([createUser({ id: 'user-3', email: 'empty@thetix.local', accountCount: 0 })], {});
    const { user: typist } = renderDialog();

    await typist.type(screen.getByLabelText('Search users'), 'empty');
    await typist.click(await screen.findByRole('button', { name: /empty@thetix\.local.*0 accounts/ }));
    await screen.findByText('This user has no accounts');
    await typist.click(screen.getByRole('button', { name: 'Back' }));

    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('empty');
  });
});
