// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError, ApiError } from './api-client';
import { createQueryClient, staleTimes } from './query-client';
import { toaster } from './toaster';

const apiError = (status: number, message = 'Profile store is unavailable') =>
  new ApiError({ status, message, body: { message, code: status === 401 ? 'UNAUTHORIZED' : 'INTERNAL' } });

describe('query client', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses the spec defaults: 1 minute stale, up to 3 retries of what can succeed, none of a 4xx answer', () => {
    // Prepare
    const queries = createQueryClient().getDefaultOptions().queries;
    const retry = queries?.retry as (failureCount: number, error: unknown) => boolean;

    // Act
    const decisions = {
      serverErrorFirst: retry(0, apiError(500)),
      serverErrorThird: retry(2, apiError(500)),
      serverErrorFourth: retry(3, apiError(500)),
      unauthorized: retry(0, apiError(401)),
      notFound: retry(0, apiError(404)),
      badRequest: retry(0, apiError(400)),
      throttled: retry(0, apiError(429)),
      unavailable: retry(0, apiError(503)),
      network: retry(0, new TypeError('Failed to fetch')),
      contract: retry(0, new ApiContractError('GET /api/profile', [])),
    };

    // Assess
    expect(queries?.staleTime).toBe(staleTimes.default);
    expect(staleTimes.default).toBe(60_000);
    expect(decisions).toEqual({
      serverErrorFirst: true,
      serverErrorThird: true,
      serverErrorFourth: false,
      unauthorized: false,
      notFound: false,
      badRequest: false,
      throttled: true,
      unavailable: true,
      network: true,
      contract: false,
    });
  });

  it("toasts a failed query as 'Failed to get data' with the server's message", async () => {
    // Prepare
    const create = vi.spyOn(toaster, 'create').mockReturnValue('toast-1');
    const client = createQueryClient();

    // Act
    await client
      .fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(apiError(503)), retry: false })
      .catch(() => undefined);

    // Assess
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Failed to get data',
        description: 'Profile store is unavailable',
      }),
    );
  });

  it('does not toast a 401 or a query that suppresses its toast', async () => {
    // Prepare
    const create = vi.spyOn(toaster, 'create').mockReturnValue('toast-1');
    const client = createQueryClient();

    // Act
    await client
      .fetchQuery({ queryKey: ['signed-out'], queryFn: () => Promise.reject(apiError(401)), retry: false })
      .catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['quiet'],
        queryFn: () => Promise.reject(apiError(500)),
        retry: false,
        meta: { suppressErrorToast: true },
      })
      .catch(() => undefined);

    // Assess
    expect(create).not.toHaveBeenCalled();
  });
});
