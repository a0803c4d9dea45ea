import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isEmbeddablePage } from './security-headers';

describe('security headers', () => {
  it('builds a page policy with script from its own origin only, and the given sources', () => {
    // Act
    const policy = contentSecurityPolicy({
      connectSources: ['https://cognito-idp.us-east-1.amazonaws.com'],
      formActions: ['https://auth.example.com'],
      frameAncestors: "'none'",
    });

    // Assess
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "connect-src 'self' https://cognito-idp.us-east-1.amazonaws.com",
      "form-action 'self' https://auth.example.com",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  // As CloudFront matches '/public/thetix/*' and '/public/thetix-card/*'.
  it.each([
    ['/public/thetix/abc', true],
    ['/public/thetix-card/abc', true],
    ['/public/thetix-cards/abc', false],
    ['/public/thetix/', true],
    ['/public/other/abc', false],
    ['/dashboard', false],
  ])('lets other sites frame %s: %s', (path, embeddable) => {
    // Act
    const answer = isEmbeddablePage(path);

    // Assess
    expect(answer).toBe(embeddable);
  });
});
