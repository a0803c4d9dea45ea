/**
 * Helpers of the blog's Markdown: the post bodies are rendered by react-markdown with rehype-sanitize
 * (components/markdown-content.tsx); these decide which links survive, the heading anchors, and reading time.
 */

/** Links may leave for the web or a mail client, or stay on the site; anything else (`javascript:`) is text. */
export const isSafeHref = (href: string) => /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);

/** `What is a covered call?` → `what-is-a-covered-call`, so headings can be linked to. */
export const toAnchorId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Words in the body, at 200 a minute, rounded up: the reading time shown on cards. */
export const readingTimeMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(markdown.split(/\s+/).filter(Boolean).length / 200));
