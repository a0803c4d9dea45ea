import { useEffect } from 'react';
import { useMatches } from 'react-router';
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

function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMetaTag('name', 'description', meta.description);
  setMetaTag('property', 'og:title', meta.title);
  setMetaTag('property', 'og:description', meta.description);
  setMetaTag('name', 'twitter:title', meta.title);
  setMetaTag('name', 'twitter:description', meta.description);
}

/** Sets the document title, description and social tags of the deepest route that names a family. */
export function DocumentMeta() {
  const matches = useMatches();
  const family =
    matches
      .map((match) => (match.handle as RouteHandle | undefined)?.meta)
      .filter((meta) => meta !== undefined)
      .at(-1) ?? 'landing';
  useEffect(() => applyPageMeta(pageMeta[family]), [family]);
  return null;
}
