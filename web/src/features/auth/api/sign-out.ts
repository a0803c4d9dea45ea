import { signOut } from 'aws-amplify/auth';

/**
 * Forgets the session in this browser. A failure to revoke the refresh token at the identity provider must not keep
 * the user signed in here, so it is ignored: the tokens are cleared either way.
 */
export async function signOutLocally(): Promise<void> {
  try {
    await signOut();
  } catch {
    // Best effort: see above.
  }
}
