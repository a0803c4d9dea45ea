import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import type { BlogPort } from './blog-port';
import { buildMarkdownBlog } from './markdown-blog';

// Bundled at build time: the posts are part of the blog chunk, no request needed.
const files = import.meta.glob<string>('../posts/*.md', { query: '?raw', import: 'default', eager: true });

/** The Markdown posts in `../posts`: the local default and the blog of any stage without a Ghost site. */
export const markdownBlog: BlogPort = buildMarkdownBlog(files);

/**
 * The Ghost adapter and its client are fetched only when the stage has a Ghost site, so the default build never
 * downloads them; each call waits for the one shared instance.
 */
export function lazyGhostBlog(ghost: NonNullable<RuntimeConfig['ghost']>): BlogPort {
  let port: Promise<BlogPort> | undefined;
  const load = () =>
    (port ??= import('./ghost-blog').then(({ buildGhostBlog }) =>
      buildGhostBlog({ url: ghost.url, contentKey: ghost.contentKey }),
    ));
  return {
    listPosts: async (params) => (await load()).listPosts(params),
    getPostBySlug: async (slug) => (await load()).getPostBySlug(slug),
    listRelatedPosts: async (post, limit) => (await load()).listRelatedPosts(post, limit),
  };
}

const ghostBlogs = new Map<string, BlogPort>();

/** The blog the runtime config names: Ghost's Content API when `ghost` is set, else the shipped Markdown posts. */
export function blogFor(ghost: RuntimeConfig['ghost']): BlogPort {
  if (!ghost) return markdownBlog;
  const key = `${ghost.url} ${ghost.contentKey}`;
  let port = ghostBlogs.get(key);
  if (!port) {
    port = lazyGhostBlog(ghost);
    ghostBlogs.set(key, port);
  }
  return port;
}
