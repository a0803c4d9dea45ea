import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { NO_VALID_WIDGETS } from '@thetix/shared/thetix/widgets';
import { useState } from 'react';
import { WidgetList } from '../../../components/thetix-widgets';
import type { ChatMessage } from '../model/chat-messages';
import { ChatDebugView } from './chat-debug-view';

/**
 * One message of a thread: the user's question on the right, Thetix's widgets (rendered as on cards, "No valid
 * widgets to display" when none survive), or a system line such as an error with Retry.
 */
export function ChatMessageView({
  message,
  showDebug,
  busy,
  onAsk,
  onRetry,
}: {
  message: ChatMessage;
  showDebug: boolean;
  busy: boolean;
  onAsk: (query: string) => void;
  onRetry: (query: string) => void;
}) {
  const [debugOpen, setDebugOpen] = useState(false);
  if (message.type === 'user')
    return (
      <Box
        alignSelf="flex-end"
        maxW="85%"
        bg="brand.600"
        color="white"
        px="4"
        py="2.5"
        rounded="2xl"
        roundedBottomRight="sm"
        data-message="user"
      >
        <Text whiteSpace="pre-wrap" fontSize="sm">
          {message.content}
        </Text>
      </Box>
    );
  if (message.type === 'system')
    return (
      <HStack
        role="alert"
        justify="space-between"
        gap="3"
        bg="red.50"
        borderWidth="1px"
        borderColor="red.200"
        rounded="lg"
        px="4"
        py="3"
        data-message="system"
      >
        <Text fontSize="sm" color="red.800">
          {message.content}
        </Text>
        {message.retryQuery ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => onRetry(message.retryQuery!)}
          >
            Retry
          </Button>
        ) : null}
      </HStack>
    );
  return (
    <Stack gap="2" data-message="assistant" minW="0">
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="4" minW="0">
        <WidgetList widgets={message.materializedResult} emptyText={NO_VALID_WIDGETS} onAsk={onAsk} />
      </Box>
      {showDebug && message.debugInfo ? (
        <Stack gap="2">
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setDebugOpen(!debugOpen)}>
            {debugOpen ? 'Hide debug' : 'Debug'}
          </Button>
          {debugOpen ? <ChatDebugView debug={message.debugInfo} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
