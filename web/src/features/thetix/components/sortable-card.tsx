import { Box, IconButton } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { InsertionLine } from './insertion-line';
import { ThetixCard, type ThetixCardProps } from './thetix-card';

/**
 * A card on the board, sortable by its handle. Cards do not shift while dragging (the board's columns are dealt,
 * not one flowing list): the dragged card follows the pointer as an overlay, the card under it is outlined and a
 * line shows where it will land.
 */
export function SortableCard({
  insertion,
  ...props
}: Omit<ThetixCardProps, 'dragHandle'> & { insertion?: 'before' | 'after' | undefined }) {
  const sortable = useSortable({ id: props.card.id });
  return (
    <Box
      ref={sortable.setNodeRef}
      position="relative"
      opacity={sortable.isDragging ? 0.4 : 1}
      rounded="xl"
      outline={sortable.isOver && !sortable.isDragging ? '2px dashed' : undefined}
      outlineColor="brand.400"
      outlineOffset="2px"
    >
      {insertion ? <InsertionLine side={insertion} /> : null}
      <ThetixCard
        {...props}
        dragHandle={
          <IconButton
            ref={sortable.setActivatorNodeRef}
            size="xs"
            variant="ghost"
            cursor={sortable.isDragging ? 'grabbing' : 'grab'}
            touchAction="none"
            aria-label={`Drag card ${props.card.query}`}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            ⠿
          </IconButton>
        }
      />
    </Box>
  );
}
