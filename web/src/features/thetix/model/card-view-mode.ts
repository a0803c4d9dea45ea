import { readStored, writeStored } from './device-storage';

/** Spec part 3 §2: a card shows all its widgets (expanded) or only the first one. */
export type CardViewMode = 'expanded' | 'first';

const key = (cardId: string) => `thetix-card-view:${cardId}`;

export const readViewMode = (cardId: string): CardViewMode =>
  readStored(key(cardId), (value) => (value === 'first' || value === 'expanded' ? value : undefined)) ??
  'expanded';

export const writeViewMode = (cardId: string, mode: CardViewMode): void => writeStored(key(cardId), mode);

/** Spec part 3 §2: the mode toggles only with more than one widget; a card with one widget is always expanded. */
export const canToggleViewMode = (widgetCount: number): boolean => widgetCount > 1;
export const effectiveViewMode = (stored: CardViewMode, widgetCount: number): CardViewMode =>
  widgetCount > 1 ? stored : 'expanded';
