/**
 * Ghost's Content API answers post bodies as HTML. The blog renders Markdown (react-markdown, raw HTML dropped),
 * so the HTML is turned into a small Markdown subset instead of being injected: headings become `##`/`###`, lists, quotes and
 * inline bold, italic, code and safe links survive, everything else keeps its text and loses its markup. Ghost's
 * renderer writes well-formed HTML, so a tag scanner is enough; no DOM is needed (it also runs in unit tests).
 */

const tokenPattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)|</g;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(attributes);

const inlineMarks: Record<string, string> = { strong: '**', b: '**', em: '*', i: '*' };
const paragraphTags = new Set([
  'p',
  'div',
  'figcaption',
  'section',
  'header',
  'footer',
  'figure',
  'table',
  'tr',
]);
const droppedTags = new Set(['script', 'style', 'template', 'iframe', 'svg', 'noscript']);

export function htmlToMarkdown(html: string, isSafeHref: (href: string) => boolean): string {
  const blocks: string[] = [];
  const lists: Array<'ul' | 'ol'> = [];
  const links: Array<{ start: number; href: string }> = [];
  let current = '';
  let prefix = '';
  let quoteDepth = 0;
  let inPre = false;
  let dropping: string | undefined;

  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) blocks.push(`${quoteDepth > 0 ? '> ' : ''}${prefix}${text}`);
    current = '';
    prefix = '';
  };

  for (const [token, closing, rawTag, attributes = '', text] of html.matchAll(tokenPattern)) {
    if (dropping) {
      if (closing && rawTag?.toLowerCase() === dropping) dropping = undefined;
      continue;
    }
    if (text !== undefined || token === '<') {
      const decoded = decodeEntities(text ?? token);
      current += inPre ? decoded : decoded.replace(/\s+/g, ' ');
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    const open = !closing;
    if (droppedTags.has(tag)) {
      if (open && !attributes.trim().endsWith('/')) dropping = tag;
    } else if (/^h[1-6]$/.test(tag)) {
      flush();
      if (open) prefix = Number(tag[1]) <= 2 ? '## ' : '### ';
    } else if (paragraphTags.has(tag) || tag === 'hr') {
      flush();
    } else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (open) lists.push(tag);
      else lists.pop();
    } else if (tag === 'li') {
      flush();
      if (open) prefix = lists.at(-1) === 'ol' ? '1. ' : '- ';
    } else if (tag === 'blockquote') {
      flush();
      quoteDepth += open ? 1 : -1;
    } else if (tag === 'pre') {
      if (!open) {
        for (const line of current.split('\n')) if (line.trim()) blocks.push(`\`${line.trim()}\``);
        current = '';
      } else flush();
      inPre = open;
    } else if (tag === 'code' && !inPre) {
      current += '`';
    } else if (inlineMarks[tag]) {
      current += inlineMarks[tag];
    } else if (tag === 'br') {
      current += inPre ? '\n' : ' ';
    } else if (tag === 'a') {
      if (open) {
        const href = attribute(attributes, 'href');
        links.push({ start: current.length, href: decodeEntities(href?.[2] ?? href?.[3] ?? '') });
      } else {
        const link = links.pop();
        const label = link ? current.slice(link.start).trim() : '';
        if (link && label && isSafeHref(link.href)) {
          current = `${current.slice(0, link.start)}[${label}](${link.href})`;
        }
      }
    }
  }
  flush();
  // Items of one list on consecutive lines: a blank line between them would make CommonMark's loose list, with
  // every item wrapped in a paragraph.
  return blocks
    .map((block, index) => {
      const kind = listItemKind(block);
      return index > 0 && kind !== undefined && kind === listItemKind(blocks[index - 1] ?? '')
        ? `\n${block}`
        : `${index > 0 ? '\n\n' : ''}${block}`;
    })
    .join('');
}

const listItemKind = (block: string): string | undefined => /^(?:> )?(- |1\. )/.exec(block)?.[1];
