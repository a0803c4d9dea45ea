import type { BlogPort, BlogPost, BlogPostSummary } from './blog-port';
import { parseFrontMatter, splitList } from './front-matter';
import { readingTimeMinutes } from './markdown';

const required = ['title', 'slug', 'date', 'excerpt'] as const;

/** One Markdown file (front matter + body) as a post; a file missing a required field fails loudly at start. */
export function parsePost(fileName: string, raw: string): BlogPost {
  const { fields, body } = parseFrontMatter(raw);
  const missing = required.filter((field) => !fields[field]);
  if (missing.length > 0) throw new Error(`Blog post ${fileName} is missing ${missing.join(', ')}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date ?? ''))
    throw new Error(`Blog post ${fileName}: date is YYYY-MM-DD`);
  return {
    slug: fields.slug ?? '',
    title: fields.title ?? '',
    excerpt: fields.excerpt ?? '',
    publishedAt: fields.date ?? '',
    tags: splitList(fields.tags),
    author: fields.author || 'Thetix Team',
    readingTimeMinutes: readingTimeMinutes(body),
    markdown: body.trim(),
  };
}

const summarize = ({ markdown: _markdown, ...summary }: BlogPost): BlogPostSummary => summary;

const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) =>
  b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug);

/**
 * The local blog: Markdown files shipped with the app (keyed by file name). Posts dated after `today` stay hidden,
 * so an article can be merged ahead of its publication day.
 */
export function buildMarkdownBlog(files: Record<string, string>, today = () => new Date()): BlogPort {
  const all = Object.entries(files)
    .map(([fileName, raw]) => parsePost(fileName, raw))
    .sort(newestFirst);
  const published = () => {
    const date = today().toISOString().slice(0, 10);
    return all.filter((post) => post.publishedAt <= date);
  };

  return {
    listPosts: async ({ page, limit }) => {
      const posts = published();
      const start = (page - 1) * limit;
      return {
        posts: posts.slice(start, start + limit).map(summarize),
        hasMore: start + limit < posts.length,
      };
    },
    getPostBySlug: async (slug) => published().find((post) => post.slug === slug) ?? null,
    listRelatedPosts: async (post, limit) => {
      const shared = (other: BlogPostSummary) => other.tags.filter((tag) => post.tags.includes(tag)).length;
      return published()
        .filter((other) => other.slug !== post.slug)
        .map((other) => ({ other, score: shared(other) }))
        .sort((a, b) => b.score - a.score || newestFirst(a.other, b.other))
        .slice(0, limit)
        .map(({ other }) => summarize(other));
    },
  };
}
