import { describe, expect, it } from 'vitest';
import { applyCashEntry, cashFigures, syncReplacesBalance, type StoredCash } from './account-cash';

const NOW = new Date('2026-11-27T15:00:00.000Z');
const connected = (overrides: Partial<StoredCash> = {}): StoredCash => ({ source: 'sandbox', ...overrides });

describe('the cash rule', () => {
  it('lets a sync refresh a synced balance or none, never one entered by hand or the example', () => {
    expect(syncReplacesBalance(undefined)).toBe(true);
    expect(syncReplacesBalance('synced')).toBe(true);
    expect(syncReplacesBalance('manual')).toBe(false);
    expect(syncReplacesBalance('example')).toBe(false);
  });

  it('reads a connected account stored before the source was recorded as synced, a fresh manual one as none', () => {
    // Act
    const legacy = cashFigures(connected({ cashBalance: 2500 }));
    const manual = cashFigures({ source: 'manual', cashBalance: 0 });
    // Assess
    expect(legacy).toMatchObject({
      cashBalance: 2500,
      cashSource: 'synced',
      cashSetAside: 0,
      cashForPuts: 0,
    });
    expect(manual).toEqual({
      cashBalance: 0,
      cashSource: null,
      cashUpdatedAt: null,
      syncedCashBalance: null,
      cashSetAside: 0,
      cashForPuts: 0,
    });
  });

  it('offers puts the set-aside part, at most the balance a later sync lowered', () => {
    // Act
    const figures = cashFigures(connected({ cashBalance: 8000, cashSetAside: 10_000, cashSource: 'synced' }));
    // Assess
    expect(figures).toMatchObject({ cashBalance: 8000, cashSetAside: 10_000, cashForPuts: 8000 });
  });

  it('keeps a hand-entered balance as manual and the set-aside part within it', () => {
    // Act
    const entry = applyCashEntry(
      connected({ cashBalance: 5000, syncedCashBalance: 5000 }),
      { cashBalance: 20_000, cashSetAside: 15_000 },
      NOW,
    );
    // Assess
    expect(entry).toEqual({
      ok: true,
      set: {
        cashBalance: 20_000,
        cashSetAside: 15_000,
        cashUpdatedAt: NOW.toISOString(),
        cashSource: 'manual',
      },
      remove: [],
    });
  });

  it('goes back to the last synced balance on null, or to none without a sync', () => {
    // Act
    const back = applyCashEntry(
      connected({ cashBalance: 20_000, cashSource: 'manual', syncedCashBalance: 4200.5, cashSetAside: 3000 }),
      { cashBalance: null },
      NOW,
    );
    const none = applyCashEntry(
      { source: 'manual', cashBalance: 900, cashSource: 'manual' },
      { cashBalance: null },
      NOW,
    );
    // Assess
    expect(back).toMatchObject({
      ok: true,
      set: { cashBalance: 4200.5, cashSource: 'synced', cashSetAside: 3000 },
    });
    expect(none).toEqual({
      ok: true,
      set: { cashBalance: 0, cashSetAside: 0, cashUpdatedAt: NOW.toISOString() },
      remove: ['cashSource'],
    });
  });

  it('refuses a set-aside part above the balance, naming the balance', () => {
    // Act
    const refused = applyCashEntry(
      connected({ cashBalance: 2500, cashSource: 'synced' }),
      { cashSetAside: 2500.01 },
      NOW,
    );
    const withNewBalance = applyCashEntry(
      connected({ cashBalance: 2500 }),
      { cashBalance: 100, cashSetAside: 200 },
      NOW,
    );
    // Assess
    expect(refused).toEqual({
      ok: false,
      field: 'cashSetAside',
      message: 'must be at most the cash balance (2500.00)',
    });
    expect(withNewBalance).toMatchObject({ ok: false, message: 'must be at most the cash balance (100.00)' });
  });

  it('lowers the set-aside part with a lower hand-entered balance', () => {
    // Act
    const entry = applyCashEntry(
      connected({ cashBalance: 10_000, cashSetAside: 8000 }),
      { cashBalance: 5000 },
      NOW,
    );
    // Assess
    expect(entry).toMatchObject({ ok: true, set: { cashBalance: 5000, cashSetAside: 5000 } });
  });
});
