import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useDndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import type { Arrangement, Insertion } from '../model/board-layout';
import { arrangeColumns, insertionPoint } from '../model/board-layout';
import { BoardColumn, columnIndexOf } from './board-column';
import { SortableCard } from './sortable-card';

/** Spec part 3 §2: the text of a collection without cards. */
export const EMPTY_BOARD = 'No Thetix cards yet';

/** The dealt columns never shift cards while dragging: the drop decides, not the hover. */
const noShift = () => null;

/** The selected collection's cards, by position, in their remembered columns. */
export function BoardCards(props: {
  cards: readonly Card[];
  columns: number;
  arrangement: Arrangement;
  collection: CardCollection;
  collections: readonly CardCollection[];
  readOnly: boolean;
  showDebug: boolean;
}) {
  const insertion = useInsertion(props.cards, props.columns, props.arrangement);
  if (props.cards.length === 0)
    return (
      <Box py="12" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="xl" bg="bg">
        <Text color="fg.muted">{EMPTY_BOARD}</Text>
      </Box>
    );
  const { columns } = arrangeColumns(props.cards, props.columns, props.arrangement);
  const ids = [...props.cards].sort((a, b) => a.position - b.position).map((card) => card.id);
  return (
    <SortableContext items={ids} strategy={noShift}>
      <HStack align="start" gap="4" data-columns={props.columns}>
        {columns.map((column, index) => (
          <BoardColumn
            key={index}
            index={index}
            insertionAtTop={insertion !== undefined && 'column' in insertion && insertion.column === index}
          >
            {column.map((card) => (
              <SortableCard
                key={card.id}
                insertion={
                  insertion && 'cardId' in insertion && insertion.cardId === card.id
                    ? insertion.side
                    : undefined
                }
                card={card}
                collection={props.collection}
                collections={props.collections}
                readOnly={props.readOnly}
                showDebug={props.showDebug}
              />
            ))}
          </BoardColumn>
        ))}
      </HStack>
    </SortableContext>
  );
}

/** The insertion point of the drag in progress (mouse, touch or keyboard), from what the card is over now. */
function useInsertion(
  cards: readonly Card[],
  columnCount: number,
  arrangement: Arrangement,
): Insertion | undefined {
  const { active, over } = useDndContext();
  if (!active || !over) return undefined;
  const overId = String(over.id);
  const column = columnIndexOf(overId);
  const { columns } = arrangeColumns(cards, columnCount, arrangement);
  return insertionPoint({
    columns,
    activeId: String(active.id),
    over: column !== undefined ? { column } : { cardId: overId },
  });
}

/** What the dragged card looks like under the pointer. */
export function DragPreview({ card }: { card: Card | undefined }) {
  if (!card) return null;
  return (
    <Stack bg="bg" borderWidth="1px" rounded="xl" shadow="lg" p="4" maxW="sm" cursor="grabbing">
      <Text fontWeight="semibold" lineClamp={2}>
        {card.query}
      </Text>
    </Stack>
  );
}
