import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionsSchema, type Subscriptions } from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';

/** GET /api/subscriptions: which channels and notification types are on. */
export function getSubscriptions(signal?: AbortSignal): Promise<Subscriptions> {
  return api.request('GET /api/subscriptions', { schema: subscriptionsSchema, signal });
}

export const subscriptionsQueryOptions = () =>
  queryOptions({ queryKey: ['subscriptions'], queryFn: ({ signal }) => getSubscriptions(signal) });

export const useSubscriptions = () => useQuery(subscriptionsQueryOptions());
