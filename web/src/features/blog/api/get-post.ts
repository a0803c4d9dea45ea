import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBlog } from '../hooks/use-blog';
import { markdownBlog } from '../lib/blog-source';
import type { BlogPort, BlogPostSummary } from '../lib/blog-port';

/** Spec part 1 §9: up to 3 related posts; a post is fresh for 10 min, its related list for 15. */
const RELATED_POSTS = 3;

export const blogPostQueryOptions = (slug: string, port: BlogPort = markdownBlog) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => port.getPostBySlug(slug),
    staleTime: 10 * 60_000,
    // A missing post is an answer (null), not a failure, so only real errors are retried, twice.
    retry: 2,
    meta: { suppressErrorToast: true },
  });

export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug, useBlog()));

export const relatedPostsQueryOptions = (post: BlogPostSummary, port: BlogPort = markdownBlog) =>
  queryOptions({
    queryKey: ['blog', 'related', post.slug],
    queryFn: async () => {
      try {
        return await port.listRelatedPosts(post, RELATED_POSTS);
      } catch {
        return [];
      }
    },
    staleTime: 15 * 60_000,
  });

export const useRelatedPosts = (post: BlogPostSummary) => useQuery(relatedPostsQueryOptions(post, useBlog()));
