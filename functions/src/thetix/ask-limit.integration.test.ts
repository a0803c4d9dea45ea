import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createUserWithProfile, stackTable, writeAs } from '../testing/stack-client';
import { ASK_LIMIT_MESSAGE, ASKS_PER_MINUTE } from './rooms/room-http';

/** Fills a user's ask budget for this minute and the next (the counter is a fixed window in the table). */
async function spendAsks(userId: string) {
  const table = stackTable();
  const window = Math.floor(Date.now() / 60_000) * 60;
  for (const start of [window, window + 60])
    await table.client.send(
      new PutCommand({
        TableName: table.name,
        Item: {
          pk: `RATE#asks#${userId}`,
          sk: String(start),
          hits: ASKS_PER_MINUTE,
          expiresAt: start + 120,
          entity: 'rate-limit',
        },
      }),
    );
}

describe('a per-user budget of questions (issue 33 item 3, decision 317)', () => {
  it('answers 429 with the limit named once a user has asked the most a minute allows, and only for that user', async () => {
    // Prepare
    const busy = await createUserWithProfile();
    const other = await createUserWithProfile();
    await spendAsks(busy.userId);
    // Act
    const chat = await writeAs(busy, '/api/thetix-chats/process', 'POST', { query: 'price of AAPL' });
    const card = await writeAs(busy, '/api/thetix-cards', 'POST', {
      user_query: 'price of AAPL',
      collection_id: 'any-collection',
    });
    const fine = await writeAs(other, '/api/thetix-chats/process', 'POST', { query: 'price of AAPL' });
    // Assess
    expect(chat.status).toBe(429);
    expect(chat.body).toMatchObject({ message: ASK_LIMIT_MESSAGE });
    expect(card.status).toBe(429);
    expect(fine.status).toBe(202);
  });
});
