import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiContractError, ApiError, GENERIC_FAILURE } from './api-client';
import { toaster } from './toaster';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { suppressErrorToast?: boolean };
    mutationMeta: { suppressErrorToast?: boolean };
  }
}

/** Spec part 1 §9: cache lifetimes named once, used by each endpoint's queryOptions factory. */
export const staleTimes = {
  default: 60_000,
  profile: 5 * 60_000,
  /** Company and seats data. */
  referenceData: 24 * 60 * 60_000,
} as const;

const MAX_RETRIES = 3;

/** A 401 is answered by leaving the page (the API client's handler), never by a toast or a retry. */
const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Only what can succeed the next time is tried again: no answer at all (the network), a server fault (5xx), a
 * throttle (429) or a timeout (408). Any other 4xx is the server's considered answer and is shown at once (issue 34
 * item 5: an error used to appear after 8 s of skeleton, three retries later); a contract mismatch would repeat.
 */
export const mayRetry = (error: unknown): boolean => {
  if (error instanceof ApiContractError) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
};

function showFailure(error: unknown, suppressed: boolean | undefined): void {
  if (suppressed || isUnauthorized(error)) return;
  const message = error instanceof Error && error.message ? error.message : GENERIC_FAILURE;
  toaster.create({ type: 'error', title: 'Failed to get data', description: message, closable: true });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => showFailure(error, query.meta?.suppressErrorToast),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        showFailure(error, mutation.meta?.suppressErrorToast),
    }),
    defaultOptions: {
      queries: {
        staleTime: staleTimes.default,
        retry: (failureCount, error) => mayRetry(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
