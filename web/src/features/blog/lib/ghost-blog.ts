import GhostContentAPI, { type GhostMakeRequest } from '@tryghost/content-api';
import * as z from 'zod';
import type { BlogPage, BlogPort, BlogPost, BlogPostSummary } from './blog-port';
import { htmlToMarkdown } from './html-to-markdown';
import { isSafeHref, readingTimeMinutes } from './markdown';

/** The Content API version the adapter speaks (Ghost 5 and later answer it). */
const GHOST_API_VERSION = 'v5.0';
/** Related posts are ranked by shared tags among this many recent posts: one request, no tag index needed. */
const RELATED_CANDIDATES = 30;

const ghostTagSchema = z.object({ name: z.string(), visibility: z.string().optional() });
const ghostPostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  custom_excerpt: z.string().nullish(),
  excerpt: z.string().nullish(),
  published_at: z.string().nullish(),
  reading_time: z.number().nullish(),
  html: z.string().nullish(),
  tags: z.array(ghostTagSchema).nullish(),
  primary_author: z.object({ name: z.string() }).nullish(),
});
type GhostPost = z.infer<typeof ghostPostSchema>;

const ghostMetaSchema = z.object({ pagination: z.object({ next: z.number().nullish() }) }).optional();

/** A browse answer is an array carrying `meta`; the client unwraps a lone post answered without meta. */
function parsePage(answer: unknown) {
  const posts = z.array(ghostPostSchema).parse(Array.isArray(answer) ? answer : [answer]);
  const meta = ghostMetaSchema.parse((answer as { meta?: unknown } | null)?.meta);
  return { posts, hasMore: Boolean(meta?.pagination.next) };
}

/** The library's own request function uses axios; the browser's fetch does the same job with no extra bundle. */
export const fetchGhostRequest =
  (fetchImpl: typeof fetch = globalThis.fetch): GhostMakeRequest =>
  async ({ url, params, headers }) => {
    const query = new URLSearchParams(
      Object.entries(params).map(([name, value]) => [name, [value].flat().join(',')]),
    );
    const response = await fetchImpl(`${url}?${query.toString()}`, { headers });
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      throw Object.assign(new Error(`Ghost answered HTTP ${response.status}`), {
        response: { status: response.status, data },
      });
    }
    return { data };
  };

const isNotFound = (error: unknown) =>
  (error as { response?: { status?: number } } | null)?.response?.status === 404 ||
  (error as { name?: string } | null)?.name === 'NotFoundError';

function toSummary(post: GhostPost): BlogPostSummary {
  const excerpt = post.custom_excerpt || post.excerpt || '';
  return {
    slug: post.slug,
    title: post.title,
    excerpt: excerpt.replace(/\s+/g, ' ').trim(),
    publishedAt: (post.published_at ?? '').slice(0, 10),
    // Ghost's internal tags (`#name`) organise the site; readers never see them.
    tags: (post.tags ?? []).filter((tag) => tag.visibility !== 'internal').map((tag) => tag.name),
    author: post.primary_author?.name || 'Thetix Team',
    readingTimeMinutes: Math.max(1, post.reading_time ?? 1),
  };
}

function toPost(post: GhostPost): BlogPost {
  const markdown = htmlToMarkdown(post.html ?? '', isSafeHref);
  const summary = toSummary(post);
  return {
    ...summary,
    readingTimeMinutes: post.reading_time ? summary.readingTimeMinutes : readingTimeMinutes(markdown),
    markdown,
  };
}

/**
 * The blog from a Ghost site's Content API (spec part 1 §7), chosen when the runtime config names one
 * (blog-source.ts). `makeRequest` is injected so tests answer without a network; the browser uses fetch.
 */
export function buildGhostBlog(options: {
  url: string;
  contentKey: string;
  makeRequest?: GhostMakeRequest;
}): BlogPort {
  const ghost = GhostContentAPI({
    url: options.url,
    key: options.contentKey,
    version: GHOST_API_VERSION,
    userAgent: false, // browsers refuse to set User-Agent; the header would only cost a CORS preflight entry
    makeRequest: options.makeRequest ?? fetchGhostRequest(),
  });
  const browse = async (params: Record<string, string | number>) =>
    parsePage(await ghost.posts.browse({ include: 'tags,authors', order: 'published_at DESC', ...params }));

  return {
    async listPosts({ page, limit }): Promise<BlogPage> {
      const { posts, hasMore } = await browse({ page, limit });
      return { posts: posts.map(toSummary), hasMore };
    },

    async getPostBySlug(slug) {
      try {
        const post = await ghost.posts.read({ slug }, { include: 'tags,authors', formats: 'html' });
        return toPost(ghostPostSchema.parse(post));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async listRelatedPosts(post, limit) {
      const candidates = (await browse({ limit: RELATED_CANDIDATES })).posts.map(toSummary);
      const shared = (other: BlogPostSummary) => other.tags.filter((tag) => post.tags.includes(tag)).length;
      return candidates
        .filter((other) => other.slug !== post.slug)
        .map((other, index) => ({ other, score: shared(other), index }))
        .sort((a, b) => b.score - a.score || a.index - b.index)
        .slice(0, limit)
        .map(({ other }) => other);
    },
  };
}
