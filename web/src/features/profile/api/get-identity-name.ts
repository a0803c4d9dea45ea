import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasStoredAuthState, loadAuth } from '../../../lib/amplify';
import { getIdToken } from '../../../lib/auth-session';
import { useImpersonation } from '../../../lib/impersonation';

/** The `name` claim of a JWT's payload, if it carries one (the ID token's, from Cognito or Google). */
export function nameClaimOf(token: string | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (character) => character.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { name?: unknown };
    return typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The ID token's name claim, else the user pool's `name` attribute (GetUser with the access token: Cognito leaves
 * the claim out when the app client may not read the attribute, and the local pool never sets it).
 */
async function fetchIdentityName(): Promise<string | null> {
  const claim = nameClaimOf(await getIdToken());
  if (claim) return claim;
  if (!hasStoredAuthState()) return null;
  try {
    await loadAuth();
    const { fetchUserAttributes } = await import('aws-amplify/auth');
    return (await fetchUserAttributes()).name?.trim() || null;
  } catch {
    return null;
  }
}

const identityNameQueryOptions = () =>
  queryOptions({
    queryKey: ['identity-name'],
    queryFn: fetchIdentityName,
    staleTime: Infinity,
    meta: { suppressErrorToast: true },
  });

/**
 * The signed-in person's name from their sign-in (the profile's `username` is the e-mail for e-mail sign-in), for
 * the profile and the user menu. None while an admin views as someone else: the token is the admin's.
 */
export function useIdentityName(): string | undefined {
  const impersonating = useImpersonation() !== null;
  const query = useQuery({ ...identityNameQueryOptions(), enabled: !impersonating });
  return impersonating ? undefined : (query.data ?? undefined);
}
