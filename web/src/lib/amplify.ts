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
  loaded ??= import('aws-amplify').then(({ Amplify }) => {
    if (!userPool) throw new Error('configureAuth must run before loadAuth');
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: userPool.userPoolId,
          userPoolClientId: userPool.userPoolClientId,
          ...(userPool.userPoolEndpoint ? { userPoolEndpoint: userPool.userPoolEndpoint } : {}),
          loginWith: { email: true },
        },
      },
    });
  });
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
