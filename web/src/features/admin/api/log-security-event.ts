import { securityLogRequestSchema, type SecurityLogRequest } from '@thetix/shared/contracts/admin';
import * as z from 'zod';
import { api } from '../../../lib/api-client';

/**
 * POST /api/admin/security-log: records an admin action or a browser security warning (spec part 1 §5, §6). Never
 * throws: a failing log must not block the admin, and the server logs impersonation attempts on its own.
 */
export async function logSecurityEvent(event: string, details: Record<string, unknown>): Promise<void> {
  const body: SecurityLogRequest = securityLogRequestSchema.parse({
    event,
    details,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, 1000),
    url: window.location.href.slice(0, 2000),
  });
  try {
    await api.request('POST /api/admin/security-log', { schema: z.null(), body });
  } catch {
    // Best effort; see above.
  }
}
