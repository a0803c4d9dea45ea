import { describe, expect, it } from 'vitest';
import { buildMarkdownBlog, parsePost } from './markdown-blog';

const createPostFile = (overrides: { slug: string; date?: string; tags?: string; title?: string }) =>
  [
    '---',
    `title: ${overrides.title ?? `Post ${overrides.slug}`}`,
    `slug: ${overrides.slug}`,
    `date: ${overrides.date ?? '2026-10-01'}`,
    'excerpt: An excerpt.',
    `tags: ${overrides.tags ?? 'Basics'}`,
    '---',
    'Body text.',
  ].join('\n');

const today = () => new Date('2026-11-23T12:00:00Z');

describe('parsePost', () => {
  it('reads the front matter, defaults the author and computes the reading time', () => {
    // Act
    const post = parsePost('a.md', createPostFile({ slug: 'a', tags: 'Risk, Taxes' }));

    // Assess
    expect(post).toEqual({
      slug: 'a',
      title: 'Post a',
      excerpt: 'An excerpt.',
      publishedAt: '2026-10-01',
      tags: ['Risk', 'Taxes'],
      author: 'Thetix Team',
      readingTimeMinutes: 1,
      markdown: 'Body text.',
    });
  });

  it('names the file and the missing fields', () => {
    expect(() => parsePost('broken.md', '---\ntitle: T\n---\nBody')).toThrow(
      'Blog post broken.md is missing slug, date, excerpt',
    );
  });
});

describe('buildMarkdownBlog', () => {
  const files = Object.fromEntries(
    Array.from({ length: 14 }, (_, index) => {
      const day = String(index + 1).padStart(2, '0');
      return [`p${day}.md`, createPostFile({ slug: `p${day}`, date: `2026-10-${day}` })];
    }),
  );

  it('pages newest first and says whether more posts follow', async () => {
    // Prepare
    const blog = buildMarkdownBlog(files, today);

    // Act
    const first = await blog.listPosts({ page: 1, limit: 12 });
    const second = await blog.listPosts({ page: 2, limit: 12 });

    // Assess
    expect(first.posts.map((post) => post.slug).slice(0, 2)).toEqual(['p14', 'p13']);
    expect(first.posts).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(second.posts.map((post) => post.slug)).toEqual(['p02', 'p01']);
    expect(second.hasMore).toBe(false);
    expect(first.posts[0]).not.toHaveProperty('markdown');
  });

  it('hides posts dated after today and answers null for an unknown slug', async () => {
    // Prepare
    const blog = buildMarkdownBlog(
      { 'later.md': createPostFile({ slug: 'later', date: '2026-12-01' }) },
      today,
    );

    // Act
    const [page, later, missing] = await Promise.all([
      blog.listPosts({ page: 1, limit: 12 }),
      blog.getPostBySlug('later'),
      blog.getPostBySlug('missing'),
    ]);

    // Assess
    expect(page.posts).toEqual([]);
    expect(later).toBeNull();
    expect(missing).toBeNull();
  });

  it('relates posts by shared tags, then recency, never the post itself', async () => {
    // Prepare
    const blog = buildMarkdownBlog(
      {
        'main.md': createPostFile({ slug: 'main', tags: 'Rolling, Risk', date: '2026-10-10' }),
        'both.md': createPostFile({ slug: 'both', tags: 'Risk, Rolling', date: '2026-10-01' }),
        'one-old.md': createPostFile({ slug: 'one-old', tags: 'Risk', date: '2026-10-02' }),
        'one-new.md': createPostFile({ slug: 'one-new', tags: 'Rolling', date: '2026-10-05' }),
        'none.md': createPostFile({ slug: 'none', tags: 'Taxes', date: '2026-10-09' }),
      },
      today,
    );
    const main = await blog.getPostBySlug('main');

    // Act
    const related = await blog.listRelatedPosts(main!, 3);

    // Assess
    expect(related.map((post) => post.slug)).toEqual(['both', 'one-new', 'one-old']);
  });
});
