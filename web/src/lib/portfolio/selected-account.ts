import { useSyncExternalStore } from 'react';
import { localStorageKeys } from '../../config/local-storage-keys';

/**
 * The account chosen in the switcher, kept locally (spec part 1 §3: "The selected account is kept locally"). '' is
 * 'All accounts'. Every reader re-renders on a change, in this tab and in others.
 */
export const ALL_ACCOUNTS = '';

const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(localStorageKeys.selectedAccount) ?? ALL_ACCOUNTS;
  } catch {
    return ALL_ACCOUNTS;
  }
}

export function selectAccount(accountId: string): void {
  try {
    if (accountId) window.localStorage.setItem(localStorageKeys.selectedAccount, accountId);
    else window.localStorage.removeItem(localStorageKeys.selectedAccount);
  } catch {
    // Storage unavailable (private mode): the choice lasts until the page reloads.
  }
  memory = accountId;
  listeners.forEach((listener) => listener());
}

let memory: string | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === localStorageKeys.selectedAccount) {
      memory = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => (memory ??= read());

export const useSelectedAccountId = (): string =>
  useSyncExternalStore(subscribe, snapshot, () => ALL_ACCOUNTS);
