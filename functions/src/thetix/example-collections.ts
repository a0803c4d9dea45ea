import type { UpdateCadence } from '@thetix/shared/contracts/thetix';
import type { JobMessage } from '../jobs/job-message';
import type { IdGenerator } from '../platform/ids';
import { cardKey, THETIX_CARD_JOB, type StoredCollection } from './card-entities';
import type { CardRepository } from './card-repository';

/**
 * The public example collections the Thetix landing page shows in its carousel (spec part 1 §2: "cards from public
 * stocks and portfolio collections"). They belong to a system user that cannot sign in, keep fixed ids (the web app
 * lists the same ids: web/src/features/landing/content/example-collections.ts) and are answered by the same card
 * engine as everyone's cards, on the example portfolio's simulated positions. Decision in docs/decisions.md.
 */
export const EXAMPLES_USER_ID = 'thetix-examples';
export const EXAMPLES_EMAIL = 'examples@thetix.local';

export interface ExampleCollection {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly cards: readonly { query: string; cadence: UpdateCadence }[];
}

export const EXAMPLE_COLLECTIONS: readonly ExampleCollection[] = [
  {
    id: 'thetix-examples-stocks',
    name: 'Stocks to watch',
    description: 'Example Thetix cards on well-known stocks: quotes, charts and option chains.',
    cards: [
      { query: 'price of Apple and Microsoft', cadence: 300 },
      { query: 'chart msft vs googl year to date', cadence: 3600 },
      { query: 'compare KO and PEP', cadence: 3600 },
      { query: 'option chain for KO next Friday', cadence: 3600 },
    ],
  },
  {
    id: 'thetix-examples-portfolio',
    name: 'Example portfolio',
    description:
      "Example Thetix cards on Thetix's example portfolio: sample positions, not a real investor's.",
    cards: [
      { query: 'give me a summary of my portfolio', cadence: 3600 },
      { query: 'best covered calls on my holdings', cadence: 3600 },
      { query: 'show my positions', cadence: 3600 },
    ],
  },
];

/**
 * Writes the example collections that do not exist yet, public, with their cards pending, and sends each card's
 * job. The system user's profile must exist (collections are written under it). Idempotent.
 */
export async function ensureExampleCollections(deps: {
  cards: CardRepository;
  newId: IdGenerator;
  enqueue: (message: JobMessage) => Promise<void>;
  now: string;
}): Promise<number> {
  let created = 0;
  for (const [position, example] of EXAMPLE_COLLECTIONS.entries()) {
    if (await deps.cards.getCollection(EXAMPLES_USER_ID, example.id)) continue;
    const collection: StoredCollection = {
      userId: EXAMPLES_USER_ID,
      id: example.id,
      name: example.name,
      description: example.description,
      isDefault: position === 0,
      isPublic: true,
      hideAmounts: false,
      position,
      createdAt: deps.now,
      updatedAt: deps.now,
    };
    await deps.cards.putCollection(collection);
    for (const [cardPosition, card] of example.cards.entries()) {
      const id = deps.newId().replace(/-/g, '').slice(0, 20);
      const run = `create:${deps.now}`;
      await deps.cards.createCard({
        userId: EXAMPLES_USER_ID,
        id,
        collectionId: example.id,
        query: card.query,
        position: cardPosition,
        cadenceSeconds: card.cadence,
        run,
        now: deps.now,
      });
      await deps.enqueue({ kind: THETIX_CARD_JOB, key: cardKey(EXAMPLES_USER_ID, id), run });
    }
    created++;
  }
  return created;
}
