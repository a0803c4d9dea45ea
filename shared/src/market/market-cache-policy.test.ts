import { describe, expect, it } from 'vitest';
import { freshUntil, nextOpen } from './market-cache-policy';

/** Tuesday 2026-11-17, 11:00 in New York (EST, UTC-5). */
const inSession = new Date('2026-11-17T16:00:00Z');
/** Friday 2026-11-20, 17:00 in New York: closed until Monday's open. */
const fridayEvening = new Date('2026-11-20T22:00:00Z');
/** Wednesday 2026-11-25, 20:00 in New York: Thursday is Thanksgiving, Friday opens at 09:30. */
const beforeThanksgiving = new Date('2026-11-26T01:00:00Z');

describe('market cache freshness', () => {
  it('keeps a quote 15 s and a chain 60 s while the session runs', () => {
    // Act
    const quote = freshUntil('quote', inSession);
    const chain = freshUntil('chain', inSession);

    // Assess
    expect(quote.toISOString()).toBe('2026-11-17T16:00:15.000Z');
    expect(chain.toISOString()).toBe('2026-11-17T16:01:00.000Z');
  });

  it('keeps quotes and chains until the next open while the market is closed, holidays skipped', () => {
    // Act
    const weekend = freshUntil('quote', fridayEvening);
    const holiday = freshUntil('chain', beforeThanksgiving);
    const earlyMorning = nextOpen(new Date('2026-11-17T12:00:00Z'));

    // Assess
    expect(weekend.toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(holiday.toISOString()).toBe('2026-11-27T14:30:00.000Z');
    expect(earlyMorning.toISOString()).toBe('2026-11-17T14:30:00.000Z');
  });

  it('keeps bars, expirations, dividends and the calendar a day, in session or not', () => {
    // Act
    const bars = freshUntil('bars', inSession);
    const calendar = freshUntil('calendar', fridayEvening);

    // Assess
    expect(bars.toISOString()).toBe('2026-11-18T16:00:00.000Z');
    expect(calendar.toISOString()).toBe('2026-11-21T22:00:00.000Z');
  });
});
