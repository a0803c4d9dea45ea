import { Stack } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';

/** The droppable id of a board column: dropping a card on the column's free space puts it in that column. */
export const columnDropId = (index: number) => `column:${index}`;
export const columnIndexOf = (id: string): number | undefined =>
  id.startsWith('column:') ? Number(id.slice('column:'.length)) : undefined;

export function BoardColumn({ index, children }: { index: number; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: columnDropId(index) });
  return (
    <Stack ref={setNodeRef} gap="4" flex="1" minW="0" minH="24" data-board-column={index}>
      {children}
    </Stack>
  );
}
