/**
 * After a deploy the old hashed chunks are gone from the bucket, so a tab opened before it fails to load the next
 * lazy route. A reload fetches the new index.html and its chunks. Each failing chunk is reloaded for at most once
 * per tab (kept in sessionStorage), so a chunk that is still missing after the reload shows the error page instead
 * of reloading forever, while a later deploy in the same tab can still recover.
 */
const STORAGE_KEY = 'thetix:chunk-reloads';

/** Chrome, Firefox, Safari and Vite's CSS preload word a failed dynamic import differently. */
const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

/** What identifies the failed chunk: its URL when the message names one, else the message itself. */
export function failedChunkOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!CHUNK_ERROR.test(message)) return null;
  return /\S+\.(?:js|mjs|css)\b/.exec(message)?.[0] ?? message;
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

function reloadedChunks(storage: ReloadStorage): string[] {
  const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** Whether the error page should reload instead: a failed chunk not reloaded for yet, and storage to guard it. */
export function shouldReloadFor(error: unknown, storage: ReloadStorage | null): boolean {
  const chunk = failedChunkOf(error);
  if (chunk === null || storage === null) return false;
  try {
    return !reloadedChunks(storage).includes(chunk);
  } catch {
    return false;
  }
}

/** Records the reload before it happens, so the next failure of the same chunk shows the error page. */
export function rememberReload(error: unknown, storage: ReloadStorage): void {
  const chunk = failedChunkOf(error);
  if (chunk === null) return;
  const done = reloadedChunks(storage);
  if (!done.includes(chunk)) storage.setItem(STORAGE_KEY, JSON.stringify([...done, chunk]));
}

export function sessionStorageOrNull(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
