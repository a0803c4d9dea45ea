import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { confirmNewPassword } from '../api/confirm-new-password';
import { signInWithPassword } from '../api/sign-in';

/** Where the form is: asking for e-mail and password, or for a new password (first sign-in in AWS). */
export type SignInStage = 'credentials' | 'new-password';

/** Sign-in steps Amplify may ask for that this form does not offer (MFA, TOTP, e-mail codes). */
export class UnsupportedSignInStepError extends Error {
  override readonly name = 'UnsupportedSignInStepError';
}

/** What an Amplify sign-in answer means for the form. */
export function nextSignInStage(output: {
  isSignedIn: boolean;
  nextStep: { signInStep: string };
}): 'signed-in' | 'new-password' {
  if (output.isSignedIn) return 'signed-in';
  if (output.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'new-password';
  throw new UnsupportedSignInStepError(
    'This account needs a sign-in step the beta does not support yet. Please contact support.',
  );
}

/**
 * Password sign-in; the auth callback then decides where to go (spec part 1 §2). A session already present in
 * this browser goes to the callback too.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<SignInStage>('credentials');
  const toCallback = () => void navigate(paths.auth.callback.getHref(), { replace: true });
  const onStage = (next: 'signed-in' | 'new-password') =>
    next === 'signed-in' ? toCallback() : setStage('new-password');

  const signIn = useMutation({
    mutationFn: async (credentials: { email: string; password: string }) =>
      nextSignInStage(await signInWithPassword(credentials)),
    onSuccess: onStage,
    onError: (error) => {
      if (error.name === 'UserAlreadyAuthenticatedException') toCallback();
    },
    meta: { suppressErrorToast: true },
  });
  const newPassword = useMutation({
    mutationFn: async (password: string) => nextSignInStage(await confirmNewPassword(password)),
    onSuccess: onStage,
    meta: { suppressErrorToast: true },
  });

  return { stage, signIn, newPassword };
}
