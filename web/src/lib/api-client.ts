import {
  apiRoutes,
  buildPath,
  routeKey,
  type RouteDefinition,
  type RouteKey,
} from '@thetix/shared/api-routes';
import { errorBodySchema, type ErrorBody, type ErrorCode } from '@thetix/shared/contracts/errors';
import { XSRF_HEADER, xsrfTokenResponseSchema } from '@thetix/shared/contracts/system';
import type { z } from 'zod';
import { getIdToken } from './auth-session';
import { impersonationHeaders } from './impersonation';

/** Spec part 1 §5 and §8: the exact text when the forgery-protection token cannot be obtained. */
export const XSRF_TOKEN_FAILURE = 'Unable to obtain XSRF token from response';
/** Spec part 1 §8: the generic fallback when the server gives no message. */
export const GENERIC_FAILURE = 'Failed to load data from the server';

/** A non-2xx answer, carrying the server's `message` and `code` (contracts/errors.ts) when it sent them. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly requestId: string | undefined;
  readonly fieldErrors: ErrorBody['fieldErrors'];
  /** The server's own words, when its answer carried a message (not a status text or the generic fallback). */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    message: string;
    body?: ErrorBody | undefined;
    serverMessage?: string | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.body?.code;
    this.requestId = init.body?.requestId;
    this.fieldErrors = init.body?.fieldErrors;
    this.serverMessage = init.serverMessage ?? init.body?.message;
  }
}

/** A 2xx answer that does not match the shared schema: the client and server disagree on the contract. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  readonly route: RouteKey;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(route: RouteKey, issues: readonly z.core.$ZodIssue[]) {
    super(`Unexpected response from ${route}`);
    this.route = route;
    this.issues = issues;
  }
}

export class XsrfTokenError extends Error {
  override readonly name = 'XsrfTokenError';

  constructor() {
    super(XSRF_TOKEN_FAILURE);
  }
}

export interface ApiClientOptions {
  fetch: typeof globalThis.fetch;
  /** The caller's Cognito ID token, or undefined when signed out. */
  getIdToken: () => Promise<string | undefined>;
  /** Called on every 401 before the ApiError is thrown; the app decides whether to leave the page. */
  onUnauthorized?: () => void;
  /** Empty for same-origin calls (CloudFront and the local adapter both serve the SPA next to /api). */
  baseUrl?: string;
  /** Extra headers for every request: the admin impersonation headers (lib/impersonation.ts). */
  extraHeaders?: () => Record<string, string>;
}

export interface ApiCall<Schema extends z.ZodType> {
  /** The shared response schema; a 204 is validated as `null`, so commands without a body declare `z.null()`. */
  schema: Schema;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

const routesByKey = new Map<string, RouteDefinition>(apiRoutes.map((route) => [routeKey(route), route]));

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '';

  /**
   * The double-submit token (spec part 1 §7), signed by the server for the signed-in user: fetched once and shared
   * by every write, so parallel writes wait for the same token and its cookie instead of replacing each other's.
   * Fetched again when the user changes, or when a write is refused with XSRF_TOKEN_INVALID (the cookie expired or
   * another tab replaced it).
   */
  let xsrf: { subject: string; token: Promise<string> } | undefined;

  async function fetchXsrfToken(idToken: string | undefined): Promise<string> {
    try {
      const headers = new Headers({ accept: 'application/json' });
      if (idToken) headers.set('authorization', `Bearer ${idToken}`);
      const response = await options.fetch(`${baseUrl}/api/token`, {
        method: 'GET',
        credentials: 'include',
        headers,
      });
      if (response.ok) {
        const parsed = xsrfTokenResponseSchema.safeParse(await response.json());
        if (parsed.success) return parsed.data.token;
      }
    } catch {
      // The network failed: reported below with the spec's text.
    }
    throw new XsrfTokenError();
  }

  function obtainXsrfToken(idToken: string | undefined, signal: AbortSignal | undefined): Promise<string> {
    const subject = subjectOf(idToken);
    if (!xsrf || xsrf.subject !== subject) {
      const token = fetchXsrfToken(idToken);
      const entry = { subject, token };
      xsrf = entry;
      // A failed fetch is not kept: the next write asks again.
      token.catch(() => {
        if (xsrf === entry) xsrf = undefined;
      });
    }
    return abortable(xsrf.token, signal);
  }

  /** Forgets `token` (not a newer one another write already fetched). */
  async function discardXsrfToken(token: string): Promise<void> {
    const current = xsrf;
    if (current && (await current.token.catch(() => undefined)) === token && xsrf === current)
      xsrf = undefined;
  }

  async function request<Schema extends z.ZodType>(
    key: RouteKey,
    call: ApiCall<Schema>,
  ): Promise<z.output<Schema>> {
    const route = routesByKey.get(key);
    if (!route) throw new Error(`Unknown API route ${key}`);
    const headers = new Headers({ accept: 'application/json' });
    const idToken = await options.getIdToken();
    if (idToken) headers.set('authorization', `Bearer ${idToken}`);
    for (const [name, value] of Object.entries(options.extraHeaders?.() ?? {})) headers.set(name, value);
    // Public routes (the calculator and company lookups) are exempt from the XSRF check and send no token.
    const needsXsrf = route.method !== 'GET' && route.access !== 'public';
    let body: string | undefined;
    if (call.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(call.body);
    }
    const url = `${baseUrl}${buildPath(route.path, call.params)}${queryString(call.query)}`;
    const send = async () => {
      let token: string | undefined;
      if (needsXsrf) {
        token = await obtainXsrfToken(idToken, call.signal);
        headers.set(XSRF_HEADER, token);
      }
      const response = await options.fetch(url, {
        method: route.method,
        credentials: 'include',
        headers,
        body,
        signal: call.signal,
      });
      return { response, token };
    };
    const first = await send();
    let { response } = first;
    const { token } = first;
    let error = response.ok ? undefined : await toApiError(response);
    if (error?.code === 'XSRF_TOKEN_INVALID' && token !== undefined) {
      // Once: the cookie may have expired or been replaced by another tab's token.
      await discardXsrfToken(token);
      ({ response } = await send());
      error = response.ok ? undefined : await toApiError(response);
    }
    if (error) {
      if (error.status === 401) options.onUnauthorized?.();
      throw error;
    }
    const payload = response.status === 204 ? null : await readJson(key, response);
    const parsed = call.schema.safeParse(payload);
    if (!parsed.success) throw new ApiContractError(key, parsed.error.issues);
    return parsed.data;
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Whose token this is: the ID token's `sub` (not verified here; the server does), so a refreshed token keeps it. */
function subjectOf(idToken: string | undefined): string {
  if (!idToken) return '';
  try {
    const payload = idToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    if (typeof sub === 'string' && sub) return sub;
  } catch {
    // Not a JWT: the token itself identifies the session.
  }
  return idToken;
}

/** Waits for `promise` unless `signal` aborts first; the shared promise itself goes on for the other writes. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

function queryString(query: ApiCall<z.ZodType>['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(key: RouteKey, response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiContractError(key, [
      { code: 'custom', path: [], message: 'The response body is not JSON', input: text },
    ]);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody | undefined;
  let message: string | undefined;
  try {
    const json = JSON.parse(text) as unknown;
    const parsed = errorBodySchema.safeParse(json);
    if (parsed.success) body = parsed.data;
    // A code this build does not know yet still comes with the server's own words (issue 34 item 5).
    else if (typeof (json as { message?: unknown })?.message === 'string')
      message = (json as { message: string }).message;
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall back to the status text below.
  }
  return new ApiError({
    status: response.status,
    message: body?.message || message || response.statusText || GENERIC_FAILURE,
    body,
    serverMessage: body?.message || message || undefined,
  });
}

let unauthorizedHandler: (() => void) | undefined;

/** The app shell registers what a 401 means for the current page (spec part 1 §8: app pages go home). */
export function setUnauthorizedHandler(handler: (() => void) | undefined): void {
  unauthorizedHandler = handler;
}

/** The one client every feature's fetchers use. */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getIdToken,
  onUnauthorized: () => unauthorizedHandler?.(),
  extraHeaders: impersonationHeaders,
});
