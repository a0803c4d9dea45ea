/**
 * A page's own title and description in the served HTML (issue 34 item 7): crawlers run no script, so a shared link
 * to a public card or collection must carry the card's question or the collection's name in the head itself, not
 * the landing page's. Replaces `<title>` and the description, Open Graph and Twitter title and description tags of
 * the SPA's index.html; a tag the page lacks is left absent.
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** The longest description link previews show in full; longer ones are cut at a word with an ellipsis. */
export const DESCRIPTION_LIMIT = 200;

const clip = (text: string, limit: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** Sets the content of `<meta {attribute}="{name}" content="…">`, whatever the whitespace between its parts. */
const setMeta = (html: string, attribute: 'name' | 'property', name: string, content: string) =>
  html.replace(
    new RegExp(`(<meta\\s+${attribute}="${name.replace(/[.:]/g, '\\$&')}"\\s+content=")[^"]*"`),
    (_match, head: string) => `${head}${escapeAttribute(content)}"`,
  );

export function withPageHead(html: string, head: PageHead): string {
  const title = clip(head.title, 120);
  const description = clip(head.description, DESCRIPTION_LIMIT);
  let result = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  result = setMeta(result, 'name', 'description', description);
  result = setMeta(result, 'property', 'og:title', title);
  result = setMeta(result, 'property', 'og:description', description);
  result = setMeta(result, 'name', 'twitter:title', title);
  return setMeta(result, 'name', 'twitter:description', description);
}
