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
