import { describe, expect, inject } from 'vitest';
import { signInAsInvestor } from './app-session';
import { browserTest as test } from './browser';

const baseUrl = () => inject('stack').urls.http;

describe('blog and legal pages in Chromium', () => {
  test('lists the posts and opens one with its breadcrumb and related articles', async ({ page }) => {
    // Act
    await page.goto(`${baseUrl()}/blog`);
    const posts = page.getByRole('region', { name: 'Blog posts' }).getByRole('article');
    await posts.first().waitFor();
    const listed = await posts.count();
    await page
      .getByRole('link', { name: 'What is a covered call? Premium and assignment explained' })
      .click();
    await page.waitForURL(`${baseUrl()}/blog/what-is-a-covered-call`);

    // Assess
    expect(listed).toBeGreaterThanOrEqual(6);
    await page.getByRole('heading', { level: 1, name: 'What is a covered call?' }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    expect(await breadcrumb.innerText()).toContain('Blog');
    expect(await breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await page.getByRole('heading', { name: 'How the premium works' }).waitFor();
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
    expect(await related.count()).toBe(3);
    expect(await page.title()).toContain('Blog');
  });

  test('sends a missing post back to the blog list', async ({ page }) => {
    // Act
    await page.goto(`${baseUrl()}/blog/no-such-post`);
    await page.waitForURL(`${baseUrl()}/blog`);

    // Assess
    await page.getByRole('heading', { level: 1, name: 'The Thetix blog' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/blog');
  });

  test.for([
    ['/terms', 'trial-and-subscription', '30-day free trial'],
    ['/privacy', 'brokerage-connections', 'no trading permissions'],
    ['/disclaimer', 'options-risk', 'Options involve risk'],
  ] as const)(
    '%s links its table of contents to anchored sections',
    async ([path, anchor, text], { page }) => {
      // Act
      await page.goto(`${baseUrl()}${path}`);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await toc.locator(`a[href="#${anchor}"]`).click();
      await page.waitForURL(`${baseUrl()}${path}#${anchor}`);

      // Assess
      const section = page.locator(`section#${anchor}`);
      expect(await section.innerText()).toContain(text);
      expect(await toc.getByRole('link').count()).toBeGreaterThanOrEqual(4);
      expect(await section.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(200);
    },
  );

  test('starts the breadcrumb at the dashboard for a signed-in reader', async ({ page }) => {
    // Prepare
    await signInAsInvestor(page, baseUrl());

    // Act
    await page.goto(`${baseUrl()}/blog/what-is-a-covered-call`);
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    const dashboard = breadcrumb.getByRole('link', { name: 'Dashboard' });
    await dashboard.waitFor();

    // Assess
    expect(await dashboard.getAttribute('href')).toBe('/dashboard');
    expect(await breadcrumb.getByRole('link', { name: 'Home' }).count()).toBe(0);
  });
});
