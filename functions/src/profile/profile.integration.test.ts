import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_ADMIN_MESSAGE } from '../http/middleware/impersonation';
import { seatsKey } from '../invites/invite-entity';
import { callApi, createSignedInUser, lookupItems, stackTable, tokenFor } from '../testing/stack-client';

const seatsUsed = async () => {
  const { Item } = await stackTable().client.send(
    new GetCommand({ TableName: stackTable().name, Key: seatsKey }),
  );
  return Number(Item?.used);
};

describe('GET /api/profile against the local stack', () => {
  it('answers 401 without a token', async () => {
    const response = await callApi('/api/profile');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('returns the seeded onboarded investor with a real cognito-local token', async () => {
    const response = await callApi('/api/profile', { token: await tokenFor('investor@thetix.local') });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      email: 'investor@thetix.local',
      hasCompletedOnboarding: true,
      foundersAccess: true,
      featureFlags: { account_sync: true },
      preferences: {},
    });
  });

  it('creates the profile of an invited user once, taking exactly one seat even under concurrent first calls', async () => {
    // Prepare
    const user = await createSignedInUser({ invited: true, featureFlags: { account_sync: true } });
    const before = await seatsUsed();
    // Act
    const responses = await Promise.all([1, 2, 3].map(() => callApi('/api/profile', { token: user.token })));
    // Assess
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.body?.createdAt)).size).toBe(1);
    expect(responses[0]?.body).toMatchObject({
      id: user.userId,
      email: user.email,
      hasCompletedOnboarding: false,
    });
    expect(await seatsUsed()).toBe(before + 1);
  });

  it('refuses a signed-in user without an invite with the invite-only notice', async () => {
    const user = await createSignedInUser({ invited: false });
    const response = await callApi('/api/profile', { token: user.token });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'NOT_INVITED',
      message: expect.stringContaining('Access denied. The product is currently invite-only.'),
    });
  });

  it('refuses a token with the right claims signed by a key the pool does not publish', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const real = (await tokenFor('investor@thetix.local')).split('.');
    const header = JSON.parse(Buffer.from(real[0]!, 'base64url').toString()) as Record<string, unknown>;
    const input = `${encode(header)}.${real[1]}`;
    const forged = `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
    const response = await callApi('/api/profile', { token: forged });
    expect(response.status).toBe(401);
  });
});

describe('admin impersonation against the local stack', () => {
  const asAdmin = async (targetUserId: string) => ({
    token: await tokenFor('admin@thetix.local'),
    headers: { 'x-impersonate-user-id': targetUserId, 'x-impersonation-timestamp': new Date().toISOString() },
  });

  it('lets the admin read another user profile and writes the audit record', async () => {
    // Prepare
    const target = await createSignedInUser({ invited: true });
    await callApi('/api/profile', { token: target.token });
    // Act
    const response = await callApi('/api/profile', await asAdmin(target.userId));
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: target.userId, email: target.email });
    const admin = await callApi('/api/profile', { token: await tokenFor('admin@thetix.local') });
    const Items = await lookupItems(`SECURITY_ACTOR#${String(admin.body?.id)}`);
    expect(Items).toContainEqual(
      expect.objectContaining({ targetUserId: target.userId, allowed: true, kind: 'account_impersonation' }),
    );
  });

  it('refuses a non-admin with the spec message', async () => {
    const target = await createSignedInUser({ invited: true });
    const response = await callApi('/api/profile', {
      token: await tokenFor('investor@thetix.local'),
      headers: {
        'x-impersonate-user-id': target.userId,
        'x-impersonation-timestamp': new Date().toISOString(),
      },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: NOT_ADMIN_MESSAGE });
  });

  it('refuses writes while viewing as someone, except the security log', async () => {
    const target = await createSignedInUser({ invited: true });
    await callApi('/api/profile', { token: target.token });
    const impersonation = await asAdmin(target.userId);
    const logged = await callApi('/api/admin/security-log', {
      method: 'POST',
      xsrf: true,
      ...impersonation,
      body: {
        event: 'account_impersonation',
        details: { accountId: 'a1' },
        timestamp: new Date().toISOString(),
      },
    });
    expect(logged.status).toBe(204);
  });
});
