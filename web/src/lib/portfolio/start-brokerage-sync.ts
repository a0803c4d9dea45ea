import { syncBodySchema, syncResponseSchema, type Aggregator } from '@thetix/shared/contracts/brokerage';
import { api } from '../api-client';

/**
 * POST /api/{aggregator}/sync: every connection of the aggregator; joins a sync already on its way. Called by the
 * connect flow (use-brokerage-connect.ts), which polls the status itself.
 */
export function startBrokerageSync(aggregator: Aggregator) {
  return api.request('POST /api/{aggregator}/sync', {
    schema: syncResponseSchema,
    params: { aggregator },
    body: syncBodySchema.parse({}),
  });
}
