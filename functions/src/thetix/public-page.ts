import { withPageHead, type PageHead } from '@thetix/shared/site/page-head';
import { absoluteSocialTags } from '@thetix/shared/site/social-tags';
import { DomainError, NotFoundError } from '../http/errors';
import type { CardService } from './card-service';

/**
 * The served HTML of a public card's or collection's page carries its own title and description (issue 34 item 7):
 * a shared link's preview says what it is, not what the landing page says. One function decides the head for both
 * runtimes: the local adapter applies it to the page it serves, and in AWS CloudFront sends the two embeddable page
 * paths to the API's page routes (infra/lib/web-stack.ts), which apply it to the deployed index.html.
 */

/** The client routes of the public pages (web/src/config/paths.ts `publicCards`). */
const PUBLIC_PAGE = /^\/public\/(thetix|thetix-card)\/([^/]+)\/?$/;

export async function publicPageHead(
  pathname: string,
  thetix: Pick<CardService, 'publicCard' | 'publicCollection'>,
): Promise<PageHead | undefined> {
  const match = PUBLIC_PAGE.exec(pathname);
  if (!match) return undefined;
  const [, kind, id] = match as unknown as [string, string, string];
  try {
    if (kind === 'thetix-card') {
      const { card, collection } = await thetix.publicCard(id);
      return {
        title: `${card.query} | Thetix`,
        description: `A Thetix card in “${collection.name}”: ${card.query}`,
      };
    }
    const { collection } = await thetix.publicCollection(id, []);
    return {
      title: `${collection.name} | Thetix`,
      description:
        collection.description?.trim() || `“${collection.name}”, a public collection of Thetix cards.`,
    };
  } catch (error) {
    // A private, deleted or unknown card keeps the site's own head: the page itself says it is not available.
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** How long a container keeps the site's index.html before asking for it again. */
const INDEX_TTL_MS = 60_000;
let index: { html: string; at: number } | undefined;

/** The deployed SPA's index.html, from the public origin itself (CloudFront serves it from the site bucket). */
async function siteIndexHtml(origin: string, now: number): Promise<string> {
  if (index && now - index.at < INDEX_TTL_MS) return index.html;
  const response = await fetch(`${origin.replace(/\/+$/, '')}/index.html`, {
    signal: AbortSignal.timeout(3_000),
  }).catch(() => undefined);
  if (!response?.ok) {
    // A page served a minute stale beats no page.
    if (index) return index.html;
    throw new DomainError(
      503,
      'SERVICE_UNAVAILABLE',
      'This page could not be loaded; try again in a moment.',
    );
  }
  index = { html: await response.text(), at: now };
  return index.html;
}

export const PUBLIC_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // As the public card answers: CloudFront keeps a page 5 s, so a collection made private stops showing quickly.
  'cache-control': 'public, max-age=5, s-maxage=5, stale-while-revalidate=10',
} as const;

/** The page at `pathname` as the API's page routes answer it: index.html with the page's head and social tags. */
export async function publicPageHtml(
  pathname: string,
  origin: string,
  thetix: Pick<CardService, 'publicCard' | 'publicCollection'>,
  now = Date.now(),
): Promise<{ status: 200 | 404; html: string }> {
  const [html, head] = await Promise.all([siteIndexHtml(origin, now), publicPageHead(pathname, thetix)]);
  // A private, deleted or unknown card: still the app's page (it says the card is not available), as a 404.
  return {
    status: head ? 200 : 404,
    html: absoluteSocialTags(head ? withPageHead(html, head) : html, origin, pathname),
  };
}
