import { describe, expect, it } from 'vitest';
import { nextCollapsed } from './use-collapse-on-scroll';

describe('the phone header collapsing on scroll (spec part 2 §2)', () => {
  it('collapses when scrolling down past the header', () => {
    expect(nextCollapsed(false, 100, 160, 64)).toBe(true);
  });

  it('comes back on a scroll up, and always near the top', () => {
    expect(nextCollapsed(true, 400, 300, 64)).toBe(false);
    expect(nextCollapsed(true, 30, 40, 64)).toBe(false);
  });

  it('keeps its state for a scroll of a few pixels', () => {
    expect(nextCollapsed(true, 300, 298, 64)).toBe(true);
    expect(nextCollapsed(false, 300, 302, 64)).toBe(false);
  });
});
