import {
  pointerWithin,
  type ClientRect,
  type Collision,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { columnDropId, columnIndexOf } from './board-column';

const isColumn = (id: UniqueIdentifier) => columnIndexOf(String(id)) !== undefined;
const isCollection = (id: UniqueIdentifier) => String(id).startsWith('collection:');
const isCard = (id: UniqueIdentifier) => !isColumn(id) && !isCollection(id);

const contains = (rect: Pick<ClientRect, 'top' | 'bottom' | 'left' | 'right'>, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/**
 * The sidebar collection under the pointer, measured now. dnd-kit measures droppables when a drag starts and then
 * shifts them by however far the page scrolled; the sidebar is sticky and does not move with the page, so once the
 * board scrolls during a drag (auto-scroll near the top edge, a wheel) those shifted rects miss it. Pointer
 * coordinates are viewport coordinates, as getBoundingClientRect is.
 */
function collectionUnderPointer(
  containers: readonly DroppableContainer[],
  pointer: { x: number; y: number },
): Collision[] {
  for (const container of containers) {
    if (!isCollection(container.id) || container.disabled) continue;
    const node = container.node.current;
    if (node && contains(node.getBoundingClientRect(), pointer.x, pointer.y))
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
  }
  return [];
}

/**
 * Keyboard moves land a card exactly on a spot the coordinate getter chose (a card's or an empty column's top-left
 * corner): the droppable whose corner is nearest wins, a card before the column it tops. Collections are never a
 * keyboard target: another collection is reached with the card menu's Move to collection.
 */
function keyboardCollision(args: Parameters<CollisionDetection>[0]): Collision[] {
  const { collisionRect, droppableRects } = args;
  return args.droppableContainers
    .filter((container) => !isCollection(container.id) && droppableRects.has(container.id))
    .map((container) => {
      const rect = droppableRects.get(container.id)!;
      const distance = Math.hypot(rect.left - collisionRect.left, rect.top - collisionRect.top);
      return { id: container.id, data: { droppableContainer: container, value: distance } };
    })
    .sort((a, b) => a.data.value - b.data.value || Number(isColumn(a.id)) - Number(isColumn(b.id)));
}

/**
 * The board's collision detection. Pointer: a sidebar collection under the pointer (measured live), else a card under
 * it, else the column behind it; a pointer over nothing drops nowhere. Keyboard: see `keyboardCollision`.
 */
export const boardCollision: CollisionDetection = (args) => {
  const pointer = args.pointerCoordinates;
  if (!pointer) return keyboardCollision(args);
  const collection = collectionUnderPointer(args.droppableContainers, pointer);
  if (collection.length > 0) return collection;
  const within = pointerWithin({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => !isCollection(container.id)),
  });
  const cards = within.filter((hit) => isCard(hit.id));
  return cards.length > 0 ? cards : within;
};

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Keyboard sorting (Space, arrows, Space) inside the board: Up and Down step to the previous or next card of the same
 * column, Left and Right to the nearest card (by height) of the neighbouring column, or to that column when it is
 * empty. Nothing outside the board's columns is ever reached, so a keyboard move never leaves the collection.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.has(event.code)) return undefined;
  event.preventDefault();
  const { active, over, droppableRects, droppableContainers } = context;
  if (!active) return undefined;
  const columnOf = (id: UniqueIdentifier): number | undefined => {
    const column = columnIndexOf(String(id));
    if (column !== undefined) return column;
    const holder = droppableContainers.get(id)?.node.current?.closest('[data-board-column]');
    const index = holder?.getAttribute('data-board-column');
    return index == null ? undefined : Number(index);
  };
  const cardsIn = (column: number) =>
    droppableContainers
      .getEnabled()
      .filter((container) => isCard(container.id) && columnOf(container.id) === column)
      .flatMap((container) => {
        const rect = droppableRects.get(container.id);
        return rect ? [{ id: container.id, rect }] : [];
      })
      .sort((a, b) => a.rect.top - b.rect.top);

  const here = over?.id ?? active.id;
  const column = columnOf(here);
  if (column === undefined) return undefined;
  let target: ClientRect | undefined;
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
    const list = cardsIn(column);
    const at = list.findIndex((entry) => entry.id === here);
    if (at < 0) return undefined;
    target = list[at + (event.code === 'ArrowDown' ? 1 : -1)]?.rect;
  } else {
    const next = column + (event.code === 'ArrowRight' ? 1 : -1);
    const columnRect = droppableRects.get(columnDropId(next));
    if (!columnRect) return undefined;
    const top = droppableRects.get(here)?.top ?? columnRect.top;
    const nearest = cardsIn(next).sort((a, b) => Math.abs(a.rect.top - top) - Math.abs(b.rect.top - top))[0];
    target = nearest?.rect ?? columnRect;
  }
  return target ? { x: target.left, y: target.top } : undefined;
};
