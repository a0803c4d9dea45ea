import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Card } from '@thetix/shared/contracts/thetix';
import type { Chat } from '@thetix/shared/contracts/chats';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chatKey } from '../chats/chat-entities';
import {
  callApi,
  createUserWithProfile,
  stackTable,
  writeAs,
  type SignedInUser,
} from '../testing/stack-client';
import { cardKey, cardResultKey } from '../thetix/card-entities';

/**
 * Issue 33 item 6: an item stored in a shape its response contract refuses (written straight to the table, as an
 * older version or a hand edit may leave one) answered 500 on every read of it. A read now leaves out the damaged
 * part (the item from a list, the turn or widget from a single item), logs it with its key, and answers the rest.
 */

const turn = (id: string, query: unknown) => ({
  id,
  query,
  plan: null,
  widgets: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  completedAt: '2026-11-27T10:00:01.000Z',
  error: null,
  debug: null,
});

/** Overwrites stored attributes of an item, bypassing every check of the API. */
async function writeStraight(key: Record<string, string>, attributes: Record<string, unknown>) {
  const table = stackTable();
  const names = Object.keys(attributes);
  await table.client.send(
    new UpdateCommand({
      TableName: table.name,
      Key: key,
      UpdateExpression: `SET ${names.map((_, index) => `#a${index} = :v${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(
        names.map((name, index) => [`:v${index}`, attributes[name]]),
      ),
    }),
  );
}

async function newChat(user: SignedInUser, title: string): Promise<string> {
  const created = await writeAs(user, '/api/thetix-chats', 'POST', { title });
  expect(created.status).toBe(201);
  return String(created.body?.id);
}

describe('a stored item that fails its response contract', () => {
  it('is left out of a list and repaired on a single read, never a 500', async () => {
    // Prepare: one chat whose first turn's query is not text, one whose last turn's is not, one sound.
    const user = await createUserWithProfile();
    const [damagedFirst, damagedLast, sound] = await Promise.all([
      newChat(user, 'damaged first turn'),
      newChat(user, 'damaged last turn'),
      newChat(user, 'sound'),
    ]);
    await writeStraight(chatKey(user.userId, damagedFirst), {
      turns_json: JSON.stringify([turn('t1', 42), turn('t2', 'And MSFT?')]),
    });
    await writeStraight(chatKey(user.userId, damagedLast), {
      turns_json: JSON.stringify([turn('t1', 'Best covered calls'), turn('t2', { not: 'text' })]),
    });

    // Act
    const listed = await callApi(`/api/thetix-chats?chat_ids=${damagedFirst},${damagedLast},${sound}`, {
      token: user.token,
    });
    const brief = await callApi('/api/thetix-chats', { token: user.token });
    const first = await callApi(`/api/thetix-chats/${damagedFirst}`, { token: user.token });
    const last = await callApi(`/api/thetix-chats/${damagedLast}`, { token: user.token });

    // Assess
    expect([listed.status, brief.status, first.status, last.status]).toEqual([200, 200, 200, 200]);
    // A list leaves a damaged item out whole; a single read shows the item without its damaged turn.
    expect((listed.body as unknown as Chat[]).map((chat) => chat.id)).toEqual([sound]);
    expect((first.body as unknown as Chat).content.map((entry) => entry.user_query)).toEqual(['And MSFT?']);
    expect((last.body as unknown as Chat).content.map((entry) => entry.user_query)).toEqual([
      'Best covered calls',
    ]);
  });

  it('leaves a damaged card out of the board and a damaged widget out of its card', async () => {
    // Prepare: the example collection's cards; one card's position is not a number, another holds a bad widget.
    const user = await createUserWithProfile();
    const collections = await callApi('/api/thetix-card-collections', { token: user.token });
    const collectionId = String((collections.body as unknown as { id: string }[])[0]!.id);
    const board = async () =>
      (await callApi(`/api/thetix-cards?collection_id=${collectionId}`, { token: user.token }))
        .body as unknown as Card[];
    // The example cards are being answered by the worker: a straight write made before it finishes is overwritten.
    let before = await board();
    for (
      let attempt = 0;
      attempt < 80 && before.some((card) => card.materialized_result === null);
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      before = await board();
    }
    expect(before.every((card) => card.materialized_result !== null && card.job_status === null)).toBe(true);
    const [broken, withBadWidget] = before;
    await writeStraight(cardKey(user.userId, broken!.id), { card_position: 'first' });
    // The result lives in its own item, gzipped (decision 282).
    await writeStraight(cardResultKey(user.userId, withBadWidget!.id), {
      result_gz: gzipSync(
        JSON.stringify([
          { widget: 'markdown', title: 'Answer', content: 'Sound widget' },
          { widget: 'no-such-widget', title: 42 },
        ]),
      ),
    });
    await writeStraight(cardKey(user.userId, withBadWidget!.id), {
      materialized_updated_at: '2026-11-27T10:00:00.000Z',
    });

    // Act
    const listed = await callApi(`/api/thetix-cards?collection_id=${collectionId}`, { token: user.token });
    const single = await callApi(`/api/thetix-cards/${withBadWidget!.id}`, { token: user.token });
    const damaged = await callApi(`/api/thetix-cards/${broken!.id}`, { token: user.token });

    // Assess
    expect(listed.status).toBe(200);
    const ids = (listed.body as unknown as Card[]).map((card) => card.id);
    expect(ids).not.toContain(broken!.id);
    expect(ids).toHaveLength(before.length - 1);
    expect(single.status).toBe(200);
    expect((single.body as unknown as { card: Card }).card.materialized_result).toHaveLength(1);
    expect(damaged.status).toBe(409);
    expect(damaged.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('damaged') });
  });
});
