import type { ProductEventCount } from '@thetix/shared/contracts/admin';
import { describe, expect, it } from 'vitest';
import { callApi, createSignedInUser, createUserWithProfile, writeAs } from '../testing/stack-client';

/** The first-party `ask_thetix_query` event (spec part 3 §7, issue 30 item 7), counted by an admin. */

async function adminUser() {
  const admin = await createSignedInUser({ invited: true, featureFlags: { admin: true } });
  expect((await callApi('/api/profile', { token: admin.token })).status).toBe(200);
  return admin;
}

const countAsked = async (token: string) =>
  (await callApi('/api/admin/events/ask_thetix_query?days=2', { token }))
    .body as unknown as ProductEventCount;

describe('GET /api/admin/events/{event}', () => {
  it('counts one ask_thetix_query per accepted question (process and process-dashboard), none for a refused one', async () => {
    // Prepare
    const admin = await adminUser();
    const user = await createUserWithProfile();
    const before = await countAsked(admin.token);

    // Act
    const asked = [
      await writeAs(user, '/api/thetix-chats/process', 'POST', { query: 'What is delta?' }),
      await writeAs(user, '/api/thetix-chats/process-dashboard', 'POST', {
        query: 'What should I do today?',
      }),
    ];
    const refused = await writeAs(user, '/api/thetix-chats/process', 'POST', { query: '   ' });
    const after = await countAsked(admin.token);

    // Assess: other tests ask too, so at least the two accepted questions were counted
    expect(asked.map((response) => response.status)).toEqual([202, 202]);
    expect(refused.status).toBe(400);
    expect(after.event).toBe('ask_thetix_query');
    expect(after.days).toHaveLength(2);
    expect(after.total).toBe(after.days.reduce((sum, day) => sum + day.count, 0));
    expect(after.total - before.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a non-admin with 403, and an event it does not know with 400 naming it', async () => {
    // Prepare
    const admin = await adminUser();
    const user = await createUserWithProfile();

    // Act
    const notAdmin = await callApi('/api/admin/events/ask_thetix_query', { token: user.token });
    const unknown = await callApi('/api/admin/events/page_view', { token: admin.token });
    const tooMany = await callApi('/api/admin/events/ask_thetix_query?days=91', { token: admin.token });

    // Assess
    expect(notAdmin.status).toBe(403);
    expect(unknown.status).toBe(400);
    expect(unknown.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'params.event' })]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body?.fieldErrors).toEqual([expect.objectContaining({ path: 'query.days' })]);
  });
});
