import { Badge, Box, Button, HStack, IconButton, Input, Menu, Portal, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { COLLECTION_NAME_MAX, type CardCollection } from '@thetix/shared/contracts/thetix';
import { useState } from 'react';

/** The droppable id of a collection in the sidebar: dropping a card there moves it (spec part 3 §2). */
export const collectionDropId = (collectionId: string) => `collection:${collectionId}`;

/** One collection in the sidebar: select it, drop a card on it, rename, publish, make default, delete. */
export function CollectionItem(props: {
  collection: CardCollection;
  selected: boolean;
  readOnly: boolean;
  onSelect: () => void;
  onRename: (name: string) => void;
  onTogglePublic: () => void;
  onToggleAmounts: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}) {
  const { collection } = props;
  const { setNodeRef, isOver } = useDroppable({ id: collectionDropId(collection.id) });
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(collection.name);

  if (renaming)
    return (
      <HStack
        as="form"
        gap="1"
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) return;
          props.onRename(name.trim());
          setRenaming(false);
        }}
      >
        <Input
          size="sm"
          aria-label="Collection name"
          value={name}
          maxLength={COLLECTION_NAME_MAX}
          autoFocus
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button type="submit" size="xs" colorPalette="brand" disabled={!name.trim()}>
          Save
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setRenaming(false)}>
          Cancel
        </Button>
      </HStack>
    );

  return (
    <HStack
      ref={setNodeRef}
      data-collection-id={collection.id}
      gap="1"
      rounded="lg"
      bg={isOver ? 'brand.100' : props.selected ? 'brand.50' : undefined}
      outline={isOver ? '2px dashed' : undefined}
      outlineColor="brand.400"
      _hover={{ bg: props.selected ? 'brand.50' : 'gray.50' }}
    >
      <Box
        as="button"
        flex="1"
        minW="0"
        textAlign="start"
        px="3"
        py="2"
        aria-current={props.selected ? 'page' : undefined}
        onClick={props.onSelect}
      >
        <HStack gap="1.5">
          <Text truncate fontSize="sm" fontWeight={props.selected ? 'semibold' : 'medium'}>
            {collection.name}
          </Text>
          {collection.is_public ? (
            <Badge size="xs" colorPalette="green" variant="subtle">
              Public
            </Badge>
          ) : null}
          {collection.is_default ? (
            <Badge size="xs" variant="outline">
              Default
            </Badge>
          ) : null}
          <Text fontSize="xs" color="fg.muted" ms="auto">
            {collection.card_count}
          </Text>
        </HStack>
      </Box>
      {props.readOnly ? null : (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={`Collection actions for ${collection.name}`}>
              ⋯
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="44">
                <Menu.Item
                  value="rename"
                  onSelect={() => {
                    setName(collection.name);
                    setRenaming(true);
                  }}
                >
                  Rename
                </Menu.Item>
                <Menu.Item value="public" onSelect={props.onTogglePublic}>
                  {collection.is_public ? 'Make private' : 'Make public'}
                </Menu.Item>
                {collection.is_public ? (
                  <Menu.Item value="amounts" onSelect={props.onToggleAmounts}>
                    {collection.hide_amounts ? 'Show dollar amounts' : 'Hide dollar amounts'}
                  </Menu.Item>
                ) : null}
                {collection.is_default ? null : (
                  <Menu.Item value="default" onSelect={props.onMakeDefault}>
                    Make default
                  </Menu.Item>
                )}
                {collection.is_default ? null : (
                  <Menu.Item value="delete" color="fg.error" onSelect={props.onDelete}>
                    Delete
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
    </HStack>
  );
}
