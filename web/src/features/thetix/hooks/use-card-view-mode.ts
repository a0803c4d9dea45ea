import { useState } from 'react';
import {
  canToggleViewMode,
  effectiveViewMode,
  readViewMode,
  writeViewMode,
  type CardViewMode,
} from '../model/card-view-mode';

/** A card's expanded / first-widget mode, remembered per card on this device (spec part 3 §2). */
export function useCardViewMode(cardId: string, widgetCount: number) {
  const [stored, setStored] = useState<CardViewMode>(() => readViewMode(cardId));
  const mode = effectiveViewMode(stored, widgetCount);
  const toggle = () => {
    if (!canToggleViewMode(widgetCount)) return;
    const next: CardViewMode = mode === 'expanded' ? 'first' : 'expanded';
    writeViewMode(cardId, next);
    setStored(next);
  };
  return { mode, canToggle: canToggleViewMode(widgetCount), toggle };
}
