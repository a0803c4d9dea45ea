import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  USER_SEARCH_MIN_LENGTH,
  userSearchResponseSchema,
  type UserSearchResponse,
} from '@thetix/shared/contracts/admin';
import { api } from '../../../lib/api-client';

/** GET /api/admin/users/search?q: users whose e-mail or name contains `q` (admins only). */
export function searchUsers(q: string, signal?: AbortSignal): Promise<UserSearchResponse> {
  return api.request('GET /api/admin/users/search', {
    schema: userSearchResponseSchema,
    query: { q },
    signal,
  });
}

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'user-search', q],
    queryFn: ({ signal }) => searchUsers(q, signal),
    // The dialog shows the error itself ('Error searching users: …').
    meta: { suppressErrorToast: true },
    retry: false,
  });

export const useUserSearch = (q: string, enabled: boolean) =>
  useQuery({
    ...userSearchQueryOptions(q),
    enabled: enabled && q.trim().length >= USER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
