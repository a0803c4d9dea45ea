import { apiRoutes, type RouteDefinition, type RouteKey } from '@thetix/shared/api-routes';

type Method<K> = K extends `${infer M} ${string}` ? M : never;
type Path<K, M> = K extends `${M & string} ${infer P}` ? P : never;

/** The manifest entry for a method and path; the types only admit routes that exist in shared/api-routes.ts. */
export function findRoute<M extends Method<RouteKey>>(method: M, path: Path<RouteKey, M>): RouteDefinition {
  const route = apiRoutes.find((candidate) => candidate.method === method && candidate.path === path);
  if (!route) throw new Error(`Route ${method} ${path} is not in shared/api-routes.ts`);
  return route;
}
