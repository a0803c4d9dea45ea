import type { JobMessage } from '../../jobs/job-message';

/**
 * What every item of a room (the Thetix cards board, the Ask Thetix chats) shares: it lives in its owner's partition
 * under a sort key naming its kind and id (docs/data-model.md), and is read back from DynamoDB's loose attributes.
 */
export const userPk = (userId: string) => `USER#${userId}`;

/** The key of a user's item whose sort key is `prefix` followed by its id. */
export const ownedKey = (userId: string, prefix: string, id: string) => ({
  pk: userPk(userId),
  sk: `${prefix}${id}`,
});

/** The owner and id named by a job message's key; undefined when the key is not an item of this kind. */
export function ownedIdsOfKey(
  key: JobMessage['key'],
  prefix: string,
): { userId: string; id: string } | undefined {
  if (!key.pk.startsWith('USER#') || !key.sk.startsWith(prefix)) return undefined;
  const userId = key.pk.slice('USER#'.length);
  const id = key.sk.slice(prefix.length);
  return userId && id ? { userId, id } : undefined;
}

/** A stored attribute that should be a string; null when it is missing or of another type. */
export const storedString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A stored JSON string, parsed; null when it is missing or not JSON (an item written by an older version). */
export const storedJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

/** A failed item shows its error where the progress goes (spec part 3 §4: "Failed to create card" with it). */
export const progressText = (item: {
  readonly jobStatus: string | null;
  readonly jobProgress: string | null;
  readonly jobError: string | null;
}): string | null => (item.jobStatus === 'failed' ? item.jobError : item.jobProgress);

/** The attributes of a collection edit (either room's collections have a name and a description the user edits). */
export const collectionEdits = (changes: { name?: string; description?: string }, now: string) => ({
  updated_at: now,
  name: changes.name,
  description: changes.description,
});
