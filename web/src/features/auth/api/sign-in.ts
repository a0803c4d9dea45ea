import { signIn, type SignInOutput } from 'aws-amplify/auth';

/**
 * Email and password sign-in. USER_PASSWORD_AUTH rather than Amplify's default SRP: the local user pool
 * (cognito-local) has no SRP, and the deployed app client allows the same flow (infra/lib/identity-stack.ts), so
 * both runtimes sign in alike.
 */
export function signInWithPassword(input: { email: string; password: string }): Promise<SignInOutput> {
  return signIn({
    username: input.email,
    password: input.password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
}
