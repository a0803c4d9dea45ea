/**
 * The blog as the web app sees it (spec part 1 §7): a port, so the posts shipped in the repo (the local default)
 * and a headless content service (Ghost's Content API on AWS) are interchangeable behind the same queries.
 */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD) the post was published. */
  publishedAt: string;
  tags: string[];
  author: string;
  readingTimeMinutes: number;
}

export interface BlogPost extends BlogPostSummary {
  /** The post body as Markdown, rendered by `MarkdownContent` (never injected as HTML). */
  markdown: string;
}

export interface BlogPage {
  posts: BlogPostSummary[];
  hasMore: boolean;
}

export interface BlogPort {
  /** Newest first; `page` starts at 1. */
  listPosts(params: { page: number; limit: number }): Promise<BlogPage>;
  /** `null` when no post has this slug. */
  getPostBySlug(slug: string): Promise<BlogPost | null>;
  /** Posts sharing the most tags with the given one, newest first among equals; never the post itself. */
  listRelatedPosts(post: BlogPostSummary, limit: number): Promise<BlogPostSummary[]>;
}
