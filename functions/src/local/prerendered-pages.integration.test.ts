import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';
import { buildStaticSite, PRERENDER_DIR } from './static-site';

const rootMarkup = async (response: Response) =>
  /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(await response.text())?.[1] ?? '';

describe('the local site answers a prerendered public page with its own HTML (issue 19 item 6)', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'thetix-prerendered-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    mkdirSync(join(root, PRERENDER_DIR, 'blog'), { recursive: true });
    writeFileSync(join(root, PRERENDER_DIR, 'index.html'), '<!doctype html><title>landing</title>');
    writeFileSync(join(root, PRERENDER_DIR, 'blog', 'index.html'), '<!doctype html><title>blog</title>');
    const site = buildStaticSite(root);
    server = createServer(
      (request, response) => void site.serve(request, response, new URL(request.url ?? '/', 'http://x')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['/', 'landing'],
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/login', 'shell'],
    ['/blog/not-prerendered', 'shell'],
    ['/prerendered', 'shell'],
    ['/..%2f..%2fetc', 'shell'],
  ])('%s -> the %s page, never cached', async (path, title) => {
    // Act
    const response = await fetch(`${base}${path}`);

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });
});

describe('the built web app on the local stack, before any JavaScript runs', () => {
  it('GET / answers the landing page with its hero in the HTML, preloading none of the app', async () => {
    // Act
    const response = await fetch(`${stack().urls.http}/`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await response.clone().text();
    const root = await rootMarkup(response);

    // Assess
    expect(response.status).toBe(200);
    expect(root).toMatch(/<h1[^>]*>Turn the stocks you own into steady option income<\/h1>/);
    // Its styles are in the head (decisions 210 and 212), none beside the elements.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-prerendered-styles="[a-z0-9 ]+">/);
    expect(root).not.toContain('<style');
    // The app (React, Chakra, the router) is fetched once the entry runs; the shell preloads it (test below).
    expect(html).not.toMatch(/rel="modulepreload"[^>]*\/assets\/(react|start)-/);
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
  });

  it.each([
    ['/thetix', 'Ask about the market. Keep the answer as a live card.', 'Thetix cards'],
    ['/blog', 'The Thetix blog', 'Blog | Thetix'],
    ['/terms', 'Terms of Service', 'Terms of Service'],
  ])('GET %s answers its page: heading and title in the HTML', async (path, heading, title) => {
    // Act
    const response = await fetch(`${stack().urls.http}${path}`);
    const html = await response.clone().text();
    const root = await rootMarkup(response);

    // Assess
    expect(response.status).toBe(200);
    expect(root).toContain(`>${heading}</h1>`);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(title);
  });

  it('GET /dashboard answers the SPA shell: an empty root and the app chunks preloaded', async () => {
    // Act
    const response = await fetch(`${stack().urls.http}/dashboard`);
    const html = await response.clone().text();
    const root = await rootMarkup(response);

    // Assess
    expect(response.status).toBe(200);
    expect(root).toBe('');
    expect(html).toMatch(/rel="modulepreload"[^>]*\/assets\/react-/);
  });
});
