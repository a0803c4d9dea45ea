import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The chat page fills the window below whatever sits above it (the sticky header, the connect bar that may be
 * dismissed), so the input stays on screen and only the thread scrolls. `bottom` is kept free for the mobile bar.
 */
export function useFillViewport<Element extends HTMLElement>(bottom: string) {
  const ref = useRef<Element>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.max(0, element.getBoundingClientRect().top + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, height: `calc(100dvh - ${top}px - ${bottom})` };
}
