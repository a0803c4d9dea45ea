import { describe, expect, it } from 'vitest';
import { absoluteSocialTags, pageUrl } from './social-tags';

const head = `<head>
    <meta property="og:type" content="website" />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:image" content="/og-image.png" />
  </head>`;

describe('social tags for crawlers', () => {
  it('makes the images absolute on the public origin and names the page in og:url', () => {
    // Act
    const html = absoluteSocialTags(head, 'https://thetix.app/', '/blog/');

    // Assess
    expect(html).toContain('<meta property="og:image" content="https://thetix.app/og-image.png" />');
    expect(html).toContain('<meta name="twitter:image" content="https://thetix.app/og-image.png" />');
    expect(html).toContain('<meta property="og:url" content="https://thetix.app/blog" />');
    expect(html.indexOf('og:url')).toBeLessThan(html.indexOf('og:type'));
  });

  it('replaces an og:url already there, leaves absolute images alone, and escapes the address', () => {
    // Prepare
    const once = absoluteSocialTags(head, 'https://thetix.app', '/');

    // Act
    const twice = absoluteSocialTags(once, 'https://thetix.app', '/calculator?x="1"');

    // Assess
    expect(twice.match(/og:url/g)).toHaveLength(1);
    expect(twice).toContain('content="https://thetix.app/calculator?x=&quot;1&quot;"');
    expect(twice).toContain('content="https://thetix.app/og-image.png"');
    expect(pageUrl('https://thetix.app', '/')).toBe('https://thetix.app/');
  });
});
