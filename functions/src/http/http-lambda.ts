import type { Context } from 'aws-lambda';
import { routeKey, type RouteDefinition } from '@thetix/shared/api-routes';
import { publishMarketMetrics } from '../market-data/market-counters';
import { jsonResponse } from './json-response';
import type { HttpEvent, HttpResponse, RouteContext } from './http-types';
import type { RouteHandler } from './http-route';

/**
 * One Lambda serves the routes of one feature (CloudFormation's 500-resource limit rules out a Lambda per route).
 * API Gateway tells it which route matched in `event.routeKey`; the local adapter sets the same field.
 */
export function httpLambda(
  routes: Record<string, RouteHandler>,
): (event: HttpEvent, context: Context) => Promise<HttpResponse> {
  return async (event, context) => {
    const route = routes[event.routeKey];
    if (!route) {
      return jsonResponse(404, { message: `No route for ${event.routeKey}`, code: 'NOT_FOUND' });
    }
    try {
      return await route(event, context as RouteContext);
    } finally {
      publishMarketMetrics();
    }
  };
}

/** Keys a lambda's route table by the manifest's route keys, so a typo cannot silently unroute a handler. */
export function routeTable(entries: [RouteDefinition, RouteHandler][]): Record<string, RouteHandler> {
  return Object.fromEntries(entries.map(([route, handler]) => [routeKey(route), handler]));
}
