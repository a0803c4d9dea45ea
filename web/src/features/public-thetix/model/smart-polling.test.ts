import { describe, expect, it } from 'vitest';
import { changedCards, nextPollDelay, SMART_POLLING, type PolledCard } from './smart-polling';

const now = Date.parse('2026-03-02T15:00:00Z');
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const card = (overrides: Partial<PolledCard & { id: string }> = {}) => ({
  id: 'c1',
  scheduled_update_at: null,
  materialized_updated_at: at(-60_000),
  job_status: null,
  ...overrides,
});

describe('nextPollDelay (spec part 3 §4: grace 10 s, overdue 3 s, max 60 s, preload 10 s)', () => {
  it('waits the maximum when nothing is scheduled', () => {
    expect(nextPollDelay([card()], now)).toBe(SMART_POLLING.maxMs);
    expect(nextPollDelay([], now)).toBe(SMART_POLLING.maxMs);
  });

  it('wakes the preload time before the earliest scheduled update', () => {
    const cards = [card({ scheduled_update_at: at(40_000) }), card({ scheduled_update_at: at(25_000) })];
    expect(nextPollDelay(cards, now)).toBe(15_000);
  });

  it('never waits longer than the maximum for a far update', () => {
    expect(nextPollDelay([card({ scheduled_update_at: at(3_600_000) })], now)).toBe(60_000);
  });

  it('asks every 3 s inside the preload window and once the update is overdue', () => {
    expect(nextPollDelay([card({ scheduled_update_at: at(5_000) })], now)).toBe(3_000);
    expect(nextPollDelay([card({ scheduled_update_at: at(-15_000) })], now)).toBe(3_000);
  });

  it('asks every 3 s while a job runs', () => {
    expect(nextPollDelay([card({ job_status: 'processing' })], now)).toBe(3_000);
  });

  it('falls back to the maximum for an update stalled longer than grace plus maximum', () => {
    expect(nextPollDelay([card({ scheduled_update_at: at(-80_000) })], now)).toBe(60_000);
  });
});

describe('changedCards', () => {
  it('lists the cards with a newer result or another job status', () => {
    const loaded = [card({ id: 'a' }), card({ id: 'b' }), card({ id: 'c' })];
    const status = [
      card({ id: 'a' }),
      card({ id: 'b', materialized_updated_at: at(0) }),
      card({ id: 'c', job_status: 'processing' }),
    ];
    expect(changedCards(loaded, status)).toEqual({ ids: ['b', 'c'], added: false });
  });

  it('asks for a full reload when a card was added or removed', () => {
    expect(changedCards([card({ id: 'a' })], [card({ id: 'a' }), card({ id: 'b' })]).added).toBe(true);
    expect(changedCards([card({ id: 'a' }), card({ id: 'b' })], [card({ id: 'a' })]).added).toBe(true);
  });
});
