import { Alert } from '@chakra-ui/react';
import type { GoogleSignInErrorCode } from '@thetix/shared/contracts/google-sign-in';

/**
 * What /login says after a Google sign-in that did not finish (functions/src/auth/federated-sign-in.ts). The spec's
 * own code, `unauthorized`, has its verbatim notice (access-denied-notice.tsx); these texts are ours.
 */
export const googleSignInErrorText: Record<Exclude<GoogleSignInErrorCode, 'unauthorized'>, string> = {
  google_expired: 'Your Google sign-in expired or was started in another browser window. Please try again.',
  google_cancelled: 'Google sign-in was cancelled.',
  google_failed: 'Google sign-in could not be completed. Please try again.',
  google_unavailable:
    'Google sign-in is not available right now. Please sign in with your email and password.',
  invite_used:
    'This invitation has already been used by another sign-in. Sign in the way you signed in first, or contact support.',
};

export const isGoogleSignInError = (code: string | null): code is keyof typeof googleSignInErrorText =>
  code !== null && Object.hasOwn(googleSignInErrorText, code);

export function GoogleSignInErrorNotice({ code }: { code: keyof typeof googleSignInErrorText }) {
  return (
    <Alert.Root status="error" rounded="xl" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Description>{googleSignInErrorText[code]}</Alert.Description>
    </Alert.Root>
  );
}
