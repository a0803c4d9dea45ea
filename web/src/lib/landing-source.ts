import { localStorageKeys } from '../config/local-storage-keys';

/**
 * Remembers the marketing page a visitor left for sign-in (spec part 1 §2), so the auth callback can return an
 * onboarded user there. Storage can be unavailable (private mode, quota); losing the source is harmless.
 */
export function rememberLandingSource(location: { pathname: string; search: string }): void {
  try {
    window.localStorage.setItem(localStorageKeys.landingPageSource, `${location.pathname}${location.search}`);
  } catch {
    // See above.
  }
}
