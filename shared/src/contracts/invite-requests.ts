import * as z from 'zod';

/**
 * Asking for an invite (issue 30 item 8): a visitor without one leaves an e-mail for the admins. It takes no seat
 * and creates no invite; an admin invites from the list.
 */
export const INVITE_REQUEST_RECEIVED =
  'Thanks: your request is in. We will write to you when a seat is yours.';

/** Requests one address (a browser, an office behind one address) may send in the window. */
export const INVITE_REQUEST_LIMIT = 5;
export const INVITE_REQUEST_WINDOW_SECONDS = 600;
export const INVITE_REQUEST_RATE_MESSAGE = `Too many invite requests from your address: at most ${INVITE_REQUEST_LIMIT} in 10 minutes. Please try again later.`;

/** POST /api/public/invite-requests. Strict: nothing but the e-mail is kept. */
export const inviteRequestBodySchema = z.strictObject({
  email: z
    .string('must be an e-mail address')
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be an e-mail address'))
    .transform((email) => email.toLowerCase()),
});
export type InviteRequestBody = z.infer<typeof inviteRequestBodySchema>;

/** The same answer for a new, a repeated or an already invited address: it says nothing about who is known. */
export const inviteRequestResponseSchema = z.object({ message: z.string() });

/** The most requests the admin list answers, newest first. */
export const INVITE_REQUEST_LIST_LIMIT = 200;

/** GET /api/admin/invite-requests. */
export const inviteRequestSchema = z.object({
  email: z.string(),
  /** The first request. */
  requestedAt: z.string(),
  /** The latest one; equal to `requestedAt` when asked once. */
  lastRequestedAt: z.string(),
  /** How many times this address asked. */
  requests: z.number().int().positive(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export const inviteRequestListSchema = z.object({ requests: z.array(inviteRequestSchema) });
