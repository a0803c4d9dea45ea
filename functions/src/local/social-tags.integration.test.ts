import { describe, expect, it } from 'vitest';
import { stack } from '../testing/stack-client';

/** What a link-preview crawler gets: the served HTML as is, no script run (issue 34 item 7). */
describe('social tags in the served HTML', () => {
  it.each(['/', '/blog', '/calculator', '/thetix/cards/some-card'])(
    '%s names itself in og:url and points og:image at an absolute address',
    async (path) => {
      // Act
      const html = await (
        await fetch(`${stack().urls.http}${path}`, { headers: { 'accept-encoding': 'gzip' } })
      ).text();
      const origin = stack().env.APP_BASE_URL!;

      // Assess
      expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
      expect(html).toContain(`<meta name="twitter:image" content="${origin}/og-image.png" />`);
      expect(html).toContain(`<meta property="og:url" content="${origin}${path}" />`);
    },
  );
});
