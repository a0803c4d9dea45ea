import { describe, expect, inject } from 'vitest';
import { browserTest as test } from './browser';

const baseUrl = () => inject('stack').urls.http;

describe('landing page in Chromium', () => {
  test('shows the live seat numbers the API returns, and Join the Beta leads to /login', async ({ page }) => {
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

  test('serves the SPA for any deep link (history fallback) and says market data is simulated', async ({
    page,
  }) => {
    await page.goto(`${baseUrl()}/terms`);
    await page.getByText('Simulated market data').first().waitFor();
    expect(await page.title()).not.toBe('');
  });

  test('loads no sign-in, signed-in or blog code for a visitor on /', async ({ page }) => {
    // Prepare: every test has a fresh page, so nothing is cached from the tests above
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    // Act
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('seat-bar').waitFor();

    // Assess
    expect(scripts.length).toBeGreaterThan(0);
    // `auth-session-*` is the light session check the entry needs (a look at localStorage; it imports Amplify only
    // on demand), which the bundler may give a chunk of its own; `auth-*` is the sign-in pages.
    expect(
      scripts.filter(
        (path) =>
          /\/(amplify|auth|signed-in-shell|dashboard|blog|admin)-/.test(path) &&
          !/\/auth-session-/.test(path),
      ),
    ).toEqual([]);
    expect(scripts.filter((path) => /\/amplify-/.test(path))).toEqual([]);
  });

  test('gives shared links a 1200 x 630 image (Open Graph and Twitter)', async ({ page }) => {
    // Act
    await page.goto(baseUrl());
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The prerendered page names the image by path; the app makes it absolute once it runs.
    await page.waitForFunction(() =>
      document.querySelector('meta[property="og:image"]')?.getAttribute('content')?.startsWith('http'),
    );
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const twitterImage = await page.locator('meta[name="twitter:image"]').getAttribute('content');
    const image = await fetch(ogImage ?? '');
    const bytes = Buffer.from(await image.arrayBuffer());

    // Assess
    expect(ogImage).toBe(`${baseUrl()}/og-image.png`);
    expect(twitterImage).toBe(ogImage);
    expect(image.headers.get('content-type')).toContain('image/png');
    // PNG header: width and height are the big-endian words at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
