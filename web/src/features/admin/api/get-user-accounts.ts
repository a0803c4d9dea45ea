import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminUserAccountsResponseSchema,
  type AdminUserAccountsResponse,
} from '@thetix/shared/contracts/admin';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users/{userId}/accounts: the accounts an admin picks from before viewing as the user. */
export function getUserAccounts(userId: string, signal?: AbortSignal): Promise<AdminUserAccountsResponse> {
  return api.request('GET /api/admin/users/{userId}/accounts', {
    schema: adminUserAccountsResponseSchema,
    params: { userId },
    signal,
  });
}

export const userAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'user-accounts', userId],
    queryFn: ({ signal }) => getUserAccounts(userId, signal),
    // The dialog shows the error itself.
    meta: { suppressErrorToast: true },
    retry: false,
  });

export const useUserAccounts = (userId: string) => useQuery(userAccountsQueryOptions(userId));
