/**
 * What the sign-in form says for Amplify/Cognito failures (errors carry the Cognito exception in `name`). Wrong
 * e-mail and wrong password read alike, so the form does not reveal who has an account.
 */
export function signInErrorMessage(
  error: unknown,
  supportEmail: string,
  step: 'credentials' | 'new-password' = 'credentials',
): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return 'Incorrect email or password.';
    case 'InvalidPasswordException':
      // cognito-local answers a wrong password with this; Cognito uses it for a new password that breaks the policy.
      return step === 'credentials' || !(error instanceof Error) || !error.message
        ? 'Incorrect email or password.'
        : error.message;
    case 'PasswordResetRequiredException':
      return `This account needs a new password. Please contact us at ${supportEmail}.`;
    case 'UserNotConfirmedException':
      return `This account is not confirmed yet. Please contact us at ${supportEmail}.`;
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return 'Too many attempts. Please wait a minute and try again.';
    case 'NetworkError':
      return 'Could not reach the sign-in service. Please check your connection and try again.';
    default:
      return error instanceof Error && error.message ? error.message : 'Sign-in failed. Please try again.';
  }
}
