import * as z from 'zod';

/**
 * Google sign-in (spec part 1 §7: a browser redirect to the backend /auth/google). The server ends every failed
 * attempt on `/login?error=<code>`, and the login page shows the text for the code; `unauthorized` is the spec's
 * invite-only notice (part 1 §8), the others are ours (docs/decisions.md).
 */
export const googleSignInErrorCodes = [
  'unauthorized',
  'google_expired',
  'google_cancelled',
  'google_failed',
  'google_unavailable',
  'invite_used',
] as const;
export type GoogleSignInErrorCode = (typeof googleSignInErrorCodes)[number];

/** Where a finished sign-in sends the browser: the login page takes the session from POST /auth/session. */
export const GOOGLE_SESSION_READY_QUERY = { name: 'signin', value: 'google' } as const;

/** POST /auth/session: the tokens of a finished Google sign-in, handed over once. */
export const googleSessionResponseSchema = z.object({
  idToken: z.string().min(1),
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
});
export type GoogleSessionResponse = z.infer<typeof googleSessionResponseSchema>;
