import type { RouteDefinition } from '@thetix/shared/api-routes';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compileRoute,
  malformedPathMessage,
  matchRoute,
  toHttpApiEvent,
} from './http-adapter';

const route = (method: RouteDefinition['method'], path: string): RouteDefinition => ({
  method,
  path,
  lambda: 'system',
  access: 'user',
});

describe('matchRoute', () => {
  const compiled = [
    route('GET', '/api/accounts/{id}'),
    route('GET', '/api/accounts/manual'),
    route('PATCH', '/api/accounts/{id}/name'),
  ].map(compileRoute);

  it('prefers an exact path over a template, as API Gateway does', () => {
    expect(matchRoute(compiled, 'GET', '/api/accounts/manual')?.route.path).toBe('/api/accounts/manual');
  });

  it('extracts and decodes path parameters', () => {
    expect(matchRoute(compiled, 'PATCH', '/api/accounts/a%20b/name')?.params).toEqual({ id: 'a b' });
  });

  it('matches nothing for another method', () => {
    expect(matchRoute(compiled, 'DELETE', '/api/accounts/1')).toBeUndefined();
  });

  // Issue 20 item 1: each of these made decodeURIComponent throw inside the adapter, answered as a 502.
  it.each(['%ZZ', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%uFFFF', 'a%2', '%FF'])(
    'names the parameter %s as malformed instead of throwing',
    (raw) => {
      // Act
      const match = matchRoute(compiled, 'PATCH', `/api/accounts/${raw}/name`);
      // Assess
      expect(match?.route.path).toBe('/api/accounts/{id}/name');
      expect(match?.params).toBeUndefined();
      expect(match?.malformed).toEqual({ name: 'id', raw });
    },
  );

  it('says which parameter is malformed and cuts a long one', () => {
    const message = malformedPathMessage({ name: 'ticker', raw: `%ZZ${'A'.repeat(500)}` });
    expect(message).toMatch(
      /^Path parameter \{ticker\} is not valid percent-encoding \(UTF-8\): %ZZA+\.\.\.$/,
    );
    expect(message.length).toBeLessThan(200);
  });
});

describe('toHttpApiEvent', () => {
  it('builds the payload 2.0 event API Gateway sends: cookies apart, query parsed, route key set', () => {
    // Prepare
    const request = {
      headers: {
        cookie: 'a=1; XSRF-TOKEN=t',
        'content-type': 'application/json',
        host: 'localhost:3000',
        'x-thetix-viewer-host': 'evil.example',
      },
      httpVersion: '1.1',
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;
    // Act
    const event = toHttpApiEvent({
      request,
      url: new URL('http://localhost/api/accounts/7/name?full=true'),
      body: Buffer.from('{"name":"IRA"}'),
      route: route('PATCH', '/api/accounts/{id}/name'),
      params: { id: '7' },
    });
    // Assess
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PATCH /api/accounts/{id}/name',
      rawPath: '/api/accounts/7/name',
      rawQueryString: 'full=true',
      cookies: ['a=1', 'XSRF-TOKEN=t'],
      queryStringParameters: { full: 'true' },
      pathParameters: { id: '7' },
      body: '{"name":"IRA"}',
      isBase64Encoded: false,
      requestContext: { http: { method: 'PATCH', path: '/api/accounts/7/name' }, stage: '$default' },
    });
    expect(event.headers.cookie).toBeUndefined();
    // Said by the adapter, as CloudFront says it in AWS: never the client's own value.
    expect(event.headers['x-thetix-viewer-host']).toBe('localhost:3000');
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
