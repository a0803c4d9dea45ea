import { describe, expect, it } from 'vitest';
import {
  cooldownLabel,
  cooldownMinutes,
  cooldownTooltip,
  cooldownUntil,
  isModelAnswered,
  retrySecondsFromMessage,
} from './refresh-cooldown';

const NOW = Date.parse('2026-01-05T15:00:00Z');
const llmPlan = [
  { kind: 'table', data: { query: 'quote' } },
  { kind: 'markdown', data: { query: 'llm' } },
];

describe('refresh cooldown of model-answered cards (spec part 3 §4)', () => {
  it('applies only to cards with an llm plan item', () => {
    expect(isModelAnswered({ dsl_template: llmPlan })).toBe(true);
    expect(isModelAnswered({ dsl_template: [{ data: { query: 'quote' } }] })).toBe(false);
    expect(isModelAnswered({ dsl_template: null })).toBe(false);
  });

  it("reads the seconds left from the server's 429 message", () => {
    expect(
      retrySecondsFromMessage(
        'Rate limited. Wait 7m: a card answered by a language model refreshes at most once every 10 minutes (412 s left)',
      ),
    ).toBe(412);
    expect(retrySecondsFromMessage('Rate limited. Wait 3m')).toBe(180);
    expect(retrySecondsFromMessage('Too many requests')).toBeUndefined();
  });

  it('waits for the later of refresh_available_at and the 429 answer', () => {
    const card = { dsl_template: llmPlan, refresh_available_at: new Date(NOW + 120_000).toISOString() };
    expect(cooldownUntil(card, undefined, NOW)).toBe(NOW + 120_000);
    expect(cooldownUntil(card, NOW + 300_000, NOW)).toBe(NOW + 300_000);
    expect(cooldownUntil(card, undefined, NOW + 121_000)).toBeUndefined();
    expect(cooldownUntil({ ...card, dsl_template: [] }, NOW + 300_000, NOW)).toBeUndefined();
  });

  it('labels the wait in whole minutes, rounded up', () => {
    const minutes = cooldownMinutes(NOW + 412_000, NOW);
    expect(minutes).toBe(7);
    expect(cooldownLabel(minutes)).toBe('7m cooldown');
    expect(cooldownTooltip(minutes)).toBe('Rate limited. Wait 7m');
    expect(cooldownMinutes(NOW + 1_000, NOW)).toBe(1);
  });
});
