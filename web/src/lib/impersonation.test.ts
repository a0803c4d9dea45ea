import { afterEach, describe, expect, it } from 'vitest';
import { impersonationHeaders, startImpersonation, stopImpersonation } from './impersonation';

describe('impersonation headers', () => {
  afterEach(() => stopImpersonation());

  it('sends nothing when no admin session is running', () => {
    expect(impersonationHeaders()).toEqual({});
  });

  it('sends the viewed user, the session start and a fresh request id on every request', () => {
    // Prepare
    startImpersonation({ userId: 'user-2', email: 'b@thetix.local', startedAt: '2026-11-23T10:00:00.000Z' });

    // Act
    const first = impersonationHeaders();
    const second = impersonationHeaders();

    // Assess
    expect(first).toEqual({
      'X-Impersonate-User-Id': 'user-2',
      'X-Impersonation-Timestamp': '2026-11-23T10:00:00.000Z',
      'X-Request-Id': expect.stringMatching(/^[0-9a-f-]{32,36}$/),
    });
    expect(second['X-Request-Id']).not.toBe(first['X-Request-Id']);
  });
});
