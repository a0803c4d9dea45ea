import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  HStack,
  Link,
  Portal,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Chat } from '@thetix/shared/contracts/chats';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toaster } from '../../../lib/toaster';
import { deleteChat } from '../api/chat-commands';
import { chatsQueryKey, useChats } from '../api/get-chats';
import type { ChatTarget } from '../api/process-chat';
import { useChatDrawer } from '../hooks/use-chat-drawer';
import { useFillViewport } from '../hooks/use-fill-viewport';
import { chatToasts, useChatSession } from '../hooks/use-chat-session';
import { useChatStatusPolling } from '../hooks/use-chat-status-polling';
import { latestMatching } from '../model/chat-list';
import { isActive } from '../model/chat-progress';
import { ChatInput } from './chat-input';
import { ChatSidebar } from './chat-sidebar';
import { ChatThread } from './chat-thread';
import { ChatWelcome } from './chat-welcome';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Spec part 3 §2: the confirmations of the chat list, verbatim. */
export const DELETE_CHAT_CONFIRMATION =
  'Are you sure you want to delete this chat? This action cannot be undone.';
export const CLEAR_ALL_CONFIRMATION =
  'Are you sure you want to clear all chats? This action cannot be undone.';

/** A report takes follow-up questions in its own chat (issue 28 item 6). */
export const REPORT_FOLLOW_UP_PLACEHOLDER = 'Ask a follow-up about this report...';

/** The chats the Ask page lists: questions, action plans and reports; opportunity chats stay in their drawers. */
const listed = (chat: Chat) => chat.chat_type !== 'opportunity';

/** Where the open chat's next question goes; a report's follow-up is a general question in the report chat. */
function targetOf(chat: Chat | undefined, accountName: string | undefined): ChatTarget {
  if (chat?.chat_type === 'dashboard')
    return { kind: 'dashboard', accountId: chat.meta_data.account_id, accountName };
  return { kind: 'general' };
}

export interface AskPageProps {
  accountName: string;
  accountHref: string;
  showDebug: boolean;
}

/**
 * /dashboard/ask (spec part 3 §2): the chat list drawer, a header with the account's name, the thread and the
 * input. Without New chat (or `?chat=` from a report's e-mail or push) the latest general chat opens.
 */
export function AskPage({ accountName, accountHref, showDebug }: AskPageProps) {
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const drawer = useChatDrawer(mobile);
  const frame = useFillViewport<HTMLDivElement>(mobile ? '4rem' : '0rem');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // undefined: the latest general chat; null: a new chat.
  const [chosen, setChosen] = useState<string | null | undefined>(params.get('chat') ?? undefined);
  const [sentCount, setSentCount] = useState(0);
  const [deleting, setDeleting] = useState<Chat | 'all' | null>(null);
  const [working, setWorking] = useState(false);
  const chats = useChats();
  const list = (chats.data ?? []).filter(listed);
  useChatStatusPolling(list.filter(isActive));
  const chatId =
    chosen === undefined
      ? (latestMatching(list, (chat) => chat.chat_type === 'general')?.id ?? null)
      : chosen;
  const selected = list.find((chat) => chat.id === chatId);
  const session = useChatSession({
    target: targetOf(selected, accountName),
    chatId,
    onChatId: setChosen,
  });
  const isReport = (session.chat ?? selected)?.chat_type === 'report';

  const choose = (id: string | null) => {
    setChosen(id);
    drawer.chosen();
  };
  const send = (text: string) => {
    const sent = session.send(text);
    if (sent) setSentCount((count) => count + 1);
    return sent;
  };

  const refreshList = () => queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'list'] });
  const confirmDelete = async () => {
    if (!deleting) return;
    setWorking(true);
    if (deleting === 'all') {
      // All at once: the API client shares one double-submit token between parallel writes (decision 170).
      const results = await Promise.allSettled(list.map((chat) => deleteChat(chat.id)));
      const failed = results.some((result) => result.status === 'rejected');
      toaster.create(
        failed
          ? { type: 'error', title: chatToasts.clearFailed, closable: true }
          : { type: 'success', title: chatToasts.cleared },
      );
      setChosen(null);
    } else {
      try {
        await deleteChat(deleting.id);
        toaster.create({ type: 'success', title: chatToasts.deleted });
        if (deleting.id === chatId) setChosen(null);
      } catch {
        toaster.create({ type: 'error', title: chatToasts.deleteFailed, closable: true });
      }
    }
    await refreshList();
    setWorking(false);
    setDeleting(null);
  };

  const sidebar = (
    <ChatSidebar
      chats={list}
      selectedId={chatId}
      now={new Date()}
      onNew={() => choose(null)}
      onSelect={(chat) => choose(chat.id)}
      onDelete={(chat) => setDeleting(chat)}
      onClearAll={() => setDeleting('all')}
    />
  );

  return (
    <Flex ref={frame.ref} h={frame.height} minH="80">
      {!mobile && drawer.open ? (
        <Box w="72" flexShrink={0} borderRightWidth="1px" borderColor="gray.200" bg="white">
          {sidebar}
        </Box>
      ) : null}
      {mobile ? (
        <Drawer.Root
          open={drawer.open}
          onOpenChange={(details) => drawer.setOpen(details.open)}
          placement="start"
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxW="80%">
                <Drawer.Header>
                  <Drawer.Title>Chats</Drawer.Title>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" />
                  </Drawer.CloseTrigger>
                </Drawer.Header>
                <Drawer.Body p="0">{sidebar}</Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : null}
      <Flex direction="column" flex="1" minW="0" bg="gray.50">
        <HStack px={{ base: '3', md: '5' }} py="3" gap="3" borderBottomWidth="1px" borderColor="gray.200">
          <Button
            size="sm"
            variant="outline"
            onClick={() => drawer.setOpen(!drawer.open)}
            aria-expanded={drawer.open}
          >
            {drawer.open && !mobile ? 'Hide chats' : 'Chats'}
          </Button>
          <Heading as="h1" size="md" truncate>
            {selected && selected.chat_type !== 'general' ? selected.title : 'Ask Thetix'}
          </Heading>
          <Link asChild ml="auto" fontSize="sm" color="brand.700" flexShrink={0}>
            <RouterLink to={accountHref}>{accountName}</RouterLink>
          </Link>
        </HStack>
        <Box flex="1" minH="0" display="flex" flexDirection="column" maxW="4xl" w="full" mx="auto">
          <ChatThread
            session={session}
            showDebug={showDebug}
            sentCount={sentCount}
            intro={chatId === null ? <ChatWelcome kind="general" onAsk={send} /> : undefined}
          />
          <Box p={{ base: '3', md: '4' }}>
            <ChatInput
              placeholder={isReport ? REPORT_FOLLOW_UP_PLACEHOLDER : 'Ask Thetix anything...'}
              busy={session.busy}
              onSend={send}
            />
          </Box>
        </Box>
      </Flex>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting === 'all' ? 'Clear all chats' : 'Delete chat'}
        text={deleting === 'all' ? CLEAR_ALL_CONFIRMATION : DELETE_CHAT_CONFIRMATION}
        confirmLabel={deleting === 'all' ? 'Clear all' : 'Delete'}
        busy={working}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Flex>
  );
}
