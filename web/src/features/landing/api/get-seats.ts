import { queryOptions, useQuery } from '@tanstack/react-query';
import { seatsResponseSchema, type SeatsResponse } from '@thetix/shared/contracts/system';
import { api } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';

/** GET /api/public/seats: invite-only seats taken of the total (spec part 1 §3). */
export function getSeats(signal?: AbortSignal): Promise<SeatsResponse> {
  return api.request('GET /api/public/seats', { schema: seatsResponseSchema, signal });
}

export const seatsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'seats'],
    queryFn: ({ signal }) => getSeats(signal),
    staleTime: staleTimes.referenceData,
  });

export const useSeats = () => useQuery(seatsQueryOptions());
