/**
 * Every HTTP route of the API, once. CDK turns each entry into an API Gateway route on its Lambda (the module
 * `functions/src/<lambda>/http.ts`), the local runtime dispatches to the same modules, and the web client builds
 * its URLs from the same paths.
 *
 * - `public`: no sign-in needed and no XSRF token (spec part 1 §7: public calculator and company lookups).
 * - `user`: a verified Cognito ID token is required; non-GET calls need the XSRF double-submit token.
 */
export type RouteAccess = 'public' | 'user';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. `/api/accounts/{id}/name`. */
  readonly path: string;
  readonly lambda: LambdaName;
  readonly access: RouteAccess;
}

export type LambdaName = 'system' | 'profile' | 'admin';

export const apiRoutes = [
  { method: 'GET', path: '/api/health', lambda: 'system', access: 'public' },
  { method: 'GET', path: '/api/token', lambda: 'system', access: 'public' },
  { method: 'GET', path: '/api/public/seats', lambda: 'system', access: 'public' },
  { method: 'GET', path: '/api/profile', lambda: 'profile', access: 'user' },
  { method: 'POST', path: '/api/admin/security-log', lambda: 'admin', access: 'user' },
] as const satisfies readonly RouteDefinition[];

export type RouteKey = `${(typeof apiRoutes)[number]['method']} ${(typeof apiRoutes)[number]['path']}`;

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** Fills `{name}` placeholders of a path template; values are URI-encoded. */
export const buildPath = (template: string, params: Record<string, string> = {}): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
