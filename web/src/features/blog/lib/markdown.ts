/**
 * A Markdown subset parsed into a small tree that components turn into React elements: headings (## and ###),
 * paragraphs, bullet and numbered lists, block quotes, and inline bold, italic, code and links. No raw HTML is
 * ever passed through, so post text cannot inject markup or scripts.
 */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'em'; children: InlineNode[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: InlineNode[] };

export type BlockNode =
  | { type: 'heading'; level: 2 | 3; id: string; children: InlineNode[] }
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'list'; ordered: boolean; items: InlineNode[][] }
  | { type: 'quote'; children: InlineNode[] };

// Order matters: bold (`**`) is tried before italic (`*`, or `_` as Prettier writes it, never inside a word).
const inlinePattern = /\*\*(.+?)\*\*|\*(.+?)\*|(?<!\w)_(.+?)_(?!\w)|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/;

/** Links may leave for the web or a mail client, or stay on the site; anything else (`javascript:`) is text. */
export const isSafeHref = (href: string) => /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let rest = text;
  while (rest.length > 0) {
    const match = inlinePattern.exec(rest);
    if (!match) {
      nodes.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) nodes.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, star, underscore, code, label, href] = match;
    const em = star ?? underscore;
    if (strong !== undefined) nodes.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) nodes.push({ type: 'em', children: parseInline(em) });
    else if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (label !== undefined && href !== undefined && isSafeHref(href))
      nodes.push({ type: 'link', href, children: parseInline(label) });
    else nodes.push({ type: 'text', text: label ?? whole });
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

/** `What is a covered call?` → `what-is-a-covered-call`, so headings can be linked to. */
export const toAnchorId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const bullet = /^[-*]\s+(.*)$/;
const numbered = /^\d+[.)]\s+(.*)$/;

export function parseMarkdown(markdown: string): BlockNode[] {
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const rawLine of markdown.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const item = bullet.exec(line) ?? numbered.exec(line);
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      const text = heading[2] ?? '';
      const level = heading[1] === '##' ? 2 : 3;
      blocks.push({ type: 'heading', level, id: toAnchorId(text), children: parseInline(text) });
    } else if (item) {
      flush();
      const ordered = numbered.test(line);
      const last = blocks.at(-1);
      const content = parseInline(item[1] ?? '');
      if (last?.type === 'list' && last.ordered === ordered) last.items.push(content);
      else blocks.push({ type: 'list', ordered, items: [content] });
    } else if (line.startsWith('>')) {
      flush();
      const text = line.replace(/^>\s?/, '');
      const last = blocks.at(-1);
      if (last?.type === 'quote') last.children.push({ type: 'text', text: ' ' }, ...parseInline(text));
      else blocks.push({ type: 'quote', children: parseInline(text) });
    } else {
      const last = blocks.at(-1);
      // A wrapped line right after a list item continues that item.
      if (paragraph.length === 0 && last?.type === 'list' && /^\s/.test(rawLine)) {
        last.items.at(-1)?.push({ type: 'text', text: ' ' }, ...parseInline(line));
      } else {
        paragraph.push(line);
      }
    }
  }
  flush();
  return blocks;
}

/** Words in the body, at 200 a minute, rounded up: the reading time shown on cards. */
export const readingTimeMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(markdown.split(/\s+/).filter(Boolean).length / 200));
