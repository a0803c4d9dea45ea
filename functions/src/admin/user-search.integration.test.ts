import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser } from '../testing/stack-client';

/** A user with a profile: the first GET /api/profile creates it from the invite. */
async function userWithProfile(featureFlags: Record<string, boolean> = {}) {
  const user = await createSignedInUser({ invited: true, featureFlags });
  const profile = await callApi('/api/profile', { token: user.token });
  expect(profile.status).toBe(200);
  return user;
}

describe('GET /api/admin/users/search', () => {
  it('finds a user by a case-insensitive part of their e-mail for an admin', async () => {
    // Prepare
    const admin = await userWithProfile({ admin: true });
    const target = await userWithProfile();
    const fragment = target.email.slice('user-'.length, 'user-'.length + 13).toUpperCase();

    // Act
    const response = await callApi(`/api/admin/users/search?q=${encodeURIComponent(fragment)}`, {
      token: admin.token,
    });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      users: [
        {
          id: target.userId,
          email: target.email,
          username: expect.any(String),
          isAdmin: false,
          hasCompletedOnboarding: false,
          createdAt: expect.any(String),
          accountCount: 0,
        },
      ],
    });
  });

  it('refuses a non-admin with 403 and the admin-flag message', async () => {
    const user = await userWithProfile();
    const response = await callApi('/api/admin/users/search?q=example', { token: user.token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Admin impersonation is only available to users with the admin feature flag.',
    });
  });

  it('answers 400 naming query.q when the query is shorter than 3 characters', async () => {
    const admin = await userWithProfile({ admin: true });
    const response = await callApi('/api/admin/users/search?q=ab', { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'query.q' })]);
  });
});

describe('GET /api/admin/users/{userId}/accounts', () => {
  it("lists another user's accounts with source and hidden flag for an admin", async () => {
    // Prepare
    const admin = await userWithProfile({ admin: true });
    const target = await userWithProfile();
    const created = await callApi('/api/accounts', {
      token: target.token,
      method: 'POST',
      body: { name: 'Taxable' },
      xsrf: true,
    });
    const accountId = String(created.body?.id);
    await callApi(`/api/accounts/${accountId}/visibility`, {
      token: target.token,
      method: 'PATCH',
      body: { hidden: true },
      xsrf: true,
    });

    // Act
    const response = await callApi(`/api/admin/users/${target.userId}/accounts`, { token: admin.token });

    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accounts: [{ id: accountId, name: 'Taxable', source: 'manual', hidden: true }],
    });
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await userWithProfile({ admin: true });
    const response = await callApi('/api/admin/users/no-such-user/accounts', { token: admin.token });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a non-admin with 403 and the admin-flag message', async () => {
    const user = await userWithProfile();
    const other = await userWithProfile();
    const response = await callApi(`/api/admin/users/${other.userId}/accounts`, { token: user.token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      message: 'Admin impersonation is only available to users with the admin feature flag.',
    });
  });
});
