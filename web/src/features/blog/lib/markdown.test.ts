import { describe, expect, it } from 'vitest';
import { isSafeHref, readingTimeMinutes, toAnchorId } from './markdown';

describe('isSafeHref', () => {
  it.each(['javascript:alert', '//evil.example', 'data:text/html,x', 'vbscript:x'])('refuses %s', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });

  it('keeps external, mail, site and anchor links', () => {
    expect(
      ['https://www.irs.gov/publications/p550', 'mailto:support@thetix.app', '/blog/x', '#taxes'].map(
        isSafeHref,
      ),
    ).toEqual([true, true, true, true]);
  });
});

describe('helpers', () => {
  it('builds anchor ids from heading text', () => {
    expect(toAnchorId('Delta & assignment: 0.30?')).toBe('delta-assignment-0-30');
  });

  it('rounds reading time up at 200 words a minute, never below a minute', () => {
    expect(readingTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readingTimeMinutes('')).toBe(1);
  });
});
