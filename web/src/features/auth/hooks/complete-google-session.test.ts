import { describe, expect, it, vi } from 'vitest';
import { completeGoogleSession } from './use-google-session';

const tokens = { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' };

describe('completing a Google sign-in on /login?signin=google', () => {
  it('stores the session it takes and hands over to the auth callback', async () => {
    // Prepare
    const store = vi.fn(async () => undefined);

    // Act
    const destination = await completeGoogleSession({ take: async () => tokens, store });

    // Assess
    expect(store).toHaveBeenCalledWith(tokens);
    expect(destination).toBe('/auth/callback');
  });

  it('ends on the login page with the Google failure text when no session is waiting', async () => {
    // Prepare
    const store = vi.fn(async () => undefined);

    // Act
    const destination = await completeGoogleSession({
      take: async () => Promise.reject(new Error('404')),
      store,
    });

    // Assess
    expect(destination).toBe('/login?error=google_failed');
    expect(store).not.toHaveBeenCalled();
  });
});
