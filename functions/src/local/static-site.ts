import { withPageHead, type PageHead } from '@thetix/shared/site/page-head';
import { absoluteSocialTags } from '@thetix/shared/site/social-tags';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, posix, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  isEmbeddablePage,
  PERMISSIONS_POLICY,
} from '@thetix/shared/security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

export { PERMISSIONS_POLICY };

/** What the local pages' policy allows besides the site's own origin (cognito-local's address, a Ghost blog). */
export interface SiteSources {
  readonly connectSources?: readonly string[];
  /** The public origin (APP_BASE_URL): pages are served with absolute social tags on it, as crawlers need. */
  readonly publicOrigin?: string;
  /** A public card's or collection's own title and description (thetix/public-page.ts), for its served head. */
  readonly pageHead?: (pathname: string) => Promise<PageHead | undefined>;
}

/**
 * The headers CloudFront's policies add to every API answer (infra/lib/web-stack.ts, the API policy), for the local
 * adapter to send where the answer does not set its own (issue 20 item 7): a JSON answer loads nothing and is framed
 * by nobody. HSTS is left out: locally everything is plain http.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
};

/**
 * A page's framing and content policy, as CloudFront's app and embeddable policies send them: only the public
 * collection and card pages may be framed by other sites (spec part 3 §2, embeds), without X-Frame-Options; every
 * other page refuses.
 */
export function pageSecurityHeaders(pathname: string, sources: SiteSources = {}): Record<string, string> {
  const embeddable = isEmbeddablePage(pathname);
  const policy = contentSecurityPolicy({
    connectSources: sources.connectSources ?? [],
    frameAncestors: embeddable ? '*' : "'none'",
  });
  return embeddable
    ? { 'content-security-policy': policy }
    : { 'content-security-policy': policy, 'x-frame-options': 'DENY' };
}

/**
 * The path a request is served as: percent-decoded, then normalised (`..` and `.` resolved, never above the root). A
 * path that does not decode is the root. Framing is decided on this path too (pageSecurityHeaders).
 */
export function servedPath(url: URL): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return '/';
  }
  // An absolute path normalises to one under the root: `/a/../../b` is `/b`.
  return posix.normalize(`/${decoded}`);
}

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  mtimeMs: number;
}

/** Where the web build writes its prerendered public pages (web/scripts/prerender.ts). */
export const PRERENDER_DIR = 'prerendered';

/**
 * The built SPA as CloudFront serves it: hashed assets cached for a year, index.html never cached, and any path
 * without a file extension answered with its prerendered page when the build made one (PRERENDER_DIR), else with
 * index.html so the client router can take it (history fallback), and
 * the security headers of CloudFront's policies: a strict Content-Security-Policy, framing allowed for the public
 * Thetix pages only (pageSecurityHeaders).
 */
export function buildStaticSite(root: string, sources: SiteSources = {}) {
  const cache = new Map<string, CachedFile>();

  const load = async (file: string): Promise<CachedFile | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(file);
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const compressible = /text|javascript|json|svg|xml/.test(type) && body.length > 1024;
    const entry = { body, type, mtimeMs: info.mtimeMs, ...(compressible ? { gzip: gzipSync(body) } : {}) };
    cache.set(file, entry);
    return entry;
  };

  /** A public page the build prerendered (web/scripts/prerender.ts): `/blog` -> prerendered/blog/index.html. */
  const prerenderedRoot = join(root, PRERENDER_DIR);
  const loadPrerendered = async (relative: string): Promise<CachedFile | undefined> => {
    const file = join(prerenderedRoot, relative, 'index.html');
    return file.startsWith(prerenderedRoot + sep) ? load(file) : undefined;
  };

  return {
    async serve(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
      if (!existsSync(join(root, 'index.html'))) {
        response.writeHead(503, {
          ...BASELINE_SECURITY_HEADERS,
          'content-type': 'text/plain; charset=utf-8',
        });
        response.end('The web app is not built yet: run npm run build (npm start does it for you).');
        return;
      }
      // One normalised path decides what is served and how it may be framed: an encoded `../` (`%2f`) that decodes
      // out of a public Thetix page must not lend that page's `frame-ancestors *` to the page it lands on.
      const relative = servedPath(url);
      let file = join(root, relative);
      if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html');
      const hasExtension = extname(relative) !== '';
      let entry = hasExtension ? await load(file) : undefined;
      if (!entry && hasExtension) {
        response.writeHead(404, {
          ...BASELINE_SECURITY_HEADERS,
          'content-type': 'text/plain; charset=utf-8',
        });
        response.end('Not found');
        return;
      }
      const isIndex = !entry;
      entry ??= (await loadPrerendered(relative)) ?? (await load(join(root, 'index.html')));
      if (!entry) return;
      const immutable = !isIndex && relative.includes(`${sep}assets${sep}`);
      const headers: Record<string, string> = {
        'content-type': entry.type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': PERMISSIONS_POLICY,
        ...pageSecurityHeaders(relative, sources),
      };
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      if (entry.type.startsWith('text/html') && sources.publicOrigin) {
        // Absolute og:image and og:url for link previews (shared/src/site/social-tags.ts), per page, and a public
        // card's or collection's own title and description, as the API's page routes serve them in AWS.
        const head = isEmbeddablePage(relative) ? await sources.pageHead?.(relative) : undefined;
        const page = entry.body.toString('utf8');
        const html = Buffer.from(
          absoluteSocialTags(head ? withPageHead(page, head) : page, sources.publicOrigin, relative),
          'utf8',
        );
        if (acceptsGzip) {
          headers['content-encoding'] = 'gzip';
          headers.vary = 'accept-encoding';
        }
        response.writeHead(200, headers);
        response.end(request.method === 'HEAD' ? undefined : acceptsGzip ? gzipSync(html) : html);
        return;
      }
      if (entry.gzip && acceptsGzip) {
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
        response.writeHead(200, headers);
        response.end(request.method === 'HEAD' ? undefined : entry.gzip);
        return;
      }
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : entry.body);
    },
  };
}
