import { startTransition, useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * A slide index that advances every `intervalMs` while playing (spec part 1 §9: 3 s). It starts paused for
 * visitors who asked for reduced motion, and `held` (pointer over or focus inside) stops it without changing the
 * visitor's own play/pause choice (WAI-ARIA carousel pattern). A turn of its own accord is a transition: React
 * renders the next slide (charts and all) in slices, so a phone keeps scrolling smoothly while it turns.
 */
export function useAutoplay(count: number, intervalMs: number, held: boolean) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const running = playing && !held && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => startTransition(() => setIndex((current) => (current + 1) % count)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);

  const go = (next: number) => setIndex(((next % count) + count) % count);
  return { index: count > 0 ? index % count : 0, playing, running, setPlaying, go };
}
