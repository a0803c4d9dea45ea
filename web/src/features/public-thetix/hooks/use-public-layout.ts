import { useState } from 'react';
import { parseLayout, PUBLIC_LAYOUT_KEY, type PublicLayout } from '../model/layout';

const readStored = (): PublicLayout => {
  try {
    return parseLayout(globalThis.localStorage?.getItem(PUBLIC_LAYOUT_KEY));
  } catch {
    return parseLayout(undefined);
  }
};

/** The visitor's layout choice, remembered on the device (spec part 3 §2); storage failures only forget it. */
export function usePublicLayout(): [PublicLayout, (layout: PublicLayout) => void] {
  const [layout, setLayout] = useState<PublicLayout>(readStored);
  const choose = (next: PublicLayout) => {
    setLayout(next);
    try {
      globalThis.localStorage?.setItem(PUBLIC_LAYOUT_KEY, next);
    } catch {
      // See above.
    }
  };
  return [layout, choose];
}
