import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';
import { Amplify } from 'aws-amplify';

/**
 * Points Amplify Auth at the stage's user pool. Locally `userPoolEndpoint` is cognito-local, which has no SRP:
 * password sign-in uses USER_PASSWORD_AUTH (features/auth/api/sign-in.ts), a per-call option in Amplify v6.
 */
export function configureAuth(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
