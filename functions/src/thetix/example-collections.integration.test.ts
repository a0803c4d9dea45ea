import type { PublicCard } from '@thetix/shared/contracts/thetix';
import { describe, expect, it } from 'vitest';
import { callApi } from '../testing/stack-client';
import { EXAMPLE_COLLECTIONS } from './example-collections';

/** The landing carousel's public example collections, as the local stack seeds them (local/seed.ts). */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PublicCollectionBody {
  collection: { id: string; name: string; description: string };
  cards: PublicCard[];
}

const readPublic = async (id: string) => {
  const response = await callApi(`/api/public/thetix-collections/${id}`);
  return { status: response.status, body: response.body as unknown as PublicCollectionBody };
};

describe('the seeded public example collections', () => {
  it.each(EXAMPLE_COLLECTIONS.map((example) => [example.id, example] as const))(
    'serves %s without sign-in, its cards answered by the card engine',
    async (id, example) => {
      // Act: the seed queued the cards' jobs at start; the workers answer them within seconds
      let read = await readPublic(id);
      for (let attempt = 0; attempt < 120; attempt++) {
        if (read.status === 200 && read.body.cards.every((card) => card.materialized_result !== null)) break;
        await sleep(250);
        read = await readPublic(id);
      }

      // Assess
      expect(read.status).toBe(200);
      expect(read.body.collection).toEqual({ id, name: example.name, description: example.description });
      expect(read.body.cards.map((card) => card.query)).toEqual(example.cards.map((card) => card.query));
      for (const card of read.body.cards) {
        expect(card.job_status).toBeNull();
        expect(card.materialized_result?.length).toBeGreaterThan(0);
      }
    },
  );
});
