import { useEffect, useState } from 'react';

/** True once the element with `id` has come into view or been scrolled past (the page's end is near). */
export function useReached(id: string): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return reached;
}
