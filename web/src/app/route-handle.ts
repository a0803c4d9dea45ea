import type { PageMetaFamily } from '../config/page-meta';

/** What a route declares about itself in `handle`; read back with `useMatches()`. */
export interface RouteHandle {
  meta?: PageMetaFamily;
}

export const handle = (meta: PageMetaFamily): RouteHandle => ({ meta });
