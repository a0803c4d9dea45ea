import * as z from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** ISO instant the answer was produced. */
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/token: the XSRF double-submit token, also set as the XSRF-TOKEN cookie. */
export const xsrfTokenResponseSchema = z.object({ token: z.string().min(16) });
export type XsrfTokenResponse = z.infer<typeof xsrfTokenResponseSchema>;

/** GET /api/public/seats: invite-only seats (spec part 1 §3). */
export const seatsResponseSchema = z.object({
  used: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type SeatsResponse = z.infer<typeof seatsResponseSchema>;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const SESSION_COOKIE = 'thetix_session';
/**
 * Set by CloudFront on /api/* to the host the browser addressed (API Gateway sees only its own Host), for the Origin
 * check on writes; always overwritten at the edge.
 */
export const VIEWER_HOST_HEADER = 'x-thetix-viewer-host';

/**
 * GET /api/public/identity-status: whether the identity provider answers (spec part 1 §7, §9: polled every
 * 5 minutes). `degraded` when its key set could not be read; the sign-in page then says sign-in may fail.
 */
export const identityStatusSchema = z.object({
  status: z.enum(['operational', 'degraded']),
  /** ISO instant of the check the answer comes from (checks are kept for a minute). */
  checked_at: z.string(),
});
export type IdentityStatus = z.infer<typeof identityStatusSchema>;

/** Spec part 1 §9: the identity provider's status is polled every 5 minutes. */
export const IDENTITY_STATUS_POLL_MS = 5 * 60_000;
/** What the sign-in page says while the identity provider is degraded. */
export const IDENTITY_DEGRADED_MESSAGE =
  'Sign-in is having trouble right now: our identity provider is not answering. Please try again in a few minutes.';
