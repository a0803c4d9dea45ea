import { screen } from '@testing-library/react';
import { channelIds, notificationTypeIds } from '@thetix/shared/contracts/goals';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { startImpersonation, stopImpersonation } from '../../../lib/impersonation';
import { createAccount, json, stubApi } from '../testing/stub-api';
import { AccountPage } from './account-page';
import { AccountsPage } from './accounts-page';
import { GoalsPage } from './goals-page';
import { NotificationsPage } from './notifications-page';

const manual = createAccount();
const connected = createAccount({
  id: 'acc-2',
  name: 'Schwab',
  source: 'sandbox',
  institutionName: 'Schwab',
});
const option = { label: 'Option', description: 'What it does', required: false, disabled: false };
const allOf = <Id extends string>(ids: readonly Id[], value: unknown) =>
  Object.fromEntries(ids.map((id) => [id, value]));

function stubProfileApi() {
  stubApi({
    'GET /api/accounts': () => json([manual, connected]),
    'GET /api/sandbox/sync-status': () =>
      json({
        is_syncing: false,
        last_sync_failed: false,
        progress_message: null,
        message: null,
        sync_duration_seconds: 3,
        last_successful_sync: '2026-11-20T14:00:00.000Z',
      }),
    'GET /api/user/preferences': () => json({ defaultGoals: { income: 'balanced_weekly' }, preferences: {} }),
    'GET /api/user/goals': () => json({ goals: [] }),
    'GET /api/positions': () => json([]),
    'GET /api/subscriptions/config': () =>
      json({ channels: allOf(channelIds, option), notificationTypes: allOf(notificationTypeIds, option) }),
    'GET /api/subscriptions': () =>
      json({ channels: allOf(channelIds, true), notificationTypes: allOf(notificationTypeIds, false) }),
  });
}

/** Each page, the text that shows once its data is in, and whether it lists a connected account's sync line. */
const pages: Array<[string, ReactNode, string, boolean]> = [
  ['accounts', <AccountsPage key="accounts" />, 'Schwab', true],
  ['manual account', <AccountPage key="manual" accountId={manual.id} />, 'Details', false],
  ['connected account', <AccountPage key="connected" accountId={connected.id} />, 'Details', true],
  ['notifications', <NotificationsPage key="notifications" />, 'Channels', false],
  ['goals', <GoalsPage key="goals" />, 'Default income goal', false],
];

/** Every control that would write: rename, create, delete, hide, reset, sync, connect, notification and goal saves. */
const actions = [
  /^Save/,
  /^No Changes$/,
  /^Create Account$/,
  /^Delete Account$/,
  /^Reset Account$/,
  /^Sync /,
  /^Connect Brokerage$/,
  /^Cancel$/,
];

const actionButtons = () =>
  screen
    .queryAllByRole('button')
    .filter((button) => actions.some((name) => name.test(button.textContent ?? '')));

async function renderPage(ui: ReactNode, readyText: string, syncLine: boolean) {
  renderInDom(<MemoryRouter>{ui}</MemoryRouter>);
  await screen.findAllByText(readyText);
  // The sync line loads on its own; wait for it so its Sync button has had its chance to show.
  if (syncLine) await screen.findAllByText(/^Last synced/);
}

describe('profile while an admin views as the user (spec part 1 §6)', { timeout: 30_000 }, () => {
  beforeEach(() => stubProfileApi());
  afterEach(() => {
    stopImpersonation();
    vi.unstubAllGlobals();
  });

  it.each(pages)('offers the actions on the %s page to the user', async (_name, ui, readyText, syncLine) => {
    // Act
    await renderPage(ui, readyText, syncLine);

    // Assess
    expect(actionButtons().length).toBeGreaterThan(0);
  });

  it.each(pages)(
    'hides every action on the %s page while impersonating',
    async (_name, ui, readyText, syncLine) => {
      // Prepare
      startImpersonation({
        userId: 'user-1',
        email: 'investor@example.com',
        startedAt: new Date().toISOString(),
      });

      // Act
      await renderPage(ui, readyText, syncLine);

      // Assess
      expect(screen.getByText(/^Read-only while viewing as investor@example.com/)).toBeTruthy();
      expect(actionButtons()).toEqual([]);
      expect(screen.queryByRole('textbox', { name: 'Account name' })).toBeNull();
      // Switches (notifications) and goal pickers stay on screen as a record of the user's choices, locked.
      const controls = [...screen.queryAllByRole('checkbox'), ...screen.queryAllByRole('combobox')];
      for (const control of controls) expect(control).toHaveProperty('disabled', true);
    },
  );
});
