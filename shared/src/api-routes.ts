/**
 * Every HTTP route of the API, once. CDK turns each entry into an API Gateway route on its Lambda (the module
 * `functions/src/<lambda>/http.ts`), the local runtime dispatches to the same modules, and the web client builds
 * its URLs from the same paths.
 *
 * - `public`: no sign-in needed and no XSRF token (spec part 1 §7: public calculator and company lookups).
 * - `user`: a verified Cognito ID token is required; non-GET calls need the XSRF double-submit token, signed for
 *   the caller, and an allowed `Origin` when the browser sends one.
 * - `optional`: sign-in optional (GET /api/token): a bearer token, when sent, is verified (401 if invalid) and
 *   identifies the caller; without one the route answers anyway. No gateway authorizer, like `public`.
 */
export type RouteAccess = 'public' | 'optional' | 'user';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** API Gateway path template, e.g. `/api/accounts/{id}/name`. */
  readonly path: string;
  readonly lambda: LambdaName;
  readonly access: RouteAccess;
}

export type LambdaName =
  | 'system'
  | 'profile'
  | 'admin'
  | 'market-data'
  | 'calculator'
  | 'portfolio'
  | 'history-export'
  | 'goals'
  | 'opportunities'
  | 'brokerage'
  | 'thetix'
  | 'chats'
  | 'notifications'
  | 'wheel'
  | 'auth';

export const apiRoutes = [
  { method: 'GET', path: '/api/health', lambda: 'system', access: 'public' },
  // The XSRF token is signed for the bearer's user, so the bearer is verified when sent (docs/api.md, XSRF).
  { method: 'GET', path: '/api/token', lambda: 'system', access: 'optional' },
  { method: 'GET', path: '/api/public/seats', lambda: 'system', access: 'public' },
  { method: 'GET', path: '/api/public/identity-status', lambda: 'system', access: 'public' },
  { method: 'POST', path: '/api/public/invite-requests', lambda: 'system', access: 'public' },
  { method: 'GET', path: '/api/profile', lambda: 'profile', access: 'user' },
  { method: 'POST', path: '/api/admin/security-log', lambda: 'admin', access: 'user' },
  { method: 'GET', path: '/api/admin/users/search', lambda: 'admin', access: 'user' },
  { method: 'GET', path: '/api/admin/users/{userId}/accounts', lambda: 'admin', access: 'user' },
  { method: 'GET', path: '/api/admin/events/{event}', lambda: 'admin', access: 'user' },
  { method: 'GET', path: '/api/admin/invite-requests', lambda: 'admin', access: 'user' },
  { method: 'GET', path: '/api/price/{ticker}', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/price', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/prev-close', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/candles/{ticker}', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/options/{ticker}', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/options/{ticker}/expirations', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/companies/{ticker}', lambda: 'market-data', access: 'public' },
  { method: 'GET', path: '/api/companies', lambda: 'market-data', access: 'public' },
  { method: 'GET', path: '/api/market-data/price-at-date/{ticker}', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/market-data/date-for-price/{ticker}', lambda: 'market-data', access: 'user' },
  { method: 'POST', path: '/api/market-data/validate', lambda: 'market-data', access: 'user' },
  { method: 'GET', path: '/api/market-data/events/{ticker}', lambda: 'market-data', access: 'user' },
  // Public: the badge in the marketing header says where figures come from too (one cached quote read).
  { method: 'GET', path: '/api/market-data/status', lambda: 'market-data', access: 'public' },
  { method: 'POST', path: '/api/public/covered-call-calculator', lambda: 'calculator', access: 'public' },
  { method: 'GET', path: '/api/accounts', lambda: 'portfolio', access: 'user' },
  { method: 'POST', path: '/api/accounts', lambda: 'portfolio', access: 'user' },
  { method: 'PATCH', path: '/api/accounts/{id}/name', lambda: 'portfolio', access: 'user' },
  { method: 'PATCH', path: '/api/accounts/{id}/visibility', lambda: 'portfolio', access: 'user' },
  { method: 'PATCH', path: '/api/accounts/{id}/lot-method', lambda: 'portfolio', access: 'user' },
  { method: 'POST', path: '/api/accounts/{id}/reset', lambda: 'portfolio', access: 'user' },
  { method: 'DELETE', path: '/api/accounts/{id}', lambda: 'portfolio', access: 'user' },
  { method: 'DELETE', path: '/api/accounts/{id}/delete', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/positions', lambda: 'portfolio', access: 'user' },
  { method: 'POST', path: '/api/positions/manual', lambda: 'portfolio', access: 'user' },
  { method: 'DELETE', path: '/api/positions/manual', lambda: 'portfolio', access: 'user' },
  { method: 'POST', path: '/api/test-data', lambda: 'portfolio', access: 'user' },
  { method: 'DELETE', path: '/api/test-data', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/portfolio/performance', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/positions/{ticker}/performance', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/portfolio/transactions', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/portfolio/income-goal', lambda: 'portfolio', access: 'user' },
  { method: 'PUT', path: '/api/portfolio/income-goal', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/positions/{ticker}/transactions/new', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/positions/{ticker}/tax-lots', lambda: 'portfolio', access: 'user' },
  { method: 'POST', path: '/api/positions/{ticker}/option-events', lambda: 'portfolio', access: 'user' },
  // Campaigns (issue 31 item 3): derived from the ledger, served by the portfolio Lambda (functions/src/campaigns).
  { method: 'GET', path: '/api/campaigns', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/campaigns/{id}', lambda: 'portfolio', access: 'user' },
  { method: 'GET', path: '/api/positions/{ticker}/campaigns', lambda: 'portfolio', access: 'user' },
  // The wheel's watchlist and each account's cash (issue 31 item 1).
  { method: 'GET', path: '/api/watchlist', lambda: 'wheel', access: 'user' },
  { method: 'PUT', path: '/api/watchlist/{ticker}', lambda: 'wheel', access: 'user' },
  { method: 'DELETE', path: '/api/watchlist/{ticker}', lambda: 'wheel', access: 'user' },
  { method: 'GET', path: '/api/cash', lambda: 'wheel', access: 'user' },
  { method: 'PUT', path: '/api/accounts/{id}/cash', lambda: 'wheel', access: 'user' },
  // Export CSV as a job (issue 19 item 2); the file comes from a signed link (S3 presigned in AWS).
  { method: 'POST', path: '/api/history-exports', lambda: 'history-export', access: 'user' },
  { method: 'GET', path: '/api/history-exports/{exportId}', lambda: 'history-export', access: 'user' },
  { method: 'GET', path: '/api/history-exports/{exportId}/file', lambda: 'history-export', access: 'public' },
  { method: 'GET', path: '/api/tickers/{ticker}/goals', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/tickers/{ticker}/strategies', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/user/goals', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/user/goals/{ticker}', lambda: 'goals', access: 'user' },
  { method: 'POST', path: '/api/user/goals', lambda: 'goals', access: 'user' },
  { method: 'DELETE', path: '/api/user/goals', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/user/allocations', lambda: 'goals', access: 'user' },
  { method: 'POST', path: '/api/user/allocation/{ticker}', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/user/preferences', lambda: 'goals', access: 'user' },
  { method: 'POST', path: '/api/user/preferences', lambda: 'goals', access: 'user' },
  { method: 'POST', path: '/api/complete-onboarding', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/subscriptions/config', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/subscriptions', lambda: 'goals', access: 'user' },
  { method: 'POST', path: '/api/subscriptions', lambda: 'goals', access: 'user' },
  { method: 'GET', path: '/api/opportunities', lambda: 'opportunities', access: 'user' },
  { method: 'GET', path: '/api/opportunities/{id}', lambda: 'opportunities', access: 'user' },
  { method: 'POST', path: '/api/opportunities/{id}', lambda: 'opportunities', access: 'user' },
  { method: 'POST', path: '/api/opportunities/{id}/feedback', lambda: 'opportunities', access: 'user' },
  { method: 'GET', path: '/api/opportunities/{id}/preview', lambda: 'opportunities', access: 'user' },
  { method: 'POST', path: '/api/opportunities/{id}/viewed', lambda: 'opportunities', access: 'user' },
  { method: 'POST', path: '/api/opportunities/calculator', lambda: 'opportunities', access: 'user' },
  { method: 'POST', path: '/api/opportunities/refresh', lambda: 'opportunities', access: 'user' },
  { method: 'GET', path: '/api/opportunities/holdings', lambda: 'opportunities', access: 'user' },
  { method: 'GET', path: '/api/connections', lambda: 'brokerage', access: 'user' },
  { method: 'GET', path: '/api/{aggregator}/connections', lambda: 'brokerage', access: 'user' },
  { method: 'DELETE', path: '/api/{aggregator}/connections/{id}', lambda: 'brokerage', access: 'user' },
  { method: 'POST', path: '/api/{aggregator}/create_login', lambda: 'brokerage', access: 'user' },
  { method: 'POST', path: '/api/{aggregator}/sync', lambda: 'brokerage', access: 'user' },
  { method: 'POST', path: '/api/{aggregator}/sync/{id}', lambda: 'brokerage', access: 'user' },
  { method: 'GET', path: '/api/{aggregator}/sync-status', lambda: 'brokerage', access: 'user' },
  { method: 'POST', path: '/api/accounts/{id}/sync', lambda: 'brokerage', access: 'user' },
  // The aggregator's portal redirects the login window here; it carries no token, only the single-use state.
  { method: 'GET', path: '/api/{aggregator}/callback', lambda: 'brokerage', access: 'public' },
  { method: 'GET', path: '/api/sandbox/portal', lambda: 'brokerage', access: 'public' },
  { method: 'POST', path: '/api/thetix-cards', lambda: 'thetix', access: 'user' },
  { method: 'GET', path: '/api/thetix-cards', lambda: 'thetix', access: 'user' },
  { method: 'GET', path: '/api/thetix-cards/{cardId}', lambda: 'thetix', access: 'user' },
  { method: 'PUT', path: '/api/thetix-cards/{cardId}', lambda: 'thetix', access: 'user' },
  { method: 'DELETE', path: '/api/thetix-cards/{cardId}', lambda: 'thetix', access: 'user' },
  { method: 'POST', path: '/api/thetix-cards/{cardId}/refresh', lambda: 'thetix', access: 'user' },
  { method: 'POST', path: '/api/thetix-cards/{cardId}/move', lambda: 'thetix', access: 'user' },
  { method: 'POST', path: '/api/thetix-cards/{cardId}/cancel', lambda: 'thetix', access: 'user' },
  { method: 'POST', path: '/api/thetix-cards/{cardId}/rearm', lambda: 'thetix', access: 'user' },
  { method: 'GET', path: '/api/thetix-card-collections', lambda: 'thetix', access: 'user' },
  { method: 'POST', path: '/api/thetix-card-collections', lambda: 'thetix', access: 'user' },
  { method: 'PUT', path: '/api/thetix-card-collections/{id}', lambda: 'thetix', access: 'user' },
  { method: 'DELETE', path: '/api/thetix-card-collections/{id}', lambda: 'thetix', access: 'user' },
  { method: 'POST', path: '/api/thetix-card-collections/{id}/reorder', lambda: 'thetix', access: 'user' },
  { method: 'GET', path: '/api/thetix-card-collections/{id}/status', lambda: 'thetix', access: 'user' },
  { method: 'GET', path: '/api/thetix-chat-collections', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chat-collections', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/thetix-chat-collections/{id}', lambda: 'chats', access: 'user' },
  { method: 'PUT', path: '/api/thetix-chat-collections/{id}', lambda: 'chats', access: 'user' },
  { method: 'DELETE', path: '/api/thetix-chat-collections/{id}', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/thetix-chats', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chats', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/thetix-chats/status', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/thetix-chats/viewed-status', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/thetix-chats/suggestions', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chats/process', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chats/process-opportunity', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chats/process-dashboard', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/thetix-chats/{id}', lambda: 'chats', access: 'user' },
  { method: 'PUT', path: '/api/thetix-chats/{id}', lambda: 'chats', access: 'user' },
  { method: 'DELETE', path: '/api/thetix-chats/{id}', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chats/{id}/cancel', lambda: 'chats', access: 'user' },
  { method: 'POST', path: '/api/thetix-chats/{id}/viewed', lambda: 'chats', access: 'user' },
  { method: 'GET', path: '/api/push/vapid-public-key', lambda: 'notifications', access: 'user' },
  { method: 'POST', path: '/api/push/subscriptions', lambda: 'notifications', access: 'user' },
  { method: 'DELETE', path: '/api/push/subscriptions', lambda: 'notifications', access: 'user' },
  // One-click unsubscribe links in report e-mails carry a signed token instead of a session (RFC 8058).
  { method: 'GET', path: '/api/public/unsubscribe', lambda: 'notifications', access: 'public' },
  { method: 'POST', path: '/api/public/unsubscribe', lambda: 'notifications', access: 'public' },
  // Public collections and cards: readable by anyone with the link (spec part 3 §6), cacheable for a few seconds.
  { method: 'GET', path: '/api/public/thetix-collections/{id}', lambda: 'thetix', access: 'public' },
  { method: 'GET', path: '/api/public/thetix-collections/{id}/status', lambda: 'thetix', access: 'public' },
  { method: 'GET', path: '/api/public/thetix-cards/{cardId}', lambda: 'thetix', access: 'public' },
  { method: 'GET', path: '/api/public/thetix-cards/{cardId}/status', lambda: 'thetix', access: 'public' },
  // The public pages' HTML with their own head; CloudFront sends /public/thetix/* and /public/thetix-card/* here.
  { method: 'GET', path: '/api/public/pages/thetix/{id}', lambda: 'thetix', access: 'public' },
  { method: 'GET', path: '/api/public/pages/thetix-card/{cardId}', lambda: 'thetix', access: 'public' },
  // Google sign-in (spec part 1 §7): browser redirects, so outside /api/; CloudFront sends /auth/* to the API too.
  { method: 'GET', path: '/auth/google', lambda: 'auth', access: 'public' },
  { method: 'GET', path: '/auth/callback', lambda: 'auth', access: 'public' },
  // Takes the tokens of a finished Google sign-in once; needs the SameSite=Strict HttpOnly handoff cookie.
  { method: 'POST', path: '/auth/session', lambda: 'auth', access: 'public' },
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
