import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { prerenderedRoutes, spaFallbackCode } from '../lib/web-stack';

/** The viewer-request function as CloudFront runs it: plain ES5 code defining `handler`. */
function fallback(prerendered: string[]) {
  const handler = new Function(`${spaFallbackCode(prerendered)}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };
  return (uri: string) => handler({ request: { uri } }).uri;
}

describe('the SPA fallback with prerendered public pages (issue 19 item 6)', () => {
  it('finds the pages the web build prerendered', () => {
    // Prepare
    const dist = mkdtempSync(join(tmpdir(), 'thetix-dist-'));
    for (const dir of ['', 'thetix', 'blog', 'blog/what-is-a-covered-call']) {
      mkdirSync(join(dist, 'prerendered', dir), { recursive: true });
      writeFileSync(join(dist, 'prerendered', dir, 'index.html'), '<!doctype html>');
    }
    writeFileSync(join(dist, 'prerendered', 'notes.txt'), 'not a page');

    // Act
    const routes = prerenderedRoutes(dist);

    // Assess
    expect(routes).toEqual(['/', '/blog', '/blog/what-is-a-covered-call', '/thetix']);
  });

  it('finds none in a build without them, or without a build', () => {
    // Prepare
    const dist = mkdtempSync(join(tmpdir(), 'thetix-dist-'));

    // Act
    const routes = [prerenderedRoutes(dist), prerenderedRoutes(undefined)];

    // Assess
    expect(routes).toEqual([[], []]);
  });

  it.each([
    ['/', '/prerendered/index.html'],
    ['/thetix', '/prerendered/thetix/index.html'],
    ['/blog/', '/prerendered/blog/index.html'],
    ['/blog/what-is-a-covered-call', '/prerendered/blog/what-is-a-covered-call/index.html'],
    ['/blog/a-ghost-post', '/index.html'],
    ['/dashboard', '/index.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/config.json', '/config.json'],
  ])('sends %s to %s', (uri, expected) => {
    // Prepare
    const rewrite = fallback(['/', '/blog', '/blog/what-is-a-covered-call', '/thetix']);

    // Act
    const rewritten = rewrite(uri);

    // Assess
    expect(rewritten).toBe(expected);
  });

  it('sends every client route to index.html when nothing was prerendered', () => {
    // Prepare
    const rewrite = fallback([]);

    // Act
    const rewritten = ['/', '/thetix', '/dashboard'].map(rewrite);

    // Assess
    expect(rewritten).toEqual(['/index.html', '/index.html', '/index.html']);
  });
});
