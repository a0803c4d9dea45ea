import * as z from 'zod';

/** Kinds of admin action the client validates and logs (spec part 1 §5). */
export const adminActionKinds = ['account_impersonation', 'user_selection', 'admin_shortcut_access'] as const;

/** POST /api/admin/security-log: a security event seen by the browser (spec part 1 §7). */
export const securityLogRequestSchema = z.object({
  event: z.string().trim().min(1).max(100),
  details: z.record(z.string(), z.unknown()).default({}),
  timestamp: z.iso.datetime({ offset: true }),
  userAgent: z.string().max(1000).default(''),
  url: z.string().max(2000).default(''),
});
export type SecurityLogRequest = z.infer<typeof securityLogRequestSchema>;
