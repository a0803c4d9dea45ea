import { useQuery } from '@tanstack/react-query';
import { IDENTITY_STATUS_POLL_MS, identityStatusSchema } from '@thetix/shared/contracts/system';
import { api } from '../../../lib/api-client';

/**
 * GET /api/public/identity-status, polled every 5 minutes while the sign-in page is open (spec part 1 §7, §9).
 * A failed poll says nothing: the page shows a problem only when the server reports one.
 */
export const useIdentityStatus = () =>
  useQuery({
    queryKey: ['system', 'identity-status'],
    queryFn: ({ signal }) =>
      api.request('GET /api/public/identity-status', { schema: identityStatusSchema, signal }),
    refetchInterval: IDENTITY_STATUS_POLL_MS,
    staleTime: IDENTITY_STATUS_POLL_MS,
    retry: false,
    meta: { suppressErrorToast: true },
  });
