import { describe, expect, it } from 'vitest';
import { countProductEvents, lastDays } from './product-event-counts';

describe('countProductEvents', () => {
  it('counts each of the last days, oldest first, and adds them up', async () => {
    // Prepare
    const perDay: Record<string, number> = { '2026-11-26': 3, '2026-11-27': 2 };

    // Act
    const count = await countProductEvents('admin-1', 'ask_thetix_query', 3, {
      isAdmin: async () => true,
      countDay: async (_event, day) => perDay[day] ?? 0,
      now: new Date('2026-11-27T23:59:00.000Z'),
    });

    // Assess
    expect(count).toEqual({
      event: 'ask_thetix_query',
      days: [
        { date: '2026-11-25', count: 0 },
        { date: '2026-11-26', count: 3 },
        { date: '2026-11-27', count: 2 },
      ],
      total: 5,
    });
  });

  it('refuses a caller without the admin flag', async () => {
    // Act
    const refused = countProductEvents('user-1', 'ask_thetix_query', 7, {
      isAdmin: async () => false,
      countDay: async () => 1,
      now: new Date('2026-11-27T12:00:00.000Z'),
    });

    // Assess
    await expect(refused).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('crosses a month end by UTC days', () => {
    expect(lastDays(new Date('2026-12-01T00:30:00.000Z'), 2)).toEqual(['2026-11-30', '2026-12-01']);
  });
});
