import { INVITE_REQUEST_LIMIT, INVITE_REQUEST_RECEIVED } from '@thetix/shared/contracts/invite-requests';
import type { InviteRequest } from '@thetix/shared/contracts/invite-requests';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser, createUserWithProfile } from '../testing/stack-client';

/** Asking for an invite (issue 30 item 8): an e-mail kept for the admins, no seat taken, no invite made. */

const ask = (email: unknown, viewer?: string) =>
  callApi('/api/public/invite-requests', {
    method: 'POST',
    body: { email },
    // CloudFront's viewer address is what the limit counts by; a test of its own keeps others' requests apart.
    ...(viewer ? { headers: { 'cloudfront-viewer-address': `${viewer}:443` } } : {}),
  });

async function adminUser() {
  const admin = await createSignedInUser({ invited: true, featureFlags: { admin: true } });
  expect((await callApi('/api/profile', { token: admin.token })).status).toBe(200);
  return admin;
}

const listed = async (token: string) =>
  ((await callApi('/api/admin/invite-requests', { token })).body as { requests: InviteRequest[] }).requests;

describe('POST /api/public/invite-requests', () => {
  it('keeps the e-mail once for the admins, counting a second request, and takes no seat', async () => {
    // Prepare
    const admin = await adminUser();
    const email = `visitor-${randomUUID()}@example.com`;
    const seatsBefore = (await callApi('/api/public/seats')).body;

    // Act
    const first = await ask(`  ${email.toUpperCase()} `, '198.51.100.7');
    const again = await ask(email, '198.51.100.7');
    const seatsAfter = (await callApi('/api/public/seats')).body;
    const requests = (await listed(admin.token)).filter((request) => request.email === email);

    // Assess
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ message: INVITE_REQUEST_RECEIVED });
    expect(again.body).toEqual(first.body);
    expect(requests).toEqual([
      { email, requestedAt: expect.any(String), lastRequestedAt: expect.any(String), requests: 2 },
    ]);
    expect(requests[0]!.lastRequestedAt >= requests[0]!.requestedAt).toBe(true);
    expect(seatsAfter).toEqual(seatsBefore);
  });

  it('refuses what is not an e-mail address, and any other field, naming the problem', async () => {
    // Act
    const notEmail = await ask('not-an-address', '198.51.100.8');
    const extra = await callApi('/api/public/invite-requests', {
      method: 'POST',
      body: { email: 'a@example.com', invite: true },
    });

    // Assess
    expect(notEmail.status).toBe(400);
    expect(notEmail.body?.fieldErrors).toEqual([
      { path: 'body.email', message: 'must be an e-mail address' },
    ]);
    expect(extra.status).toBe(400);
    expect(extra.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'body' })]);
  });

  it('lists requests only for admins', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const refused = await callApi('/api/admin/invite-requests', { token: user.token });

    // Assess
    expect(refused.status).toBe(403);
  });

  it('answers 429 with the limit once one address asks too often', async () => {
    // Prepare: an address of its own (TEST-NET-3), so no other test shares its count
    const viewer = `203.0.113.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 8)}`;

    // Act: twice the limit and one, so one fixed window holds more than the limit even if a window ends meanwhile
    const statuses: number[] = [];
    for (let index = 0; index <= 2 * INVITE_REQUEST_LIMIT; index += 1)
      statuses.push((await ask(`burst-${index}-${randomUUID()}@example.com`, viewer)).status);
    const refused = await ask(`late-${randomUUID()}@example.com`, viewer);
    const elsewhere = await ask(`other-${randomUUID()}@example.com`);

    // Assess
    expect(statuses).toContain(429);
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toContain(`at most ${INVITE_REQUEST_LIMIT} in 10 minutes`);
    expect(elsewhere.status).toBe(202);
  });
});
