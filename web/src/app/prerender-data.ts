import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { blogPostQueryOptions, relatedPostsQueryOptions } from '../features/blog/api/get-post';
import { blogPostsQueryOptions } from '../features/blog/api/get-posts';

/**
 * The blog reads its (bundled Markdown) posts through queries: the prerender fills them before rendering so the HTML
 * lists them (prerender.tsx), and the client fills them the same way before hydrating a blog page (start.tsx).
 */
export async function prefetchPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  if (pathname === paths.blog.root.getHref()) {
    await queryClient.prefetchInfiniteQuery(blogPostsQueryOptions());
    return;
  }
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  if (!slug) return;
  const post = await queryClient.fetchQuery(blogPostQueryOptions(decodeURIComponent(slug)));
  if (post) await queryClient.prefetchQuery(relatedPostsQueryOptions(post));
}
