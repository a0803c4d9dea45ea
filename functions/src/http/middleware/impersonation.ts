import type { MiddlewareObj } from '@middy/core';
import { header } from '../cookies';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors';
import type {
  HttpDependencies,
  HttpEvent,
  HttpResponse,
  RouteContext,
  SecurityAuditEntry,
} from '../http-types';

export const IMPERSONATE_HEADER = 'x-impersonate-user-id';
export const IMPERSONATION_TIMESTAMP_HEADER = 'x-impersonation-timestamp';
/** An admin session lasts at most an hour (spec part 1 §4); a request stamped earlier than that is stale. */
const MAX_AGE_MS = 60 * 60 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const NOT_ADMIN_MESSAGE =
  'Admin impersonation is only available to users with the admin feature flag.';
export const READ_ONLY_MESSAGE = 'Admin impersonation only allows read-only operations';

/**
 * Admin "view as": an admin sends the target user id in X-Impersonate-User-Id and then reads that user's data.
 * Read-only except for the routes marked `allowDuringImpersonation` (the security log). Every attempt, allowed or
 * not, is written to the security log.
 */
export function impersonationGuard(
  deps: Pick<HttpDependencies, 'isAdmin' | 'userExists' | 'audit' | 'clock'>,
  options: { allowWrites?: boolean } = {},
): MiddlewareObj<HttpEvent, HttpResponse, Error, RouteContext> {
  return {
    before: async (request) => {
      const { thetix } = request.context;
      const targetUserId = header(request.event, IMPERSONATE_HEADER)?.trim();
      if (!targetUserId || !thetix.caller) return;
      const method = request.event.requestContext.http.method;
      const entry: Omit<SecurityAuditEntry, 'allowed' | 'reason'> = {
        kind: 'account_impersonation',
        actorUserId: thetix.caller.identity.userId,
        targetUserId,
        method,
        path: request.event.rawPath,
        requestId: thetix.requestId,
        ...(thetix.clientRequestId ? { clientRequestId: thetix.clientRequestId } : {}),
      };
      const refuse = async (reason: string, error: Error) => {
        await deps.audit({ ...entry, kind: 'impersonation_denied', allowed: false, reason });
        throw error;
      };

      if (!(await deps.isAdmin(thetix.caller.identity.userId))) {
        await refuse('not an admin', new ForbiddenError(NOT_ADMIN_MESSAGE));
      }
      if (method !== 'GET' && !options.allowWrites) {
        await refuse('write attempted', new ForbiddenError(READ_ONLY_MESSAGE, 'READ_ONLY_IMPERSONATION'));
      }
      const stamp = Date.parse(header(request.event, IMPERSONATION_TIMESTAMP_HEADER) ?? '');
      const now = deps.clock.now().getTime();
      if (Number.isNaN(stamp) || stamp > now + CLOCK_SKEW_MS || now - stamp > MAX_AGE_MS) {
        await refuse(
          'missing or stale timestamp',
          new BadRequestError(
            'X-Impersonation-Timestamp must be the ISO time of an admin session under one hour old',
          ),
        );
      }
      if (!(await deps.userExists(targetUserId))) {
        await refuse('unknown user', new NotFoundError(`No user with id ${targetUserId}`));
      }
      await deps.audit({ ...entry, allowed: true });
      thetix.caller = { ...thetix.caller, userId: targetUserId, impersonating: true };
      thetix.logger = thetix.logger.child({ impersonatedUserId: targetUserId });
    },
  };
}
