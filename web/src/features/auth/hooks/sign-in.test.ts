// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors';
import { nextSignInStage, UnsupportedSignInStepError } from './use-sign-in';

const cognitoError = (name: string, message = 'Cognito says no') =>
  Object.assign(new Error(message), { name });

describe('sign-in', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect email or password.'],
    ['UserNotFoundException', 'Incorrect email or password.'],
    ['InvalidPasswordException', 'Incorrect email or password.'],
    ['TooManyRequestsException', 'Too many attempts. Please wait a minute and try again.'],
    [
      'PasswordResetRequiredException',
      'This account needs a new password. Please contact us at support@thetix.app.',
    ],
    ['SomethingElse', 'Cognito says no'],
  ])('words %s as %j', (name, expected) => {
    expect(signInErrorMessage(cognitoError(name), 'support@thetix.app')).toBe(expected);
  });

  it("shows the password policy's own words when a new password is refused", () => {
    // Act
    const message = signInErrorMessage(
      cognitoError('InvalidPasswordException', 'Password must have symbol characters'),
      'support@thetix.app',
      'new-password',
    );

    // Assess
    expect(message).toBe('Password must have symbol characters');
  });

  it('goes on to the callback once signed in, and asks for a new password on that challenge', () => {
    // Act
    const done = nextSignInStage({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const challenge = nextSignInStage({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });

    // Assess
    expect(done).toBe('signed-in');
    expect(challenge).toBe('new-password');
  });

  it('refuses steps the form does not offer (MFA) with a readable message', () => {
    expect(() =>
      nextSignInStage({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } }),
    ).toThrow(UnsupportedSignInStepError);
  });
});
