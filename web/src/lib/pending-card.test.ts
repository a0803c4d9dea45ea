import { describe, expect, it } from 'vitest';
import { clearPendingCard, readPendingCard, savePendingCard } from './pending-card';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending card (spec part 3 §2)', () => {
  it('keeps the trimmed question and the cadence, and reads them back', () => {
    // Prepare
    const storage = memoryStorage();

    // Act
    const saved = savePendingCard({ query: '  Chart AAPL vs MSFT  ', updateCadenceSeconds: 300 }, storage);

    // Assess
    expect(saved).toBe(true);
    expect(JSON.parse(storage.items.get('pending_card')!)).toEqual({
      query: 'Chart AAPL vs MSFT',
      updateCadenceSeconds: 300,
    });
    expect(readPendingCard(storage)).toEqual({ query: 'Chart AAPL vs MSFT', updateCadenceSeconds: 300 });
  });

  it('refuses a blank question', () => {
    const storage = memoryStorage();
    expect(savePendingCard({ query: '   ', updateCadenceSeconds: 0 }, storage)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it.each(['not json', '{"query":"x","updateCadenceSeconds":7}', '{"query":"","updateCadenceSeconds":0}'])(
    'reads a damaged value %j as no pending card',
    (raw) => {
      expect(readPendingCard(memoryStorage({ pending_card: raw }))).toBeUndefined();
    },
  );

  it('clears it', () => {
    const storage = memoryStorage({ pending_card: '{"query":"x","updateCadenceSeconds":0}' });
    clearPendingCard(storage);
    expect(readPendingCard(storage)).toBeUndefined();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(savePendingCard({ query: 'x', updateCadenceSeconds: 0 }, broken)).toBe(false);
    expect(readPendingCard(broken)).toBeUndefined();
    expect(() => clearPendingCard(broken)).not.toThrow();
  });
});
