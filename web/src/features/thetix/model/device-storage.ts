/**
 * Board preferences kept on this device (spec part 3 §2): a refused or full storage (private mode) only means
 * the preference is not remembered, never an error.
 */
export function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembered on this device; the board still works for this page.
  }
}
