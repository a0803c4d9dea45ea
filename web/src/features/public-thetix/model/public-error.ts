import { ApiError } from '../../../lib/api-client';

/**
 * Spec part 3 §8: a public page shows the server's message when the server sent one (its 404s carry the spec's
 * own text), else the page's "not available" text.
 */
export const publicErrorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.code !== undefined && error.message ? error.message : fallback;
