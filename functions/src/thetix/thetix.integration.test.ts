import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { PUBLIC_CARD_UNAVAILABLE, PUBLIC_COLLECTION_UNAVAILABLE } from '@thetix/shared/contracts/thetix';
import { scheduleDefinitions } from '@thetix/shared/schedules';
import { describe, expect, it } from 'vitest';
import { DUE_PARTITION } from '../jobs/job-message';
import { runSchedule } from '../local/scheduler-local';
import {
  callApi,
  createUserWithProfile,
  stackTable,
  tokenFor,
  writeAs,
  type SignedInUser,
} from '../testing/stack-client';
import { cardKey } from './card-entities';
import { EXAMPLE_CARDS } from './card-service';

/**
 * Thetix cards through the local stack as the browser calls them: the HTTP adapter, DynamoDB Local, the jobs queue
 * (fauxqs) and its worker, real cognito-local tokens.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withPortfolio(): Promise<SignedInUser> {
  const user = await createUserWithProfile();
  const loaded = await writeAs(user, '/api/test-data', 'POST');
  expect(loaded.status).toBe(201);
  return user;
}

const collections = async (user: SignedInUser) =>
  (await callApi('/api/thetix-card-collections', { token: user.token })).body as unknown as CardCollection[];

const readCard = async (user: SignedInUser, id: string) =>
  ((await callApi(`/api/thetix-cards/${id}`, { token: user.token })).body as unknown as { card: Card }).card;

async function until(user: SignedInUser, id: string, accept: (card: Card) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let card = await readCard(user, id);
  while (!accept(card) && Date.now() < deadline) {
    await sleep(250);
    card = await readCard(user, id);
  }
  return card;
}
const completed = (card: Card) => card.job_status === null && card.materialized_result !== null;

async function createCard(user: SignedInUser, query: string, cadence?: number) {
  const [collection] = await collections(user);
  const created = await writeAs(user, '/api/thetix-cards', 'POST', {
    user_query: query,
    collection_id: collection!.id,
    ...(cadence === undefined ? {} : { update_cadence_seconds: cadence }),
  });
  expect(created.status).toBe(201);
  return { card: created.body as unknown as Card, collection: collection! };
}

describe('Thetix cards on the local stack', () => {
  it('gives a first-time user a default collection whose example cards complete', async () => {
    // Prepare
    const user = await withPortfolio();
    // Act
    const [first, again] = [await collections(user), await collections(user)];
    // Assess
    expect(first).toHaveLength(1);
    expect(again.map((collection) => collection.id)).toEqual(first.map((collection) => collection.id));
    expect(first[0]).toMatchObject({ is_default: true, is_public: false, card_count: EXAMPLE_CARDS.length });
    const list = (await callApi(`/api/thetix-cards?collection_id=${first[0]!.id}`, { token: user.token }))
      .body as unknown as Card[];
    expect(list.map((card) => card.query)).toEqual(EXAMPLE_CARDS.map((example) => example.query));
    for (const card of list) {
      const done = await until(user, card.id, completed, 30_000);
      expect(done.materialized_result!.length).toBeGreaterThan(0);
      expect(done.materialized_result!.every((widget) => widget.widget !== 'message')).toBe(true);
    }
  });

  it('turns "chart msft vs googl year to date" into a completed card with a two-series chart', async () => {
    // Prepare
    const user = await withPortfolio();
    // Act
    const { card } = await createCard(user, 'chart msft vs googl year to date');
    // Assess
    expect(card.job_status).toBe('pending');
    const done = await until(user, card.id, completed);
    const chart = done.materialized_result!.find((widget) => widget.widget === 'chart');
    expect(chart).toMatchObject({ kind: 'line' });
    const series = (chart as { series: { name: string; x: string[]; y: number[] }[] }).series;
    expect(series.map((line) => line.name)).toEqual(['MSFT', 'GOOGL']);
    for (const line of series) {
      expect(line.x.length).toBeGreaterThan(0);
      expect(line.x.length).toBe(line.y.length);
    }
    expect(done.dsl_template?.length).toBeGreaterThan(0);
    expect(done.debug_info?.planner).toBe('rules');
  });

  it('says plainly when it cannot answer, and never prices an unknown ticker', async () => {
    const user = await withPortfolio();
    const { card: vague } = await createCard(user, 'what is the meaning of life');
    const { card: unknown } = await createCard(user, 'price of ZZZZZ');
    const vagueDone = await until(user, vague.id, completed);
    expect(JSON.stringify(vagueDone.materialized_result)).toContain("I can't answer that yet");
    const unknownDone = await until(user, unknown.id, completed);
    expect(JSON.stringify(unknownDone.materialized_result)).toContain('No market data for ZZZZZ');
    expect(unknownDone.materialized_result!.some((widget) => widget.widget === 'price')).toBe(false);
  });

  it('refreshes a 30 s card by itself, twice within two minutes', { timeout: 130_000 }, async () => {
    const user = await withPortfolio();
    const { card } = await createCard(user, 'price of AAPL', 30);
    const first = await until(user, card.id, completed);
    const seen = new Set([first.materialized_updated_at]);
    const statuses: (string | null)[] = [];
    const deadline = Date.now() + 110_000;
    while (seen.size < 3 && Date.now() < deadline) {
      await sleep(2000);
      const current = await readCard(user, card.id);
      statuses.push(current.job_status);
      if (current.materialized_updated_at) seen.add(current.materialized_updated_at);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    // Between refreshes the card shows as completed, not as a spinner waiting for its next slot.
    expect(statuses.filter((status) => status === null).length).toBeGreaterThan(statuses.length / 2);
    const status = await callApi(`/api/thetix-card-collections/${card.collection_id}/status`, {
      token: user.token,
    });
    const entry = (status.body?.cards as { id: string; scheduled_update_at: string }[]).find(
      (c) => c.id === card.id,
    );
    expect(Date.parse(entry!.scheduled_update_at)).toBeGreaterThan(Date.now() - 60_000);
    // Deleting the card ends its chain: the next run finds no card and stops.
    expect((await writeAs(user, `/api/thetix-cards/${card.id}`, 'DELETE')).status).toBe(204);
  });

  it('dispatches a due card once even when two dispatcher runs overlap', async () => {
    const user = await withPortfolio();
    const { card } = await createCard(user, 'price of KO', 3600);
    await until(user, card.id, completed);
    const due = new Date(Date.now() - 1000).toISOString();
    await stackTable().client.send(
      new UpdateCommand({
        TableName: stackTable().name,
        Key: cardKey(user.userId, card.id),
        UpdateExpression: 'SET gsi2pk = :due, gsi2sk = :at, scheduled_update_at = :at',
        ExpressionAttributeValues: { ':due': DUE_PARTITION, ':at': due },
      }),
    );
    const dispatch = scheduleDefinitions.find((schedule) => schedule.name === 'dispatch-due-jobs')!;
    const runs = (await Promise.all([
      runSchedule(dispatch, new Date()),
      runSchedule(dispatch, new Date()),
    ])) as {
      dispatched: number;
    }[];
    expect(runs.reduce((sum, run) => sum + run.dispatched, 0)).toBeGreaterThanOrEqual(1);
    const refreshed = await until(
      user,
      card.id,
      (current) =>
        completed(current) &&
        current.materialized_updated_at !== null &&
        Date.parse(current.materialized_updated_at) > Date.parse(due),
    );
    expect(completed(refreshed)).toBe(true);
    expect(Date.parse(refreshed.scheduled_update_at!)).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('publishes a collection by link, and hides it again', async () => {
    const user = await withPortfolio();
    const { card, collection } = await createCard(user, 'price of MSFT');
    await until(user, card.id, completed);
    const hidden = await callApi(`/api/public/thetix-cards/${card.id}`);
    expect(hidden).toMatchObject({ status: 404, body: { message: PUBLIC_CARD_UNAVAILABLE } });

    const made = await writeAs(user, `/api/thetix-card-collections/${collection.id}`, 'PUT', {
      is_public: true,
    });
    expect(made.body).toMatchObject({ is_public: true });
    const open = await callApi(`/api/public/thetix-cards/${card.id}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toContain('public');
    const text = JSON.stringify(open.body);
    expect(text).not.toContain(user.userId);
    expect(text).not.toContain('dsl_template');
    expect(text).not.toContain('debug_info');
    expect(open.body).toMatchObject({
      card: { id: card.id, query: 'price of MSFT' },
      collection: { id: collection.id },
    });
    const page = await callApi(`/api/public/thetix-collections/${collection.id}`);
    expect((page.body?.cards as { id: string }[]).map((entry) => entry.id)).toContain(card.id);

    await writeAs(user, `/api/thetix-card-collections/${collection.id}`, 'PUT', { is_public: false });
    expect(await callApi(`/api/public/thetix-cards/${card.id}`)).toMatchObject({
      status: 404,
      body: { message: PUBLIC_CARD_UNAVAILABLE },
    });
    expect(await callApi(`/api/public/thetix-collections/${collection.id}`)).toMatchObject({
      status: 404,
      body: { message: PUBLIC_COLLECTION_UNAVAILABLE },
    });
  });

  it('keeps every card to its owner and refuses writes while an admin views as the user', async () => {
    const owner = await withPortfolio();
    const other = await createUserWithProfile();
    const { card, collection } = await createCard(owner, 'price of AAPL');
    expect((await callApi('/api/thetix-card-collections')).status).toBe(401);
    expect((await callApi(`/api/thetix-cards/${card.id}`, { token: other.token })).status).toBe(404);
    expect((await writeAs(other, `/api/thetix-cards/${card.id}`, 'DELETE')).status).toBe(404);
    const [otherCollection] = await collections(other);
    expect(
      (
        await writeAs(owner, `/api/thetix-cards/${card.id}/move`, 'POST', {
          target_collection_id: otherCollection!.id,
        })
      ).status,
    ).toBe(404);
    const admin = {
      token: await tokenFor('admin@thetix.local'),
      headers: {
        'x-impersonate-user-id': owner.userId,
        'x-impersonation-timestamp': new Date().toISOString(),
      },
    };
    const read = await callApi(`/api/thetix-cards?collection_id=${collection.id}`, admin);
    expect(read.status).toBe(200);
    const write = await callApi(`/api/thetix-cards/${card.id}/refresh`, {
      ...admin,
      method: 'POST',
      xsrf: true,
    });
    expect(write).toMatchObject({ status: 403, body: { code: 'READ_ONLY_IMPERSONATION' } });
  });

  it('answers bad input with a 400 or 409 that names the problem', async () => {
    const user = await withPortfolio();
    const { card, collection } = await createCard(user, 'price of AAPL');
    const cadence = await writeAs(user, '/api/thetix-cards', 'POST', {
      user_query: 'price of KO',
      collection_id: collection.id,
      update_cadence_seconds: 45,
    });
    expect(cadence.status).toBe(400);
    expect(JSON.stringify(cadence.body)).toContain('0, 30, 60, 300, 900, 1800, 3600, 21600, 86400');
    const empty = await writeAs(user, '/api/thetix-cards', 'POST', {
      user_query: '   ',
      collection_id: collection.id,
    });
    expect(JSON.stringify(empty.body)).toContain(
      'Looks like the input is empty. What would you like to explore?',
    );
    const same = await writeAs(user, `/api/thetix-cards/${card.id}/move`, 'POST', {
      target_collection_id: collection.id,
    });
    expect(same.status).toBe(400);
    const missing = await writeAs(user, `/api/thetix-cards/${card.id}/move`, 'POST', {
      target_collection_id: 'nope',
    });
    expect(missing.status).toBe(404);
    const deleteDefault = await writeAs(user, `/api/thetix-card-collections/${collection.id}`, 'DELETE');
    expect(deleteDefault.status).toBe(409);
    const longId = await callApi(`/api/thetix-cards/${'x'.repeat(8000)}`, { token: user.token });
    expect(longId.status).toBe(400);
    const blankName = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: '  ' });
    expect(blankName.status).toBe(400);
  });

  it('cancels, moves, reorders and deletes', async () => {
    const user = await withPortfolio();
    const { card, collection } = await createCard(user, 'price of AAPL');
    const second = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: '  Income  ' });
    expect(second.body).toMatchObject({ name: 'Income', is_default: false });
    const secondId = String(second.body?.id);
    await until(user, card.id, completed);
    const moved = await writeAs(user, `/api/thetix-cards/${card.id}/move`, 'POST', {
      target_collection_id: secondId,
    });
    expect(moved.body).toEqual({ old_collection_id: collection.id, new_collection_id: secondId });
    const other = await createCard(user, 'price of KO');
    const cancelled = await writeAs(user, `/api/thetix-cards/${other.card.id}/cancel`, 'POST');
    expect([200, 409]).toContain(cancelled.status);
    const reordered = await writeAs(user, `/api/thetix-card-collections/${secondId}/reorder`, 'POST', {
      positions: [{ id: card.id, position: 5 }],
    });
    expect(reordered.status).toBe(200);
    const wrongCollection = await writeAs(
      user,
      `/api/thetix-card-collections/${collection.id}/reorder`,
      'POST',
      {
        positions: [{ id: card.id, position: 1 }],
      },
    );
    expect(wrongCollection.status).toBe(409);
    expect((await writeAs(user, `/api/thetix-card-collections/${secondId}`, 'DELETE')).status).toBe(204);
    expect((await callApi(`/api/thetix-cards/${card.id}`, { token: user.token })).status).toBe(404);
  });

  it('puts a card that arrives in a collection, created or moved there, on top (issue 30 item 5)', async () => {
    // Prepare: the default collection's example cards, and a second collection with one card of its own
    const user = await withPortfolio();
    const listOf = async (collectionId: string) =>
      (await callApi(`/api/thetix-cards?collection_id=${collectionId}`, { token: user.token }))
        .body as unknown as Card[];
    const [home] = await collections(user);
    const examples = await listOf(home!.id);
    const second = String(
      (await writeAs(user, '/api/thetix-card-collections', 'POST', { name: 'Arrivals' })).body?.id,
    );
    const resident = await writeAs(user, '/api/thetix-cards', 'POST', {
      user_query: 'price of KO',
      collection_id: second,
    });

    // Act
    const { card: created } = await createCard(user, 'price of AAPL');
    const afterCreate = await listOf(home!.id);
    const moved = await writeAs(user, `/api/thetix-cards/${examples[1]!.id}/move`, 'POST', {
      target_collection_id: second,
    });
    const afterMove = await listOf(second);

    // Assess
    expect(examples.length).toBeGreaterThan(1);
    expect(afterCreate.map((card) => card.id)).toEqual([created.id, ...examples.map((card) => card.id)]);
    expect(created.position).toBeLessThan(Math.min(...examples.map((card) => card.position)));
    expect(moved.status).toBe(200);
    expect(afterMove.map((card) => card.id)).toEqual([examples[1]!.id, String(resident.body?.id)]);
  });
});
