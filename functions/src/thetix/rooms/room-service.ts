import { NotFoundError } from '../../http/errors';
import type { JobMessage } from '../../jobs/job-message';
import type { Clock } from '../../platform/clock';
import type { IdGenerator } from '../../platform/ids';

/** Who is asking: reads as `userId`; `readOnly` while an admin views as the user (nothing is written then). */
export interface RoomCaller {
  readonly userId: string;
  readonly readOnly: boolean;
}

/** What every room's service takes besides its repository. */
export interface RoomServiceDependencies {
  readonly clock: Clock;
  readonly newId: IdGenerator;
  /** Sends a job (a card's or a chat turn's run) to the jobs queue. */
  readonly enqueue: (message: JobMessage) => Promise<void>;
}

/** Ids of a room's items and collections: 20 characters, short enough for the links that carry them. */
export const shortIds = (newId: IdGenerator) => () => newId().replace(/-/g, '').slice(0, 20);

/**
 * A room's one-time setup for each user, asked on every use but run once per process and user; never while an admin
 * views as the user (read-only). A setup that throws is asked again next time.
 */
export function oncePerUser(setUp: (caller: RoomCaller) => Promise<void>) {
  const done = new Set<string>();
  return async (caller: RoomCaller): Promise<void> => {
    if (caller.readOnly || done.has(caller.userId)) return;
    await setUp(caller);
    done.add(caller.userId);
  };
}

/** The item read, or the room's 404 with `message` when there is none. */
export async function found<T>(read: Promise<T | undefined>, message: string): Promise<T> {
  const item = await read;
  if (item === undefined) throw new NotFoundError(message);
  return item;
}
