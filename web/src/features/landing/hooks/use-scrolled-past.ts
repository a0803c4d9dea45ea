import { useEffect, useState } from 'react';

/** True while the page is scrolled further than `fraction` of the viewport height (the sticky Join widget, §9). */
export function useScrolledPast(fraction: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > window.innerHeight * fraction);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [fraction]);
  return past;
}
