import { useState } from 'react';
import { localStorageKeys } from '../../../config/local-storage-keys';

/** Spec part 1 §2: the sidebar is remembered, expanded unless stored as false. */
function readExpanded(): boolean {
  try {
    return window.localStorage.getItem(localStorageKeys.sidebarExpanded) !== 'false';
  } catch {
    return true;
  }
}

export function useSidebarExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(readExpanded);
  const toggle = () =>
    setExpanded((current) => {
      try {
        window.localStorage.setItem(localStorageKeys.sidebarExpanded, String(!current));
      } catch {
        // Not remembered when storage is unavailable.
      }
      return !current;
    });
  return [expanded, toggle];
}
