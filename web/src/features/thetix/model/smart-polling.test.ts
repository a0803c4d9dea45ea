import { describe, expect, it } from 'vitest';
import { changedCardIds, nextStatusPollDelay, SMART_POLLING } from './smart-polling';

const NOW = Date.parse('2026-01-05T15:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('smart polling (spec part 3 §4: grace 10 s, overdue 3 s, max 60 s, preload 10 s)', () => {
  it('does not poll when nothing is scheduled', () => {
    expect(nextStatusPollDelay([null, null], NOW)).toBeUndefined();
    expect(nextStatusPollDelay([], NOW)).toBeUndefined();
  });

  it('wakes up the preload before the earliest scheduled update', () => {
    expect(nextStatusPollDelay([at(40_000), at(25_000)], NOW)).toBe(15_000);
  });

  it('never waits more than the maximum', () => {
    expect(nextStatusPollDelay([at(3_600_000)], NOW)).toBe(SMART_POLLING.maxMs);
  });

  it('polls at the overdue interval inside the preload and grace window and once overdue', () => {
    expect(nextStatusPollDelay([at(5_000)], NOW)).toBe(3_000);
    expect(nextStatusPollDelay([at(-5_000)], NOW)).toBe(3_000);
    expect(nextStatusPollDelay([at(-120_000)], NOW)).toBe(3_000);
  });

  it('refetches only the cards whose result time changed', () => {
    const known = [
      { id: 'a', materialized_updated_at: at(-60_000) },
      { id: 'b', materialized_updated_at: at(-30_000) },
      { id: 'c', materialized_updated_at: null },
    ];
    const statuses = [
      { id: 'a', materialized_updated_at: at(-60_000) },
      { id: 'b', materialized_updated_at: at(-1_000) },
      { id: 'c', materialized_updated_at: at(-500) },
      { id: 'new', materialized_updated_at: at(-500) },
    ];
    expect(changedCardIds(known, statuses)).toEqual(['b', 'c']);
  });
});
