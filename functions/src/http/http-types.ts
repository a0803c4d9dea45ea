import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '@thetix/shared/api-routes';
import type { VerifiedIdentity } from '../auth/token-verifier';
import type { Logger } from '../platform/logger';
import type { Clock } from '../platform/clock';

/** Whose request this is. `userId` is whose data it reads: the impersonated user's while an admin views as them. */
export interface Caller {
  readonly identity: VerifiedIdentity;
  readonly userId: string;
  readonly impersonating: boolean;
}

export interface RouteContext extends Context {
  thetix: {
    route: RouteDefinition;
    requestId: string;
    /** The browser's own `X-Request-Id` when well formed (the admin app sends one per impersonated request). */
    clientRequestId?: string;
    logger: Logger;
    clock: Clock;
    startedAt: number;
    cookies: Record<string, string>;
    identity?: VerifiedIdentity;
    caller?: Caller;
    input?: { params: unknown; query: unknown; body: unknown };
  };
}

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a route handler may return besides a plain body: a status, headers or cookies. */
export interface HttpResult<T> {
  readonly status?: number;
  readonly body?: T;
  readonly headers?: Record<string, string>;
  readonly cookies?: string[];
}

export interface SecurityAuditEntry {
  /** Server-side: impersonation attempts; client-side: whatever the browser reported (spec part 1 §5). */
  kind: string;
  actorUserId: string;
  targetUserId: string;
  method: string;
  path: string;
  allowed: boolean;
  reason?: string;
  requestId: string;
  /** The browser's `X-Request-Id`, so an entry can be matched with the admin's own request (spec part 1 §5). */
  clientRequestId?: string;
  /** Client-reported details (user agent, page, event details), for events posted by the browser. */
  details?: Record<string, unknown>;
}

/** Side effects of the middleware chain, injected so each piece is unit-testable without AWS. */
export interface HttpDependencies {
  verifyToken(token: string): Promise<VerifiedIdentity>;
  isAdmin(userId: string): Promise<boolean>;
  userExists(userId: string): Promise<boolean>;
  audit(entry: SecurityAuditEntry): Promise<void>;
  /** The HMAC key of XSRF tokens (http/xsrf-token.ts). */
  xsrfSecret(): Promise<string>;
  /** The origins a write may come from besides the request's own host (the site's origin, ALLOWED_ORIGINS). */
  allowedOrigins(): readonly string[];
  clock: Clock;
  logger: Logger;
}
