import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come near the viewport, and stays true. The prefilled calculator example is computed
 * only for visitors who scroll towards it. Without IntersectionObserver it is true at once.
 */
export function useSeen(ref: RefObject<Element | null>, rootMargin = '400px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
