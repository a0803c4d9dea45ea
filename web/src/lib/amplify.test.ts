import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredAuthState } from './amplify';

describe('hasStoredAuthState', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('finds Amplify keys, and nothing in an empty storage', () => {
    const keys = ['theme', 'CognitoIdentityServiceProvider.client.user.idToken'];
    const storage = { length: keys.length, key: (index: number) => keys[index] ?? null };
    expect(hasStoredAuthState(storage)).toBe(true);
    expect(hasStoredAuthState({ length: 0, key: () => null })).toBe(false);
  });

  it('answers signed out when the browser refuses storage (a third-party frame throws on access)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError: access is denied for this document');
      },
    });
    expect(hasStoredAuthState()).toBe(false);
  });
});
