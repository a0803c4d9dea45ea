import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
} from '@thetix/shared/security-headers';
import { describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';
import { BASELINE_SECURITY_HEADERS } from './static-site';

const url = (path: string) => `${stack().urls.http}${path}`;

/** Issue 20 item 7: the local product sends the headers CloudFront adds, on pages and API answers alike. */
describe('security headers of the local product', () => {
  it('puts the baseline on API answers, successes and errors alike, and keeps them out of caches', async () => {
    // Act
    const ok = await fetch(url('/api/health'));
    const missing = await fetch(url('/api/no-such-route'));
    const refused = await fetch(url('/api/profile'));
    const badEscape = await fetch(url('/api/price/%ZZ'));

    // Assess
    for (const response of [ok, missing, refused, badEscape]) {
      for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
        expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    expect(ok.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect([ok.status, missing.status, refused.status, badEscape.status]).toEqual([200, 404, 401, 400]);
  });

  it('sends the strict content policy with every page, framed by nobody', async () => {
    // Act
    const pages = await Promise.all(['/', '/dashboard', '/public/other'].map((path) => fetch(url(path))));

    // Assess
    for (const page of pages) {
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(page.status).toBe(200);
      expect(policy).toBe(
        contentSecurityPolicy({ connectSources: [stack().urls.cognito], frameAncestors: "'none'" }),
      );
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it.each(['/public/thetix/col123', '/public/thetix-card/card123'])(
    'lets any site frame the public Thetix page %s, under the same content policy',
    async (path) => {
      // Act
      const page = await fetch(url(path));

      // Assess
      expect(page.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ connectSources: [stack().urls.cognito], frameAncestors: '*' }),
      );
      expect(page.headers.get('x-frame-options')).toBeNull();
    },
  );

  it('keeps a brokerage connect page its own stricter policy', async () => {
    // Act
    const portal = await fetch(url(`/api/sandbox/portal?state=${'a'.repeat(32)}`));

    // Assess
    expect(portal.headers.get('content-type')).toContain('text/html');
    expect(portal.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(portal.headers.get('content-security-policy')).toContain("script-src 'unsafe-inline'");
  });

  it('answers OPTIONS on an API route with 204 and its methods, and gives another origin no CORS grant', async () => {
    // Act
    const preflight = await fetch(url('/api/accounts/abc/name'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type, x-xsrf-token',
      },
    });
    const plain = await fetch(url('/api/accounts'), { method: 'OPTIONS' });
    const badEscape = await fetch(url('/api/price/%ZZ'), { method: 'OPTIONS' });
    const noRoute = await fetch(url('/api/no-such-route'), { method: 'OPTIONS' });

    // Assess
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('allow')).toBe('PATCH, OPTIONS');
    expect([...preflight.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(preflight.headers.get('cache-control')).toBe('no-store');
    expect(preflight.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.status).toBe(204);
    expect(plain.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(badEscape.status).toBe(204);
    expect(badEscape.headers.get('allow')).toBe('GET, OPTIONS');
    expect(noRoute.status).toBe(404);
    expect(await noRoute.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the baseline with a missing static file too', async () => {
    // Act
    const missing = await fetch(url('/assets/no-such-file.js'));

    // Assess
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
  });
});
