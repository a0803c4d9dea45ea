import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

const baseUrl = () => inject('stack').urls.http;

describe('landing page in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the live seat numbers the API returns, and Join the Beta leads to /login', async () => {
    // Prepare
    const seats = (await (await fetch(`${baseUrl()}/api/public/seats`)).json()) as {
      used: number;
      total: number;
    };

    // Act
    await page.goto(`${baseUrl()}/`);
    const seatBar = page.getByTestId('seat-bar');
    await seatBar.getByText(`${seats.used} / ${seats.total} users already got`).waitFor();

    // Assess
    expect(await seatBar.innerText()).toContain(`only ${seats.total - seats.used} seats left!`);
    await page
      .getByRole('link', { name: 'Join the Beta' })
      .or(page.getByRole('button', { name: 'Join the Beta' }))
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/login`);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('serves the SPA for any deep link (history fallback) and says market data is simulated', async () => {
    await page.goto(`${baseUrl()}/terms`);
    await page.getByText('Simulated market data').first().waitFor();
    expect(await page.title()).not.toBe('');
  });
});
