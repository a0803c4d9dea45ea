import type { RouteDefinition } from '@thetix/shared/api-routes';
import { defaultHttpDependencies } from './default-dependencies';
import { httpRoute, type RouteHandler, type RouteSpec } from './http-route';
import type { z } from 'zod';

/**
 * One entry of a lambda's `routeTable`: the route's handler behind the middleware chain with the process's real
 * dependencies, keyed by the route its spec names, so the key and the spec cannot disagree.
 */
export function routeEntry<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R,
>(spec: RouteSpec<P, Q, B, R>): [RouteDefinition, RouteHandler] {
  return [spec.route, httpRoute(spec, defaultHttpDependencies)];
}
