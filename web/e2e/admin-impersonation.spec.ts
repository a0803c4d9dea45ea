import type { Request } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seededUsers, signInAsSeeded, viewAsUser } from './app-session';
import { browserTest as test } from './browser';

const baseUrl = () => inject('stack').urls.http;
const READ_ONLY = 'Admin impersonation only allows read-only operations';

describe('admin impersonation in Chromium (spec part 1 §2, §5, §6)', () => {
  test("lets an admin find the investor with Ctrl+K and see the investor's positions, read-only", async ({
    page,
  }) => {
    // Prepare: the admin holds no positions of their own
    await signInAsSeeded(page, baseUrl(), 'admin');
    await page.getByText('No positions found').waitFor();

    // Act: search, with the short-query hint first, then view as the investor
    await page.keyboard.press('Control+k');
    const search = page.getByLabel('Search users');
    await search.fill('in');
    const hint = await page.getByText('Type at least 3 characters to search...').isVisible();
    await search.fill('nobody-at-all');
    await page.getByText('No users found matching nobody-at-all').waitFor();
    // Selecting a user lists their accounts; Back returns to the search
    await search.fill('investor@thetix');
    await page.getByRole('button', { name: /investor@thetix\.local.*\d+ accounts?/ }).click();
    await page.getByRole('list', { name: 'Accounts' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    const searchAfterBack = await page.getByLabel('Search users').inputValue();
    await page.keyboard.press('Escape');
    await page.getByLabel('Search users').waitFor({ state: 'hidden' });
    const sentHeaders: Record<string, string>[] = [];
    const record = (request: Request) => {
      if (request.url().includes('/api/') && request.headers()['x-impersonate-user-id'])
        sentHeaders.push(request.headers());
    };
    page.on('request', record);
    // The account row reads 'name · <account id>'.
    const picked = (await viewAsUser(page, seededUsers.investor.email)) ?? '';
    const accountId = (picked.split('·')[1] ?? '').trim().split('\n')[0] ?? '';
    const selectedWhileViewing = await page.evaluate(() => localStorage.getItem('selected_account'));
    const positions = page.getByRole('list', { name: 'Positions' });
    await positions.getByRole('link', { name: /^AAPL / }).waitFor();
    const tickers = await positions.innerText();

    page.off('request', record); // the hand-made write below is not the app's
    // The banner sits on the header in one sticky bar; the sticky sidebar starts below both (its CSS variable).
    const layout = await page.evaluate(() => {
      const box = (element: Element | null) => element?.getBoundingClientRect();
      const banner = box(document.querySelector('[role="status"]'));
      const header = box(document.querySelector('header'));
      const shell = document.querySelector('header')?.parentElement?.parentElement;
      return {
        bannerBottom: banner?.bottom,
        headerTop: header?.top,
        barHeight: (banner?.height ?? 0) + (header?.height ?? 0),
        variable: shell ? getComputedStyle(shell).getPropertyValue('--thetix-top-bar') : '',
      };
    });
    // Act: a write is refused by the server while impersonating (the profile pages hide their forms meanwhile)
    const refusal = await page.evaluate(async () => {
      const tokenKey = Object.keys(localStorage).find((key) => key.endsWith('.idToken')) ?? '';
      const session = JSON.parse(localStorage.getItem('admin_impersonation') ?? '{}') as Record<
        string,
        string
      >;
      const authorization = `Bearer ${localStorage.getItem(tokenKey) ?? ''}`;
      const xsrf = (await (
        await fetch('/api/token', { credentials: 'include', headers: { authorization } })
      ).json()) as { token: string };
      const response = await fetch('/api/accounts', {
        method: 'POST',
        credentials: 'include',
        headers: {
          authorization,
          'content-type': 'application/json',
          'x-xsrf-token': xsrf.token,
          'x-impersonate-user-id': session.userId ?? '',
          'x-impersonation-timestamp': session.startedAt ?? '',
        },
        body: JSON.stringify({ name: 'Not allowed' }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });

    // Act: exit returns to the admin's own view
    await page.getByRole('button', { name: 'Exit Admin Mode' }).click();
    await page.getByText('Admin Mode: Viewing as').waitFor({ state: 'detached' });

    // Assess
    expect(hint).toBe(true);
    expect(searchAfterBack).toBe('investor@thetix');
    expect(selectedWhileViewing).toBe(accountId);
    expect(await page.evaluate(() => localStorage.getItem('selected_account'))).toBeNull();
    expect(sentHeaders.length).toBeGreaterThan(0);
    for (const headers of sentHeaders) {
      expect(headers['x-impersonation-timestamp']).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{32,36}$/);
    }
    expect(new Set(sentHeaders.map((headers) => headers['x-request-id'])).size).toBe(sentHeaders.length);
    expect(layout.headerTop).toBe(layout.bannerBottom);
    expect(layout.variable).toBe(`${layout.barHeight}px`);
    expect(tickers).toContain('MSFT');
    expect(tickers).toContain('KO');
    expect(refusal).toEqual({ status: 403, body: expect.objectContaining({ message: READ_ONLY }) });
    expect(await page.evaluate(() => localStorage.getItem('admin_impersonation'))).toBeNull();
  });

  test('shows a non-admin "Access Denied" on Ctrl+K, without the user search', async ({ page }) => {
    // Prepare
    await signInAsSeeded(page, baseUrl(), 'investor');

    // Act: the shell's shortcut listener mounts with the signed-in shell, so press until the dialog answers
    const dialog = page.getByRole('dialog');
    for (let attempt = 0; attempt < 20 && !(await dialog.isVisible()); attempt++) {
      await page.keyboard.press('Control+k');
      await dialog.waitFor({ timeout: 1_000 }).catch(() => undefined);
    }

    // Assess
    expect(await dialog.getByText('Access Denied').isVisible()).toBe(true);
    expect(await page.getByLabel('Search users').count()).toBe(0);
  });
});
