import { describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';
import { BASELINE_SECURITY_HEADERS, PERMISSIONS_POLICY } from './static-site';

/** Issue 20 item 7: the local product sends the headers CloudFront adds, on pages and API answers alike. */
describe('security headers of the local product', () => {
  it('puts the baseline on API answers, successes and errors alike, and keeps them out of caches', async () => {
    // Act
    const ok = await fetch(`${stack().urls.http}/api/health`);
    const missing = await fetch(`${stack().urls.http}/api/no-such-route`);
    const refused = await fetch(`${stack().urls.http}/api/profile`);

    // Assess
    for (const response of [ok, missing, refused]) {
      for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
        expect(response.headers.get(name)).toBe(value);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect([ok.status, missing.status, refused.status]).toEqual([200, 404, 401]);
  });

  it('sends the permissions policy with every page', async () => {
    // Act
    const page = await fetch(`${stack().urls.http}/dashboard`);

    // Assess
    expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
