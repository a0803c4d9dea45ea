import { queryOptions, useQuery } from '@tanstack/react-query';
import { opportunitySchema, type Opportunity } from '@thetix/shared/contracts/opportunities';
import { api } from '../../../lib/api-client';
import { OPPORTUNITIES_STALE_MS, opportunitiesQueryKey } from './get-opportunities';

/** GET /api/opportunities/{id}. */
export function getOpportunity(id: string, signal?: AbortSignal): Promise<Opportunity> {
  return api.request('GET /api/opportunities/{id}', { schema: opportunitySchema, params: { id }, signal });
}

export const opportunityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...opportunitiesQueryKey, 'one', id],
    queryFn: ({ signal }) => getOpportunity(id, signal),
    staleTime: OPPORTUNITIES_STALE_MS,
    meta: { suppressErrorToast: true },
  });

/** The drawer starts from the card's copy and keeps it fresh with the single-opportunity call. */
export const useOpportunity = (id: string, initial: Opportunity) =>
  useQuery({ ...opportunityQueryOptions(id), initialData: initial, initialDataUpdatedAt: 0 });
