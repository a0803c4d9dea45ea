import * as z from 'zod';
import { boundedDetailsSchema, MAX_ID_LENGTH } from './limits';
import { accountSourceSchema } from './portfolio';

/** Kinds of admin action the client validates and logs (spec part 1 §5). */
export const adminActionKinds = ['account_impersonation', 'user_selection', 'admin_shortcut_access'] as const;

/** POST /api/admin/security-log: a security event seen by the browser (spec part 1 §7). */
export const securityLogRequestSchema = z.object({
  event: z.string().trim().min(1).max(100),
  /** At most 4 KB as JSON, 6 levels deep, numbers DynamoDB stores as sent (shared/src/contracts/limits.ts). */
  details: boundedDetailsSchema.default({}),
  timestamp: z.iso.datetime({ offset: true }),
  userAgent: z.string().max(1000).default(''),
  url: z.string().max(2000).default(''),
});
export type SecurityLogRequest = z.infer<typeof securityLogRequestSchema>;

/** Spec part 1 §5: the admin user search needs at least 3 characters. */
export const USER_SEARCH_MIN_LENGTH = 3;
/** The most users one search answers with. */
export const USER_SEARCH_LIMIT = 20;

/** GET /api/admin/users/search?q (spec part 1 §7). */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(USER_SEARCH_MIN_LENGTH).max(200),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

export const userSearchResultSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  hasCompletedOnboarding: z.boolean(),
  createdAt: z.string(),
  /** How many accounts the user has, hidden ones included (spec part 1 §2). */
  accountCount: z.number().int().nonnegative(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const userSearchResponseSchema = z.object({ users: z.array(userSearchResultSchema) });
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/** GET /api/admin/users/{userId}/accounts: the accounts an admin picks from to view as that user (spec part 1 §2). */
export const adminUserAccountsParamsSchema = z.object({
  userId: z.string().trim().min(1).max(MAX_ID_LENGTH),
});
export type AdminUserAccountsParams = z.infer<typeof adminUserAccountsParamsSchema>;

export const adminUserAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: accountSourceSchema,
  hidden: z.boolean(),
});
export type AdminUserAccount = z.infer<typeof adminUserAccountSchema>;

export const adminUserAccountsResponseSchema = z.object({ accounts: z.array(adminUserAccountSchema) });
export type AdminUserAccountsResponse = z.infer<typeof adminUserAccountsResponseSchema>;

/** First-party product events an admin can count (spec part 3 §7: `ask_thetix_query` on each question). */
export const productEventNames = ['ask_thetix_query'] as const;
export type ProductEventName = (typeof productEventNames)[number];
/** The most days one count covers. */
export const EVENT_COUNT_MAX_DAYS = 90;

/** GET /api/admin/events/{event}?days: how many times it happened on each of the last `days` UTC days. */
export const productEventParamsSchema = z.object({ event: z.enum(productEventNames) });
export const productEventQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(EVENT_COUNT_MAX_DAYS).default(7),
});
export const productEventCountSchema = z.object({
  event: z.enum(productEventNames),
  /** Oldest first, today (UTC) last. */
  days: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
  total: z.number().int().nonnegative(),
});
export type ProductEventCount = z.infer<typeof productEventCountSchema>;
