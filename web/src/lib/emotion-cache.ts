import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * A prerendered page's styles (web/src/app/prerender.tsx) are plain style sheets in the head, which Emotion never
 * adopts: adopting a sheet means moving its element (Emotion appends what it hydrates to the end of the head, after
 * the links the app's start adds there), and a moved sheet is parsed again and every element's style recomputed,
 * twice per start on a phone. Instead the components' sheet names the styles it holds, and the client's cache counts
 * them as inserted (`clientEmotionCache`); each of Chakra's two global styles (its layer order; its reset, global CSS and
 * tokens) has an empty placeholder in the form Emotion's <Global> rehydrates, so it takes that in place of writing its
 * rules again.
 */
export const PRERENDERED_STYLES_ATTRIBUTE = 'data-prerendered-styles';
export const PRERENDERED_GLOBAL_ATTRIBUTE = 'data-prerendered-global';

/** Emotion's cache for the browser, with the styles of a prerendered page (if any) counted as inserted. */
export function clientEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const sheet of document.querySelectorAll(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`)) {
    for (const name of sheet.getAttribute(PRERENDERED_STYLES_ATTRIBUTE)?.split(' ') ?? [])
      if (name) cache.inserted[name] = true;
  }
  return cache;
}
