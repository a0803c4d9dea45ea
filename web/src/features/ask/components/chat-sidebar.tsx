import { Box, Button, CloseButton, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { Chat } from '@thetix/shared/contracts/chats';
import { groupChats, truncateTitle } from '../model/chat-list';
import { isActive } from '../model/chat-progress';

function ChatRow({
  chat,
  selected,
  onSelect,
  onDelete,
}: {
  chat: Chat;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const title = truncateTitle(chat.title);
  return (
    <HStack
      as="li"
      gap="1"
      rounded="md"
      bg={selected ? 'brand.50' : undefined}
      _hover={{ bg: selected ? 'brand.50' : 'gray.100' }}
      data-chat-id={chat.id}
    >
      <Button
        variant="plain"
        flex="1"
        minW="0"
        justifyContent="start"
        px="2"
        h="9"
        fontWeight={chat.viewed ? 'normal' : 'semibold'}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        aria-label={chat.viewed ? title : `${title} (unread)`}
      >
        <Text truncate fontSize="sm">
          {title}
        </Text>
        {isActive(chat) ? (
          <Text as="span" fontSize="xs" color="gray.500" flexShrink={0}>
            working...
          </Text>
        ) : null}
        {chat.viewed ? null : (
          <Box as="span" data-unread-dot w="2" h="2" rounded="full" bg="brand.600" flexShrink={0} ml="auto" />
        )}
      </Button>
      <CloseButton size="2xs" aria-label={`Delete chat ${title}`} onClick={onDelete} />
    </HStack>
  );
}

/**
 * The list of past chats (spec part 3 §2): Start New Chat, Today then Previous, a delete action and an unread dot
 * per chat, and Clear all.
 */
export function ChatSidebar({
  chats,
  selectedId,
  now,
  onNew,
  onSelect,
  onDelete,
  onClearAll,
}: {
  chats: readonly Chat[];
  selectedId: string | null;
  now: Date;
  onNew: () => void;
  onSelect: (chat: Chat) => void;
  onDelete: (chat: Chat) => void;
  onClearAll: () => void;
}) {
  const groups = groupChats(chats, now);
  const group = (label: string, list: Chat[]) =>
    list.length === 0 ? null : (
      <Stack gap="1" key={label}>
        <Text fontSize="xs" fontWeight="semibold" color="gray.500" textTransform="uppercase" px="2">
          {label}
        </Text>
        <Stack as="ul" gap="0.5" listStyleType="none" aria-label={`${label} chats`}>
          {list.map((chat) => (
            <ChatRow
              key={chat.id}
              chat={chat}
              selected={chat.id === selectedId}
              onSelect={() => onSelect(chat)}
              onDelete={() => onDelete(chat)}
            />
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Flex direction="column" h="full" gap="3" p="3" as="nav" aria-label="Chats">
      <Button colorPalette="brand" onClick={onNew}>
        Start New Chat
      </Button>
      <Stack gap="4" flex="1" minH="0" overflowY="auto">
        {chats.length === 0 ? (
          <Text fontSize="sm" color="gray.500" px="2">
            No chats yet
          </Text>
        ) : null}
        {group('Today', groups.today)}
        {group('Previous', groups.previous)}
      </Stack>
      {chats.length > 0 ? (
        <Button variant="ghost" size="sm" colorPalette="red" onClick={onClearAll}>
          Clear all
        </Button>
      ) : null}
    </Flex>
  );
}
