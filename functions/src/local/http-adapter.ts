import { apiRoutes, routeKey, type RouteDefinition } from '@thetix/shared/api-routes';
import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import { VIEWER_HOST_HEADER } from '@thetix/shared/contracts/system';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorFields, type Logger } from '../platform/logger';
import { lambdaContext, loadHandler } from './lambda-runtime';
import { BASELINE_SECURITY_HEADERS, buildStaticSite, type SiteSources } from './static-site';

/** API Gateway's payload limit for Lambda proxy integrations is 6 MB (Lambda's synchronous limit). */
const MAX_BODY_BYTES = 6 * 1024 * 1024;

export interface CompiledRoute {
  route: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

export function compileRoute(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * A matched route with its decoded path parameters, or with the parameter whose percent-escapes do not decode
 * (`%ZZ`, a lone `%`, a cut UTF-8 sequence, an overlong `%C0%AE`, `%uFFFF`): that is the client's mistake, a 400.
 */
export type RouteMatch =
  | { route: RouteDefinition; params: Record<string, string>; malformed?: undefined }
  | { route: RouteDefinition; params?: undefined; malformed: { name: string; raw: string } };

/** The route API Gateway would pick: an exact path beats a templated one, as in HTTP APIs. */
export function matchRoute(compiled: CompiledRoute[], method: string, path: string): RouteMatch | undefined {
  const candidates = compiled
    .filter((entry) => entry.route.method === method)
    .map((entry) => ({ entry, match: entry.pattern.exec(path) }))
    .filter((candidate) => candidate.match)
    .sort((a, b) => a.entry.names.length - b.entry.names.length);
  const best = candidates[0];
  if (!best?.match) return undefined;
  const params: Record<string, string> = {};
  for (const [index, name] of best.entry.names.entries()) {
    const raw = best.match[index + 1] ?? '';
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      return { route: best.entry.route, malformed: { name, raw } };
    }
  }
  return { route: best.entry.route, params };
}

/** The 400 body for a path parameter that is not valid percent-encoding; the raw text is cut so a huge one stays small. */
export function malformedPathMessage(malformed: { name: string; raw: string }): string {
  const shown = malformed.raw.length > 100 ? `${malformed.raw.slice(0, 100)}...` : malformed.raw;
  return `Path parameter {${malformed.name}} is not valid percent-encoding (UTF-8): ${shown}`;
}

/** Builds the API Gateway HTTP API (payload 2.0) event the deployed Lambda would receive. */
export function toHttpApiEvent(options: {
  request: IncomingMessage;
  url: URL;
  body: Buffer;
  route: RouteDefinition;
  params: Record<string, string>;
}): APIGatewayProxyEventV2 {
  const { request, url, body, route } = options;
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies.push(
        ...String(value)
          .split(';')
          .map((part) => part.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // The adapter is the proxy in front of the API locally, as CloudFront is in AWS (infra/lib/web-stack.ts): it says
  // which host the browser used and never passes on a value the client sent (the Origin check trusts it).
  delete headers[VIEWER_HOST_HEADER];
  if (headers.host) headers[VIEWER_HOST_HEADER] = headers.host;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const now = new Date();
  const textual = /json|text|xml|form-urlencoded/.test(headers['content-type'] ?? 'application/json');
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(options.params).length ? { pathParameters: options.params } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: routeKey(route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !textual,
  };
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    ...BASELINE_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

/** Answers at least this large are compressed when the client accepts it (issue 19 item 3), as CloudFront does. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, then gzip, else none. A coding the client
 * marks `q=0` is refused.
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([coding]) => coding)
      .map(([coding, ...params]) => {
        const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
        return [coding!.toLowerCase(), quality ? Number(quality.slice(2)) : 1] as const;
      }),
  );
  for (const coding of ['br', 'gzip'] as const) if ((accepted.get(coding) ?? 0) > 0) return coding;
  return undefined;
}

function writeLambdaResponse(
  request: IncomingMessage,
  response: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
) {
  // The Lambda's own headers win (a connect page sets a stricter CSP); the baseline fills in the rest, as CloudFront does.
  const headers: Record<string, string | string[]> = { ...BASELINE_SECURITY_HEADERS };
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const raw = result.body ?? '';
  let body = result.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding && body.length >= COMPRESS_MIN_BYTES && !headers['content-encoding']) {
    body =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(body);
    headers['content-encoding'] = encoding;
    headers['vary'] = headers['vary'] ? `${String(headers['vary'])}, Accept-Encoding` : 'Accept-Encoding';
  }
  headers['content-length'] = String(body.length);
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

/**
 * The body, or undefined when it is over the limit. An oversized body is still read to its end (and dropped):
 * leaving the loop early destroyed the request and with it the socket, so a keep-alive client saw its next request
 * reset instead of the 413 (issue 20, item 3).
 */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks);
}

/**
 * The origins the local pages call besides their own, for their Content-Security-Policy's connect-src: cognito-local
 * (the SPA signs in there, on a port of its own) and a Ghost blog when one is configured. In AWS the web stack lists
 * Cognito's and the hosted UI's addresses instead.
 */
export function pageConnectSources(config: RuntimeConfig): string[] {
  return [config.userPoolEndpoint, config.ghost?.url].flatMap((address) =>
    address ? [new URL(address).origin] : [],
  );
}

/** The methods the route table serves on a path (whatever its parameters hold), in a stable order. */
export function allowedMethods(compiled: CompiledRoute[], path: string): string[] {
  const methods = new Set(
    compiled.filter((entry) => entry.pattern.test(path)).map((entry) => entry.route.method),
  );
  return (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) => methods.has(method));
}

/**
 * OPTIONS on an API path: 204 with the path's methods in `Allow` when a route serves it, 404 when none does. The app
 * and its API share one origin, so no CORS: a preflight from another origin gets no `Access-Control-Allow-*`
 * header and the browser refuses the call it asked about (issue 20 item 7).
 */
function answerOptions(response: ServerResponse, methods: string[], pathname: string) {
  if (!methods.length) {
    sendJson(response, 404, { message: `No route for OPTIONS ${pathname}`, code: 'NOT_FOUND' });
    return;
  }
  response.writeHead(204, {
    ...BASELINE_SECURITY_HEADERS,
    allow: [...methods, 'OPTIONS'].join(', '),
    'cache-control': 'no-store',
  });
  response.end();
}

/**
 * The local stand-in for CloudFront + API Gateway: `/api/*` becomes an HTTP API v2 event for the very Lambda
 * module CDK deploys for that route; `/config.json` is the runtime configuration; everything else is the built SPA
 * with history fallback.
 */
export function startHttpAdapter(options: {
  port: number;
  webDist: string;
  runtimeConfig: RuntimeConfig;
  logger: Logger;
  /** The public origin social tags are made absolute on (APP_BASE_URL). */
  publicOrigin?: string;
  /** A public page's own head (thetix/http.ts `servedPageHead`). */
  pageHead?: SiteSources['pageHead'];
  /** Pages only the local runtime serves (the Google stand-in, google-stand-in.ts); true when it answered. */
  localPages?: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;
}): Promise<Server> {
  const compiled = apiRoutes.map(compileRoute);
  const site = buildStaticSite(options.webDist, {
    connectSources: pageConnectSources(options.runtimeConfig),
    ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
    ...(options.pageHead ? { pageHead: options.pageHead } : {}),
  });
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      if (url.pathname === '/config.json') {
        sendJson(response, 200, options.runtimeConfig);
        return;
      }
      if (options.localPages && (await options.localPages(request, response, url))) return;
      // CloudFront sends /api/* and /auth/* (Google sign-in) to API Gateway, everything else to the site.
      if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/auth/')) {
        await site.serve(request, response, url);
        return;
      }
      if (method === 'OPTIONS') {
        answerOptions(response, allowedMethods(compiled, url.pathname), url.pathname);
        return;
      }
      const matched = matchRoute(compiled, method, url.pathname);
      if (!matched) {
        sendJson(response, 404, { message: `No route for ${method} ${url.pathname}`, code: 'NOT_FOUND' });
        return;
      }
      const body = await readBody(request);
      if (!body) {
        sendJson(response, 413, { message: 'Request body is larger than 6 MB', code: 'BAD_REQUEST' });
        return;
      }
      if (matched.malformed) {
        sendJson(response, 400, { message: malformedPathMessage(matched.malformed), code: 'BAD_REQUEST' });
        return;
      }
      const event = toHttpApiEvent({ request, url, body, route: matched.route, params: matched.params });
      const handler = await loadHandler(`${matched.route.lambda}/http.ts`);
      const result = (await handler(
        event,
        lambdaContext(`thetix-${matched.route.lambda}`, 29),
      )) as APIGatewayProxyStructuredResultV2;
      writeLambdaResponse(request, response, result);
    } catch (error) {
      options.logger.error('local adapter failed', errorFields(error));
      if (!response.headersSent)
        sendJson(response, 502, { message: 'Internal server error', code: 'INTERNAL' });
      else response.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve(server));
  });
}
