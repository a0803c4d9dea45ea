import { confirmSignIn, type ConfirmSignInOutput } from 'aws-amplify/auth';

/**
 * Answers Cognito's NEW_PASSWORD_REQUIRED challenge. Users are created by an admin with a temporary password
 * (infra identity stack: admin-created users only), so an invited user's first sign-in in AWS asks for a new one.
 */
export function confirmNewPassword(newPassword: string): Promise<ConfirmSignInOutput> {
  return confirmSignIn({ challengeResponse: newPassword });
}
