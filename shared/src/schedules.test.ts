import { describe, expect, it } from 'vitest';
import { scheduleDefinitions, toCronerPattern } from './schedules';

describe('toCronerPattern', () => {
  it.each([
    ['* * * * ? *', '* * * * *'],
    ['0 8 ? * MON-FRI *', '0 8 * * MON-FRI'],
    ['30 2 1 * ? *', '30 2 1 * *'],
    ['0/15 13-20 ? * MON-FRI *', '0/15 13-20 * * MON-FRI'],
  ])('turns EventBridge %s into croner %s', (eventBridge, croner) => {
    expect(toCronerPattern(eventBridge)).toBe(croner);
  });

  it('refuses an expression without the year field', () => {
    expect(() => toCronerPattern('0 8 * * MON')).toThrow('must have 6 fields');
  });

  it('refuses numbered week days, which EventBridge and croner count differently', () => {
    expect(() => toCronerPattern('0 8 ? * 2 *')).toThrow('name week days');
  });

  it('accepts every schedule the product defines', () => {
    for (const schedule of scheduleDefinitions) expect(() => toCronerPattern(schedule.cron)).not.toThrow();
  });
});
