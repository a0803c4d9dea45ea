import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionConfigSchema, type SubscriptionConfig } from '@thetix/shared/contracts/goals';
import { api } from '../../../lib/api-client';
import { staleTimes } from '../../../lib/query-client';

/** GET /api/subscriptions/config: label, description, required and disabled per option. */
export function getSubscriptionConfig(signal?: AbortSignal): Promise<SubscriptionConfig> {
  return api.request('GET /api/subscriptions/config', { schema: subscriptionConfigSchema, signal });
}

export const subscriptionConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'config'],
    queryFn: ({ signal }) => getSubscriptionConfig(signal),
    // The catalogue of options changes with a release, not during a visit.
    staleTime: staleTimes.referenceData,
  });

export const useSubscriptionConfig = () => useQuery(subscriptionConfigQueryOptions());
