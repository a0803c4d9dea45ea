import type { HttpResponse } from './http-types';

/**
 * A body already serialised as JSON (and already checked against its route's contract): sent as it is. A route
 * whose answer repeats (the opportunity list) keeps its text so a repeat costs no `JSON.stringify`.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * A JSON answer; a route that sets a non-JSON `content-type` and returns a string body (the brokerage login
 * window's HTML pages) has its body sent as it is.
 */
export function jsonResponse(
  status: number,
  body: unknown,
  extra: { headers?: Record<string, string>; cookies?: string[] } = {},
): HttpResponse {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...extra.headers,
    },
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
    body:
      status === 204
        ? ''
        : body instanceof JsonText
          ? body.text
          : isRaw(body, extra.headers)
            ? body
            : JSON.stringify(body),
  };
}

const isRaw = (body: unknown, headers: Record<string, string> | undefined): body is string =>
  typeof body === 'string' &&
  headers?.['content-type'] !== undefined &&
  !headers['content-type'].includes('json');
