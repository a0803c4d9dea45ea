import { useSyncExternalStore } from 'react';
import { localStorageKeys } from '../../../config/local-storage-keys';

/** Spec part 1 §2: the sidebar is remembered, expanded unless stored as false. */
function readExpanded(): boolean {
  try {
    return window.localStorage.getItem(localStorageKeys.sidebarExpanded) !== 'false';
  } catch {
    return true;
  }
}

/** One value for the sidebar and the header (which hides its account switcher while the sidebar shows one). */
let expanded: boolean | undefined;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (expanded ??= readExpanded());

function toggle(): void {
  expanded = !snapshot();
  try {
    window.localStorage.setItem(localStorageKeys.sidebarExpanded, String(expanded));
  } catch {
    // Not remembered when storage is unavailable.
  }
  for (const listener of listeners) listener();
}

export function useSidebarExpanded(): [boolean, () => void] {
  return [useSyncExternalStore(subscribe, snapshot, snapshot), toggle];
}
