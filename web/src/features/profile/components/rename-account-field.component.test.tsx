import { screen, waitFor } from '@testing-library/react';
import type { Account } from '@thetix/shared/contracts/portfolio';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { toaster } from '../../../lib/toaster';
import { callsTo, createAccount, json, stubApi } from '../testing/stub-api';
import { AccountPage } from './account-page';

/** The account as the server holds it; a successful rename changes it, so the refetch after a save agrees. */
function stubAccountsApi(options: { renameFails?: boolean; renameGate?: Promise<void> } = {}) {
  let stored: Account = createAccount();
  return stubApi({
    'GET /api/accounts': () => json([stored]),
    'PATCH /api/accounts/acc-1/name': async ({ body }) => {
      await options.renameGate;
      if (options.renameFails) return json({ message: 'Storage unavailable', code: 'INTERNAL' }, 500);
      stored = { ...stored, name: (body as { name: string }).name };
      return json(stored);
    },
  });
}

function renderAccountPage() {
  const toast = vi.spyOn(toaster, 'create');
  const view = renderInDom(
    <MemoryRouter>
      <AccountPage accountId="acc-1" />
    </MemoryRouter>,
  );
  return { ...view, toast };
}

const nameField = () => screen.findByRole('textbox', { name: 'Account name' });
const pageTitle = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('account rename (spec part 1 §2, §4)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reverts the draft on Escape and sends nothing', async () => {
    // Prepare
    const fetch = stubAccountsApi();
    const { user } = renderAccountPage();
    const field = await nameField();

    // Act
    await user.clear(field);
    await user.type(field, 'Taxable{Escape}');

    // Assess
    expect(field).toHaveProperty('value', 'Roth IRA');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(callsTo(fetch, 'PATCH /api/accounts/acc-1/name')).toHaveLength(0);
  });

  it('saves on Enter and says so', async () => {
    // Prepare
    const fetch = stubAccountsApi();
    const { user, toast } = renderAccountPage();
    const field = await nameField();

    // Act
    await user.clear(field);
    await user.type(field, '  Taxable {Enter}');

    // Assess
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'success', title: 'Account Updated' }),
      ),
    );
    expect(callsTo(fetch, 'PATCH /api/accounts/acc-1/name')).toEqual([{ name: 'Taxable' }]);
    expect(await nameField()).toHaveProperty('value', 'Taxable');
  });

  it('saves when the field loses focus, but not when Cancel is pressed', async () => {
    // Prepare
    const fetch = stubAccountsApi();
    const { user } = renderAccountPage();
    const field = await nameField();

    // Act: Cancel reverts without a save
    await user.clear(field);
    await user.type(field, 'Kids');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // Assess
    expect(field).toHaveProperty('value', 'Roth IRA');
    expect(callsTo(fetch, 'PATCH /api/accounts/acc-1/name')).toHaveLength(0);

    // Act: leaving the field saves
    await user.clear(field);
    await user.type(field, 'Brokerage');
    await user.click(screen.getByRole('heading', { level: 1 }));

    // Assess
    await waitFor(() =>
      expect(callsTo(fetch, 'PATCH /api/accounts/acc-1/name')).toEqual([{ name: 'Brokerage' }]),
    );
  });

  it('shows the new name at once and rolls it back with the error when the server refuses', async () => {
    // Prepare
    let release = () => {};
    const renameGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubAccountsApi({ renameFails: true, renameGate });
    const { user, toast } = renderAccountPage();
    const field = await nameField();

    // Act
    await user.clear(field);
    await user.type(field, 'Taxable{Enter}');

    // Assess: optimistic
    await waitFor(() => expect(pageTitle()).toBe('Taxable'));

    // Act
    release();

    // Assess: rolled back, and the spec's error shown
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Update Failed',
        description: 'Failed to update account name.',
      }),
    );
    await waitFor(() => expect(pageTitle()).toBe('Roth IRA'));
    expect(await nameField()).toHaveProperty('value', 'Roth IRA');
  });
});
