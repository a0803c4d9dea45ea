import type { GhostRequest } from '@tryghost/content-api';
import { describe, expect, it } from 'vitest';
import { buildGhostBlog, fetchGhostRequest } from './ghost-blog';

const URL_BASE = 'https://blog.example.com';
const KEY = '0123456789abcdef0123456789';

const createGhostPost = (overrides: Record<string, unknown> = {}) => ({
  id: '1',
  slug: 'what-is-a-covered-call',
  title: 'What is a covered call?',
  custom_excerpt: null,
  excerpt: 'Sell a call  on shares\nyou own.',
  published_at: '2026-03-02T09:00:00.000+00:00',
  reading_time: 4,
  html: '<p>Hello <strong>world</strong></p>',
  tags: [
    { name: 'Basics', visibility: 'public' },
    { name: '#hero', visibility: 'internal' },
  ],
  primary_author: { name: 'Dana' },
  ...overrides,
});

/** A stand-in for Ghost: records each request and answers with `respond`. */
function fakeGhost(respond: (request: GhostRequest) => unknown) {
  const requests: GhostRequest[] = [];
  const makeRequest = async (request: GhostRequest) => {
    requests.push(request);
    return { data: respond(request) };
  };
  return { requests, blog: buildGhostBlog({ url: URL_BASE, contentKey: KEY, makeRequest }) };
}

describe('the Ghost blog adapter', () => {
  it('lists a page of posts newest first with tags, author and whether more follow', async () => {
    // Prepare
    const ghost = fakeGhost(() => ({
      posts: [createGhostPost()],
      meta: { pagination: { page: 1, limit: 12, pages: 2, next: 2 } },
    }));

    // Act
    const page = await ghost.blog.listPosts({ page: 1, limit: 12 });

    // Assess
    expect(ghost.requests[0]).toMatchObject({
      url: `${URL_BASE}/ghost/api/content/posts/`,
      method: 'get',
      params: { key: KEY, page: 1, limit: 12, include: 'tags,authors', order: 'published_at DESC' },
      headers: { 'Accept-Version': 'v5.0' },
    });
    expect(page).toEqual({
      posts: [
        {
          slug: 'what-is-a-covered-call',
          title: 'What is a covered call?',
          excerpt: 'Sell a call on shares you own.',
          publishedAt: '2026-03-02',
          tags: ['Basics'],
          author: 'Dana',
          readingTimeMinutes: 4,
        },
      ],
      hasMore: true,
    });
  });

  it('reads a post by slug with its HTML turned into Markdown', async () => {
    const ghost = fakeGhost(() => ({ posts: [createGhostPost({ custom_excerpt: 'Custom.' })] }));

    const post = await ghost.blog.getPostBySlug('what-is-a-covered-call');

    expect(ghost.requests[0]?.url).toBe(`${URL_BASE}/ghost/api/content/posts/slug/what-is-a-covered-call/`);
    expect(ghost.requests[0]?.params).toMatchObject({ formats: 'html', include: 'tags,authors' });
    expect(post).toMatchObject({ excerpt: 'Custom.', markdown: 'Hello **world**', readingTimeMinutes: 4 });
  });

  it('answers null for a slug Ghost does not know', async () => {
    const blog = buildGhostBlog({
      url: URL_BASE,
      contentKey: KEY,
      makeRequest: fetchGhostRequest(async () =>
        Response.json({ errors: [{ message: 'Post not found.', type: 'NotFoundError' }] }, { status: 404 }),
      ),
    });

    expect(await blog.getPostBySlug('gone')).toBeNull();
  });

  it('passes other failures on, so the page can show its fallback', async () => {
    const blog = buildGhostBlog({
      url: URL_BASE,
      contentKey: KEY,
      makeRequest: fetchGhostRequest(async () => new Response('bad gateway', { status: 502 })),
    });

    await expect(blog.listPosts({ page: 1, limit: 12 })).rejects.toThrow('Ghost answered HTTP 502');
  });

  it('ranks related posts by shared tags, never the post itself', async () => {
    const ghost = fakeGhost(() => ({
      posts: [
        createGhostPost(),
        createGhostPost({ slug: 'taxes', tags: [{ name: 'Taxes' }] }),
        createGhostPost({ slug: 'rolling', tags: [{ name: 'Basics' }, { name: 'Rolling' }] }),
      ],
      meta: { pagination: { next: null } },
    }));
    const post = { ...(await ghost.blog.listPosts({ page: 1, limit: 3 })).posts[0]! };

    const related = await ghost.blog.listRelatedPosts(post, 3);

    expect(related.map((other) => other.slug)).toEqual(['rolling', 'taxes']);
  });

  it('sends the query the way the Content API reads it, through fetch', async () => {
    const urls: string[] = [];
    const request = fetchGhostRequest(async (input) => {
      urls.push(String(input));
      return Response.json({ posts: [] });
    });

    await request({
      url: `${URL_BASE}/ghost/api/content/posts/`,
      method: 'get',
      params: { key: KEY, limit: 3 },
      headers: {},
    });

    expect(urls).toEqual([`${URL_BASE}/ghost/api/content/posts/?key=${KEY}&limit=3`]);
  });
});
