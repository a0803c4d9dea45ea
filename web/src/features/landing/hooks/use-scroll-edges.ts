import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden to the left (the row has been scrolled). */
  before: boolean;
  /** Content is hidden to the right (more cards to scroll to). */
  after: boolean;
}

/** Which sides of a horizontally scrolling element hide content, kept up to date on scroll and resize. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      // A pixel of slack: fractional widths leave scrollLeft a hair short of the end.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((current) =>
        current.before === before && current.after === after ? current : { before, after },
      );
    };
    element.addEventListener('scroll', update, { passive: true });
    // The observer also reports the element's first size, after the browser's own layout: reading the edges then
    // forces no layout of the whole page in the middle of the app's start.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
