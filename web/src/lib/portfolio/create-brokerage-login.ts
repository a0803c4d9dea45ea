import {
  createLoginBodySchema,
  createLoginResponseSchema,
  type Aggregator,
} from '@thetix/shared/contracts/brokerage';
import { api } from '../api-client';

/**
 * POST /api/{aggregator}/create_login: the aggregator's portal address for the login window (read-only), for a new
 * connection or, with `reconnect`, to sign in again to that connection. Called by the connect flow
 * (use-brokerage-connect.ts), which words its failure itself, so there is no hook of its own.
 */
export function createBrokerageLogin(aggregator: Aggregator, reconnect?: string) {
  return api.request('POST /api/{aggregator}/create_login', {
    schema: createLoginResponseSchema,
    params: { aggregator },
    body: createLoginBodySchema.parse({
      connection_type: 'read',
      ...(reconnect !== undefined ? { connection_id: reconnect } : {}),
    }),
  });
}
