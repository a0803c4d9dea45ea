import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { QUERY_MAX_LENGTH } from '@thetix/shared/contracts/thetix';
import { useLayoutEffect, useRef, useState } from 'react';

/** Spec part 3 §2 and §9: the input grows with its text up to 120 px, then scrolls. */
export const CHAT_INPUT_MAX_HEIGHT = 120;

/** From this many characters the input counts them (the server takes at most QUERY_MAX_LENGTH). */
const COUNT_FROM = Math.round(QUERY_MAX_LENGTH * 0.8);
const count = new Intl.NumberFormat('en-US');

/**
 * The chat input (spec part 3 §2, §5): Enter sends, Shift+Enter adds a line; blank text is never sent and nothing
 * is sent while a question is being answered (`busy`). The text is kept when `onSend` refuses it. A question holds
 * at most QUERY_MAX_LENGTH characters (the server's limit), counted once it nears it (issue 30 item 6).
 */
export function ChatInput({
  placeholder,
  busy,
  disabled = false,
  onSend,
}: {
  placeholder: string;
  busy: boolean;
  disabled?: boolean;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, CHAT_INPUT_MAX_HEIGHT)}px`;
  }, [text]);
  const blocked = busy || disabled || text.trim() === '';
  const submit = () => {
    if (!blocked && onSend(text)) setText('');
  };
  const counted = text.length >= COUNT_FROM;
  const full = text.length >= QUERY_MAX_LENGTH;
  return (
    <Stack gap="1">
      <HStack align="end" gap="2">
        <Textarea
          ref={area}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, QUERY_MAX_LENGTH))}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
          placeholder={placeholder}
          aria-label="Message"
          aria-describedby={counted ? 'chat-input-count' : undefined}
          maxLength={QUERY_MAX_LENGTH}
          rows={1}
          resize="none"
          minH="10"
          maxH={`${CHAT_INPUT_MAX_HEIGHT}px`}
          overflowY="auto"
          bg="white"
          disabled={disabled}
        />
        <Button colorPalette="brand" onClick={submit} disabled={blocked} loading={busy} flexShrink={0}>
          Send
        </Button>
      </HStack>
      {counted ? (
        <Text id="chat-input-count" fontSize="xs" color={full ? 'red.600' : 'gray.600'} aria-live="polite">
          {count.format(text.length)} / {count.format(QUERY_MAX_LENGTH)} characters
          {full ? `: a question holds at most ${count.format(QUERY_MAX_LENGTH)}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}
