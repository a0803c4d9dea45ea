import type { IdentityStatus } from '@thetix/shared/contracts/system';

/** A check is kept this long, so a stampede of sign-in pages costs the identity provider one request a minute. */
export const IDENTITY_CHECK_TTL_MS = 60_000;
/** The provider is degraded when its key set takes longer than this. */
export const IDENTITY_CHECK_TIMEOUT_MS = 3_000;

/**
 * Whether the identity provider answers: its JSON Web Key Set (the same document every API call's token check
 * needs) is fetched and must hold at least one key. Locally that is cognito-local, in AWS the user pool's issuer.
 */
export function buildIdentityStatusCheck(deps: {
  jwksUri: () => string;
  fetch: typeof globalThis.fetch;
  now: () => Date;
}) {
  let cached: { status: IdentityStatus; until: number } | undefined;

  const probe = async (): Promise<IdentityStatus['status']> => {
    try {
      const response = await deps.fetch(deps.jwksUri(), {
        signal: AbortSignal.timeout(IDENTITY_CHECK_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return 'degraded';
      const body = (await response.json()) as { keys?: unknown };
      return Array.isArray(body.keys) && body.keys.length > 0 ? 'operational' : 'degraded';
    } catch {
      return 'degraded';
    }
  };

  return async (): Promise<IdentityStatus> => {
    const now = deps.now();
    if (cached && cached.until > now.getTime()) return cached.status;
    const status: IdentityStatus = { status: await probe(), checked_at: now.toISOString() };
    cached = { status, until: now.getTime() + IDENTITY_CHECK_TTL_MS };
    return status;
  };
}
