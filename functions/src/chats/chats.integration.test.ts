import type { Chat } from '@thetix/shared/contracts/chats';
import type { Opportunity } from '@thetix/shared/contracts/opportunities';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, writeAs, type SignedInUser } from '../testing/stack-client';

/** Ask Thetix chats through the local stack: the HTTP adapter, DynamoDB Local, the jobs queue and its worker. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function investor() {
  const user = await createUserWithProfile();
  const loaded = await writeAs(user, '/api/test-data', 'POST');
  expect(loaded.status).toBe(201);
  const onboarding = await writeAs(user, '/api/complete-onboarding', 'POST', {
    starting_goal: 'Balanced Weekly',
  });
  expect(onboarding.status).toBe(200);
  return { ...user, accountId: String(loaded.body?.accountId) };
}

const readChat = async (user: SignedInUser, id: string) =>
  (await callApi(`/api/thetix-chats/${id}`, { token: user.token })).body as unknown as Chat;

async function answered(user: SignedInUser, id: string, turns: number) {
  const deadline = Date.now() + 20_000;
  let chat = await readChat(user, id);
  while (
    (chat.job_status !== null || chat.content.length < turns || !chat.content.at(-1)?.response) &&
    Date.now() < deadline
  ) {
    await sleep(200);
    chat = await readChat(user, id);
  }
  return chat;
}

async function activeOpportunity(user: SignedInUser & { accountId: string }): Promise<Opportunity> {
  await writeAs(user, `/api/opportunities/refresh?accountId=${user.accountId}`, 'POST');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await callApi(`/api/opportunities?accountId=${user.accountId}&status=active`, {
      token: user.token,
    });
    const found = (list.body?.opportunities as Opportunity[] | undefined)?.find(
      (opportunity) => opportunity.opportunity_type === 'covered_call',
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no covered call was generated');
    await sleep(300);
  }
}

describe('Ask Thetix chats on the local stack', () => {
  it('answers a question with widgets, then a follow-up in the context of the first', async () => {
    // Prepare
    const user = await investor();
    // Act
    const first = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What are my best covered calls this week?',
    });
    // Assess
    expect(first.status).toBe(202);
    const saved = (first.body as unknown as { saved_chat: Chat }).saved_chat;
    expect(saved).toMatchObject({
      job_status: 'pending',
      title: 'What are my best covered calls this week?',
    });
    const done = await answered(user, saved.id, 1);
    const table = done.content[0]!.response!.find((widget) => widget.widget === 'table') as {
      rows: unknown[];
    };
    expect(table.rows.length).toBeGreaterThan(0);

    const follow = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'only monthly ones',
      chat_id: saved.id,
    });
    expect(follow.status).toBe(202);
    const after = await answered(user, saved.id, 2);
    expect(after.content).toHaveLength(2);
    const plan = after.content[1]!.dsl_template as {
      data: { query: string; params: { duration?: string } };
    }[];
    expect(plan[0]).toMatchObject({
      data: { query: 'covered_call_candidates', params: { duration: 'monthly' } },
    });
    expect(after.content[1]!.debug_info).toMatchObject({ intents: expect.arrayContaining(['follow_up']) });
  });

  it('answers "what happens if I get assigned?" with the numbers of that opportunity', async () => {
    const user = await investor();
    const opportunity = await activeOpportunity(user);
    const asked = await writeAs(user, '/api/thetix-chats/process-opportunity', 'POST', {
      query: 'what happens if I get assigned?',
      opportunity,
    });
    expect(asked.status).toBe(202);
    const saved = (asked.body as unknown as { saved_chat: Chat }).saved_chat;
    expect(saved.meta_data).toMatchObject({ opportunity_id: opportunity.id, collection_type: 'opportunity' });
    const done = await answered(user, saved.id, 1);
    const text = JSON.stringify(done.content[0]!.response);
    const details = (opportunity as Extract<Opportunity, { opportunity_type: 'covered_call' }>).details;
    expect(text).toContain(`$${details.strike.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(text).toContain(`${details.contracts * 100} shares`);
  });

  it('gives the dashboard an action plan titled "Action Plan"', async () => {
    const user = await investor();
    const asked = await writeAs(user, '/api/thetix-chats/process-dashboard', 'POST', {
      query: 'What should I do today?',
      account_id: user.accountId,
    });
    const saved = (asked.body as unknown as { saved_chat: Chat }).saved_chat;
    expect(saved.title).toBe('Action Plan');
    const done = await answered(user, saved.id, 1);
    const titles = done.content[0]!.response!.map((widget) => (widget as { title?: string }).title);
    expect(titles).toEqual(expect.arrayContaining(['Your open calls', 'Income so far this year']));
  });

  it("refuses an action plan for another user's account with a 404 at once", async () => {
    const owner = await investor();
    const other = await createUserWithProfile();
    const asked = await writeAs(other, '/api/thetix-chats/process-dashboard', 'POST', {
      query: 'What should I do today?',
      account_id: owner.accountId,
    });
    expect(asked.status).toBe(404);
    expect(asked.body).toMatchObject({ message: 'Account not found' });
  });

  it('keeps chats to their owner, cancels, marks viewed and lists status', async () => {
    const user = await investor();
    const other = await createUserWithProfile();
    const asked = await writeAs(user, '/api/thetix-chats/process', 'POST', { query: 'price of AAPL' });
    const chat = (asked.body as unknown as { saved_chat: Chat }).saved_chat;
    expect((await callApi(`/api/thetix-chats/${chat.id}`, { token: other.token })).status).toBe(404);
    expect(
      (await writeAs(other, '/api/thetix-chats/process', 'POST', { query: 'hi', chat_id: chat.id })).status,
    ).toBe(404);
    const cancel = await writeAs(user, `/api/thetix-chats/${chat.id}/cancel`, 'POST');
    expect([200, 409]).toContain(cancel.status);
    if (cancel.status === 200) expect(JSON.stringify(cancel.body)).toContain('Query was cancelled.');
    const status = await callApi(`/api/thetix-chats/status?chat_ids=${chat.id}`, { token: user.token });
    expect((status.body as unknown as { id: string }[])[0]).toMatchObject({ id: chat.id });
    await writeAs(user, `/api/thetix-chats/${chat.id}/viewed`, 'POST');
    const viewed = await callApi(`/api/thetix-chats/viewed-status?chat_ids=${chat.id}`, {
      token: user.token,
    });
    expect(viewed.body).toEqual([{ id: chat.id, viewed: true }]);
    const collections = await callApi('/api/thetix-chat-collections?collection_type=opportunity', {
      token: user.token,
    });
    expect(collections.body).toEqual([
      expect.objectContaining({ name: 'Opportunity Chats', collection_type: 'opportunity' }),
    ]);
    const renamed = await writeAs(user, `/api/thetix-chats/${chat.id}`, 'PUT', { title: 'Apple today' });
    expect(renamed.body).toMatchObject({ title: 'Apple today' });
    const created = await writeAs(user, '/api/thetix-chat-collections', 'POST', { name: 'Ideas' });
    const edited = await writeAs(user, `/api/thetix-chat-collections/${String(created.body?.id)}`, 'PUT', {
      name: '  Income ideas ',
      description: 'Kept for later',
    });
    expect(edited.body).toMatchObject({
      name: 'Income ideas',
      description: 'Kept for later',
      collection_type: 'general',
    });
    const empty = await writeAs(user, '/api/thetix-chats/process', 'POST', { query: '   ' });
    expect(empty.status).toBe(400);
  });
});
