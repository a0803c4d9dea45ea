import type { BlogPort } from './blog-port';
import { buildMarkdownBlog } from './markdown-blog';

// Bundled at build time: the posts are part of the marketing chunk, no request needed.
const files = import.meta.glob<string>('../posts/*.md', { query: '?raw', import: 'default', eager: true });

/**
 * The blog the app reads. Today the Markdown posts in `../posts`; a Ghost Content API adapter implementing
 * `BlogPort` can replace it here without touching the queries or pages.
 */
export const blog: BlogPort = buildMarkdownBlog(files);
