import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Component tests (`*.component.test.tsx`) run in jsdom. Chakra's machines and nivo measure the page with browser
 * APIs jsdom leaves out; these stand-ins answer the way a desktop browser with no layout would.
 */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}

afterEach(() => cleanup());
