import { createApiClient } from '../../../lib/api-client';

/**
 * The public pages' client: anonymous on purpose. Public collections and cards need no identity, so no token and
 * no impersonation headers are read or sent. That also keeps an embedded card working where the browser denies a
 * third-party frame its storage (where Amplify's session lives): reading it there throws a SecurityError.
 * The browser revalidates every answer (`no-cache`): smart polling decides how often to ask, and a copy the
 * browser kept for the answer's max-age would hide a card's new result from the status that announced it.
 */
export const publicApi = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, { ...init, cache: 'no-cache' }),
  getIdToken: async () => undefined,
});
