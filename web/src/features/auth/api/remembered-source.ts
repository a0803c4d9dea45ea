import { localStorageKeys } from '../../../config/local-storage-keys';

/** Pages a finished sign-in must not return to: they would loop back into sign-in. */
const AUTH_PAGES = ['/login', '/logout', '/auth/'];

/**
 * The page a visitor left for sign-in (written by lib/landing-source.ts), if it is a path of this site. It is kept,
 * not removed: reading it twice (React's strict mode runs effects twice) must give the same answer.
 */
export function readRememberedSource(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
) {
  let source: string | null = null;
  try {
    source = storage?.getItem(localStorageKeys.landingPageSource) ?? null;
  } catch {
    return undefined;
  }
  if (!source || !source.startsWith('/') || source.startsWith('//') || source.includes('\\'))
    return undefined;
  return AUTH_PAGES.some((page) => source.startsWith(page)) ? undefined : source;
}
