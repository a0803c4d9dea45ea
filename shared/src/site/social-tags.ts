/**
 * Link previews come from crawlers that run no script, so the HTML the site serves must carry absolute social tags
 * itself (issue 34 item 7): `og:image` and `twitter:image` made absolute on the public origin, and `og:url` naming
 * the page. The local HTTP adapter applies this as it serves a page, the CDK web stack to the files it deploys; the
 * app keeps the tags per page once it runs (web/src/app/document-meta.tsx).
 */

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The canonical address of a page: no trailing slash except the root's. */
export const pageUrl = (origin: string, pathname: string): string =>
  `${origin.replace(/\/+$/, '')}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;

export function absoluteSocialTags(html: string, origin: string, pathname: string): string {
  const base = origin.replace(/\/+$/, '');
  const withImages = html.replace(
    /(<meta\s+(?:property="og:image"|name="twitter:image")\s+content=")\/(?!\/)([^"]*)"/g,
    (_match, head: string, path: string) => `${head}${escapeAttribute(base)}/${path}"`,
  );
  const url = escapeAttribute(pageUrl(base, pathname));
  if (/<meta\s+property="og:url"/.test(withImages))
    return withImages.replace(/(<meta\s+property="og:url"\s+content=")[^"]*"/, `$1${url}"`);
  return withImages.replace(
    /(\s*)<meta\s+property="og:type"/,
    (match, indent: string) => `${indent}<meta property="og:url" content="${url}" />${match}`,
  );
}
