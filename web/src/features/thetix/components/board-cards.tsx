import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SortableContext } from '@dnd-kit/sortable';
import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import type { Arrangement } from '../model/board-layout';
import { arrangeColumns } from '../model/board-layout';
import { BoardColumn } from './board-column';
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
          <BoardColumn key={index} index={index}>
            {column.map((card) => (
              <SortableCard
                key={card.id}
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
