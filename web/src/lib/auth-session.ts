import { hasStoredAuthState, loadAuth } from './amplify';

/**
 * The signed-in user's Cognito ID token (the API verifies ID tokens), or undefined when signed out. Amplify
 * refreshes an expired token here; if that fails the caller is treated as signed out and the API answers 401.
 * A browser with no stored session answers at once, without fetching Amplify.
 */
export async function getIdToken(): Promise<string | undefined> {
  if (!hasStoredAuthState()) return undefined;
  try {
    await loadAuth();
    const { fetchAuthSession } = await import('aws-amplify/auth');
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
}

export async function isSignedIn(): Promise<boolean> {
  return (await getIdToken()) !== undefined;
}
