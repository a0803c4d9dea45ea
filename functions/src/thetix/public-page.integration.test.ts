import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { describe, expect, it } from 'vitest';
import { createUserWithProfile, stack, writeAs } from '../testing/stack-client';

/**
 * What a link-preview crawler reads on a shared public card or collection: the served HTML as is, no script run
 * (issue 34 item 7). Locally the adapter serves the page; in AWS CloudFront sends the same paths to the API's page
 * routes, which are asked here directly too.
 */

const LANDING_TITLE = '<title>Thetix | Covered-call income for the stocks you already own</title>';

const html = async (path: string) => {
  const response = await fetch(`${stack().urls.http}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
};

async function publishedCard() {
  const user = await createUserWithProfile();
  const made = await writeAs(user, '/api/thetix-card-collections', 'POST', {
    name: 'Income & KO',
    description: 'What my Coca-Cola shares pay me',
    is_public: true,
  });
  expect(made.status).toBe(201);
  const collection = made.body as unknown as CardCollection;
  const created = await writeAs(user, '/api/thetix-cards', 'POST', {
    user_query: 'price of KO <today>',
    collection_id: collection.id,
  });
  expect(created.status).toBe(201);
  return { user, collection, card: created.body as unknown as Card };
}

describe('the served head of public pages', () => {
  it('a public card says its question and a collection its name, in the title and every social tag', async () => {
    // Prepare
    const { collection, card } = await publishedCard();
    const origin = stack().env.APP_BASE_URL!;

    // Act
    const cardPage = await html(`/public/thetix-card/${card.id}`);
    const collectionPage = await html(`/public/thetix/${collection.id}`);
    const cardRoute = await html(`/api/public/pages/thetix-card/${card.id}`);
    const collectionRoute = await html(`/api/public/pages/thetix/${collection.id}`);

    // Assess
    for (const page of [cardPage, cardRoute]) {
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.body).toContain('<title>price of KO &lt;today&gt; | Thetix</title>');
      expect(page.body).toContain(
        '<meta property="og:title" content="price of KO &lt;today&gt; | Thetix" />',
      );
      expect(page.body).toContain(
        '<meta name="twitter:title" content="price of KO &lt;today&gt; | Thetix" />',
      );
      expect(page.body).toMatch(
        /property="og:description"\s+content="A Thetix card in “Income &amp; KO”: price/,
      );
      expect(page.body).toContain(
        `<meta property="og:url" content="${origin}/public/thetix-card/${card.id}" />`,
      );
      expect(page.body).toContain(`<meta property="og:image" content="${origin}/og-image.png" />`);
      expect(page.body).not.toContain('<today>');
    }
    for (const page of [collectionPage, collectionRoute]) {
      expect(page.body).toContain('<title>Income &amp; KO | Thetix</title>');
      expect(page.body).toMatch(/name="description"\s+content="What my Coca-Cola shares pay me"/);
      expect(page.body).toContain(
        `<meta property="og:url" content="${origin}/public/thetix/${collection.id}" />`,
      );
    }
    expect(cardRoute.body).toContain('<div id="root"></div>');
  });

  it('a private or unknown card keeps the site’s own head, and tells nothing about the card', async () => {
    // Prepare
    const { user, collection, card } = await publishedCard();
    await writeAs(user, `/api/thetix-card-collections/${collection.id}`, 'PUT', { is_public: false });

    // Act
    const hidden = await html(`/public/thetix-card/${card.id}`);
    const hiddenRoute = await html(`/api/public/pages/thetix-card/${card.id}`);
    const unknown = await html('/public/thetix-card/no-such-card-0000');
    const unknownRoute = await html('/api/public/pages/thetix-card/not%20an%20id');

    // Assess
    // Served locally as the app's page; through the API's page route (CloudFront's origin in AWS) as a 404.
    expect([hidden.status, unknown.status, hiddenRoute.status, unknownRoute.status]).toEqual([
      200, 200, 404, 404,
    ]);
    for (const page of [hidden, hiddenRoute, unknown, unknownRoute]) {
      expect(page.body).toContain(LANDING_TITLE);
      expect(page.body).not.toContain('price of KO');
      expect(page.body).not.toContain('Income &amp; KO');
    }
  });
});
