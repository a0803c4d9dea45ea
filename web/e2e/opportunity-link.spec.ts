import { describe, expect, inject } from 'vitest';
import { callApi, ensureOpportunities, signInAsInvestor } from './app-session';
import { browserTest as test } from './browser';

const baseUrl = () => inject('stack').urls.http;

describe('opening an opportunity from a link, in Chromium (spec part 2 §8)', () => {
  test('opens the drawer of a linked opportunity, and says "Opportunity not found" for an unknown id', async ({
    page,
  }) => {
    // Prepare
    await signInAsInvestor(page, baseUrl());
    const accountId = await ensureOpportunities(page, baseUrl());
    const list = (await callApi(
      page,
      baseUrl(),
      'GET',
      `/api/opportunities?accountId=${accountId}&status=active`,
    )) as { opportunities: { id: string; primary_ticker: string }[] };
    const target = list.opportunities[0]!;

    // Act: a link to a real one
    await page.goto(`${baseUrl()}/dashboard/opportunities?opportunity=${encodeURIComponent(target.id)}`);
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const drawerText = await drawer.innerText();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const urlAfterClose = page.url();

    // Act: a link to one that does not exist
    await page.goto(`${baseUrl()}/dashboard/opportunities?opportunity=not-a-real-opportunity`);
    await page.getByText('Opportunity not found').waitFor({ timeout: 30_000 });

    // Assess
    expect(drawerText).toContain(target.primary_ticker);
    expect(urlAfterClose).not.toContain('opportunity=');
    expect(await page.getByRole('dialog').getByText('Opportunity not found').isVisible()).toBe(true);
  });
});
