import { cardQuerySchema, updateCadenceSchema, type UpdateCadence } from '@thetix/shared/contracts/thetix';
import * as z from 'zod';
import { localStorageKeys } from '../config/local-storage-keys';

/**
 * Spec part 3 §2 and §3, "Pending card": the card a visitor asked for before signing in, kept on the device until
 * the signed-in shell creates it (app/pending-card-creator.tsx). Storage can be unavailable (private mode, quota):
 * then the card is lost, which costs the visitor one retype and nothing else.
 */
export interface PendingCard {
  query: string;
  updateCadenceSeconds: UpdateCadence;
}

const pendingCardSchema = z.object({ query: cardQuerySchema, updateCadenceSeconds: updateCadenceSchema });

type PendingCardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): PendingCardStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** Keeps the visitor's question and cadence; false when the question is blank or storage refuses it. */
export function savePendingCard(card: PendingCard, storage = browserStorage()): boolean {
  const parsed = pendingCardSchema.safeParse(card);
  if (!parsed.success || !storage) return false;
  try {
    storage.setItem(localStorageKeys.pendingCard, JSON.stringify(parsed.data));
    return true;
  } catch {
    return false;
  }
}

/** The stored pending card, if a valid one is there: anything else (edited by hand, an old shape) reads as none. */
export function readPendingCard(storage = browserStorage()): PendingCard | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(localStorageKeys.pendingCard) ?? null;
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = pendingCardSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingCard(storage = browserStorage()): void {
  try {
    storage?.removeItem(localStorageKeys.pendingCard);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
