import { readStored, writeStored } from './device-storage';

/** Spec part 3 §2 and §9: single, double and triple layouts use 1, 2 and 3 columns. */
export const BOARD_LAYOUTS = [
  { value: 'single', label: 'Single', columns: 1 },
  { value: 'double', label: 'Double', columns: 2 },
  { value: 'triple', label: 'Triple', columns: 3 },
] as const;
export type BoardLayout = (typeof BOARD_LAYOUTS)[number]['value'];

const isLayout = (value: unknown): value is BoardLayout =>
  BOARD_LAYOUTS.some((layout) => layout.value === value);

export const columnCount = (layout: BoardLayout): number =>
  BOARD_LAYOUTS.find((entry) => entry.value === layout)?.columns ?? 2;

const layoutKey = (collectionId: string) => `thetix-board-layout:${collectionId}`;
const arrangementKey = (collectionId: string, columns: number) =>
  `thetix-board-columns:${collectionId}:${columns}`;

/** The layout chosen for a collection on this device; double until one is chosen. */
export const readLayout = (collectionId: string): BoardLayout =>
  readStored(layoutKey(collectionId), (value) => (isLayout(value) ? value : undefined)) ?? 'double';
export const writeLayout = (collectionId: string, layout: BoardLayout) =>
  writeStored(layoutKey(collectionId), layout);

/** Triple needs an extra-wide screen: elsewhere a saved triple shows as double. */
export const usableLayout = (layout: BoardLayout, extraWide: boolean): BoardLayout =>
  layout === 'triple' && !extraWide ? 'double' : layout;

/** Which column each card sits in, per collection and column count (spec part 3 §2). */
export type Arrangement = Record<string, number>;

const isArrangement = (value: unknown): value is Arrangement =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((column) => Number.isInteger(column));

export const readArrangement = (collectionId: string, columns: number): Arrangement =>
  readStored(arrangementKey(collectionId, columns), (value) => (isArrangement(value) ? value : undefined)) ??
  {};
export const writeArrangement = (collectionId: string, columns: number, arrangement: Arrangement) =>
  writeStored(arrangementKey(collectionId, columns), arrangement);

/** Rebalance: cards by position dealt round-robin, so every column holds the same number give or take one. */
export function dealEvenly<T extends { id: string; position: number }>(
  cards: readonly T[],
  columns: number,
): Arrangement {
  return Object.fromEntries(byPosition(cards).map((card, index) => [card.id, index % columns]));
}

const byPosition = <T extends { position: number }>(cards: readonly T[]): T[] =>
  [...cards].sort((a, b) => a.position - b.position);

/**
 * The columns to draw: each card in its remembered column, each column by position. A card with no remembered
 * column (new, or the column count shrank) joins the shortest column, so a new card never unbalances the board.
 */
export function arrangeColumns<T extends { id: string; position: number }>(
  cards: readonly T[],
  columns: number,
  saved: Arrangement,
): { columns: T[][]; arrangement: Arrangement } {
  const lists: T[][] = Array.from({ length: columns }, () => []);
  const arrangement: Arrangement = {};
  for (const card of byPosition(cards)) {
    const remembered = saved[card.id];
    const column =
      remembered !== undefined && remembered >= 0 && remembered < columns
        ? remembered
        : lists.reduce(
            (shortest, list, index) => (list.length < lists[shortest]!.length ? index : shortest),
            0,
          );
    lists[column]!.push(card);
    arrangement[card.id] = column;
  }
  return { columns: lists, arrangement };
}

/** Moves `activeId` to where `overId` is in the position order (the dnd-kit arrayMove of a flat list). */
export function moveInOrder<T extends { id: string; position: number }>(
  cards: readonly T[],
  activeId: string,
  overId: string,
): T[] {
  const ordered = byPosition(cards);
  const from = ordered.findIndex((card) => card.id === activeId);
  const to = ordered.findIndex((card) => card.id === overId);
  if (from < 0 || to < 0 || from === to) return ordered;
  const [moved] = ordered.splice(from, 1);
  ordered.splice(to, 0, moved!);
  return ordered;
}

/** Where a dragged card would land, drawn as a line: before or after a card, or at the top of an empty column. */
export type Insertion = { cardId: string; side: 'before' | 'after' } | { column: number };

/**
 * The insertion point of dropping `activeId` on `over` (a card, or a column's free space), matching what the drop
 * does: on a card it takes that card's place in the position order (so it lands after a card it was before, and
 * before a card it was after); on a column it keeps its place in the order, in that column.
 */
export function insertionPoint<T extends { id: string; position: number }>(options: {
  columns: readonly (readonly T[])[];
  activeId: string;
  over: { cardId: string } | { column: number };
}): Insertion | undefined {
  const { columns, activeId, over } = options;
  const ordered = byPosition(columns.flat());
  const rank = (id: string) => ordered.findIndex((card) => card.id === id);
  const active = rank(activeId);
  if (active < 0) return undefined;
  if ('cardId' in over) {
    if (over.cardId === activeId || rank(over.cardId) < 0) return undefined;
    return { cardId: over.cardId, side: active < rank(over.cardId) ? 'after' : 'before' };
  }
  const others = (columns[over.column] ?? []).filter((card) => card.id !== activeId);
  if (others.length === 0) return { column: over.column };
  const next = others.find((card) => rank(card.id) > active);
  return next
    ? { cardId: next.id, side: 'before' }
    : { cardId: others[others.length - 1]!.id, side: 'after' };
}
