import { Box, Button, Flex, Heading, HStack } from '@chakra-ui/react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import type { Chat, ChatType } from '@thetix/shared/contracts/chats';
import { useEffect, useRef, useState } from 'react';
import { toaster } from '../../../lib/toaster';
import { deleteChat } from '../api/chat-commands';
import { chatsQueryKey, useChats } from '../api/get-chats';
import type { SuggestionKind } from '../api/get-suggestions';
import type { ChatTarget } from '../api/process-chat';
import { chatToasts, processChatMutationKey, useChatSession } from '../hooks/use-chat-session';
import { latestMatching } from '../model/chat-list';
import { ChatInput } from './chat-input';
import { ChatThread } from './chat-thread';
import { ChatWelcome } from './chat-welcome';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Spec part 3 §2: the Clear Chat confirmation of a panel, verbatim. */
export const CLEAR_CHAT_CONFIRMATION =
  'Are you sure you want to clear this chat? This action cannot be undone.';

export interface ChatPanelProps {
  heading: string;
  target: ChatTarget;
  chatType: ChatType;
  /** Which of the caller's chats belong here; the latest of them opens (spec part 3 §2). */
  matches: (chat: Chat) => boolean;
  suggestions: SuggestionKind;
  placeholder: string;
  showDebug: boolean;
  /** The thread's height: the panel sits in a drawer or a dashboard column, not a page of its own. */
  threadHeight?: string | Record<string, string>;
  /** Instead, the whole panel's height, the thread taking what the header and input leave (a phone's dashboard). */
  height?: string;
  /**
   * Asked by the panel itself when the place has no chat yet (the dashboard's action plan fills itself on open).
   * Never after Clear Chat, which asks for an empty chat.
   */
  autoAsk?: string;
  /** A question picked elsewhere (a drawer's FAQ): asked once the panel knows its chat. */
  question?: string | undefined;
  onQuestionAsked?: (() => void) | undefined;
}

/**
 * A chat in a panel (an opportunity drawer, the dashboard's action plan): the latest chat of the place continues;
 * before the first question a welcome and the server's suggested questions; Clear Chat deletes it after asking.
 */
export function ChatPanel(props: ChatPanelProps) {
  const queryClient = useQueryClient();
  const chats = useChats(props.chatType);
  // undefined: follow the latest matching chat; null: a new chat after Clear Chat.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const latest = latestMatching(chats.data ?? [], props.matches);
  const chatId = chosen === undefined ? (latest?.id ?? null) : chosen;
  const session = useChatSession({ target: props.target, chatId, onChatId: setChosen });
  const send = (text: string) => {
    const sent = session.send(text);
    if (sent) setSentCount((count) => count + 1);
    return sent;
  };

  const asked = useRef<string | undefined>(undefined);
  const ready = chats.isSuccess && (chatId === null || session.chat !== undefined);
  useEffect(() => {
    if (!props.question || !ready || asked.current === props.question) return;
    asked.current = props.question;
    send(props.question);
    props.onQuestionAsked?.();
    // Ask a picked question once, when the chat it continues is known.
  }, [props.question, ready]);

  // Once per panel (a ref, so not on a re-render), and never while a question is on its way or the list is
  // refreshing: a panel opened again just after the first ask finds that chat in the list instead of asking twice.
  const autoAsked = useRef(false);
  const sending = useIsMutating({ mutationKey: processChatMutationKey }) > 0;
  const settled = chats.isSuccess && !chats.isFetching && !sending;
  useEffect(() => {
    if (!props.autoAsk || autoAsked.current || chosen !== undefined || !settled || latest) return;
    autoAsked.current = true;
    send(props.autoAsk);
    // `send` is a new function each render; the conditions above are what decide.
  }, [props.autoAsk, chosen, settled, latest]);

  const clear = async () => {
    if (!chatId) return;
    setClearing(true);
    try {
      await deleteChat(chatId);
      setChosen(null);
      queryClient.removeQueries({ queryKey: [...chatsQueryKey, 'one', chatId] });
      await queryClient.invalidateQueries({ queryKey: [...chatsQueryKey, 'list'] });
    } catch {
      toaster.create({ type: 'error', title: chatToasts.deleteFailed, closable: true });
    } finally {
      setClearing(false);
      setConfirming(false);
    }
  };

  const intro = <ChatWelcome kind={props.suggestions} onAsk={send} />;

  return (
    <Flex
      direction="column"
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      minW="0"
      h={props.height}
    >
      <HStack justify="space-between" px="4" pt="3" pb="2" borderBottomWidth="1px" borderColor="gray.200">
        <Heading as="h4" size="sm">
          {props.heading}
        </Heading>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          disabled={!chatId || session.busy}
          onClick={() => setConfirming(true)}
        >
          Clear Chat
        </Button>
      </HStack>
      <Flex direction="column" h={props.threadHeight} flex={props.height ? '1' : undefined} minH="0">
        <ChatThread session={session} showDebug={props.showDebug} intro={intro} sentCount={sentCount} />
      </Flex>
      <Box p="3" borderTopWidth="1px" borderColor="gray.200">
        <ChatInput placeholder={props.placeholder} busy={session.busy} onSend={send} />
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Clear Chat"
        text={CLEAR_CHAT_CONFIRMATION}
        confirmLabel="Clear Chat"
        busy={clearing}
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={() => void clear()}
      />
    </Flex>
  );
}
