/** Spec part 3 §2 and §9: single 1, double 2, triple 3 columns; double is the default. */
export const PUBLIC_LAYOUTS = ['single', 'double', 'triple'] as const;
export type PublicLayout = (typeof PUBLIC_LAYOUTS)[number];
export const DEFAULT_PUBLIC_LAYOUT: PublicLayout = 'double';
export const LAYOUT_COLUMNS: Record<PublicLayout, number> = { single: 1, double: 2, triple: 3 };

/** The key the public collection page keeps the visitor's layout under (one choice for every collection). */
export const PUBLIC_LAYOUT_KEY = 'public_thetix_layout';

/** A stored value counts only if it is one of the three layouts (spec part 3 §2); anything else is the default. */
export function parseLayout(value: unknown): PublicLayout {
  return PUBLIC_LAYOUTS.find((layout) => layout === value) ?? DEFAULT_PUBLIC_LAYOUT;
}

/**
 * Cards sorted by position, dealt round-robin into `columns` columns (spec part 3 §2): card 1 to column 1, card 2
 * to column 2 ..., so reading across the top row follows the collection's order.
 */
export function dealIntoColumns<Card extends { position: number }>(cards: readonly Card[], columns: number) {
  const count = Math.max(1, Math.floor(columns));
  const dealt: Card[][] = Array.from({ length: count }, () => []);
  [...cards]
    .sort((a, b) => a.position - b.position)
    .forEach((card, index) => dealt[index % count]!.push(card));
  return dealt;
}
