import type { Context } from 'aws-lambda';
import type { HttpDependencies, HttpEvent } from '../http/http-types';
import { fixedClock } from '../platform/clock';
import { createLogger } from '../platform/logger';

/** An API Gateway HTTP API v2 event; override what the test is about. */
export function createHttpEvent(
  overrides: {
    method?: string;
    path?: string;
    routeKey?: string;
    headers?: Record<string, string>;
    cookies?: string[];
    query?: Record<string, string>;
    params?: Record<string, string>;
    body?: unknown;
  } = {},
): HttpEvent {
  const method = overrides.method ?? 'GET';
  const path = overrides.path ?? '/api/test';
  return {
    version: '2.0',
    routeKey: overrides.routeKey ?? `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...overrides.headers },
    ...(overrides.cookies ? { cookies: overrides.cookies } : {}),
    ...(overrides.query ? { queryStringParameters: overrides.query } : {}),
    ...(overrides.params ? { pathParameters: overrides.params } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: '22/Nov/2026:10:00:00 +0000',
      timeEpoch: 0,
    },
    ...(overrides.body === undefined
      ? {}
      : { body: typeof overrides.body === 'string' ? overrides.body : JSON.stringify(overrides.body) }),
    isBase64Encoded: false,
  };
}

export function createLambdaContext(): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:test',
    memoryLimitInMB: '128',
    awsRequestId: 'aws-req',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export const NOW = '2026-11-22T15:00:00.000Z';
export const TEST_XSRF_SECRET = 'test-xsrf-secret-'.padEnd(48, 'k');
/** The site's origin in unit tests (the configured one; the request's own host is allowed too). */
export const TEST_ORIGIN = 'https://thetix.test';

/** Middleware dependencies with recorded side effects: `audits` and `logLines` collect what happened. */
export function createHttpDependencies(overrides: Partial<HttpDependencies> = {}) {
  const audits: Parameters<HttpDependencies['audit']>[0][] = [];
  const logLines: Record<string, unknown>[] = [];
  const deps: HttpDependencies = {
    verifyToken: async (token) => {
      if (token === 'good-token')
        return { userId: 'user-1', email: 'user@example.com', username: 'user@example.com' };
      if (token === 'admin-token')
        return { userId: 'admin-1', email: 'admin@example.com', username: 'admin@example.com' };
      const { InvalidTokenError } = await import('../auth/token-verifier');
      throw new InvalidTokenError('bad signature');
    },
    isAdmin: async (userId) => userId === 'admin-1',
    userExists: async (userId) => ['user-1', 'admin-1', 'user-2'].includes(userId),
    audit: async (entry) => {
      audits.push(entry);
    },
    xsrfSecret: async () => TEST_XSRF_SECRET,
    allowedOrigins: () => [TEST_ORIGIN],
    clock: fixedClock(NOW),
    logger: createLogger({
      level: 'debug',
      sink: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>),
    }),
    ...overrides,
  };
  return { deps, audits, logLines };
}
