import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/**
 * Only the public collection and card pages may be framed by other sites (spec part 3 §2, embeds); every other
 * page refuses, as CloudFront's response-header policies do (infra/lib/web-stack.ts).
 */
const EMBEDDABLE_PAGES = /^\/public\/(thetix|thetix-card)\/[^/]/;

/** As CloudFront's response-header policies send it (infra/lib/web-stack.ts). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The headers CloudFront's app policy adds to every answer, API ones included, for the local adapter to send
 * where the answer does not set its own (issue 20 item 7). HSTS is left out: locally everything is plain http.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
};

export function framingHeaders(pathname: string): Record<string, string> {
  return EMBEDDABLE_PAGES.test(pathname)
    ? { 'content-security-policy': 'frame-ancestors *' }
    : { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };
}

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  type: string;
  mtimeMs: number;
}

/**
 * The built SPA as CloudFront serves it: hashed assets cached for a year, index.html never cached, and any path
 * without a file extension answered with index.html so the client router can take it (history fallback), and
 * framing allowed for the public Thetix pages only (framingHeaders).
 */
export function buildStaticSite(root: string) {
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

  return {
    async serve(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
      if (!existsSync(join(root, 'index.html'))) {
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The web app is not built yet: run npm run build (npm start does it for you).');
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        pathname = '/';
      }
      const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
      let file = join(root, relative);
      if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html');
      const hasExtension = extname(relative) !== '';
      let entry = hasExtension ? await load(file) : undefined;
      if (!entry && hasExtension) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Not found');
        return;
      }
      const isIndex = !entry;
      entry ??= await load(join(root, 'index.html'));
      if (!entry) return;
      const immutable = !isIndex && relative.includes(`${sep}assets${sep}`);
      const headers: Record<string, string> = {
        'content-type': entry.type,
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': PERMISSIONS_POLICY,
        ...framingHeaders(pathname),
      };
      const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
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
