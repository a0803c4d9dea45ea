import { useLayoutEffect, useRef } from 'react';

/**
 * The height of the signed-in area's sticky top bar (the header, with the Admin Mode banner above it while an admin
 * views as a user), kept in a CSS variable on the shell, so that sticky columns below it (sidebar, the dashboard's
 * side panel, the profile's section list) start under it rather than behind it, whatever the bar's height.
 */
export const TOP_BAR_VARIABLE = '--thetix-top-bar';
/** Before the first measurement: the header alone on a desktop. */
const TOP_BAR_FALLBACK = '3.875rem';

/** `var(--thetix-top-bar)` plus a gap, for a sticky column's `top`. */
export const belowTopBar = (gap = '0rem') => `calc(var(${TOP_BAR_VARIABLE}, ${TOP_BAR_FALLBACK}) + ${gap})`;

/**
 * Measures the top bar (`bar`) and writes its height into the variable on `scope`, again whenever it changes (the
 * banner appearing, a wrap on a narrow window).
 */
export function useTopBarHeight<Bar extends HTMLElement, Scope extends HTMLElement>() {
  const bar = useRef<Bar>(null);
  const scope = useRef<Scope>(null);
  useLayoutEffect(() => {
    const barElement = bar.current;
    const scopeElement = scope.current;
    if (!barElement || !scopeElement) return;
    const write = () =>
      scopeElement.style.setProperty(TOP_BAR_VARIABLE, `${barElement.getBoundingClientRect().height}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(write);
    observer.observe(barElement);
    return () => observer.disconnect();
  }, []);
  return { bar, scope };
}
