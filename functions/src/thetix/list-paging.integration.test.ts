import type { Card } from '@thetix/shared/contracts/thetix';
import { LIST_MAX_RESPONSE_BYTES } from '@thetix/shared/contracts/paging';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  createUserWithProfile,
  stackTable,
  writeAs,
  type SignedInUser,
} from '../testing/stack-client';
import { bulkyResultJson, storeFinishedCards } from './testing/stored-cards';

/**
 * Issue 33 item 6: GET /api/thetix-cards had no paging (413 cards answered 2.7 MB). Every list route now pages with
 * an opaque cursor and no answer passes 1 MB; without `limit` or `cursor` the array stays, stopped before 1 MB with
 * `X-Next-Cursor`.
 */

/** About 8.5 KB of JSON a card: a materialized answer of one long markdown widget. */
const bulkyResult = bulkyResultJson(8_500);

const storeCards = (userId: string, collectionId: string, count: number, prefix: string) =>
  storeFinishedCards(stackTable(), { userId, collectionId, count, prefix, resultJson: bulkyResult });

const bytesOf = (body: unknown) => Buffer.byteLength(JSON.stringify(body), 'utf8');

async function defaultCollection(user: SignedInUser): Promise<string> {
  const answer = await callApi('/api/thetix-card-collections', { token: user.token });
  return String((answer.body as unknown as { id: string }[])[0]!.id);
}

describe('paged lists', () => {
  it('pages a collection of cards with a cursor, every page under 1 MB, and the unpaged list stops there too', async () => {
    // Prepare: 100 bulky cards in a new collection and 60 more in the default one: about 1.4 MB in all.
    const user = await createUserWithProfile();
    const first = await defaultCollection(user);
    const created = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: 'Second' });
    const second = String(created.body?.id);
    await storeCards(user.userId, second, 100, 'a');
    await storeCards(user.userId, first, 60, 'b');

    // Act: the whole collection page by page, and the old unpaged call.
    const pages: { cards: Card[]; next_cursor: string | null }[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const answer = await callApi(
        `/api/thetix-cards?collection_id=${second}&limit=40${cursor ? `&cursor=${cursor}` : ''}`,
        { token: user.token },
      );
      expect(answer.status).toBe(200);
      expect(bytesOf(answer.body)).toBeLessThan(LIST_MAX_RESPONSE_BYTES);
      const page = answer.body as unknown as { cards: Card[]; next_cursor: string | null };
      pages.push(page);
      cursor = page.next_cursor;
    }
    const unpaged = await callApi('/api/thetix-cards', { token: user.token });

    // Assess
    const ids = pages.flatMap((page) => page.cards.map((card) => card.id));
    expect(pages.map((page) => page.cards.length)).toEqual([40, 40, 20]);
    expect(new Set(ids).size).toBe(100);
    expect(pages.flatMap((page) => page.cards.map((card) => card.position))).toEqual([
      ...Array.from({ length: 100 }, (_, position) => position),
    ]);
    expect(unpaged.status).toBe(200);
    expect(bytesOf(unpaged.body)).toBeLessThan(LIST_MAX_RESPONSE_BYTES);
    expect(unpaged.headers.get('x-next-cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await callApi(`/api/thetix-cards?cursor=${unpaged.headers.get('x-next-cursor')}&limit=100`, {
      token: user.token,
    });
    const seen = (unpaged.body as unknown as Card[]).length + (rest.body?.cards as Card[]).length;
    expect(seen).toBe(164);
  });

  it('refuses a cursor it did not make and a limit out of bounds with a 400 naming the field', async () => {
    // Prepare
    const user = await createUserWithProfile();

    // Act
    const answers = await Promise.all(
      [
        '/api/thetix-cards?cursor=bm90LWEtY3Vyc29y',
        '/api/thetix-cards?limit=0',
        '/api/thetix-cards?limit=101',
        '/api/thetix-chats?cursor=%24%24',
        '/api/thetix-card-collections?cursor=W10',
      ].map((path) => callApi(path, { token: user.token })),
    );

    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]!.body?.message).toContain('cursor must be a next_cursor of this list');
    expect(answers[1]!.body?.message).toContain('query.limit');
    expect(answers[2]!.body?.message).toContain('query.limit');
    expect(answers[3]!.body?.message).toContain('query.cursor');
    expect(answers[4]!.body?.message).toContain('cursor must be a next_cursor of this list');
  });

  it('pages chats, chat collections and card collections the same way', async () => {
    // Prepare
    const user = await createUserWithProfile();
    for (const title of ['one', 'two', 'three']) {
      expect((await writeAs(user, '/api/thetix-chats', 'POST', { title })).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    // Act
    const chatsFirst = await callApi('/api/thetix-chats?limit=2', { token: user.token });
    const chatsNext = await callApi(
      `/api/thetix-chats?limit=2&cursor=${String(chatsFirst.body?.next_cursor)}`,
      {
        token: user.token,
      },
    );
    const chatCollections = await callApi('/api/thetix-chat-collections?limit=2', { token: user.token });
    const cardCollections = await callApi('/api/thetix-card-collections?limit=1', { token: user.token });
    const unpagedChats = await callApi('/api/thetix-chats', { token: user.token });

    // Assess
    const titles = (answer: typeof chatsFirst) =>
      (answer.body?.chats as { title: string }[]).map((chat) => chat.title);
    expect(titles(chatsFirst)).toEqual(['three', 'two']);
    expect(titles(chatsNext)).toEqual(['one']);
    expect(chatsNext.body?.next_cursor).toBeNull();
    expect((chatCollections.body?.collections as unknown[]).length).toBe(2);
    expect(chatCollections.body?.next_cursor).toEqual(expect.any(String));
    expect((cardCollections.body?.collections as unknown[]).length).toBe(1);
    expect(cardCollections.body?.next_cursor).toBeNull();
    expect(Array.isArray(unpagedChats.body)).toBe(true);
  });
});
