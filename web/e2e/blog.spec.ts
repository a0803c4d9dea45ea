import { describe, expect, inject } from 'vitest';
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
});
