import type { PrerenderedPage } from './prerender';

/**
 * The HTML side of the build-time prerender (web/scripts/prerender.ts): where each page's file goes and how its
 * markup and metadata fill the built index.html. Pure, so unit-tested without a build.
 */

/** The folder of the prerendered pages inside the build; the local static site and CloudFront look there. */
export const PRERENDER_DIR = 'prerendered';

/** Where the HTML of `pathname` is written inside the build: `/` -> prerendered/index.html. */
export function prerenderedFile(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? `${PRERENDER_DIR}/index.html` : `${PRERENDER_DIR}/${trimmed}/index.html`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with one page in it: its markup in #root, its styles, title and description in the head (the
 * title and description tags DocumentMeta keeps up to date once the app runs).
 */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const title = escapeHtml(page.meta.title);
  const description = escapeHtml(page.meta.description);
  const filled = template
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /(<meta\s+(?:name="(?:description|twitter:title|twitter:description)"|property="og:(?:title|description)")\s+content=")[^"]*(")/g,
      (_match, start: string, end: string) => `${start}${/title"/.test(start) ? title : description}${end}`,
    );
  // The site's Content-Security-Policy refuses inline scripts: a page that suspended while rendering would need one.
  if (/<script/i.test(page.html)) throw new Error('a prerendered page may not contain a <script> element');
  const root = '<div id="root"></div>';
  if (!filled.includes(root))
    throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  if (!/<\/head>/.test(filled)) throw new Error('index.html has no </head> for the page styles');
  return filled
    .replace(/<\/head>/, () => `${page.styles}</head>`)
    .replace(root, () => `<div id="root">${page.html}</div>`);
}
