import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_PRESET, presetStart, serverFilter } from './history-filters';

describe('trading history filters (spec part 2 §5, §7)', () => {
  const now = new Date('2026-11-23T12:00:00');

  it('defaults to the last 30 days and knows the presets', () => {
    expect(DEFAULT_DATE_PRESET).toBe('30d');
    expect(presetStart('7d', now)).toBe('2026-11-16');
    expect(presetStart('ytd', now)).toBe('2026-01-01');
    expect(presetStart('all', now)).toBeUndefined();
  });

  it('sends the server the same filters the list applies: ticker upper-cased, type, the preset as from', () => {
    const now = new Date(2026, 10, 23, 12);
    expect(serverFilter({ ticker: ' ko ', type: 'dividend', date: '30d' }, now)).toEqual({
      ticker: 'KO',
      type: 'dividend',
      from: presetStart('30d', now),
    });
    expect(serverFilter({ ticker: '', type: 'all', date: 'all' }, now)).toEqual({});
    expect(serverFilter({ ticker: '', type: 'cash-put', date: 'ytd' }, now)).toEqual({
      type: 'cash-put',
      from: '2026-01-01',
    });
  });
});
