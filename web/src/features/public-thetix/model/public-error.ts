import { ApiError } from '../../../lib/api-client';

/** Spec part 3 §8, "Public fetch failure": the words when neither the server nor a status says more. */
export const UNKNOWN_ERROR = 'Unknown error';

/** A failed answer the server gave no words for, named by its status. */
export const httpErrorStatus = (status: number): string => `HTTP error ${status}`;

/**
 * What a public page says when its fetch failed (spec part 3 §8). A 404 is the page's "not available" text (the
 * server's 404s carry that very text, so its message wins when given). Any other failure is not about the card or
 * collection being private or gone, so it must not say so: the server's message, else the HTTP error status, else
 * "Unknown error" (no answer at all: the network, or an answer that did not parse).
 */
export const publicErrorText = (error: unknown, unavailable: string): string => {
  if (!(error instanceof ApiError)) return UNKNOWN_ERROR;
  if (error.status === 404) return error.serverMessage ?? unavailable;
  return error.serverMessage ?? httpErrorStatus(error.status);
};
