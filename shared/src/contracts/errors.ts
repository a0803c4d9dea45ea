import * as z from 'zod';

/** Machine-readable error codes; the HTTP status for each is fixed in functions/src/http/errors.ts. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'XSRF_TOKEN_INVALID',
  'NOT_INVITED',
  'READ_ONLY_IMPERSONATION',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'MARKET_DATA_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error the API returns has this body; `fieldErrors` lists zod issues for a 400. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  requestId: z.string().optional(),
  fieldErrors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
