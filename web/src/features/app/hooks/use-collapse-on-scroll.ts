import { useEffect, useState } from 'react';

/** Scrolls shorter than this do not flip the header (a finger's jitter, a momentum tail). */
const JITTER_PX = 4;

/**
 * Spec part 2 §2: on phones the header collapses on scroll. It slides away while the reader scrolls down past the
 * header's own height and comes back on any scroll up or near the top.
 */
export function nextCollapsed(collapsed: boolean, previousY: number, y: number, threshold: number): boolean {
  if (y <= threshold) return false;
  if (y > previousY + JITTER_PX) return true;
  if (y < previousY - JITTER_PX) return false;
  return collapsed;
}

export function useCollapseOnScroll(enabled: boolean, threshold = 64): boolean {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => {
    setCollapsed(false);
    if (!enabled) return;
    let previousY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setCollapsed((current) => nextCollapsed(current, previousY, y, threshold));
      if (Math.abs(y - previousY) > JITTER_PX || y <= threshold) previousY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);
  return collapsed;
}
