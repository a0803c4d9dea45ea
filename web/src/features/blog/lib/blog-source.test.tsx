import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../testing/render-markdown';
import { blogFor, markdownBlog as blog } from './blog-source';

describe('the posts shipped with the app', () => {
  it('all render, have unique slugs and link only to posts that exist', async () => {
    // Act
    const { posts } = await blog.listPosts({ page: 1, limit: 100 });
    const bodies = await Promise.all(posts.map((post) => blog.getPostBySlug(post.slug)));

    // Assess
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    const slugs = new Set(posts.map((post) => `/blog/${post.slug}`));
    const rendered = bodies.map((post) => renderMarkdown(post?.markdown ?? ''));
    expect(rendered.every(({ html }) => /<h2[^>]*id="[a-z0-9-]+"/.test(html))).toBe(true);
    const internalLinks = rendered.flatMap(({ links }) => links).filter((href) => href.startsWith('/'));
    expect(internalLinks.length).toBeGreaterThan(0);
    expect(internalLinks.filter((href) => !slugs.has(href))).toEqual([]);
  });
});

describe('the blog a stage reads', () => {
  it('is the shipped Markdown without a Ghost site, and one Ghost adapter per configured site', () => {
    const ghost = { url: 'https://blog.example.com', contentKey: '0123456789abcdef0123456789' };
    expect(blogFor(undefined)).toBe(blog);
    expect(blogFor(ghost)).not.toBe(blog);
    expect(blogFor({ ...ghost })).toBe(blogFor(ghost));
  });
});
