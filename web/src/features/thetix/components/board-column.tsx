import { Stack } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { InsertionLine } from './insertion-line';

/** The droppable id of a board column: dropping a card on the column's free space puts it in that column. */
export const columnDropId = (index: number) => `column:${index}`;
export const columnIndexOf = (id: string): number | undefined =>
  id.startsWith('column:') ? Number(id.slice('column:'.length)) : undefined;

/** One column of the board; `insertionAtTop` marks an empty column a dragged card will land in. */
export function BoardColumn(props: { index: number; insertionAtTop: boolean; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: columnDropId(props.index) });
  return (
    <Stack
      ref={setNodeRef}
      position="relative"
      gap="4"
      flex="1"
      minW="0"
      minH="24"
      data-board-column={props.index}
    >
      {props.insertionAtTop ? <InsertionLine side="before" /> : null}
      {props.children}
    </Stack>
  );
}
