import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import type { Widget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import { callApi, createUserWithProfile, writeAs, type SignedInUser } from '../testing/stack-client';
import { HIDDEN_CELL, RELATIVE_AXIS } from './public-amounts';

/** Issue 30 item 4 through the local stack: unique collection names, and public cards without dollar amounts. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const collections = async (user: SignedInUser) =>
  (await callApi('/api/thetix-card-collections', { token: user.token })).body as unknown as CardCollection[];

async function answeredCard(user: SignedInUser, collectionId: string, query: string): Promise<Card> {
  const created = await writeAs(user, '/api/thetix-cards', 'POST', {
    user_query: query,
    collection_id: collectionId,
  });
  expect(created.status).toBe(201);
  const id = (created.body as unknown as Card).id;
  for (let attempt = 0; attempt < 80; attempt++) {
    const { card } = (await callApi(`/api/thetix-cards/${id}`, { token: user.token })).body as unknown as {
      card: Card;
    };
    if (card.job_status === null && card.materialized_result) return card;
    await sleep(250);
  }
  throw new Error(`card "${query}" did not complete`);
}

const DOLLAR_FIGURE = /\$\s?\d/;
const widgetsOf = (body: unknown) =>
  (body as { card: { materialized_result: Widget[] } }).card.materialized_result;

describe('publishing a collection safely (issue 30 item 4)', () => {
  it('refuses a second collection of the same name, trimmed and in any case, on create and rename (409)', async () => {
    // Prepare
    const user = await createUserWithProfile();
    await collections(user);
    const first = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: 'Income ideas' });
    const other = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: 'Research' });
    const stranger = await createUserWithProfile();

    // Act
    const again = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: '  income IDEAS ' });
    const defaultName = await writeAs(user, '/api/thetix-card-collections', 'POST', {
      name: 'my thetix cards',
    });
    const rename = await writeAs(
      user,
      `/api/thetix-card-collections/${(other.body as unknown as CardCollection).id}`,
      'PUT',
      { name: 'Income Ideas' },
    );
    const ownNewCase = await writeAs(
      user,
      `/api/thetix-card-collections/${(first.body as unknown as CardCollection).id}`,
      'PUT',
      { name: 'INCOME ideas' },
    );
    const otherUser = await writeAs(stranger, '/api/thetix-card-collections', 'POST', {
      name: 'Income ideas',
    });
    const names = (await collections(user)).map((collection) => collection.name);

    // Assess
    expect(first.status).toBe(201);
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'A collection named "income IDEAS" already exists' },
    });
    expect(defaultName).toMatchObject({
      status: 409,
      body: { message: 'A collection named "my thetix cards" already exists' },
    });
    expect(rename).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'A collection named "Income Ideas" already exists' },
    });
    expect(ownNewCase.status).toBe(200);
    expect(otherUser.status).toBe(201);
    expect(names).toEqual(['My Thetix Cards', 'INCOME ideas', 'Research']);
  });

  it('serves a public card without dollar amounts when the owner hides them, and the owner still sees them', async () => {
    // Prepare
    const user = await createUserWithProfile();
    expect((await writeAs(user, '/api/test-data', 'POST')).status).toBe(201);
    const created = await writeAs(user, '/api/thetix-card-collections', 'POST', { name: 'Shared income' });
    const collection = created.body as unknown as CardCollection;
    const positions = await answeredCard(user, collection.id, 'Show my positions');
    const income = await answeredCard(
      user,
      collection.id,
      'My option and dividend income this year by month',
    );

    // Act
    const published = await writeAs(user, `/api/thetix-card-collections/${collection.id}`, 'PUT', {
      is_public: true,
      hide_amounts: true,
    });
    const maskedPositions = await callApi(`/api/public/thetix-cards/${positions.id}`);
    const maskedIncome = await callApi(`/api/public/thetix-cards/${income.id}`);
    const maskedPage = await callApi(`/api/public/thetix-collections/${collection.id}`);
    const owners = (await callApi(`/api/thetix-cards/${positions.id}`, { token: user.token }))
      .body as unknown as {
      card: Card;
    };
    await writeAs(user, `/api/thetix-card-collections/${collection.id}`, 'PUT', { hide_amounts: false });
    const shownAgain = await callApi(`/api/public/thetix-cards/${positions.id}`);

    // Assess
    expect(published.body).toMatchObject({ is_public: true, hide_amounts: true });
    expect(maskedPositions.status).toBe(200);
    const table = widgetsOf(maskedPositions.body).find((widget) => widget.widget === 'table');
    expect(table).toBeDefined();
    const valueCells = (table as Extract<Widget, { widget: 'table' }>).rows.map(
      (row) => (row as Record<string, unknown>).value,
    );
    expect(valueCells.length).toBeGreaterThan(0);
    expect(valueCells.every((cell) => cell === HIDDEN_CELL)).toBe(true);
    const chart = widgetsOf(maskedIncome.body).find((widget) => widget.widget === 'chart');
    expect(chart).toMatchObject({ ylabel: RELATIVE_AXIS });
    for (const body of [maskedPositions.body, maskedIncome.body, maskedPage.body])
      expect(JSON.stringify(body)).not.toMatch(DOLLAR_FIGURE);
    const ownTable = owners.card.materialized_result!.find((widget) => widget.widget === 'table');
    expect(
      (ownTable as Extract<Widget, { widget: 'table' }>).rows.some(
        (row) => typeof (row as Record<string, unknown>).value === 'number',
      ),
    ).toBe(true);
    expect(JSON.stringify(widgetsOf(shownAgain.body))).toBe(JSON.stringify(owners.card.materialized_result));
  });
});
