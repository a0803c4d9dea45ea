import type { Profile } from '@thetix/shared/contracts/profile';
import { localStorageKeys } from '../../../config/local-storage-keys';

/** The landing page a visitor came from, remembered locally by the Thetix landing page (spec part 1 §3). */
export function rememberedLandingPage(): string | null {
  try {
    return window.localStorage.getItem(localStorageKeys.landingPage);
  } catch {
    return null;
  }
}

/**
 * Spec part 1 §2: users whose landing_page preference is thetix skip to the alerts step, skip the loading
 * animation, and finish on the Thetix board. The stored preference wins; the local key covers the first visit,
 * before the preference has been saved.
 */
export const isThetixOrigin = (
  preferences: Profile['preferences'] | undefined,
  local: string | null,
): boolean => (preferences?.landing_page ?? local) === 'thetix';
