import { useSyncExternalStore } from 'react';
import { parseTutorial, tutorialReducer, type TutorialAction, type TutorialState } from '../model/tutorial';

/** Spec part 1 §3: the tutorial state lives per browser session. */
export const TUTORIAL_SESSION_KEY = 'tutorial';
/**
 * Dismissing the guide is for good, on this browser: the profile's preferences accept only landing_page, so the
 * choice is kept in localStorage rather than on the server (docs/decisions.md).
 */
export const TUTORIAL_DISMISSED_KEY = 'tutorial_dismissed';

function read(storage: 'sessionStorage' | 'localStorage', key: string): string | null {
  try {
    return window[storage].getItem(key);
  } catch {
    return null;
  }
}

function write(storage: 'sessionStorage' | 'localStorage', key: string, value: string): void {
  try {
    window[storage].setItem(key, value);
  } catch {
    // Kept for this page view only when storage is unavailable.
  }
}

let state: TutorialState | undefined;
const listeners = new Set<() => void>();

const snapshot = (): TutorialState => {
  state ??= {
    ...parseTutorial(read('sessionStorage', TUTORIAL_SESSION_KEY)),
    ...(read('localStorage', TUTORIAL_DISMISSED_KEY) === 'true' ? { showTutorial: false } : {}),
  };
  return state;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Applies an action to the shared tutorial state (the position page selects a position from outside the guide). */
export function dispatchTutorial(action: TutorialAction): void {
  const next = tutorialReducer(snapshot(), action);
  if (next === state) return;
  state = next;
  write('sessionStorage', TUTORIAL_SESSION_KEY, JSON.stringify(next));
  if (action.type === 'dismiss') write('localStorage', TUTORIAL_DISMISSED_KEY, 'true');
  for (const listener of listeners) listener();
}

/** Forgets the in-memory copy, so the next read comes from storage again (tests). */
export function reloadTutorial(): void {
  state = undefined;
}

export function useTutorial(): [TutorialState, (action: TutorialAction) => void] {
  return [useSyncExternalStore(subscribe, snapshot, snapshot), dispatchTutorial];
}
