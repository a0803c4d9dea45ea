import type { HttpResponse } from './http-types';

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
    body: status === 204 ? '' : JSON.stringify(body),
  };
}
