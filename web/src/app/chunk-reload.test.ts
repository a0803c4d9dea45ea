import { describe, expect, it } from 'vitest';
import { failedChunkOf, rememberReload, shouldReloadFor } from './chunk-reload';

/** An in-memory stand-in for sessionStorage. */
function createStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const chromeError = new TypeError(
  'Failed to fetch dynamically imported module: https://app.thetix.local/assets/dashboard-Ab12Cd.js',
);

describe('reloading once when a deploy removed a route chunk', () => {
  it('names the failed chunk in the wordings of Chrome, Firefox, Safari and Vite', () => {
    expect(failedChunkOf(chromeError)).toBe('https://app.thetix.local/assets/dashboard-Ab12Cd.js');
    expect(
      failedChunkOf(new TypeError('error loading dynamically imported module: /assets/blog-9f8e.js')),
    ).toBe('/assets/blog-9f8e.js');
    expect(failedChunkOf(new TypeError('Importing a module script failed.'))).toBe(
      'Importing a module script failed.',
    );
    expect(failedChunkOf(new Error('Unable to preload CSS for /assets/profile-1a2b.css'))).toBe(
      '/assets/profile-1a2b.css',
    );
  });

  it('reloads for a failed chunk, then shows the error page if the same chunk fails again', () => {
    // Prepare
    const storage = createStorage();

    // Act
    const first = shouldReloadFor(chromeError, storage);
    rememberReload(chromeError, storage);
    const second = shouldReloadFor(chromeError, storage);

    // Assess
    expect(first).toBe(true);
    expect(second).toBe(false);
  });

  it('still reloads for a chunk of a later deploy in the same tab', () => {
    const storage = createStorage();
    rememberReload(chromeError, storage);

    const later = new TypeError('Failed to fetch dynamically imported module: /assets/dashboard-Zz99.js');

    expect(shouldReloadFor(later, storage)).toBe(true);
  });

  it('never reloads for other errors, nor without storage to guard against a loop', () => {
    expect(shouldReloadFor(new Error('Request failed with status 500'), createStorage())).toBe(false);
    expect(shouldReloadFor({ status: 404, statusText: 'Not Found' }, createStorage())).toBe(false);
    expect(shouldReloadFor(chromeError, null)).toBe(false);
    expect(shouldReloadFor(chromeError, createStorage({ 'thetix:chunk-reloads': 'not json' }))).toBe(false);
  });
});
