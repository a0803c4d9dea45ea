import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { pageMeta, type PageMeta } from '../config/page-meta';
import type { RouteHandle } from './route-handle';

function setMetaTag(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function applyPageMeta(meta: PageMeta, pathname: string): void {
  document.title = meta.title;
  setMetaTag('name', 'description', meta.description);
  setMetaTag('property', 'og:title', meta.title);
  setMetaTag('property', 'og:description', meta.description);
  setMetaTag('name', 'twitter:title', meta.title);
  setMetaTag('name', 'twitter:description', meta.description);
  // A shared link names the page itself, without the query (a card's screenshot/social flags are not the page).
  setMetaTag('property', 'og:url', `${window.location.origin}${pathname}`);
  // Crawlers want an absolute image address (1200 × 630, web/public/og-image.png) for summary_large_image cards.
  setMetaTag('property', 'og:image', `${window.location.origin}${OG_IMAGE_PATH}`);
  setMetaTag('name', 'twitter:image', `${window.location.origin}${OG_IMAGE_PATH}`);
}

/** The shared-link image, 1200 × 630. */
export const OG_IMAGE_PATH = '/og-image.png';

/**
 * Sets the document title, description and social tags (Open Graph, Twitter) of the deepest route that names a
 * family. Public Thetix pages then name their own collection or card (features/public-thetix/hooks/use-shared-meta.ts).
 */
export function DocumentMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const family =
    matches
      .map((match) => (match.handle as RouteHandle | undefined)?.meta)
      .filter((meta) => meta !== undefined)
      .at(-1) ?? 'landing';
  useEffect(() => applyPageMeta(pageMeta[family], pathname), [family, pathname]);
  return null;
}
