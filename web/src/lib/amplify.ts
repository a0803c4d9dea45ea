import type { RuntimeConfig } from '@thetix/shared/contracts/runtime-config';

/** The prefix under which Amplify's token store keeps a session (and an OAuth sign-in in flight) in localStorage. */
const AMPLIFY_STORAGE_PREFIX = 'CognitoIdentityServiceProvider.';

let userPool: RuntimeConfig | undefined;
let loaded: Promise<void> | undefined;

/**
 * Records the stage's user pool. Amplify itself (about 36 KB gzip) is fetched only when a page needs it
 * (`loadAuth`), so a signed-out visitor's landing page never downloads it. Locally `userPoolEndpoint` is
 * cognito-local, which has no SRP: password sign-in uses USER_PASSWORD_AUTH (features/auth/api/sign-in.ts).
 */
export function configureAuth(config: RuntimeConfig): void {
  userPool = config;
  loaded = undefined;
}

/** Loads Amplify and points it at the user pool; every caller of `aws-amplify/auth` awaits this first. */
export function loadAuth(): Promise<void> {
  loaded ??= Promise.all([import('aws-amplify'), import('aws-amplify/utils')]).then(
    ([{ Amplify }, { ConsoleLogger }]) => {
      if (!userPool) throw new Error('configureAuth must run before loadAuth');
      const config = {
        Auth: {
          Cognito: {
            userPoolId: userPool.userPoolId,
            userPoolClientId: userPool.userPoolClientId,
            ...(userPool.userPoolEndpoint ? { userPoolEndpoint: userPool.userPoolEndpoint } : {}),
            loginWith: { email: true as const },
          },
        },
      };
      // Amplify warns on every configure that carries a `userPoolEndpoint` ("You are using a custom Amazon Cognito
      // User Pool endpoint"), whatever the endpoint. Only the local stack sets one (cognito-local: the standard
      // endpoint is derived from the pool's region and cannot reach it), on purpose, so that one configure runs
      // with Amplify's logger at ERROR; every later warning of Amplify's prints as usual (decision 297).
      if (!config.Auth.Cognito.userPoolEndpoint) return Amplify.configure(config);
      const level = ConsoleLogger.LOG_LEVEL;
      ConsoleLogger.LOG_LEVEL = 'ERROR';
      try {
        Amplify.configure(config);
      } finally {
        ConsoleLogger.LOG_LEVEL = level;
      }
    },
  );
  return loaded;
}

/** False when this browser holds no Amplify state at all: the visitor is signed out, without loading Amplify. */
export function hasStoredAuthState(storage?: Pick<Storage, 'length' | 'key'>): boolean {
  if (!storage) {
    try {
      storage = globalThis.localStorage;
    } catch {
      return false; // a browser that refuses storage (a third-party frame) keeps no session either
    }
    if (!storage) return false;
  }
  try {
    for (let index = 0; index < storage.length; index++) {
      if (storage.key(index)?.startsWith(AMPLIFY_STORAGE_PREFIX)) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable: let Amplify decide
  }
}
