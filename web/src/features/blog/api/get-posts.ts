import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useBlog } from '../hooks/use-blog';
import { markdownBlog } from '../lib/blog-source';
import type { BlogPage, BlogPort } from '../lib/blog-port';

/** Spec part 1 §9: 12 posts a page. */
export const BLOG_PAGE_SIZE = 12;

/** A failing source shows the empty state ('No blog posts found.'), never an error page (spec part 1 §8). */
async function listPostsOrEmpty(port: BlogPort, page: number): Promise<BlogPage> {
  try {
    return await port.listPosts({ page, limit: BLOG_PAGE_SIZE });
  } catch {
    return { posts: [], hasMore: false };
  }
}

export const blogPostsQueryOptions = (port: BlogPort = markdownBlog) =>
  infiniteQueryOptions({
    queryKey: ['blog', 'posts'],
    queryFn: ({ pageParam }) => listPostsOrEmpty(port, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 5 * 60_000,
  });

export const useBlogPosts = () => useInfiniteQuery(blogPostsQueryOptions(useBlog()));
