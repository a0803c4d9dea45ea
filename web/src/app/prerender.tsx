import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageMeta, type PageMeta } from '../config/page-meta';
import { paths } from '../config/paths';
import { markdownBlog } from '../features/blog/lib/blog-source';
import { PRERENDERED_GLOBAL_ATTRIBUTE, PRERENDERED_STYLES_ATTRIBUTE } from '../lib/emotion-cache';
import { createQueryClient } from '../lib/query-client';
import { prerenderConfig } from './prerender-config';
import { prefetchPageData } from './prerender-data';
import { AppProvider } from './provider';
import type { RouteHandle } from './route-handle';
import { appRoutes } from './router';

/**
 * The server entry of the build-time prerender (web/scripts/prerender.ts): the public pages rendered to HTML with
 * the app's own route table, shells and Chakra styles (as style sheets for the head, `emotionStyleTags`), so a
 * visitor sees the page before any JavaScript runs. The client then hydrates it (app/start.tsx).
 */

/** The public pages written as HTML at build time: the landing, /thetix, the blog with its posts and the legal pages. */
export async function prerenderedPaths(): Promise<string[]> {
  const posts: string[] = [];
  for (let page = 1, more = true; more; page++) {
    const result = await markdownBlog.listPosts({ page, limit: 50 });
    posts.push(...result.posts.map((post) => paths.blog.post.getHref(post.slug)));
    more = result.hasMore;
  }
  return [
    paths.home.getHref(),
    paths.thetixLanding.getHref(),
    paths.blog.root.getHref(),
    ...posts,
    paths.legal.terms.getHref(),
    paths.legal.privacy.getHref(),
    paths.legal.disclaimer.getHref(),
  ];
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface PrerenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page's styles as `<style>` elements for the head (`emotionStyleTags`). */
  styles: string;
  /** The page's title and description (config/page-meta.ts), as DocumentMeta sets them once the app runs. */
  meta: PageMeta;
}

/** One public page as a signed-out visitor first sees it. */
export async function prerenderPage(pathname: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} when prerendered`);
  if (context.errors)
    throw new Error(`${pathname} failed when prerendered: ${JSON.stringify(context.errors)}`);
  await prefetchPageData(queryClient, pathname);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Emotion in compat mode keeps each style's rules in the cache instead of writing a <style> beside its element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider config={prerenderConfig} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const family =
    context.matches
      .map((match) => (match.route.handle as RouteHandle | undefined)?.meta)
      .filter((meta) => meta !== undefined)
      .at(-1) ?? 'landing';
  queryClient.clear();
  const html = await readStream(prelude);
  return { html, styles: emotionStyleTags(cache), meta: pageMeta[family] };
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The styles a page's render put in the cache, as the head's `<style>` elements (decision 212; lib/emotion-cache.ts):
 * each of Chakra's two global styles (its layer order; its reset, global CSS and tokens) in a sheet of its own
 * followed by the empty placeholder Emotion's <Global> rehydrates (`data-emotion="css-global <name>"`), then the
 * component and keyframe rules in one sheet naming every style it holds (`data-prerendered-styles="<name> ..."`),
 * which the client's cache counts as inserted. One sheet in the head instead of one per element; the client writes
 * none of these rules again and moves no sheet that has rules (`<Global>` moves its empty placeholder; `data-s`
 * keeps Emotion from moving the placeholders when it loads).
 */
export function emotionStyleTags(cache: EmotionCache): string {
  const scoped: string[] = [];
  const scopedRules: string[] = [];
  const globals: string[] = [];
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || rules === '') continue;
    // Emotion's prefixer writes a keyframes style as `@-webkit-keyframes` then `@keyframes`.
    if (rules.includes(`.${cache.key}-${name}`) || /^@(-webkit-)?keyframes /.test(rules)) {
      scoped.push(name);
      scopedRules.push(rules);
    } else {
      globals.push(
        `<style ${PRERENDERED_GLOBAL_ATTRIBUTE}="${name}">${escapeStyle(rules)}</style>` +
          `<style data-emotion="${cache.key}-global ${name}" data-s=""></style>`,
      );
    }
  }
  const block = scoped.length
    ? `<style ${PRERENDERED_STYLES_ATTRIBUTE}="${scoped.join(' ')}">${escapeStyle(scopedRules.join(''))}</style>`
    : '';
  return [...globals, block].join('');
}
