import type { Page } from 'playwright-core';
import { callApi } from './app-session';

/** A Thetix card as the board specs read it from the API. */
export interface ApiCard {
  id: string;
  query: string;
  position: number;
  collection_id: string;
  materialized_updated_at: string | null;
}

export interface ApiCollection {
  id: string;
  name: string;
  is_default: boolean;
  is_public: boolean;
}

/** A collection's cards in board order. */
export const cardsOf = async (page: Page, baseUrl: string, collectionId: string): Promise<ApiCard[]> =>
  (
    (await callApi(page, baseUrl, 'GET', `/api/thetix-cards?collection_id=${collectionId}`)) as ApiCard[]
  ).sort((a, b) => a.position - b.position);

/** Polls the API (not the clock) until `accept` holds, at most `attempts` times 500 ms. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  attempts = 60,
): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < attempts && !accept(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    value = await read();
  }
  return value;
}
