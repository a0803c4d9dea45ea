import { Box, IconButton } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { ThetixCard, type ThetixCardProps } from './thetix-card';

/**
 * A card on the board, sortable by its handle. Cards do not shift while dragging (the board's columns are dealt,
 * not one flowing list): the dragged card follows the pointer as an overlay and the card under it is outlined.
 */
export function SortableCard(props: Omit<ThetixCardProps, 'dragHandle'>) {
  const sortable = useSortable({ id: props.card.id });
  return (
    <Box
      ref={sortable.setNodeRef}
      opacity={sortable.isDragging ? 0.4 : 1}
      rounded="xl"
      outline={sortable.isOver && !sortable.isDragging ? '2px dashed' : undefined}
      outlineColor="brand.400"
      outlineOffset="2px"
    >
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
