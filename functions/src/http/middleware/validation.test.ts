import type { RouteDefinition } from '@thetix/shared/api-routes';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createHttpDependencies, createHttpEvent, createLambdaContext } from '../../testing/http-event';
import { httpRoute } from '../http-route';
import type { RouteContext } from '../http-types';

const post: RouteDefinition = { method: 'POST', path: '/api/test', lambda: 'system', access: 'public' };
const del: RouteDefinition = { method: 'DELETE', path: '/api/test', lambda: 'system', access: 'public' };
const bodySchema = z.object({ name: z.string().max(10) });

/** Calls a public route (no token, no XSRF) with a raw body and content type; answers the status and JSON body. */
async function call(options: {
  route: RouteDefinition;
  body?: string;
  contentType?: string;
  schema?: z.ZodType;
}) {
  const { deps } = createHttpDependencies();
  let handled = false;
  const handler = httpRoute(
    {
      route: options.route,
      ...(options.schema ? { body: options.schema } : {}),
      handle: async () => {
        handled = true;
        return { ok: true };
      },
    },
    () => deps,
  );
  const event = createHttpEvent({
    method: options.route.method,
    path: options.route.path,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  if (options.contentType === undefined) delete event.headers['content-type'];
  else event.headers['content-type'] = options.contentType;
  const result = await handler(event, createLambdaContext() as RouteContext);
  return {
    status: result.statusCode,
    body: JSON.parse(result.body || 'null') as Record<string, unknown> | null,
    handled,
  };
}

describe('input validation: content types (issue 20 item 6)', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])(
    'reads a body sent as %s',
    async (contentType) => {
      const result = await call({ route: post, schema: bodySchema, body: '{"name":"IRA"}', contentType });
      expect(result).toMatchObject({ status: 200, handled: true });
    },
  );

  it.each([
    'application/jsonx',
    'application/json; charset=utf-16',
    'application/json; charset=utf-16le',
    'text/plain',
    'application/x-www-form-urlencoded',
    'text/json',
  ])('refuses a body sent as %s with 415 and touches nothing', async (contentType) => {
    const result = await call({ route: post, schema: bodySchema, body: '{"name":"IRA"}', contentType });
    expect(result.status).toBe(415);
    expect(result.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: `Request body must be application/json in UTF-8 (got content-type ${contentType})`,
    });
    expect(result.handled).toBe(false);
  });

  it('refuses a body without a content type with 415', async () => {
    const result = await call({ route: post, schema: bodySchema, body: '{"name":"IRA"}' });
    expect(result.status).toBe(415);
    expect(result.body?.message).toBe('Request body must be application/json in UTF-8 (got no content-type)');
  });

  it('still answers 400 for JSON that does not parse', async () => {
    const result = await call({
      route: post,
      schema: bodySchema,
      body: '{"name":',
      contentType: 'application/json',
    });
    expect(result).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } });
  });
});

describe('input validation: a body on a write route that takes none (issue 20 item 6)', () => {
  it.each([
    ['POST', post],
    ['DELETE', del],
  ] as const)('refuses a %s body with 400 and does not run the handler', async (_, route) => {
    const result = await call({ route, body: '{"ids":["a"]}', contentType: 'application/json' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This route takes no request body: send the request without one',
    });
    expect(result.handled).toBe(false);
  });

  it('refuses a body of another media type too', async () => {
    const result = await call({ route: post, body: 'hello', contentType: 'text/plain' });
    expect(result.status).toBe(400);
  });

  it.each([
    ['no body', undefined, undefined],
    ['an empty body', '', 'application/json'],
    ['an empty JSON object', '{ }', 'application/json'],
    [
      'the RFC 8058 one-click unsubscribe form',
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    ],
  ])('accepts %s', async (_, body, contentType) => {
    const result = await call({ route: post, body, contentType });
    expect(result).toMatchObject({ status: 200, handled: true });
  });

  it('leaves a GET alone (a body on a read is not a write the client thinks it made)', async () => {
    const get: RouteDefinition = { ...post, method: 'GET' };
    const result = await call({ route: get, body: '{"x":1}', contentType: 'application/json' });
    expect(result.status).toBe(200);
  });
});
