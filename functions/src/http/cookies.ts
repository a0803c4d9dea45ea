import type { HttpEvent } from './http-types';

/** API Gateway v2 hands cookies over as `event.cookies`; older clients may still send a Cookie header. */
export function parseCookies(event: HttpEvent): Record<string, string> {
  const pairs = event.cookies ?? (event.headers?.cookie ?? '').split(';');
  const cookies: Record<string, string> = {};
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    const raw = pair.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function header(event: HttpEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  return headers[name] ?? headers[name.toLowerCase()];
}
