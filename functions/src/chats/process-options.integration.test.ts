import type { Chat } from '@thetix/shared/contracts/chats';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, writeAs, type SignedInUser } from '../testing/stack-client';
import { RULES_IGNORE_CUSTOM_PROMPT } from './chat-job';

/** POST /api/thetix-chats/process's `save_to_collection` and `custom_prompt` (spec part 3 §7, issue 30 item 7). */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answered(user: SignedInUser, id: string): Promise<Chat> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const chat = (await callApi(`/api/thetix-chats/${id}`, { token: user.token })).body as unknown as Chat;
    if ((chat.job_status === null && chat.content.at(-1)?.completed_at) || Date.now() > deadline) return chat;
    await sleep(200);
  }
}

const listedIds = async (user: SignedInUser) =>
  ((await callApi('/api/thetix-chats', { token: user.token })).body as unknown as Chat[]).map(
    (chat) => chat.id,
  );

describe('POST /api/thetix-chats/process options', () => {
  it('keeps a chat asked with save_to_collection false out of its collection, yet answers it and reads it by id', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const unsaved = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What is delta?',
      save_to_collection: false,
    });
    const saved = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What is theta?',
      save_to_collection: true,
    });
    const unsavedId = String((unsaved.body?.saved_chat as Chat).id);
    const savedId = String((saved.body?.saved_chat as Chat).id);
    const chat = await answered(user, unsavedId);
    const listed = await listedIds(user);
    const byId = await callApi(`/api/thetix-chats?chat_ids=${unsavedId}`, { token: user.token });

    // Assess
    expect(unsaved.status).toBe(202);
    expect(chat.meta_data.save_to_collection).toBe(false);
    expect(chat.content.at(-1)?.response?.length).toBeGreaterThan(0);
    expect(listed).toContain(savedId);
    expect(listed).not.toContain(unsavedId);
    expect((byId.body as unknown as Chat[]).map((item) => item.id)).toEqual([unsavedId]);
  });

  it('keeps custom_prompt with the turn for a language-model planner, and the rule planner says it plans alone', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const asked = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What is delta?',
      custom_prompt: 'Answer for a beginner',
    });
    const chat = await answered(user, String((asked.body?.saved_chat as Chat).id));
    const debug = chat.content.at(-1)?.debug_info;

    // Assess
    expect(asked.status).toBe(202);
    expect(debug).toMatchObject({ planner: 'rules', custom_prompt: 'Answer for a beginner' });
    expect(debug?.notes).toContain(RULES_IGNORE_CUSTOM_PROMPT);
  });

  it('refuses a custom_prompt with control characters or over 1,000 characters, naming the field', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const control = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What is delta?',
      custom_prompt: 'be brief\u0007',
    });
    const long = await writeAs(user, '/api/thetix-chats/process', 'POST', {
      query: 'What is delta?',
      custom_prompt: 'x'.repeat(1001),
    });

    // Assess
    expect(control.status).toBe(400);
    expect(control.body?.fieldErrors).toEqual([
      { path: 'body.custom_prompt', message: 'must not contain control characters' },
    ]);
    expect(long.status).toBe(400);
    expect(long.body?.fieldErrors).toEqual([
      { path: 'body.custom_prompt', message: 'must be at most 1000 characters' },
    ]);
  });
});
