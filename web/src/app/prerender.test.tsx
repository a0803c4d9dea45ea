import { describe, expect, it } from 'vitest';
import { prerenderedPaths, prerenderPage } from './prerender';

/** The server entry as the build runs it (web/scripts/prerender.ts), here straight from source under Node. */
describe('the build-time prerender of the public pages', () => {
  it('covers the landing, /thetix, the blog with every shipped post and the legal pages, and no app page', async () => {
    // Act
    const paths = await prerenderedPaths();

    // Assess
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/thetix',
        '/blog',
        '/blog/what-is-a-covered-call',
        '/terms',
        '/privacy',
        '/disclaimer',
      ]),
    );
    expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(6);
    expect(paths.some((path) => /^\/(login|dashboard|profile|onboarding)/.test(path))).toBe(false);
  });

  it('renders the landing with its hero, the public header and Chakra styles for the head', async () => {
    // Act
    const page = await prerenderPage('/');

    // Assess
    expect(page.html).toMatch(/<h1[^>]*>Turn the stocks you own into steady option income<\/h1>/);
    expect(page.html).toContain('href="/blog"');
    expect(page.html).not.toContain('<style');
    expect(page.html).not.toContain('<script');
    // One sheet for the components' styles, naming every class the markup uses; globals apart, each with the empty
    // placeholder Emotion's <Global> rehydrates (decision 212).
    const block = page.styles.match(/<style data-prerendered-styles="([^"]+)">/);
    expect(block).not.toBeNull();
    const names = new Set(block![1]!.split(' '));
    const used = [...page.html.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((match) => match[1]!);
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((name) => !names.has(name))).toEqual([]);
    const globals = [...page.styles.matchAll(/<style data-prerendered-global="([a-z0-9]+)">/g)].map(
      (m) => m[1],
    );
    expect(globals.length).toBeGreaterThan(0);
    for (const name of globals)
      expect(page.styles).toContain(`<style data-emotion="css-global ${name}" data-s=""></style>`);
    expect(page.styles).not.toMatch(/data-emotion="css /);
    expect(page.styles).toContain('--chakra-colors-brand-700');
    expect(page.meta.title).toBe('Thetix | Covered-call income for the stocks you already own');
  });

  it('renders the blog list with its posts, not the loading skeletons', async () => {
    // Act
    const page = await prerenderPage('/blog');

    // Assess
    expect(page.html).toContain('The Thetix blog');
    expect(page.html).toContain('What is a covered call? Premium and assignment explained');
    expect(page.meta.title).toBe('Blog | Thetix');
  });

  it('renders a post with its body and related articles', async () => {
    // Act
    const page = await prerenderPage('/blog/what-is-a-covered-call');

    // Assess
    expect(page.html).toContain('How the premium works');
    expect(page.html).toContain('Related articles');
  });

  it('refuses a page that redirects a signed-out visitor instead of rendering', async () => {
    // Act
    const render = prerenderPage('/dashboard');

    // Assess
    await expect(render).rejects.toThrow(/\/dashboard answered 302/);
  });
});
