import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appReady, consoleErrors, launchBrowser } from './browser';

const baseUrl = () => inject('stack').urls.http;

/** The public pages the build prerenders (web/scripts/prerender.ts), with the main heading each shows. */
const publicPages = [
  { path: '/', heading: 'Turn the stocks you own into steady option income', title: 'Thetix | Covered-call' },
  {
    path: '/thetix',
    heading: 'Ask about the market. Keep the answer as a live card.',
    title: 'Thetix cards',
  },
  { path: '/blog', heading: 'The Thetix blog', title: 'Blog | Thetix' },
  {
    path: '/blog/what-is-a-covered-call',
    heading: 'What is a covered call? Premium and assignment explained',
    title: 'Blog | Thetix',
  },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy' },
  { path: '/disclaimer', heading: 'Disclaimer', title: 'Disclaimer' },
];

describe('the public pages before any JavaScript runs (issue 19 item 6)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(publicPages)(
    '$path shows its main heading, styled, with JavaScript disabled',
    async ({ path, heading, title }) => {
      // Prepare
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();

      // Act
      await page.goto(`${baseUrl()}${path}`);
      const h1 = page.getByRole('heading', { level: 1 });
      const text = await h1.innerText();
      const fontSize = await h1.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      const pageTitle = await page.title();
      const header = await page.getByRole('banner').getByRole('link', { name: 'Blog' }).getAttribute('href');
      await context.close();

      // Assess
      expect(text).toBe(heading);
      expect(pageTitle).toContain(title);
      // Chakra's styles come with the HTML: a heading larger than the browser's 16 px body text.
      expect(fontSize).toBeGreaterThan(20);
      expect(header).toBe('/blog');
    },
  );

  it('leaves the pages of the app to the client: /login has an empty root without JavaScript', async () => {
    // Prepare
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // Act
    await page.goto(`${baseUrl()}/login`);
    const root = await page.locator('#root').innerHTML();
    await context.close();

    // Assess
    expect(root).toBe('');
  });

  it('the app takes a prerendered page’s styles as they are: no sheet moved or removed, none written twice', async () => {
    // Prepare: record every sheet with rules leaving the head (a moved sheet leaves and comes back) from the first
    // byte on. The empty placeholders Emotion's <Global> takes over may move: there is nothing in them to parse.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedStyles: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node.nodeName === 'STYLE' && node.textContent)
              removed.push((node as Element).outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });

    // Act
    await page.goto(`${baseUrl()}/`);
    await appReady(page);
    const removed = await page.evaluate(() => (window as { removedStyles?: string[] }).removedStyles);
    // Where the token variables are defined: Chakra's tokens sheet, once.
    const tokenSheets = await page.evaluate(
      () =>
        Array.from(document.styleSheets).filter((sheet) =>
          Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('--chakra-colors-brand-700:')),
        ).length,
    );
    const heroClass = await page.getByRole('heading', { level: 1 }).getAttribute('class');
    await context.close();

    // Assess
    expect(removed).toEqual([]);
    expect(tokenSheets).toBe(1);
    expect(heroClass).toMatch(/\bcss-[a-z0-9]+\b/);
  });

  it('the app hydrates a prerendered page: the same heading, client-side links, no console error or warning', async () => {
    // Prepare
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    // Act
    await page.goto(`${baseUrl()}/thetix`);
    await appReady(page);
    const headings = await page.getByRole('heading', { level: 1 }).allInnerTexts();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'The Thetix blog' }).waitFor();
    // A client-side navigation keeps the document (and the flag); a full page load would not.
    const sameDocument = await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument);
    await context.close();

    // Assess
    expect(headings).toEqual([publicPages[1]?.heading]);
    expect(sameDocument).toBe(true);
    expect(errors).toEqual([]);
    // A mismatch between the prerendered markup and the app would make React render the page again (start.tsx).
    expect(warnings.filter((text) => text.includes('prerendered page was rendered again'))).toEqual([]);
  });
});
