import { describe, expect, it } from 'vitest';
import { updatedLabel, updatedTitle } from './updated-label';

describe("a board card's last-updated label (issue 30 item 5)", () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const ago = (seconds: number) => updatedLabel({ at: now - seconds * 1000, now });

  it('reads just now, minutes, hours and days while recent', () => {
    // Act / Assess
    expect(ago(0)).toBe('Updated just now');
    expect(ago(59)).toBe('Updated just now');
    expect(ago(60)).toBe('Updated 1 min ago');
    expect(ago(3 * 60 + 40)).toBe('Updated 3 min ago');
    expect(ago(3600)).toBe('Updated 1 h ago');
    expect(ago(23 * 3600 + 3599)).toBe('Updated 23 h ago');
    expect(ago(2 * 86_400)).toBe('Updated 2 d ago');
  });

  it('gives a date after a week and never a negative age', () => {
    // Act / Assess
    expect(ago(8 * 86_400)).toBe('Updated Nov 19, 2026');
    expect(ago(-45)).toBe('Updated just now');
    expect(updatedTitle(now)).toMatch(/^Last updated Nov 2[78], 2026, \d{1,2}:\d{2}:00 [AP]M/);
  });
});
