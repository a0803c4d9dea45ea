import {
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Switch,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { DndContext, DragOverlay, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import type { Card, CardCollection } from '@thetix/shared/contracts/thetix';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useImpersonation } from '../../../lib/impersonation';
import { useDropOnCollection } from '../api/card-mutations';
import { useReorderCards, useUpdateCollection, useCreateCollection } from '../api/collection-mutations';
import { useCollectionCards } from '../api/get-cards';
import { useCollections } from '../api/get-collections';
import { useArrivingCard } from '../hooks/use-arriving-card';
import { useBoardSensors } from '../hooks/use-board-sensors';
import { useSmartPolling } from '../hooks/use-smart-polling';
import {
  arrangeColumns,
  columnCount,
  dealEvenly,
  moveInOrder,
  readArrangement,
  readLayout,
  usableLayout,
  writeArrangement,
  writeLayout,
  type Arrangement,
  type BoardLayout,
} from '../model/board-layout';
import { visibleCards } from '../model/card-progress';
import { BoardCards, DragPreview } from './board-cards';
import { boardCollision } from './board-collision';
import { columnIndexOf } from './board-column';
import { CardCreationBox } from './card-creation-box';
import { CollectionCreateForm } from './collection-create-form';
import { CollectionsSidebar } from './collections-sidebar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LayoutSwitch } from './layout-switch';
import { PublishCollectionDialog } from './publish-collection-dialog';
import { PUBLIC_MOVE_TEXT, PUBLIC_MOVE_TITLE } from './move-card-dialog';

/** Spec part 3 §2: the board without any collection. */
export const NO_COLLECTIONS = 'No collections yet';
export const NO_COLLECTIONS_HINT = 'Create your first collection to get started';

/** Screen reader announcements in the product's words: the card's question and where it is over, not raw ids. */
function boardAnnouncements(cards: readonly Card[], collections: readonly CardCollection[]): Announcements {
  const card = (id: string | number) => `card "${cards.find((entry) => entry.id === id)?.query ?? ''}"`;
  const ordered = [...cards].sort((a, b) => a.position - b.position);
  const rank = (id: string | number) => ordered.findIndex((entry) => entry.id === id);
  const place = (id: string | number) => {
    const text = String(id);
    const column = columnIndexOf(text);
    if (column !== undefined) return `column ${column + 1}`;
    const collection = collections.find((entry) => `collection:${entry.id}` === text);
    return collection ? `collection "${collection.name}"` : card(id);
  };
  return {
    onDragStart: ({ active }) => `Picked up ${card(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${card(active.id)} is over no drop area.`;
      const [from, to] = [rank(active.id), rank(over.id)];
      if (from < 0 || to < 0 || from === to) return `${card(active.id)} is over ${place(over.id)}.`;
      return `${card(active.id)} is over ${place(over.id)}: it will land ${from < to ? 'after' : 'before'} it.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${card(active.id)} was dropped on ${place(over.id)}.` : `${card(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled: ${card(active.id)} stays where it was.`,
  };
}

/** Layout and column arrangement of one collection, remembered on this device per column count. */
function useBoardLayout(collectionId: string, cards: readonly Card[]) {
  const extraWide = useBreakpointValue({ base: false, '2xl': true }, { ssr: false }) ?? false;
  const narrow = useBreakpointValue({ base: true, lg: false }, { ssr: false }) ?? false;
  const [chosen, setChosen] = useState<BoardLayout>(() => readLayout(collectionId));
  const [saved, setSaved] = useState<Arrangement>({});
  useEffect(() => setChosen(readLayout(collectionId)), [collectionId]);
  // Phones and tablets have room for one column whatever was chosen on a wider screen.
  const layout = usableLayout(chosen, extraWide);
  const columns = narrow ? 1 : columnCount(layout);
  useEffect(() => setSaved(readArrangement(collectionId, columns)), [collectionId, columns]);
  const { arrangement } = arrangeColumns(cards, columns, saved);
  const remember = (next: Arrangement) => {
    writeArrangement(collectionId, columns, next);
    setSaved(next);
  };
  return {
    layout,
    columns,
    extraWide,
    narrow,
    arrangement,
    choose: (next: BoardLayout) => {
      writeLayout(collectionId, next);
      setChosen(next);
    },
    remember,
    rebalance: () => remember(dealEvenly(cards, columns)),
  };
}

function CollectionBoard(props: {
  collection: CardCollection;
  collections: readonly CardCollection[];
  readOnly: boolean;
  showDebug: boolean;
  onSelectCollection: (collectionId: string) => void;
}) {
  const { collection } = props;
  const cardsQuery = useCollectionCards(collection.id);
  const cards = visibleCards(cardsQuery.data ?? []);
  useSmartPolling(collection.id, cardsQuery.data);
  const board = useBoardLayout(collection.id, cards);
  const reorder = useReorderCards(collection.id);
  const move = useDropOnCollection(collection.id);
  const updateCollection = useUpdateCollection();
  const [publishing, setPublishing] = useState<CardCollection | null>(null);
  const sensors = useBoardSensors();
  const arrive = useArrivingCard(
    collection.id,
    cards.map((card) => card.id),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const [publicMove, setPublicMove] = useState<{ cardId: string; target: CardCollection } | null>(null);

  const moveTo = (cardId: string, target: string) => move.mutate({ cardId, target });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const activeCard = String(active.id);
    const overId = String(over.id);
    if (overId.startsWith('collection:')) {
      const target = props.collections.find((entry) => `collection:${entry.id}` === overId);
      if (!target || target.id === collection.id) return;
      if (target.is_public) setPublicMove({ cardId: activeCard, target });
      else moveTo(activeCard, target.id);
      return;
    }
    const column = columnIndexOf(overId);
    if (column !== undefined) {
      board.remember({ ...board.arrangement, [activeCard]: column });
      return;
    }
    if (overId === activeCard) return;
    const overColumn = board.arrangement[overId];
    if (overColumn !== undefined) board.remember({ ...board.arrangement, [activeCard]: overColumn });
    reorder.mutate(moveInOrder(cards, activeCard, overId));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={boardCollision}
      accessibility={{ announcements: boardAnnouncements(cards, props.collections) }}
      onDragStart={({ active }) => setActiveId(String(active.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      <Grid templateColumns={{ base: '1fr', md: '240px minmax(0, 1fr)' }} gap={{ base: '5', md: '8' }}>
        <Box>
          <Box position={{ md: 'sticky' }} top="20">
            <CollectionsSidebar
              collections={props.collections}
              selectedId={collection.id}
              readOnly={props.readOnly}
              onSelect={props.onSelectCollection}
            />
          </Box>
        </Box>
        <Stack gap="5" minW="0">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Stack gap="1" minW="0">
              <Heading as="h1" size="xl" letterSpacing="tight" truncate>
                {collection.name}
              </Heading>
              {collection.is_public ? (
                <Link asChild fontSize="sm" color="brand.700">
                  <RouterLink to={paths.publicCards.collection.getHref(collection.id)}>
                    Public page
                  </RouterLink>
                </Link>
              ) : null}
            </Stack>
            <HStack gap="3" wrap="wrap">
              {props.readOnly ? null : (
                <Switch.Root
                  size="sm"
                  checked={collection.is_public}
                  disabled={updateCollection.isPending}
                  onCheckedChange={() => setPublishing(collection)}
                >
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Public</Switch.Label>
                </Switch.Root>
              )}
              {board.narrow ? null : (
                <LayoutSwitch value={board.layout} extraWide={board.extraWide} onChange={board.choose} />
              )}
              {board.columns > 1 ? (
                <Button size="xs" variant="outline" onClick={board.rebalance}>
                  Rebalance
                </Button>
              ) : null}
            </HStack>
          </HStack>
          {props.readOnly ? null : <CardCreationBox collectionId={collection.id} onCreated={arrive} />}
          {cardsQuery.isPending ? (
            <Skeleton height="40" rounded="xl" />
          ) : (
            <BoardCards
              cards={cards}
              columns={board.columns}
              arrangement={board.arrangement}
              collection={collection}
              collections={props.collections}
              readOnly={props.readOnly}
              showDebug={props.showDebug}
            />
          )}
        </Stack>
      </Grid>
      <DragOverlay dropAnimation={null}>
        <DragPreview card={cards.find((card) => card.id === activeId)} />
      </DragOverlay>
      <ConfirmDialog
        open={publicMove !== null}
        title={PUBLIC_MOVE_TITLE}
        text={PUBLIC_MOVE_TEXT}
        confirmLabel="Move"
        onConfirm={() => {
          if (publicMove) moveTo(publicMove.cardId, publicMove.target.id);
          setPublicMove(null);
        }}
        onClose={() => setPublicMove(null)}
      />
      <PublishCollectionDialog collection={publishing} onClose={() => setPublishing(null)} />
    </DndContext>
  );
}

function NoCollections({ readOnly, onCreated }: { readOnly: boolean; onCreated: (id: string) => void }) {
  const create = useCreateCollection();
  return (
    <Stack align="center" gap="3" py="16" textAlign="center" maxW="sm" mx="auto">
      <Heading as="h1" size="lg">
        {NO_COLLECTIONS}
      </Heading>
      <Text color="fg.muted">{NO_COLLECTIONS_HINT}</Text>
      {readOnly ? null : (
        <CollectionCreateForm
          busy={create.isPending}
          onCreate={(name) => create.mutateAsync(name).then((created) => onCreated(created.id))}
        />
      )}
    </Stack>
  );
}

/**
 * The Thetix Board (spec part 3 §2): the collections, the selected one's cards and their creation box. The route
 * picks the collection (and replaces a bare /dashboard/thetix with the default one); admins viewing a user see it
 * read-only, since the server refuses their writes.
 */
export function ThetixBoard(props: {
  collectionId: string | undefined;
  showDebug: boolean;
  onSelectCollection: (collectionId: string) => void;
}) {
  const collections = useCollections();
  const readOnly = useImpersonation() !== null;
  if (collections.isPending) return <Skeleton height="64" rounded="xl" />;
  if (collections.isError) return <Text color="fg.error">{collections.error.message}</Text>;
  const list = collections.data;
  if (list.length === 0) return <NoCollections readOnly={readOnly} onCreated={props.onSelectCollection} />;
  const selected = list.find((collection) => collection.id === props.collectionId);
  if (!selected) return <Skeleton height="64" rounded="xl" />;
  return (
    <CollectionBoard
      key={selected.id}
      collection={selected}
      collections={list}
      readOnly={readOnly}
      showDebug={props.showDebug}
      onSelectCollection={props.onSelectCollection}
    />
  );
}
