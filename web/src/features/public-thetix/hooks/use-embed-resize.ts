import { useEffect, useState, type RefObject } from 'react';

/** The message an embedded card sends its parent page (the iframe snippet of the Share dialog listens for it). */
export const RESIZE_MESSAGE_TYPE = 'thetix:resize';

/** Whether this page runs inside another page's frame; a cross-origin parent that refuses access counts as one. */
export function isEmbedded(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export const useIsEmbedded = () => useState(isEmbedded)[0];

/**
 * Inside an iframe, posts the content's height to the parent on every size change (spec part 3 §2), so the host
 * page can fit the frame to the card. Any origin may embed a public card, hence the target '*'; the message holds
 * nothing private (the public card's id and a height).
 */
export function useEmbedResize(ref: RefObject<HTMLElement | null>, cardId: string, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: RESIZE_MESSAGE_TYPE, height, cardId }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [ref, cardId, enabled]);
}
