import { newYorkInstant } from '@thetix/shared/calendar/nyse-calendar';
import { describe, expect, it } from 'vitest';
import { nextRunSlot, userSlotOffsetMs } from './run-schedule';

describe('nextRunSlot', () => {
  const user = 'user-1';
  const offset = userSlotOffsetMs(user);
  const at = (date: string, hour: number, minute: number) =>
    new Date(newYorkInstant(date, hour, minute).getTime() + offset);

  it('spreads users over the first ten minutes of a slot, the same for a user every time', () => {
    expect(offset % 60_000).toBe(0);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(10 * 60_000);
    expect(userSlotOffsetMs(user)).toBe(offset);
  });

  it('runs every 30 minutes from the open while the session lasts', () => {
    expect(nextRunSlot(newYorkInstant('2026-11-16', 8, 0), user)).toEqual(at('2026-11-16', 9, 30));
    expect(nextRunSlot(at('2026-11-16', 9, 30), user)).toEqual(at('2026-11-16', 10, 0));
    expect(nextRunSlot(at('2026-11-16', 15, 30), user)).toEqual(at('2026-11-17', 9, 30));
  });

  it('skips weekends, holidays and the afternoon of an early close', () => {
    // Friday 20 Nov 2026 after the last slot: Monday's open.
    expect(nextRunSlot(newYorkInstant('2026-11-20', 16, 0), user)).toEqual(at('2026-11-23', 9, 30));
    // Thanksgiving (26 Nov 2026) is closed; Friday 27 Nov closes at 13:00, so its last slot is 12:30.
    expect(nextRunSlot(newYorkInstant('2026-11-25', 17, 0), user)).toEqual(at('2026-11-27', 9, 30));
    expect(nextRunSlot(at('2026-11-27', 12, 30), user)).toEqual(at('2026-11-30', 9, 30));
  });
});
