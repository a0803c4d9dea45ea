import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaticSite } from './static-site';

describe('the built SPA as CloudFront serves it', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'thetix-site-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Thetix</title>');
    writeFileSync(
      join(root, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    const site = buildStaticSite(root);
    server = createServer(
      (request, response) => void site.serve(request, response, new URL(request.url ?? '/', 'http://x')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a deep link with index.html, never cached (history fallback)', async () => {
    const response = await fetch(`${base}/dashboard/position/AAPL`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Thetix</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets gzipped and cached for a year', async () => {
    const response = await fetch(`${base}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('console.log');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves files outside its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2f..%2fetc%2fpasswd.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('root:');
  });

  it.each(['/public/thetix/col123', '/public/thetix-card/abc123?embed=1'])(
    'lets any site frame the public Thetix page %s',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
      expect(response.headers.get('x-frame-options')).toBeNull();
    },
  );

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/public/other/1',
    '/public/thetix-cards/abc',
    '/assets/index-abc123.js',
  ])('refuses framing of %s', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
  it('decides framing on the path it serves: an encoded ../ out of a public page is refused framing', async () => {
    // Act: /public/thetix/..%2f..%2fprivacy decodes to a public page's prefix but is served as /privacy.
    const response = await fetch(`${base}/public/thetix/..%2f..%2fprivacy`);

    // Assess
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
