/** A Markdown file split into its front-matter fields and its body. */
export interface FrontMatterFile {
  fields: Record<string, string>;
  body: string;
}

const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

const unquote = (value: string) => value.replace(/^(['"])(.*)\1$/, '$2');

/**
 * Reads the small front-matter block our posts open with: one `key: value` per line between `---` fences, values
 * optionally quoted. Not YAML (no nesting, no multi-line values), which is all the posts need.
 */
export function parseFrontMatter(raw: string): FrontMatterFile {
  const match = block.exec(raw);
  if (!match) return { fields: {}, body: raw };
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator <= 0 || line.trimStart().startsWith('#')) continue;
    fields[line.slice(0, separator).trim()] = unquote(line.slice(separator + 1).trim());
  }
  return { fields, body: raw.slice(match[0].length) };
}

/** `tags: Basics, Taxes` → `['Basics', 'Taxes']`. */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
