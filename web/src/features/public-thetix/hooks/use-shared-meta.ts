import { useEffect } from 'react';

function setMetaTag(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * A shared collection or card names itself in the title and social tags once it has loaded (the app's
 * DocumentMeta has set the family's defaults by then), so a link pasted from the page previews what it shows.
 */
export function useSharedMeta(title: string | undefined, description: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const full = `${title} | Thetix`;
    const text = description || 'A Thetix card shared publicly by its owner.';
    document.title = full;
    setMetaTag('property', 'og:title', full);
    setMetaTag('name', 'twitter:title', full);
    setMetaTag('name', 'description', text);
    setMetaTag('property', 'og:description', text);
    setMetaTag('name', 'twitter:description', text);
  }, [title, description]);
}
